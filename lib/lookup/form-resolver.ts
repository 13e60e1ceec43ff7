import type { ApiError } from '../api/errors';
import type { LookupOperation } from '../api/operations';
import type { CandidateAnalysis } from '../arabic';
import { hasEntries, type RunOperations } from './scopes';
import type { OperationResults } from './types';

/**
 * Which form of a word to look up. A word with attached clitics (والكتاب، بالقلم) often
 * has no entries as written; its candidates with clitics removed may. Every candidate costs
 * one call of the key's lifetime budget, so the outcome is remembered persistently: later
 * tabs of the word go straight to the form that matched, and a word with no match at all
 * costs nothing the second time.
 */

/**
 * Existence is tested with `pos`, the senses tab's operation: every entry has senses,
 * so "pos has nothing" means "the lexicons have no such word". The tab's own first
 * operation would not do for other tabs: وصل has no synonyms, yet it is a word, and
 * probing the synonyms of صل would replace it with a wrong stripped form.
 */
export const PROBE_OPERATION: LookupOperation = 'pos';

/** Candidates tried at most; fewer when calls run out. */
export const MAX_CANDIDATES = 3;

/** Untried candidates offered to the reader when nothing was found ("Try: …"). */
export const MAX_UNTRIED = 4;

/**
 * Calls a lookup may spend beyond the tab's own operations for the word as written: the
 * existence probe and the candidates, one call per scope each. With a private lexicon
 * chosen each probe costs two, so fewer candidates are tried (the likeliest comes first).
 */
export const MAX_EXTRA_CALLS = 3;

/** What is remembered for a word (per service and choice of lexicons). */
export interface FormMemory {
  /** The strict key of the word this was learnt from. */
  word: string;
  /** The form with entries, or null when neither the word nor any candidate had any. */
  form: string | null;
  /** `form` is a candidate with clitics removed. */
  stripped: boolean;
  /** How `form` was reached from the word, when it is a candidate. */
  analysis?: CandidateAnalysis;
  /** `analysis` was asked before the word as written (`leadingReading`). */
  led?: true;
  /** Nothing found: the candidates not tried, likeliest first. */
  untried?: string[];
}

export interface ResolverDeps {
  runOperations: RunOperations;
  readMemory(): Promise<FormMemory | undefined>;
  writeMemory(memory: FormMemory): Promise<void>;
  /** Readings of the word to try, likeliest first (the word itself may lead; it is skipped). */
  candidates(word: string): Promise<CandidateAnalysis[]>;
  /** Forms the list or an answer confirms: the only untried ones offered ("Try:"). */
  confirmedForms?(word: string): Promise<ReadonlySet<string>>;
  /**
   * A reading to ask before the word as written, as likelier than the word's own entry
   * (طلاب → طالب); its probe counts among the extra calls.
   */
  leadingReading?(word: string): Promise<CandidateAnalysis | undefined>;
  /**
   * The lemma the service matched the word to itself (its lemmatiser, or one of the
   * lemma's word forms), read from what the word's own lookup cached: never a call.
   */
  serviceLemma?(word: string): Promise<string | undefined>;
  /** Called with every answer that had entries, so later lookups can learn from it. */
  learn?(form: string, results: OperationResults): Promise<void>;
}

export type Resolution =
  | {
      ok: true;
      matched: string;
      strippedClitics: boolean;
      /** `matched` has entries (this tab's may still be empty); false when nothing was found. */
      entriesFound: boolean;
      analysis?: CandidateAnalysis;
      /** `analysis` is the reading asked before the word as written (FormMemory.led). */
      led?: true;
      untried?: string[];
      results: OperationResults;
      privateRefused: boolean;
    }
  | { ok: false; error: ApiError };

/** Looks up one tab's operations for `word` (already its strict key). */
export async function resolveTab(
  word: string,
  operations: readonly LookupOperation[],
  deps: ResolverDeps,
): Promise<Resolution> {
  const memory = usableMemory(await deps.readMemory(), word);
  if (memory) {
    if (memory.form === null) {
      // Known to have no entries anywhere: answer without a call.
      return found(word, false, emptyResults(operations), false, false, memory);
    }
    const outcome = await deps.runOperations(operations, memory.form);
    if (!outcome.ok) return outcome;
    await learn(deps, memory.form, outcome.results);
    return found(
      memory.form,
      memory.stripped,
      outcome.results,
      outcome.privateRefused,
      true,
      memory,
    );
  }

  // Extra calls spent on finding the form; each probe is charged before it is made.
  let extraCalls = 0;
  const affordProbe = (): boolean => {
    const cost = deps.runOperations.callsPerOperation();
    if (extraCalls + cost > MAX_EXTRA_CALLS) return false;
    extraCalls += cost;
    return true;
  };
  const tryReading = (analysis: CandidateAnalysis, led = false) =>
    resolveReading(word, analysis, operations, deps, led);

  // A reading likelier than the word's own entry (a plural's singular) is asked first.
  const lead = deps.leadingReading ? await deps.leadingReading(word) : undefined;
  if (lead && lead.form !== word && affordProbe()) {
    const outcome = await tryReading(lead, true);
    if (outcome) return outcome;
  }

  const asWritten = await deps.runOperations(operations, word);
  if (!asWritten.ok) return asWritten;
  const remember = (form: string | null, stripped: boolean) =>
    deps.writeMemory({ word, form, stripped });

  if (hasEntries(asWritten.results)) {
    const byService = await resolveByService(word, operations, deps);
    if (byService) return byService;
    await remember(word, false);
    await learn(deps, word, asWritten.results);
    return found(word, false, asWritten.results, asWritten.privateRefused, true);
  }

  // This tab has nothing for the word as written. Is the word in the lexicons at all?
  if (!operations.includes(PROBE_OPERATION)) {
    if (!affordProbe()) {
      return found(word, false, asWritten.results, asWritten.privateRefused, false);
    }
    const probe = await deps.runOperations([PROBE_OPERATION], word);
    if (!probe.ok) return probe;
    if (hasEntries(probe.results)) {
      const byService = await resolveByService(word, operations, deps);
      if (byService) return byService;
      await remember(word, false);
      return found(word, false, asWritten.results, probe.privateRefused, true);
    }
  }

  const candidates = usableCandidates(await deps.candidates(word), [word, lead?.form ?? '']);
  let tried = 0;
  for (const analysis of candidates.slice(0, MAX_CANDIDATES)) {
    if (!affordProbe()) break;
    tried++;
    const outcome = await tryReading(analysis);
    if (outcome) return outcome;
  }

  // Never a guess nothing confirms: it may be no word at all (البركان → البركا).
  const confirmed = deps.confirmedForms ? await deps.confirmedForms(word) : undefined;
  const offered = candidates.slice(tried).filter(({ form }) => confirmed?.has(form) ?? true);
  const untried = offered.slice(0, MAX_UNTRIED).map((analysis) => analysis.form);
  const nothing: FormMemory = { word, form: null, stripped: false, untried };
  await deps.writeMemory(nothing);
  return found(word, false, asWritten.results, asWritten.privateRefused, false, nothing);
}

