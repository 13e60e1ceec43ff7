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
  /** Reads the record and writes `change(record)` back in one transaction, so concurrent calls add up. */
  async function update(keyHash: string, change: (record: BudgetRecord) => BudgetRecord) {
    const db = await database();
    await withStore(db, BUDGET_STORE, 'readwrite', (store) => {
      const request = store.get(keyHash);
      request.onsuccess = () => {
        const current = (request.result as BudgetRecord | undefined) ?? emptyRecord(keyHash);
        store.put(change(current));
      };
      return () => undefined;
    });
  }

  return {
    async status(keyHash) {
      const db = await database();
      const record = await withStore(db, BUDGET_STORE, 'readonly', (store) => {
        const request = store.get(keyHash);
        return () => request.result as BudgetRecord | undefined;
      });
      return toBudgetStatus(record?.used ?? 0, record?.spent ?? false);
    },
    recordCall: (keyHash) => update(keyHash, (record) => ({ ...record, used: record.used + 1 })),
    markSpent: (keyHash) => update(keyHash, (record) => ({ ...record, spent: true })),
    reset: (keyHash) => update(keyHash, () => emptyRecord(keyHash)),
  };
}

function emptyRecord(keyHash: string): BudgetRecord {
  return { keyHash, used: 0, spent: false };
}
