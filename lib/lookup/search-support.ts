import type { PersistentCache } from './cache';
import { type KnownParts, SEARCH_PARTS, type SearchPart } from './search-parts';

/**
 * What a service's `/public/search` is worth asking for. It is outside the contract: once
 * its answer failed validation or it was refused, the service is remembered (persistently,
 * per service URL) as one without search, so the fallback costs nothing next time. Which
 * parts of an entry its answers carry (examples, relations, forms) is remembered too, per
 * lexicon: a part its search never carries goes to the documented operation, and a part
 * it carries but an entry lacks is "none recorded" without a call. Both marks age out
 * like an answer, so a service that changes is learnt again one day.
 */
export interface SearchSupport {
  usable(service: string): Promise<boolean>;
  markUnusable(service: string): Promise<void>;
  /** Parts seen carried, by lexicon. */
  knownParts(service: string): Promise<KnownParts>;
  /** Adds what one answer carried. */
  noteParts(service: string, carried: KnownParts): Promise<void>;
  /**
   * Whether search may answer `part`: true until an answer with entries was seen, then
   * only if some lexicon's answers carried it.
   */
  mayCarry(service: string, part: SearchPart): Promise<boolean>;
  /** The cache was cleared: ask IndexedDB (now empty) again. */
  forget(): void;
}

/** A month, like the default answer lifetime. */
const MARK_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function createSearchSupport(cache: PersistentCache): SearchSupport {
  // The worker asks this before every public lookup; IndexedDB is asked once per service.
  const known = new Map<string, boolean>();
  const parts = new Map<string, KnownParts>();
  const keyOf = (service: string) => JSON.stringify(['search-support', service]);
  const partsKey = (service: string) => JSON.stringify(['search-parts', service]);

  async function knownParts(service: string): Promise<KnownParts> {
    const remembered = parts.get(service);
    if (remembered) return remembered;
    let stored: KnownParts = {};
    try {
      stored = asKnownParts(await cache.get(partsKey(service), MARK_MAX_AGE_MS));
    } catch {
      // Unreadable: learnt again from the next answer.
    }
    parts.set(service, stored);
    return stored;
  }

  return {
    async usable(service) {
      const remembered = known.get(service);
      if (remembered !== undefined) return remembered;
      let usable = true;
      try {
        usable = (await cache.get(keyOf(service), MARK_MAX_AGE_MS)) !== 'unusable';
      } catch {
        // An unreadable mark costs at most one refused search.
      }
      known.set(service, usable);
      return usable;
    },
    async markUnusable(service) {
      known.set(service, false);
      try {
        await cache.set(keyOf(service), 'unusable');
      } catch {
        // Remembered for this worker's life at least.
      }
    },
    knownParts,
    async noteParts(service, carried) {
      const before = await knownParts(service);
      const merged: Record<string, readonly SearchPart[]> = { ...before };
      let changed = false;
      for (const [lexicon, seen] of Object.entries(carried)) {
        const union = [...new Set([...(before[lexicon] ?? []), ...seen])];
        if (before[lexicon] === undefined || union.length !== before[lexicon].length) {
          merged[lexicon] = union;
          changed = true;
        }
      }
      if (!changed) return;
      parts.set(service, merged);
      try {
        await cache.set(partsKey(service), merged);
      } catch {
        // Remembered for this worker's life at least.
      }
    },
    async mayCarry(service, part) {
      const lexicons = Object.values(await knownParts(service));
      return lexicons.length === 0 || lexicons.some((seen) => seen.includes(part));
    },
    forget: () => {
      known.clear();
      parts.clear();
    },
  };
}

/** A stored mark, read defensively: anything else is "nothing known". */
function asKnownParts(value: unknown): KnownParts {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const parts: Record<string, SearchPart[]> = {};
  for (const [lexicon, seen] of Object.entries(value)) {
    if (!Array.isArray(seen)) continue;
    parts[lexicon] = seen.filter((part): part is SearchPart =>
      (SEARCH_PARTS as readonly unknown[]).includes(part),
    );
  }
  return parts;
}
