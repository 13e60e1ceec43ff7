// A word's readings as a fresh worker ranks them: by the shipped lemma list, with no lemma
// learnt from answers yet. For the tests of what is asked first.
import { leadingCandidate, rankedCandidates } from '../../lib/lookup/lemma-knowledge';
import { diskLemmaList } from './lemma-source';

export const shippedList = await diskLemmaList();

/** The reading asked before the word as written, if any (leadingCandidate). */
export const leadOf = (word: string) => leadingCandidate(word, shippedList, new Set());

/** The reading a lookup probes first after the word as written. */
export const firstReadingOf = (word: string) =>
  rankedCandidates(word, shippedList, new Set())[1]?.form;
