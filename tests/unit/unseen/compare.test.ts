import { describe, expect, it } from 'vitest';
import { blindPairs } from '../../../scripts/unseen/compare';
import { entry } from './entry';

// The judge sees the changed words in a seeded order, the two entries in a seeded random
// order, and nothing that says which run gave which: the key alone does.
const words = ['يقود', 'أتاحت', 'يؤنس', 'العشرين', 'تصور', 'يفوق', 'أبداه', 'كتب', 'منفصلتين'];
const before = words.map((word, index) => entry(word, index === 7 ? 'كتب' : `قبل${index}`));
const after = words.map((word, index) =>
  entry(word, index === 7 ? 'كتب' : index === 8 ? null : `بعد${index}`),
);

describe('blindPairs', () => {
  it('lists only the words whose opened entry changed, nothing opened included', () => {
    const { key } = blindPairs(before, after, 1);
    expect(key.map((item) => item.word).sort()).toEqual(
      words.filter((word) => word !== 'كتب').sort(),
    );
    expect(key.find((item) => item.word === 'منفصلتين')?.after.form).toBeNull();
  });

  it('gives the same blind file and key for the same seed, whatever the input order', () => {
    const once = blindPairs(before, after, 7);
    const again = blindPairs([...before].reverse(), [...after].reverse(), 7);
    expect(again).toEqual(once);
    expect(blindPairs(before, after, 8).blind).not.toBe(once.blind);
  });

  it('never says in the blind file which entry was before', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { blind, key } = blindPairs(before, after, seed);
      expect(blind).not.toMatch(/before|after/iu);
      for (const item of key) {
        const line = blind.split('\n').find((each) => each.startsWith(`${item.n}. ${item.word}:`));
        const [first, second] =
          item.a === 'before' ? [item.before, item.after] : [item.after, item.before];
        expect(line).toBe(
          `${item.n}. ${item.word}: A ${first.form ?? '(nothing)'} / B ${second.form ?? '(nothing)'}`,
        );
      }
    }
    // A is before for some words and after for others: the side tells nothing.
    const sides = new Set(blindPairs(before, after, 3).key.map((item) => item.a));
    expect(sides).toEqual(new Set(['before', 'after']));
  });
});

describe('blindPairs on readings', () => {
  it('lists the words that open the same entry as another part of speech, with each reading', () => {
    const was = [
      {
        ...entry('أصلا', 'أصل'),
        kind: 'noun' as const,
        inflections: [{ kind: 'accusative' as const }],
      },
      { ...entry('كتب', 'كتب'), kind: 'noun' as const },
      entry('يقود', 'قود'),
    ];
    const is = [
      {
        ...entry('أصلا', 'أصل'),
        kind: 'verb' as const,
        inflections: [
          {
            kind: 'verb' as const,
            tense: 'past' as const,
            subject: { person: 3 as const, gender: 'masculine' as const, number: 'dual' as const },
          },
        ],
      },
      { ...entry('كتب', 'كتب'), kind: 'noun' as const },
      entry('يقود', 'قاد'),
    ];
    const { blind, key } = blindPairs(was, is, 2, 'readings');
    expect(key.map((item) => item.word)).toEqual(['أصلا']);
    expect(blind).toContain('أصل (noun: accusative)');
    expect(blind).toContain('أصل (verb: past 3m dual)');
    expect(blind).not.toMatch(/before|after/iu);
  });
});
