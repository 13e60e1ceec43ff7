import { vi } from 'vitest';
import { createPersistentCache, type PersistentCache } from '../../../../lib/lookup/cache';
import type { CallSession } from '../../../../lib/lookup/guarded-call';
import { lazyDatabase } from '../../../../lib/lookup/idb';
import { planScopes } from '../../../../lib/lookup/scopes';
import type { Lookup } from '../../../../lib/lookup/session';
import { lookupWord } from '../../../../lib/lookup/word';
import { uniqueDbName } from '../fake-service';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A real persistent cache over a fresh database, its reads counted. */
export function countedCache(): { cache: PersistentCache; reads: ReturnType<typeof vi.spyOn> } {
  const cache = createPersistentCache({
    database: lazyDatabase(uniqueDbName()),
    now: () => Date.UTC(2025, 0, 1),
    maxEntries: 100,
  });
  return { cache, reads: vi.spyOn(cache, 'get') };
}

/** One lookup's shared values, for `written`, without a client (the steps tested never call). */
export function lookupOf(written: string, overrides: Partial<Lookup> = {}): Lookup {
  const session = { client: {}, keyHash: 'hash', service: 'https://siwar.test' } as CallSession;
  return {
    session,
    plan: planScopes([]),
    maxAgeMs: 30 * DAY_MS,
    word: lookupWord(written),
    readOnly: false,
    ...overrides,
  };
}
