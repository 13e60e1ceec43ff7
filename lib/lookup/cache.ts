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
  /** UTF-8 bytes of recently used answers also kept in memory; default 64 KiB, 0 = none. */
  memoryBytes?: number;
}

/**
 * Enough for the answers a reader is looking at, small beside the worker's heap budget
 * (issue 13: ≤ 2.5 MB with 5,000 cached entries).
 */
const DEFAULT_MEMORY_BYTES = 64 * 1024;

export function createPersistentCache(options: CacheOptions): PersistentCache {
  const { database, now } = options;
  const maxEntries = Math.max(1, Math.floor(options.maxEntries));
  const encoder = new TextEncoder();
  // IndexedDB stays the truth; this only spares the round trip for recent answers.
  const memory = createMemoryLayer(options.memoryBytes ?? DEFAULT_MEMORY_BYTES);

  // Reads within the same millisecond must still order for eviction: never reuse a stamp.
  let lastStamp = Number.NEGATIVE_INFINITY;
  const stamp = (): number => {
    lastStamp = Math.max(now(), lastStamp + 0.001);
    return lastStamp;
  };

  /** The record if fresh (touching its `lastUsed`); a stale one is deleted. */
  async function readRecord(
    key: string,
    maxAgeMs: number,
    readAt: number,
    touchedAt: number,
  ): Promise<CacheRecord | undefined> {
    const db = await database();
    return withStore(db, ANSWERS_STORE, 'readwrite', (store) => {
      let fresh: CacheRecord | undefined;
      const request = store.get(key);
      request.onsuccess = () => {
        const record = request.result as CacheRecord | undefined;
        if (!record) return;
        if (readAt - record.storedAt > maxAgeMs) {
          store.delete(key);
          return;
        }
        fresh = record;
        store.put({ ...record, lastUsed: touchedAt } satisfies CacheRecord);
      };
      return () => fresh;
    });
  }

  return {
    async get(key, maxAgeMs) {
      const readAt = now();
      // Stamped now, in call order, whether or not the reader waits for the write.
      const touchedAt = stamp();
      const remembered = memory.get(key);
      if (remembered && readAt - remembered.storedAt <= maxAgeMs) {
        // Renew its place in the eviction order without making the reader wait for it.
        readRecord(key, maxAgeMs, readAt, touchedAt).catch(() => undefined);
        return structuredClone(remembered.value);
      }
      const record = await readRecord(key, maxAgeMs, readAt, touchedAt);
      if (!record) {
        memory.delete(key);
        return undefined;
      }
      memory.set(record);
      return structuredClone(record.value);
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
      memory.set({ ...record, value: structuredClone(value) });
      await withStore(db, ANSWERS_STORE, 'readwrite', (store) => {
        store.put(record);
        // Oldest `lastUsed` first: the least recently used entries go, from memory too.
        trimOldest(store, LAST_USED_INDEX, maxEntries, (key) => memory.delete(String(key)));
        return () => undefined;
      });
    },

    async clear() {
      memory.clear();
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

interface MemoryLayer {
  get(key: string): CacheRecord | undefined;
  set(record: CacheRecord): void;
  delete(key: string): void;
  clear(): void;
}

/**
 * The most recently used records, bounded in bytes. A Map keeps insertion order, so
 * re-inserting on use makes its first key the least recently used.
 */
function createMemoryLayer(maxBytes: number): MemoryLayer {
  const records = new Map<string, CacheRecord>();
  let bytes = 0;
  const remove = (key: string) => {
    const record = records.get(key);
    if (!record) return;
    records.delete(key);
    bytes -= record.bytes;
  };
  return {
    get(key) {
      const record = records.get(key);
      if (record) {
        records.delete(key);
        records.set(key, record);
      }
      return record;
    },
    set(record) {
      remove(record.key);
      if (record.bytes > maxBytes) return;
      records.set(record.key, record);
      bytes += record.bytes;
      for (const key of records.keys()) {
        if (bytes <= maxBytes) break;
        remove(key);
      }
    },
    delete: remove,
    clear() {
      records.clear();
      bytes = 0;
    },
  };
}
