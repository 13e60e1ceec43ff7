import { BUDGET_STORE, withStore } from './idb';
import { type BudgetStatus, CALL_LIMIT } from './types';

export { CALL_LIMIT };

/** What is stored per key. The key itself is never stored: only its SHA-256 hex. */
interface BudgetRecord {
  keyHash: string;
  used: number;
  /** The service answered 401 "max limit calls exceeded": no call can succeed any more. */
  spent: boolean;
}

/** SHA-256 of the API key, as lowercase hex: the name under which its counter is kept. */
export async function hashApiKey(apiKey: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(apiKey));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function toBudgetStatus(used: number, spentByService: boolean): BudgetStatus {
  const share = used / CALL_LIMIT;
  return {
    used,
    limit: CALL_LIMIT,
    warning: share >= 0.95 ? 'ninety-five' : share >= 0.8 ? 'eighty' : 'none',
    spent: spentByService || used >= CALL_LIMIT,
  };
}

/** The persistent per-key call counter. */
export interface BudgetCounter {
  status(keyHash: string): Promise<BudgetStatus>;
  /** +1 for a call the service counted (it counts every 200). */
  recordCall(keyHash: string): Promise<void>;
  /** The service said the key's limit is used up. */
  markSpent(keyHash: string): Promise<void>;
  /** Back to 0 calls and not spent (the options page's reset). */
  reset(keyHash: string): Promise<void>;
}

export function createBudgetCounter(database: () => Promise<IDBDatabase>): BudgetCounter {
  // Every answer carries the budget, and only this counter writes it: what it last read or
  // wrote is kept, so a cached answer waits for no IndexedDB round trip.
  const known = new Map<string, BudgetRecord>();
  // Bumped by every write, so a read that started before one never overwrites what it wrote.
  let writes = 0;

  /** Reads the record and writes `change(record)` back in one transaction, so concurrent calls add up. */
  async function update(keyHash: string, change: (record: BudgetRecord) => BudgetRecord) {
    writes++;
    known.delete(keyHash);
    const db = await database();
    const written = await withStore(db, BUDGET_STORE, 'readwrite', (store) => {
      let next: BudgetRecord | undefined;
      const request = store.get(keyHash);
      request.onsuccess = () => {
        next = change((request.result as BudgetRecord | undefined) ?? emptyRecord(keyHash));
        store.put(next);
      };
      return () => next;
    });
    writes++;
    if (written) known.set(keyHash, written);
  }

  async function read(keyHash: string): Promise<BudgetRecord> {
    const remembered = known.get(keyHash);
    if (remembered) return remembered;
    const startedAt = writes;
    const db = await database();
    const record = await withStore(db, BUDGET_STORE, 'readonly', (store) => {
      const request = store.get(keyHash);
      return () => (request.result as BudgetRecord | undefined) ?? emptyRecord(keyHash);
    });
    if (writes === startedAt) known.set(keyHash, record);
    return record;
  }

  return {
    async status(keyHash) {
      const record = await read(keyHash);
      return toBudgetStatus(record.used, record.spent);
    },
    recordCall: (keyHash) => update(keyHash, (record) => ({ ...record, used: record.used + 1 })),
    markSpent: (keyHash) => update(keyHash, (record) => ({ ...record, spent: true })),
    reset: (keyHash) => update(keyHash, () => emptyRecord(keyHash)),
  };
}

function emptyRecord(keyHash: string): BudgetRecord {
  return { keyHash, used: 0, spent: false };
}
