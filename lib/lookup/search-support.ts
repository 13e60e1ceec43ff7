import type { PersistentCache } from './cache';

/**
 * Whether a service's `/public/search` is worth asking. It is outside the contract: once
 * its answer failed validation or it was refused, the service is remembered (persistently,
 * per service URL) as one without search, so the fallback costs nothing next time. The
 * mark ages out like an answer, so a service that gains search is tried again one day.
 */
export interface SearchSupport {
  usable(service: string): Promise<boolean>;
  markUnusable(service: string): Promise<void>;
  /** The cache was cleared: ask IndexedDB (now empty) again. */
  forget(): void;
}

/** A month, like the default answer lifetime. */
const MARK_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function createSearchSupport(cache: PersistentCache): SearchSupport {
  // The worker asks this before every public lookup; IndexedDB is asked once per service.
  const known = new Map<string, boolean>();
  const keyOf = (service: string) => JSON.stringify(['search-support', service]);

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
    forget: () => known.clear(),
  };
}
