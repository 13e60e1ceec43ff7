import type { ApiError } from '../api/errors';
import type { LookupOperation } from '../api/operations';
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

/** Candidates asked of the clitic analyser; fewer are tried when calls run out. */
export const MAX_CANDIDATES = 3;

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
}

export interface ResolverDeps {
  runOperations: RunOperations;
  readMemory(): Promise<FormMemory | undefined>;
  writeMemory(memory: FormMemory): Promise<void>;
  /** Forms to try, least to most stripping, without the word itself. */
  candidates(word: string): string[];
}

export type Resolution =
  | {
      ok: true;
      matched: string;
      strippedClitics: boolean;
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
      return found(word, false, emptyResults(operations), false);
    }
    const outcome = await deps.runOperations(operations, memory.form);
    if (!outcome.ok) return outcome;
    return found(memory.form, memory.stripped, outcome.results, outcome.privateRefused);
  }

  const asWritten = await deps.runOperations(operations, word);
  if (!asWritten.ok) return asWritten;
  const remember = (form: string | null, stripped: boolean) =>
    deps.writeMemory({ word, form, stripped });

  if (hasEntries(asWritten.results)) {
    await remember(word, false);
    return found(word, false, asWritten.results, asWritten.privateRefused);
  }

  // Extra calls spent on finding the form; each probe is charged before it is made.
  let extraCalls = 0;
  const affordProbe = (): boolean => {
    const cost = deps.runOperations.callsPerOperation();
    if (extraCalls + cost > MAX_EXTRA_CALLS) return false;
    extraCalls += cost;
    return true;
  };

  // This tab has nothing for the word as written. Is the word in the lexicons at all?
  if (!operations.includes(PROBE_OPERATION)) {
    if (!affordProbe()) return found(word, false, asWritten.results, asWritten.privateRefused);
    const probe = await deps.runOperations([PROBE_OPERATION], word);
    if (!probe.ok) return probe;
    if (hasEntries(probe.results)) {
      await remember(word, false);
      return found(word, false, asWritten.results, probe.privateRefused);
    }
  }

  for (const candidate of usableCandidates(deps.candidates(word), word)) {
    if (!affordProbe()) break;
    const probe = await deps.runOperations([PROBE_OPERATION], candidate);
    if (!probe.ok) return probe;
    if (!hasEntries(probe.results)) continue;

    await remember(candidate, true);
    // The probe's answer already fills its own operation; ask for the others only.
    const rest = operations.filter((operation) => operation !== PROBE_OPERATION);
    const outcome = rest.length > 0 ? await deps.runOperations(rest, candidate) : probe;
    if (!outcome.ok) return outcome;
    const results: OperationResults = {};
    for (const operation of operations) {
      const entries =
        operation === PROBE_OPERATION ? probe.results.pos : outcome.results[operation];
      (results as Record<string, unknown[]>)[operation] = entries ?? [];
    }
    return found(candidate, true, results, outcome.privateRefused);
  }

  await remember(null, false);
  return found(word, false, asWritten.results, asWritten.privateRefused);
}

/**
 * A remembered form serves only the spelling it was learnt from: على and علي share a
 * loose key but are different words. (A spelling with no entries of its own still gets
 * another spelling's entries through the answer cache's fallback.)
 */
function usableMemory(memory: FormMemory | undefined, word: string): FormMemory | undefined {
  return memory?.word === word ? memory : undefined;
}

/** At most MAX_CANDIDATES distinct, non-empty forms other than the word itself. */
function usableCandidates(candidates: readonly string[], word: string): string[] {
  const unique = new Set(candidates.filter((form) => form !== '' && form !== word));
  return [...unique].slice(0, MAX_CANDIDATES);
}

function emptyResults(operations: readonly LookupOperation[]): OperationResults {
  return Object.fromEntries(operations.map((operation) => [operation, []]));
}

function found(
  matched: string,
  strippedClitics: boolean,
  results: OperationResults,
  privateRefused: boolean,
): Resolution {
  return { ok: true, matched, strippedClitics, results, privateRefused };
}
