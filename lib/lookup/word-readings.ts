import type { CandidateAnalysis, LemmaList, Neighbours } from '../arabic';
import type { LearnedLemmas } from './learned-lemmas';
import {
  confirmedForms,
  leadingCandidate,
  rankedCandidates,
  readingInContext,
} from './lemma-knowledge';
import { asWrittenReading, otherFormOfVerb, otherReadings } from './other-readings';
import { type LookupWord, markedForm } from './word';

/**
 * What the lemma list and the learnt lemmas say of one lookup's word and the forms tried
 * for it. Each answer waits for the list (loaded alongside the service's answer, not after
 * it) and for the learnt lemmas, read once for the whole lookup.
 */
export interface WordReadings {
  /** Readings of `form` to try, likeliest first. */
  candidates(form: string): Promise<CandidateAnalysis[]>;
  /** Forms of `form`'s readings the list or an answer confirms. */
  confirmedForms(form: string): Promise<ReadonlySet<string>>;
  /** A reading to ask before `form` as written (حدود → حد, تقول → قال). */
  lead(form: string): Promise<CandidateAnalysis | undefined>;
  /** The reading the words around the word prefer, if a rule chooses one. */
  inContext(context: Neighbours): Promise<CandidateAnalysis | undefined>;
  /** Under a lead's answer: the word as written, when the list knows it (تقول → تقوّل). */
  asWritten(answer: CandidateAnalysis): Promise<CandidateAnalysis | undefined>;
  /** Under a verb's answer: the other verb of its form I / form IV pair (تظهر → أظهر). */
  otherVerbForm(answer: CandidateAnalysis): Promise<CandidateAnalysis | undefined>;
  /** Under the word's own entry: its inflected readings, other than the lemmas `shown`. */
  otherReadings(shown: ReadonlySet<string>, shownCutClitics: boolean): Promise<CandidateAnalysis[]>;
}

export function wordReadings(
  word: LookupWord,
  list: Promise<LemmaList | null>,
  learned: LearnedLemmas,
): WordReadings {
  const marked = (form: string) => markedForm(word, form);
  return {
    candidates: async (form) => rankedCandidates(marked(form), await list, await learned.known()),
    confirmedForms: async (form) => confirmedForms(marked(form), await list, await learned.known()),
    lead: async (form) => leadingCandidate(marked(form), await list, await learned.known()),
    inContext: async (context) =>
      readingInContext(word.written, context, await list, await learned.known())?.reading,
    asWritten: async (answer) => asWrittenReading(word.key, answer, await list),
    otherVerbForm: async (answer) =>
      otherFormOfVerb(word.written, answer, await list, await learned.known()),
    otherReadings: async (shown, shownCutClitics) =>
      otherReadings(word.written, shown, await list, await learned.known(), shownCutClitics),
  };
}
