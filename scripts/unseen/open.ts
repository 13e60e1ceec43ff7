// npm run unseen -- open: for each sampled word, the entry a lookup opens first, as
// scripts/paradigms/measure.ts computes it (the leading reading, else the ranked readings'
// first the lexicon holds: the shipped list's nouns, verbs and plurals), with its reading.
import type { CandidateAnalysis } from '../../lib/arabic';
import type { CheckoutAnalyser } from './analyser-of';

export interface OpenedEntry {
  word: string;
  /** The entry opened first; null when no reading is one the lexicon holds. */
  form: string | null;
  pos?: CandidateAnalysis['pos'];
  inflections: CandidateAnalysis['inflections'];
  proclitics: string[];
  enclitics: string[];
  /**
   * A verb or a noun (adjectives with nouns): the reading's part of speech, else what the
   * list knows the form as (a verb only when it knows it as nothing else).
   */
  kind?: 'verb' | 'noun';
}

function kindOf(reading: CandidateAnalysis, analyser: CheckoutAnalyser): 'verb' | 'noun' {
  if (reading.pos) return reading.pos === 'verb' ? 'verb' : 'noun';
  const facts = analyser.list.lookup(reading.form);
  return facts?.verb && !facts.noun && !facts.invariable ? 'verb' : 'noun';
}

/**
 * The reading a lookup opens first, as the quick loops (npm run paradigms, npm run unseen)
 * compute it: the leading reading, else the ranked readings' first that `holds` (the
 * simulated lexicon: by default the shipped list's nouns, verbs and plurals).
 */
export function firstOpened(
  word: string,
  analyser: CheckoutAnalyser,
  holds: (form: string) => boolean = (form) => analyser.listWords.has(form),
): CandidateAnalysis | undefined {
  const none = new Set<string>();
  const lead = analyser.leadingCandidate(word, analyser.list, none);
  const order = [...(lead ? [lead] : []), ...analyser.rankedCandidates(word, analyser.list, none)];
  return order.find((reading) => holds(reading.form));
}

export function openedEntry(word: string, analyser: CheckoutAnalyser): OpenedEntry {
  const opened = firstOpened(word, analyser);
  if (!opened) return { word, form: null, inflections: [], proclitics: [], enclitics: [] };
  const { form, pos, inflections, proclitics, enclitics } = opened;
  const kind = kindOf(opened, analyser);
  return { word, form, ...(pos ? { pos } : {}), inflections, proclitics, enclitics, kind };
}
