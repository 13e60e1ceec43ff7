import { describe, expect, it } from 'vitest';
import {
  CALL_LIMIT,
  createBudgetCounter,
  hashApiKey,
  toBudgetStatus,
} from '../../../lib/lookup/budget';
import { BUDGET_STORE, lazyDatabase, withStore } from '../../../lib/lookup/idb';
import { uniqueDbName } from './fake-service';

describe('budget status', () => {
  it('warns at 80% and 95% of the limit and is spent at the limit', () => {
    expect(CALL_LIMIT).toBe(5000);
    expect(toBudgetStatus(0, false)).toEqual({
      used: 0,
      limit: 5000,
      warning: 'none',
      spent: false,
    });
    expect(toBudgetStatus(3999, false).warning).toBe('none');
    expect(toBudgetStatus(4000, false).warning).toBe('eighty');
    expect(toBudgetStatus(4749, false).warning).toBe('eighty');
    expect(toBudgetStatus(4750, false).warning).toBe('ninety-five');
    expect(toBudgetStatus(4999, false).spent).toBe(false);
    expect(toBudgetStatus(5000, false).spent).toBe(true);
    // The service's word outranks our count.
    expect(toBudgetStatus(12, true)).toMatchObject({ used: 12, spent: true, warning: 'none' });
  });
});

describe('key hash', () => {
  it('is the SHA-256 hex of the key', async () => {
    expect(await hashApiKey('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('budget counter', () => {
  it('counts per key, persistently, and never stores the key itself', async () => {
    const dbName = uniqueDbName();
    const hash = await hashApiKey('secret-key');
    const first = createBudgetCounter(lazyDatabase(dbName));
    await Promise.all(Array.from({ length: 20 }, () => first.recordCall(hash)));
    await first.recordCall(await hashApiKey('other-key'));

    // A "restarted worker": a new counter over the same database.
    const second = createBudgetCounter(lazyDatabase(dbName));
    expect((await second.status(hash)).used).toBe(20);

    const db = await lazyDatabase(dbName)();
    const stored = await withStore(db, BUDGET_STORE, 'readonly', (store) => {
      const request = store.getAll();
      return () => request.result;
    });
    expect(JSON.stringify(stored)).not.toContain('secret-key');
    expect(stored).toHaveLength(2);
  });

  it('marks a key spent and resets it', async () => {
    const counter = createBudgetCounter(lazyDatabase(uniqueDbName()));
    await counter.recordCall('h');
    await counter.markSpent('h');
    expect(await counter.status('h')).toMatchObject({ used: 1, spent: true });
    await counter.reset('h');
    expect(await counter.status('h')).toEqual(toBudgetStatus(0, false));
  });

  it('answers the status it last read or wrote without waiting for IndexedDB', async () => {
    const open = lazyDatabase(uniqueDbName());
    const database = { paused: false };
    const counter = createBudgetCounter(() =>
      database.paused ? new Promise<IDBDatabase>(() => undefined) : open(),
    );
    const statusWhilePaused = async (hash: string) => {
      database.paused = true;
      const waits = new Promise((resolve) => setTimeout(resolve, 0, 'waits for IndexedDB'));
      const first = await Promise.race([counter.status(hash), waits]);
      database.paused = false;
      return first;
    };
    expect(await counter.status('h')).toMatchObject({ used: 0 });
    expect(await statusWhilePaused('h')).toMatchObject({ used: 0 });
    await Promise.all([counter.recordCall('h'), counter.recordCall('h')]);
    expect(await statusWhilePaused('h')).toMatchObject({ used: 2 });
    // Another key has not been read yet.
    expect(await statusWhilePaused('other')).toBe('waits for IndexedDB');
  });

  it('never keeps a status read while a call was being counted', async () => {
    const counter = createBudgetCounter(lazyDatabase(uniqueDbName()));
    const reading = counter.status('h');
    const counting = counter.recordCall('h');
    await Promise.all([reading, counting]);
    expect(await counter.status('h')).toMatchObject({ used: 1 });
  });
});
