import type { CandidateAnalysis } from '../arabic';
import type { Resolution } from './form-resolver';
import type { GuardedCall } from './guarded-call';
import { answeredLemmas } from './learned-lemmas';
import { knownNonVerbPos } from './non-verb';
import { seeAlsoFromSearch } from './search-first';
import type { Lookup } from './session';
import type { ResultTab } from './types';
import type { WordReadings } from './word-readings';

/** What is said beside a resolved answer; each field is absent when there is nothing to say. */
export interface Enrichment {
  /** Other lemmas the word's search answer named. */
  seeAlso?: string[];
  /** Readings offered as links (WordReadings): its inflected ones, or the one the lead hid. */
  otherReadings?: CandidateAnalysis[];
  /** Forms tab: the word's entries are all known non-verbs, so none were asked for. */
  nonVerbPos?: string[];
}

/** Everything here reads what is cached or known: never a call. */
export async function enrich(
  lookup: Lookup,
  tab: ResultTab,
  resolution: Extract<Resolution, { ok: true }>,
  readings: WordReadings,
  call: GuardedCall,
): Promise<Enrichment> {
  const { session, plan, maxAgeMs, word } = lookup;
  const { matched, analysis } = resolution;
  const searchRequest = { lexiconIds: plan.publicIds, maxAgeMs };
  const searchLemmas = await seeAlsoFromSearch(call, session, searchRequest, [word.key, matched]);
  // The word (or it with clitics cut) has its own entry: name the inflected readings too.
  const ownEntry = resolution.entriesFound && (analysis?.inflections.length ?? 0) === 0;
  // Answered by the reading that leads (تقول → قال): the word's own entry stays a link.
  const ownReading = resolution.led && analysis ? await readings.asWritten(analysis) : undefined;
  // Answered as a verb: the other of its form I / form IV pair (تظهر → ظهر, also أظهر).
  const otherVerbForm = !ownEntry && analysis ? await readings.otherVerbForm(analysis) : undefined;
  const inflected = ownEntry
    ? await readings.otherReadings(
        new Set([word.key, matched, ...answeredLemmas(resolution.results)]),
        resolution.strippedClitics,
      )
    : [otherVerbForm];
  const others = [ownReading, ...inflected].filter((reading) => reading !== undefined);
  // A lemma offered as a reading is named there, with what it would be; not twice.
  const seeAlso = searchLemmas.filter((lemma) => !others.some((reading) => reading.form === lemma));
  const nonVerbPos = tab === 'forms' ? await nonVerbPosOf(lookup, resolution, call) : null;
  return {
    ...(seeAlso.length > 0 ? { seeAlso } : {}),
    ...(others.length > 0 ? { otherReadings: others } : {}),
    ...(nonVerbPos ? { nonVerbPos } : {}),
  };
}

/**
 * The parts of speech of the cached Senses answer, when all are non-verbs; only where
 * nothing holds the forms (no answer of any kind): then none were asked.
 */
async function nonVerbPosOf(
  { session, plan, maxAgeMs }: Lookup,
  resolution: Extract<Resolution, { ok: true }>,
  call: GuardedCall,
): Promise<string[] | null> {
  if ((resolution.results.conjugations ?? []).length > 0) return null;
  const question = {
    scope: 'public' as const,
    query: resolution.matched,
    lexiconIds: plan.publicIds,
    maxAgeMs,
  };
  if ((await call.peek(session, { ...question, operation: 'conjugations' })) !== undefined)
    return null;
  return knownNonVerbPos(await call.peek(session, { ...question, operation: 'pos' }));
}
