import { ANSWERS_STORE, LAST_USED_INDEX, trimOldest, withStore } from './idb';

/**
 * The persistent answer cache: every answer the service gave (empty ones too) is kept in
 * IndexedDB, so the same question never costs a second call of the key's lifetime budget,
 * even after the worker has been killed and restarted.
 *
 * - Freshness is decided when reading (`maxAgeMs`), so a change of the "cache lifetime"
 *   setting applies at once, to old entries too.
 * - Size is bounded: past `maxEntries`, the least recently used entries are deleted.
 */
export interface PersistentCache {
  /** The stored value, or undefined when absent or older than `maxAgeMs` (then it is deleted). */
  get(key: string, maxAgeMs: number): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  clear(): Promise<void>;
  stats(): Promise<CacheStats>;
}

export interface CacheStats {
  entries: number;
  /** UTF-8 size of the stored values as JSON, plus their keys: an estimate, not disk usage. */
  approxBytes: number;
}

interface CacheRecord {
  key: string;
  value: unknown;
  /** When the answer was stored: the start of its lifetime. */
  storedAt: number;
  /** When it was last read or written: the eviction order. */
  lastUsed: number;
  bytes: number;
}

export interface CacheOptions {
  database: () => Promise<IDBDatabase>;
  now: () => number;
  maxEntries: number;
}

export function createPersistentCache(options: CacheOptions): PersistentCache {
  const { database, now } = options;
  const maxEntries = Math.max(1, Math.floor(options.maxEntries));
  const encoder = new TextEncoder();

  // Reads within the same millisecond must still order for eviction: never reuse a stamp.
  let lastStamp = Number.NEGATIVE_INFINITY;
  const stamp = (): number => {
    lastStamp = Math.max(now(), lastStamp + 0.001);
    return lastStamp;
  };

  return {
    async get(key, maxAgeMs) {
      const db = await database();
      const readAt = now();
      const touchedAt = stamp();
      return withStore(db, ANSWERS_STORE, 'readwrite', (store) => {
        let value: unknown;
        const request = store.get(key);
        request.onsuccess = () => {
          const record = request.result as CacheRecord | undefined;
          if (!record) return;
          if (readAt - record.storedAt > maxAgeMs) {
            store.delete(key);
            return;
          }
          value = record.value;
          store.put({ ...record, lastUsed: touchedAt } satisfies CacheRecord);
        };
        return () => value;
      });
    },

    async set(key, value) {
      const db = await database();
      const record: CacheRecord = {
        key,
        value,
        storedAt: now(),
        lastUsed: stamp(),
        bytes: encoder.encode(key).length + encoder.encode(JSON.stringify(value) ?? '').length,
      };
      await withStore(db, ANSWERS_STORE, 'readwrite', (store) => {
        store.put(record);
        // Oldest `lastUsed` first: the least recently used entries go.
        trimOldest(store, LAST_USED_INDEX, maxEntries);
        return () => undefined;
      });
    },

    async clear() {
      const db = await database();
      await withStore(db, ANSWERS_STORE, 'readwrite', (store) => {
        store.clear();
        return () => undefined;
      });
    },

    async stats() {
      const db = await database();
      return withStore(db, ANSWERS_STORE, 'readonly', (store) => {
        const totals: CacheStats = { entries: 0, approxBytes: 0 };
        // A cursor, not getAll: 20 000 answers need not sit in memory at once.
        const cursor = store.openCursor();
        cursor.onsuccess = () => {
          const position = cursor.result;
          if (!position) return;
          totals.entries++;
          totals.approxBytes += (position.value as CacheRecord).bytes;
          position.continue();
        };
        return () => totals;
      });
    },
  };
}
