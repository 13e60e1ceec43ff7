// The everyday verb of a two-letter verb stem (two-letter-verbs.ts) goes first among that
// stem's verb readings, where the rules' fixed order (assimilated, doubled, hollow,
// defective) and the lemma list, which knows rare verbs as readily as common ones, put a
// rarer verb first. Words chosen by hand for the kind of stem they show.
import { describe, expect, it } from 'vitest';
import { parseLemmaList } from '../../../lib/arabic/lemma-list';
import { usualVerbFirst } from '../../../lib/arabic/two-letter-verbs';
import { rankedCandidates } from '../../../lib/lookup/lemma-knowledge';
import { diskLemmaSource } from '../../support/lemma-source';

const list = parseLemmaList(await diskLemmaSource());
/** The readings a lookup probes after the word as written, best first. */
const readings = (word: string) => rankedCandidates(word, list, new Set()).slice(1);

/** Kind of stem, word, and the lemma a lookup probes first. */
const FIRST_READINGS: [string, string, string][] = [
  ['a doubled imperfect, not the assimilated وحد', 'يحد', 'حد'],
  ['a doubled imperfect after أ "I", not وصب', 'أصب', 'صب'],
  ['a doubled imperfect after ت, not وفر', 'تفر', 'فر'],
  ['a doubled imperfect before the plural ون, not صدى', 'يصدون', 'صد'],
  ['a defective jussive (لم ينس), not the doubled نس', 'ينس', 'نسي'],
  ['a defective jussive (لم يرض), not the doubled رض', 'يرض', 'رضي'],
  ['a hollow perfect before ت "I" (قلت), not قلى', 'قلت', 'قال'],
  ['a doubled perfect before ت "she", not ردى', 'ردت', 'رد'],
  ['a hollow perfect before تم (ما دمتم), not دمى', 'دمتم', 'دام'],
  ['an assimilated imperative (قف), not قفا', 'قف', 'وقف'],
  ['an assimilated imperative (صل), not صال', 'صل', 'وصل'],
];

describe('the everyday verb of a two-letter stem', () => {
  it.each(FIRST_READINGS)('%s: %s → %s', (_kind, word, lemma) => {
    expect(readings(word)[0]?.form).toBe(lemma);
  });

  it('takes the first verb place only, behind a noun reading that came first (تمضون)', () => {
    const [noun, usual, other] = readings('تمضون');
    expect([noun?.form, noun?.pos]).toEqual(['تمضي', 'noun']);
    expect([usual?.form, other?.form]).toEqual(['مضى', 'ومض']);
  });
});

describe('usualVerbFirst', () => {
  const stem = (form: string, cost: number) => ({ form, cost, usualOf: 'حد' });

  it('gives the verb the cost of the stem’s likeliest real reading, not of one no list knows', () => {
    const known = new Set(['وحد', 'حد']);
    const ranked = usualVerbFirst(
      [stem('وحد', 0.7), stem('حود', 0.2), stem('حد', 1.2), { form: 'حدد', cost: 0.1 }],
      ({ form }) => known.has(form),
    );
    expect(ranked.map(({ form, cost }) => [form, cost])).toEqual([
      ['حد', 0.7],
      ['وحد', 0.7],
      ['حود', 0.2],
      ['حدد', 0.1],
    ]);
  });

  it('leaves the readings as they were when the list does not know the verb', () => {
    const given = [stem('وحد', 0.7), stem('حد', 1.2)];
    expect(usualVerbFirst(given, ({ form }) => form === 'وحد')).toEqual(given);
  });
});
