import { trimOldest, withStore } from '../lookup/idb';
import type { HistoryRow, Note } from './types';

/**
 * The reader's notebook in the extension's IndexedDB: the lookup history (newest
 * `maxHistory` kept) and the saved words (one per matched form). Its own database, so
 * clearing the answer cache never touches it. Nothing here calls the service.
 */
export interface NotebookStore {
  /** Appends a lookup to the history and drops the oldest rows past the bound. */
  addHistory(note: Note): Promise<void>;
  /** Newest first. */
  history(): Promise<HistoryRow[]>;
  deleteHistory(id: number): Promise<void>;
  clearHistory(): Promise<void>;
  /** Saves (or replaces) the word of `note.matched`. */
  save(note: Note): Promise<void>;
  unsave(matched: string): Promise<void>;
  /** Newest first. */
  saved(): Promise<Note[]>;
  isSaved(matched: string): Promise<boolean>;
}

export const NOTEBOOK_DB = 'lisan-notebook';
export const HISTORY_STORE = 'history';
export const SAVED_STORE = 'saved';
const TIME_INDEX = 'time';
export const MAX_HISTORY = 10_000;

/**
 * Each step lifts the database from version N to N + 1 (index N). Version 1 held the
 * history only; version 2 added the saved words. Bump by appending a step, never by
 * editing one: a reader's database may be at any earlier version.
 */
const UPGRADES: ReadonlyArray<(db: IDBDatabase) => void> = [
  (db) => {
    const history = db.createObjectStore(HISTORY_STORE, { keyPath: 'id', autoIncrement: true });
    history.createIndex(TIME_INDEX, 'time');
  },
  (db) => {
    const saved = db.createObjectStore(SAVED_STORE, { keyPath: 'matched' });
    saved.createIndex(TIME_INDEX, 'time');
  },
];
export const NOTEBOOK_DB_VERSION = UPGRADES.length;

export function openNotebookDatabase(name = NOTEBOOK_DB): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, NOTEBOOK_DB_VERSION);
    request.onupgradeneeded = (event) => {
      for (let version = event.oldVersion; version < NOTEBOOK_DB_VERSION; version++) {
        UPGRADES[version]?.(request.result);
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('the notebook could not be opened'));
    request.onblocked = () => reject(new Error('the notebook is blocked by an older connection'));
  });
}

export interface NotebookStoreOptions {
  /** Database name; tests use a unique one each. */
  name?: string;
  maxHistory?: number;
}

export function createNotebookStore(options: NotebookStoreOptions = {}): NotebookStore {
  const maxHistory = Math.max(1, options.maxHistory ?? MAX_HISTORY);
  let opening: Promise<IDBDatabase> | null = null;
  const database = (): Promise<IDBDatabase> => {
    if (!opening) {
      const attempt = openNotebookDatabase(options.name);
      // A failed open, or a connection closed under us, is opened again next time.
      const forget = () => {
        if (opening === attempt) opening = null;
      };
      attempt.then((db) => db.addEventListener('close', forget), forget);
      opening = attempt;
    }
    return opening;
  };

  /** One transaction over one store, resolved once it has committed. */
  const run = async <T>(
    storeName: string,
    mode: IDBTransactionMode,
    body: (store: IDBObjectStore) => () => T,
  ): Promise<T> => withStore(await database(), storeName, mode, body);

  /** Every record of a store, newest first. */
  const newestFirst = <T>(storeName: string) =>
    run(storeName, 'readonly', (store) => {
      const rows: T[] = [];
      const cursor = store.index(TIME_INDEX).openCursor(null, 'prev');
      cursor.onsuccess = () => {
        const position = cursor.result;
        if (!position) return;
        rows.push(position.value as T);
        position.continue();
      };
      return () => rows;
    });

  return {
    addHistory: (note) =>
      run(HISTORY_STORE, 'readwrite', (store) => {
        store.add({ ...note });
        trimOldest(store, TIME_INDEX, maxHistory);
        return () => undefined;
      }),
    history: () => newestFirst<HistoryRow>(HISTORY_STORE),
    deleteHistory: (id) =>
      run(HISTORY_STORE, 'readwrite', (store) => {
        store.delete(id);
        return () => undefined;
      }),
    clearHistory: () =>
      run(HISTORY_STORE, 'readwrite', (store) => {
        store.clear();
        return () => undefined;
      }),
    save: (note) =>
      run(SAVED_STORE, 'readwrite', (store) => {
        store.put({ ...note });
        return () => undefined;
      }),
    unsave: (matched) =>
      run(SAVED_STORE, 'readwrite', (store) => {
        store.delete(matched);
        return () => undefined;
      }),
    saved: () => newestFirst<Note>(SAVED_STORE),
    isSaved: (matched) =>
      run(SAVED_STORE, 'readonly', (store) => {
        const request = store.count(matched);
        return () => request.result > 0;
      }),
  };
}
