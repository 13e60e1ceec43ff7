import type { LookupOperation } from '../api/operations';
import { type LemmaList, usableHabits } from '../arabic';
import { type FormMemories, lookupMemoryKey, rememberWordForms } from './form-memories';
import { type Resolution, resolveTab } from './form-resolver';
import type { GuardedCall } from './guarded-call';
import type { LearnedLemmas } from './learned-lemmas';
import { scopeRunner } from './scopes';
import { serviceLemmaOf } from './search-first';
import { errorText, type Lookup } from './session';
import {
  MAX_CONTEXT_WORDS,
  type OperationResults,
  type TabLookupRequest,
  type WordContext,
} from './types';
import type { WordReadings } from './word-readings';

export interface ResolveDeps {
  /** Asks this lookup's questions: the cache only, the documented operation, or search first. */
  caller: GuardedCall;
  /** Search first: what a cached search answer says of a form is read through it. */
  call: GuardedCall;
  memories: FormMemories;
  learned: LearnedLemmas;
  lemmaList(): Promise<LemmaList | null>;
}

/**
 * Which form of the word has entries, and the tab's answers for it (form-resolver.ts),
 * with the readings `readings` ranks; what each answer teaches is remembered unless the
 * lookup only reads the cache.
 */
export async function resolveWord(
  lookup: Lookup,
  request: Pick<TabLookupRequest, 'asWritten' | 'context'>,
  operations: readonly LookupOperation[],
  readings: WordReadings,
  deps: ResolveDeps,
): Promise<Resolution> {
  const { session, plan, maxAgeMs, word, readOnly } = lookup;
  const asWritten = request.asWritten === true;
  // The words around it choose among its readings (lib/arabic/context.ts); what they
  // chose is remembered apart from the word alone, and the words themselves not at all.
  const context = asWritten ? undefined : usableContext(request.context);
  const chosen = context ? await readings.inContext(context) : undefined;
  const memoryKey = lookupMemoryKey(lookup, asWritten, chosen);
  const isItself = chosen?.form === word.key && chosen.proclitics.length === 0;
  const searchRequest = { lexiconIds: plan.publicIds, maxAgeMs };
  return resolveTab(word.key, operations, {
    runOperations: scopeRunner(deps.caller, session, plan, maxAgeMs),
    readMemory: () => deps.memories.read(memoryKey),
    writeMemory: (memory) =>
      readOnly ? Promise.resolve() : deps.memories.write(memoryKey, memory),
    candidates: readings.candidates,
    confirmedForms: readings.confirmedForms,
    // The reader asked for the word's own entry: no reading goes before it. The sentence's
    // choice goes before the word as written, or is the word itself.
    ...(asWritten
      ? {}
      : { leadingReading: chosen ? async () => (isItself ? undefined : chosen) : readings.lead }),
    serviceLemma: (form) => serviceLemmaOf(deps.call, session, searchRequest, form),
    learn: (form, results) =>
      readOnly ? Promise.resolve() : learnFrom(lookup, form, results, deps),
  });
}

/**
 * Remembers what an answer with entries teaches: its lemmas (ranked first among later
 * candidates) and its verbs' conjugated forms (each then resolves to `form` at once).
 */
async function learnFrom(
  lookup: Lookup,
  form: string,
  results: OperationResults,
  deps: ResolveDeps,
): Promise<void> {
  try {
    await deps.learned.learn(results);
    await rememberWordForms(lookup, deps.memories, form, results, await deps.lemmaList());
  } catch (error) {
    console.warn('Lisan: an answer could not be learnt from', errorText(error));
  }
}

/** The words around the word, as many as a lookup takes, or none if malformed. */
export function usableContext(context: unknown): WordContext | undefined {
  if (typeof context !== 'object' || context === null) return undefined;
  const { before, after, paragraph } = context as Partial<WordContext>;
  if (!isStringList(before) || !isStringList(after)) return undefined;
  const habits = usableHabits(paragraph);
  return {
    before: before.slice(-MAX_CONTEXT_WORDS),
    after: after.slice(0, MAX_CONTEXT_WORDS),
    ...(habits ? { paragraph: habits } : {}),
  };
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