/**
 * Probes one reading of `word` (its charge already counted); when it has entries, it is
 * remembered as the word's form and the tab's other operations are asked for it. Null
 * when the lexicons have no such word.
 */
async function resolveReading(
  word: string,
  analysis: CandidateAnalysis,
  operations: readonly LookupOperation[],
  deps: ResolverDeps,
  led: boolean,
): Promise<Resolution | null> {
  const candidate = analysis.form;
  const probe = await deps.runOperations([PROBE_OPERATION], candidate);
  if (!probe.ok) return probe;
  if (!hasEntries(probe.results)) return null;

  const memory: FormMemory = {
    word,
    form: candidate,
    stripped: true,
    analysis,
    ...(led ? { led: true as const } : {}),
  };
  await deps.writeMemory(memory);
  // The probe's answer already fills its own operation; ask for the others only.
  const rest = operations.filter((operation) => operation !== PROBE_OPERATION);
  const outcome = rest.length > 0 ? await deps.runOperations(rest, candidate) : probe;
  if (!outcome.ok) return outcome;
  const results: OperationResults = {};
  for (const operation of operations) {
    const entries = operation === PROBE_OPERATION ? probe.results.pos : outcome.results[operation];
    (results as Record<string, unknown[]>)[operation] = entries ?? [];
  }
  await learn(deps, candidate, results);
  return found(candidate, true, results, outcome.privateRefused, true, memory);
}

/**
 * The service matched the word to another lemma (الملاعب → ملعب): that lemma is the answer,
 * named as found by the service, and no candidate of ours is asked.
 */
async function resolveByService(
  word: string,
  operations: readonly LookupOperation[],
  deps: ResolverDeps,
): Promise<Resolution | null> {
  const lemma = deps.serviceLemma ? await deps.serviceLemma(word) : undefined;
  if (lemma === undefined || lemma === word) return null;
  const analysis: CandidateAnalysis = {
    form: lemma,
    proclitics: [],
    enclitics: [],
    inflections: [{ kind: 'service' }],
  };
  const memory: FormMemory = { word, form: lemma, stripped: true, analysis };
  await deps.writeMemory(memory);
  // What the search said of the word is stored as the lemma's answer: no call here.
  const outcome = await deps.runOperations(operations, lemma);
  if (!outcome.ok) return outcome;
  await learn(deps, lemma, outcome.results);
  return found(lemma, true, outcome.results, outcome.privateRefused, true, memory);
}

async function learn(deps: ResolverDeps, form: string, results: OperationResults): Promise<void> {
  if (deps.learn && hasEntries(results)) await deps.learn(form, results);
}

/**
 * A remembered form serves only the spelling it was learnt from: على and علي share a
 * loose key but are different words. (A spelling with no entries of its own still gets
 * another spelling's entries through the answer cache's fallback.)
 */
function usableMemory(memory: FormMemory | undefined, word: string): FormMemory | undefined {
  return memory?.word === word ? memory : undefined;
}

/** Distinct, non-empty forms other than those already asked, in the order given. */
function usableCandidates(
  candidates: readonly CandidateAnalysis[],
  asked: readonly string[],
): CandidateAnalysis[] {
  const seen = new Set([...asked, '']);
  return candidates.filter((analysis) => {
    if (seen.has(analysis.form)) return false;
    seen.add(analysis.form);
    return true;
  });
}

function emptyResults(operations: readonly LookupOperation[]): OperationResults {
  return Object.fromEntries(operations.map((operation) => [operation, []]));
}

function found(
  matched: string,
  strippedClitics: boolean,
  results: OperationResults,
  privateRefused: boolean,
  entriesFound: boolean,
  memory?: FormMemory,
): Resolution {
  const resolution: Resolution = {
    ok: true,
    matched,
    strippedClitics,
    entriesFound,
    results,
    privateRefused,
  };
  if (memory?.analysis && memory.form === matched) {
    resolution.analysis = memory.analysis;
    if (memory.led) resolution.led = true;
  }
  if (memory?.untried && memory.untried.length > 0) resolution.untried = memory.untried;
  return resolution;
}
