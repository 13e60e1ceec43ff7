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
  /**
   * Heap that recently used answers kept in memory may take, as `heldBytes` estimates it;
   * default 128 KiB, 0 = none.
   */
  memoryBytes?: number;
  /** How long reads' new places in the eviction order wait to be written together. */
  touchDelayMs?: number;
}

/**
 * Enough for the answers a reader is looking at, small beside the worker's heap budget
 * (issue 13: ≤ 2.5 MB with 5,000 cached entries).
 */
const DEFAULT_MEMORY_BYTES = 128 * 1024;
/** Soon enough that a worker stopped after 30 s idle has written them. */
const DEFAULT_TOUCH_DELAY_MS = 1000;

export function createPersistentCache(options: CacheOptions): PersistentCache {
  const { database, now } = options;
  const maxEntries = Math.max(1, Math.floor(options.maxEntries));
  const encoder = new TextEncoder();
  // IndexedDB stays the truth; this only spares the round trip for recent answers, and
  // for recent questions IndexedDB has no answer to. Every write goes through here.
  const memory = createMemoryLayer(options.memoryBytes ?? DEFAULT_MEMORY_BYTES);
  // Reads answered from memory renew their place in the eviction order in one transaction
  // later (or first thing in the next write, which may evict), not one each at once.
  const touched = new Map<string, number>();
  let touchTimer: ReturnType<typeof setTimeout> | undefined;
  const touchDelayMs = options.touchDelayMs ?? DEFAULT_TOUCH_DELAY_MS;

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

  /** In a readwrite transaction: the places in the eviction order reads have earned. */
  function writeTouches(store: IDBObjectStore): void {
    clearTimeout(touchTimer);
    touchTimer = undefined;
    for (const [key, lastUsed] of touched) {
      const request = store.get(key);
      request.onsuccess = () => {
        const record = request.result as CacheRecord | undefined;
        if (record && record.lastUsed < lastUsed) store.put({ ...record, lastUsed });
      };
    }
    touched.clear();
  }

  function touchLater(key: string, lastUsed: number): void {
    touched.set(key, lastUsed);
    touchTimer ??= setTimeout(() => {
      database()
        .then((db) =>
          withStore(db, ANSWERS_STORE, 'readwrite', (store) => {
            writeTouches(store);
            return () => undefined;
          }),
        )
        .catch(() => undefined);
    }, touchDelayMs);
  }

  return {
    async get(key, maxAgeMs) {
      const readAt = now();
      // Stamped now, in call order, whether or not the reader waits for the write.
      const touchedAt = stamp();
      const remembered = memory.get(key);
      if (remembered === null) return undefined;
      if (remembered && readAt - remembered.storedAt <= maxAgeMs) {
        touchLater(key, touchedAt);
        return structuredClone(remembered.value);
      }
      const record = await readRecord(key, maxAgeMs, readAt, touchedAt);
      if (!record) {
        memory.setAbsent(key);
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
        writeTouches(store);
        store.put(record);
        // Oldest `lastUsed` first: the least recently used entries go, from memory too.
        trimOldest(store, LAST_USED_INDEX, maxEntries, (key) => memory.delete(String(key)));
        return () => undefined;
      });
    },

    async clear() {
      memory.clear();
      touched.clear();
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
  /** The record; null when IndexedDB is known to hold none; undefined when not known. */
  get(key: string): CacheRecord | null | undefined;
  set(record: CacheRecord): void;
  setAbsent(key: string): void;
  delete(key: string): void;
  clear(): void;
}

/** What the memory layer holds of a key: its record, or null for "none stored". */
interface Held {
  record: CacheRecord | null;
  bytes: number;
}

/**
 * The most recently used records, bounded in bytes. A Map keeps insertion order, so
 * re-inserting on use makes its first key the least recently used.
 */
function createMemoryLayer(maxBytes: number): MemoryLayer {
  const held = new Map<string, Held>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = held.get(key);
    if (!entry) return;
    held.delete(key);
    bytes -= entry.bytes;
  };
  const hold = (key: string, entry: Held) => {
    remove(key);
    if (entry.bytes > maxBytes) return;
    held.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of held.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };
  return {
    get(key) {
      const entry = held.get(key);
      if (entry) {
        held.delete(key);
        held.set(key, entry);
      }
      return entry?.record;
    },
    set: (record) => hold(record.key, { record, bytes: heldBytes(record.bytes) }),
    // Keys are mostly Arabic: two UTF-8 bytes a character.
    setAbsent: (key) => hold(key, { record: null, bytes: heldBytes(2 * key.length) }),
    delete: remove,
    clear() {
      held.clear();
      bytes = 0;
    },
  };
}

/**
 * What holding a record of `utf8Bytes` (key and JSON) costs the heap, over-estimated a
 * little: V8 keeps text with Arabic in it at two bytes a character, and each record
 * brings its own objects. Measured in Node: 500 empty answers of 130 UTF-8 bytes held
 * 685 bytes each; 100 answers of 8 entries, 2,200 characters, 6 KB each. Counting UTF-8
 * alone let a 64 KiB bound hold over 300 KB of small answers.
 */
function heldBytes(utf8Bytes: number): number {
  return 2 * utf8Bytes + 512;
}
