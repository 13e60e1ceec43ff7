import { describe, expect, it } from 'vitest';
import { blindPairs } from '../../../scripts/unseen/compare';
import { parseVerdicts, tallies, unblind } from '../../../scripts/unseen/unblind';
import { entry } from './entry';

// A verdict names a letter of the blind file; unblinding turns it into before or after by
// the key, whichever side the letter was for that word.

describe('unblinding verdicts', () => {
  it('credits the side each letter was, and counts both and neither', () => {
    const before = [
      entry('سأله', 'وله', 'verb'),
      entry('نموه', 'نمو', 'noun'),
      entry('ألوفن', 'ألوف', 'noun'),
    ];
    const after = [
      entry('سأله', 'سأل', 'verb'),
      entry('نموه', 'موه', 'verb'),
      entry('ألوفن', null),
    ];
    const { key } = blindPairs(before, after, 5);
    const letterOf = (word: string, side: 'before' | 'after') => {
      const item = key.find((each) => each.word === word);
      return item?.a === side ? 'A' : 'B';
    };
    const verdicts = parseVerdicts(
      key
        .map((item) => {
          if (item.word === 'سأله') return `${item.n} ${letterOf('سأله', 'after')}  # a note`;
          if (item.word === 'نموه') return `${item.n} ${letterOf('نموه', 'before')}`;
          return `${item.n} neither`;
        })
        .join('\n'),
    );
    const judged = unblind(key, verdicts);
    expect(judged.find((item) => item.word === 'سأله')).toMatchObject({
      beforeRight: false,
      afterRight: true,
    });
    expect(judged.find((item) => item.word === 'نموه')).toMatchObject({
      beforeRight: true,
      afterRight: false,
    });
    expect(tallies(judged).get('all')).toEqual({
      changed: 3,
      beforeRight: 1,
      afterRight: 1,
      both: 0,
      neither: 1,
      worse: 1,
      better: 1,
    });
    expect(tallies(judged).get('after: nothing')?.changed).toBe(1);
  });

  it('refuses a verdict that is not a letter, both or neither, and a word left unjudged', () => {
    expect(() => parseVerdicts('1 C')).toThrow(/line 1/u);
    const { key } = blindPairs([entry('سأله', 'وله')], [entry('سأله', 'سأل')], 1);
    expect(() => unblind(key, new Map())).toThrow(/no verdict/u);
  });
});
