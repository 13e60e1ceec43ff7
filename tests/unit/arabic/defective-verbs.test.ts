// A defective verb's standard spelling (defective-verbs.ts) goes first among the endings a
// stem may take (ا، ى، ي) where the written form hides the last root letter and the lemma
// list, which holds variant spellings too, knows more than one of them as a verb. Words
// chosen by hand for the kind of form they show.
import { describe, expect, it } from 'vitest';
import { rankedCandidates } from '../../../lib/lookup/lemma-knowledge';
import { diskLemmaList } from '../../support/lemma-source';

const list = await diskLemmaList();
/** The reading a lookup probes first after the word as written. */
const first = (word: string) => rankedCandidates(word, list, new Set())[1]?.form;

/** Form, word, and the lemma a lookup probes first. */
const FIRST_READINGS: [string, string, string][] = [
  ['a و verb’s perfect before ت "she", not محى', 'محت', 'محا'],
  ['a فعِل verb’s perfect before وا, not لقا', 'لقوا', 'لقي'],
  ['a فعِل verb’s perfect before وا, not نسى', 'نسوا', 'نسي'],
  ['a فعِل verb’s perfect before ت "I", not نسى', 'نسيت', 'نسي'],
  ['a فعِل verb’s imperfect in ى, not خشى', 'يخشى', 'خشي'],
  ['a فعِل verb’s imperfect in ى, not نسى', 'ينسى', 'نسي'],
  ['a فعِل verb’s imperfect before ون, not لقا', 'يلقون', 'لقي'],
  ['a فعِل verb’s imperfect before ن "they (f.)", not بقى', 'يبقين', 'بقي'],
];

describe('the standard spelling of a defective verb', () => {
  it.each(FIRST_READINGS)('%s: %s → %s', (_kind, word, lemma) => {
    expect(first(word)).toBe(lemma);
  });
});
