/**
 * A tiny IndexedDB wrapper for the lookup engine: one database, two stores, and a helper
 * that runs a transaction with plain request callbacks and resolves when it has committed.
 *
 * Callbacks rather than awaits inside transactions: a transaction closes as soon as no
 * request is pending, and awaiting a promise in the middle can outlive it in some engines.
 * Resolving on `complete` also means that whatever we wrote is durable when the caller
 * continues, which matters because the worker can be killed at any idle moment.
 */

/** Cached answers and remembered word forms, keyed by `key`; `lastUsed` orders eviction. */
export const ANSWERS_STORE = 'answers';
/** One call counter per API key, keyed by the SHA-256 hex of the key (never the key). */
export const BUDGET_STORE = 'budget';
export const LAST_USED_INDEX = 'lastUsed';

/** Bump when the stores change, and add the change to `upgrade`. */
const DATABASE_VERSION = 1;

export function openLookupDatabase(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(name, DATABASE_VERSION);
    } catch (error) {
      reject(error);
      return;
    }
    request.onupgradeneeded = () => upgrade(request.result);
    request.onsuccess = () => {
      const db = request.result;
      // A newer version of the extension opening the database must not wait for us.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by an older connection'));
  });
}

function upgrade(db: IDBDatabase): void {
  if (!db.objectStoreNames.contains(ANSWERS_STORE)) {
    const answers = db.createObjectStore(ANSWERS_STORE, { keyPath: 'key' });
    answers.createIndex(LAST_USED_INDEX, 'lastUsed');
  }
  if (!db.objectStoreNames.contains(BUDGET_STORE)) {
    db.createObjectStore(BUDGET_STORE, { keyPath: 'keyHash' });
  }
}

/**
 * Opens the database on first use and keeps the connection. If opening fails, or the
 * connection is closed under us, the next call opens it again.
 */
export function lazyDatabase(name: string): () => Promise<IDBDatabase> {
  let opening: Promise<IDBDatabase> | null = null;
  return () => {
    if (opening) return opening;
    const attempt = openLookupDatabase(name).then((db) => {
      db.addEventListener('close', () => {
        if (opening === attempt) opening = null;
      });
      const closeOnVersionChange = db.onversionchange;
      db.onversionchange = (event) => {
        if (opening === attempt) opening = null;
        closeOnVersionChange?.call(db, event);
      };
      return db;
    });
    attempt.catch(() => {
      if (opening === attempt) opening = null;
    });
    opening = attempt;
    return attempt;
  };
}

/**
 * Runs `body` in one transaction over one store. `body` issues requests (with callbacks
 * for follow-up requests) and returns a function that reads the result; that function is
 * called once the transaction has committed.
 */
export function withStore<T>(
  db: IDBDatabase,
  storeName: string,
  mode: IDBTransactionMode,
  body: (store: IDBObjectStore) => () => T,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let transaction: IDBTransaction;
    let read: () => T;
    try {
      transaction = db.transaction(storeName, mode);
      read = body(transaction.objectStore(storeName));
    } catch (error) {
      reject(error);
      return;
    }
    transaction.oncomplete = () => {
      try {
        resolve(read());
      } catch (error) {
        reject(error);
      }
    };
    transaction.onabort = () =>
      reject(transaction.error ?? new Error('the IndexedDB transaction was aborted'));
  });
}

/**
 * Within a readwrite transaction on `store`: once more than `max` records are held, deletes
 * the excess in the order of `indexName` (oldest first). The bound of the answer cache and
 * of the notebook's history.
 */
export function trimOldest(
  store: IDBObjectStore,
  indexName: string,
  max: number,
  onDelete: (key: IDBValidKey) => void = () => undefined,
): void {
  const counting = store.count();
  counting.onsuccess = () => {
    let excess = counting.result - max;
    if (excess <= 0) return;
    const cursor = store.index(indexName).openCursor();
    cursor.onsuccess = () => {
      const position = cursor.result;
      if (!position || excess <= 0) return;
      onDelete(position.primaryKey);
      position.delete();
      excess--;
      position.continue();
    };
  };
}
