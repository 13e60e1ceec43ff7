// What the service's answers taught: the lemmas they returned (ranked first among later
// candidates) and the conjugated forms of their verbs, kept in IndexedDB.

import { type LemmaList, strictKey } from '../arabic';
import type { PersistentCache } from './cache';
import { errorText } from './session';
import type { OperationResults } from './types';

/** Lemmas learnt from answers, per service: the newest kept, up to this many. */
export const MAX_LEARNED_LEMMAS = 5000;

/** Where the learnt lemmas of one service are stored (in the answer cache's store). */
export function learnedLemmasKey(service: string): string {
  return JSON.stringify(['learned-lemmas', 1, service]);
}

/** `known` with `lemmas` added last (newest), the oldest dropped past the bound. */
export function withLearned(known: readonly string[], lemmas: readonly string[]): string[] {
  const fresh = lemmas.filter((lemma) => !known.includes(lemma));
  if (fresh.length === 0) return [...known];
  return [...known, ...fresh].slice(-MAX_LEARNED_LEMMAS);
}

/** Lemmas the answers held (strict keys), for ranking later candidates. */
export function answeredLemmas(results: OperationResults): string[] {
  const lemmas = new Set<string>();
  for (const entries of Object.values(results)) {
    for (const entry of entries ?? []) {
      const lemma = strictKey((entry as { lemma?: unknown }).lemma as string);
      if (lemma !== '') lemmas.add(lemma);
    }
  }
  return [...lemmas];
}

/**
 * Conjugated forms the answers listed (`wordForms`; one value may hold several, split by /),
 * to remember as forms of the answer's verb; not those the list holds as a lemma of their
 * own (a noun or a verb): remembered, أكثر (كثر's "I increase") or تقدم (قدّم's "she
 * presents") would hide their own entry, often the one meant, without even a link to it.
 * Such a word is resolved like any other: its lead (with that link), else as written.
 */
export function answeredWordForms(results: OperationResults, list: LemmaList | null): string[] {
  const forms = new Set<string>();
  const ownLemma = (form: string) => {
    const facts = list?.lookup(form);
    return facts !== undefined && (facts.noun || facts.verb);
  };
  for (const entry of results.conjugations ?? []) {
    for (const wordForm of entry.wordForms ?? []) {
      for (const value of wordForm.value.split('/')) {
        const form = strictKey(value);
        if (form !== '' && !ownLemma(form)) forms.add(form);
      }
    }
  }
  return [...forms];
}

/** The learnt lemmas as one lookup knows them. */
export interface LearnedLemmas {
  /** Read from storage at this lookup's first need, then kept for the rest of it. */
  known(): Promise<ReadonlySet<string>>;
  /** Stores the lemmas `results` hold, and this lookup knows them from then on. */
  learn(results: OperationResults): Promise<void>;
}

/** The learnt lemmas of `service` for one lookup: one read, however many steps ask. */
export function learnedLemmaMemory(
  cache: PersistentCache,
  service: string,
  maxAgeMs: number,
): LearnedLemmas {
  const key = learnedLemmasKey(service);
  async function stored(): Promise<string[]> {
    try {
      const value = await cache.get(key, maxAgeMs);
      return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
    } catch (error) {
      console.warn('Lisan: learnt lemmas could not be read', errorText(error));
      return [];
    }
  }
  let known: Promise<ReadonlySet<string>> | null = null;
  return {
    known: () => {
      known ??= stored().then((lemmas) => new Set(lemmas));
      return known;
    },
    async learn(results) {
      // Read again to write: another lookup may have learnt lemmas since this one read.
      const before = await stored();
      const answered = answeredLemmas(results);
      // New lemmas, even at the bound, where the list keeps its length and drops its oldest.
      const learnt = answered.some((lemma) => !before.includes(lemma));
      const lemmas = learnt ? withLearned(before, answered) : before;
      if (learnt) await cache.set(key, lemmas);
      known = Promise.resolve(new Set(lemmas));
    },
  };
}
