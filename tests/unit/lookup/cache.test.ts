import { describe, expect, it, vi } from 'vitest';
import { createPersistentCache } from '../../../lib/lookup/cache';
import { ANSWERS_STORE, lazyDatabase, withStore } from '../../../lib/lookup/idb';
import { uniqueDbName } from './fake-service';

const DAY = 24 * 60 * 60 * 1000;

function setup(options: { maxEntries?: number; dbName?: string } = {}) {
  const clock = { time: 1_000_000 };
  const dbName = options.dbName ?? uniqueDbName();
  const cache = createPersistentCache({
    database: lazyDatabase(dbName),
    now: () => clock.time,
    maxEntries: options.maxEntries ?? 100,
  });
  return { cache, clock, dbName };
}

describe('persistent cache', () => {
  it('returns what was stored, including an empty answer', async () => {
    const { cache } = setup();
    await cache.set('a', { data: [1, 2] });
    await cache.set('empty', { data: [] });
    expect(await cache.get('a', DAY)).toEqual({ data: [1, 2] });
    expect(await cache.get('empty', DAY)).toEqual({ data: [] });
    expect(await cache.get('missing', DAY)).toBeUndefined();
  });

  it('serves an entry until its lifetime ends, then deletes it', async () => {
    const { cache, clock } = setup();
    await cache.set('a', 'value');
    clock.time += DAY;
    expect(await cache.get('a', DAY)).toBe('value');
    // Reading does not renew the lifetime: it counts from when the answer was stored.
    clock.time += 1;
    expect(await cache.get('a', DAY)).toBeUndefined();
    expect((await cache.stats()).entries).toBe(0);
  });

  it('applies a shorter lifetime to entries stored earlier', async () => {
    const { cache, clock } = setup();
    await cache.set('a', 'value');
    clock.time += 2 * DAY;
    expect(await cache.get('a', 30 * DAY)).toBe('value');
    expect(await cache.get('a', DAY)).toBeUndefined();
  });

  it('keeps at most maxEntries, evicting the least recently used', async () => {
    const { cache, clock } = setup({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) {
      await cache.set(key, key);
      clock.time += 10;
    }
    // Reading "a" makes "b" the least recently used.
    expect(await cache.get('a', DAY)).toBe('a');
    clock.time += 10;
    await cache.set('d', 'd');
    expect((await cache.stats()).entries).toBe(3);
    expect(await cache.get('b', DAY)).toBeUndefined();
    for (const key of ['a', 'c', 'd']) expect(await cache.get(key, DAY)).toBe(key);
  });

  it('orders eviction correctly even when the clock does not move', async () => {
    const { cache } = setup({ maxEntries: 2 });
    await cache.set('a', 1);
    await cache.set('b', 2);
    await cache.get('a', DAY);
    await cache.set('c', 3);
    expect(await cache.get('b', DAY)).toBeUndefined();
    expect(await cache.get('a', DAY)).toBe(1);
  });

  it('stays within its bound under many writes', async () => {
    const { cache, clock } = setup({ maxEntries: 50 });
    for (let i = 0; i < 200; i++) {
      await cache.set(`key-${i}`, { data: [i] });
      clock.time += 1;
    }
    const stats = await cache.stats();
    expect(stats.entries).toBe(50);
    expect(await cache.get('key-199', DAY)).toEqual({ data: [199] });
    expect(await cache.get('key-149', DAY)).toBeUndefined();
  });

  it('estimates its size in bytes and empties on clear', async () => {
    const { cache } = setup();
    await cache.set('k', { text: 'كتاب' });
    const stats = await cache.stats();
    // 'k' (1 byte) + {"text":"كتاب"} (11 ASCII bytes + 4 letters × 2 bytes).
    expect(stats).toEqual({ entries: 1, approxBytes: 1 + 19 });
    await cache.clear();
    expect(await cache.stats()).toEqual({ entries: 0, approxBytes: 0 });
  });

  it('survives a restart: a new cache over the same database sees the entries', async () => {
    const first = setup();
    await first.cache.set('a', 'kept');
    const second = setup({ dbName: first.dbName });
    expect(await second.cache.get('a', DAY)).toBe('kept');
  });
});

describe('persistent cache: the in-memory layer', () => {
  /** What the layer counts for an entry of 13 UTF-8 bytes: twice that, and 512 for its objects. */
  const HELD_SMALL_ENTRY = 2 * 13 + 512;

  /** A cache whose database can be made to hang, to see which reads wait for IndexedDB. */
  function pausable(options: { memoryBytes?: number; touchDelayMs?: number } = {}) {
    const clock = { time: 1_000_000 };
    const open = lazyDatabase(uniqueDbName());
    const database = { paused: false };
    const cache = createPersistentCache({
      database: () => (database.paused ? new Promise<IDBDatabase>(() => undefined) : open()),
      now: () => clock.time,
      maxEntries: 100,
      ...options,
    });
    /** Resolves to the value, or to 'waits for IndexedDB' when the read needs the paused database. */
    const getWhilePaused = async (key: string, maxAgeMs = DAY) => {
      database.paused = true;
      const pending = Symbol('pending');
      const first = await Promise.race([
        cache.get(key, maxAgeMs),
        // Memory answers within a microtask or two; a database read never does while paused.
        new Promise((resolve) => setTimeout(resolve, 0, pending)),
      ]);
      database.paused = false;
      return first === pending ? 'waits for IndexedDB' : first;
    };
    return { cache, clock, getWhilePaused, open };
  }

  it('answers a recently stored or read entry without waiting for IndexedDB', async () => {
    const { cache, getWhilePaused } = pausable();
    await cache.set('a', { data: ['كتاب'] });
    expect(await getWhilePaused('a')).toEqual({ data: ['كتاب'] });
  });

  it('still applies the lifetime to what it holds in memory', async () => {
    const { cache, clock, getWhilePaused } = pausable();
    await cache.set('a', 'value');
    clock.time += DAY + 1;
    expect(await getWhilePaused('a')).toBe('waits for IndexedDB');
    expect(await cache.get('a', DAY)).toBeUndefined();
  });

  it('hands out copies: changing an answer read does not change the next read', async () => {
    const { cache } = pausable();
    await cache.set('a', { data: [1] });
    const read = (await cache.get('a', DAY)) as { data: number[] };
    read.data.push(2);
    expect(await cache.get('a', DAY)).toEqual({ data: [1] });
  });

  it('keeps within its byte bound, least recently used out first', async () => {
    // Each entry is 1 key byte + 12 bytes of JSON ({"data":[1]}): room for two.
    const { cache, getWhilePaused } = pausable({ memoryBytes: 2 * HELD_SMALL_ENTRY });
    await cache.set('a', { data: [1] });
    await cache.set('b', { data: [2] });
    await cache.set('c', { data: [3] });
    expect(await getWhilePaused('a')).toBe('waits for IndexedDB');
    expect(await getWhilePaused('c')).toEqual({ data: [3] });
    // Still in IndexedDB, and back in memory once read.
    expect(await cache.get('a', DAY)).toEqual({ data: [1] });
    expect(await getWhilePaused('a')).toEqual({ data: [1] });
  });

  it('counts the heap a record takes, not only its UTF-8 bytes: many small ones hold few', async () => {
    const { cache, getWhilePaused } = pausable({ memoryBytes: 5 * HELD_SMALL_ENTRY });
    for (let index = 0; index < 10; index++) await cache.set(`${index}`, { data: [index] });
    // 10 entries of 13 UTF-8 bytes would fit 5 × 538 bytes ten times over.
    expect(await getWhilePaused('4')).toBe('waits for IndexedDB');
    for (let index = 5; index < 10; index++) {
      expect(await getWhilePaused(`${index}`)).toEqual({ data: [index] });
    }
  });

  it('knows a question IndexedDB has no answer to, until an answer is stored', async () => {
    const { cache, getWhilePaused } = pausable();
    expect(await cache.get('a', DAY)).toBeUndefined();
    expect(await getWhilePaused('a')).toBeUndefined();
    await cache.set('a', 'value');
    expect(await getWhilePaused('a')).toBe('value');
  });

  it('writes the eviction order that reads from memory earn in one transaction, later', async () => {
    const { cache, clock, open } = pausable({ touchDelayMs: 0 });
    await cache.set('a', 'value');
    const db = await open();
    const transactions = vi.spyOn(db, 'transaction');
    const lastUsed = async () =>
      withStore(db, ANSWERS_STORE, 'readonly', (store) => {
        const request = store.get('a');
        return () => (request.result as { lastUsed: number }).lastUsed;
      });
    const before = await lastUsed();
    transactions.mockClear();
    for (let read = 0; read < 5; read++) {
      clock.time += 10;
      expect(await cache.get('a', DAY)).toBe('value');
    }
    // No reader waited for a write, and the five reads share one.
    await vi.waitFor(async () => expect(await lastUsed()).toBeGreaterThan(before + 40));
    const writes = transactions.mock.calls.filter(([, mode]) => mode === 'readwrite');
    expect(writes).toHaveLength(1);
  });

  it('forgets everything on clear', async () => {
    const { cache, getWhilePaused } = pausable();
    await cache.set('a', 'value');
    await cache.clear();
    expect(await getWhilePaused('a')).toBe('waits for IndexedDB');
  });
});
