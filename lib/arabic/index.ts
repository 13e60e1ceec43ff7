// The analyser's entry point: everything the rest of Lisan (lib/lookup, the background, the
// scripts) uses of lib/arabic, and nothing else: the readings of a word, ranked by the
// lemma list and chosen by the sentence; the shipped lemma list and its word codec; and
// page.ts, its light part (what is Arabic, a letter, a mark, a word's keys, which word a
// click is), which code that runs in a page imports instead: a bundle keeps every
// module-level statement of what an entry re-exports. The message contracts take the
// analysis's schema from analysis.ts (zod, no analyser), the pages a word's keys from
// normalise.ts. A structure test
// (tests/unit/structure.test.ts) fails on an import around these, or an unused export.
export { analyseScored, analyseWord, type ScoredAnalysis } from './analyse';
export type { CandidateAnalysis, Inflection, VerbSubject } from './analysis';
export { cliticSplits, verbCarriesProclitics } from './clitics';
export { type Neighbours, preferredInContext, type WriterHabits } from './context';
export { withEditedSpellings } from './edited-spelling';
export { bothFormsCommon } from './form-four-verbs';
export { opensOnWaslAlef } from './hamza-writing';
export { decodeWord, encodeWord } from './lemma-codec';
export { type LemmaFacts, type LemmaList, type LemmaTexts, parseLemmaList } from './lemma-list';
export { neighboursIn } from './neighbours';
export { looseKey, mayStandIn, strictKey } from './normalise';
export * from './page';
export {
  confirmedAnalyses,
  confirmedAnalysesPerKind,
  leadingReading,
  rankAnalyses,
} from './ranking';
export { neighbourWords } from './segment';
export { FATHATAN, finalTanween } from './tanween';
export { typesHehForTehMarbuta, withTehMarbuta } from './teh-marbuta-writing';
export { parseVerbIndex } from './verb-index';
export { usableHabits } from './writer-habits';
