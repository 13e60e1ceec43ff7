import { browser } from 'wxt/browser';
import { apiKeySchema } from './schema';

/**
 * Custody of the API key. Only the background uses this module.
 *
 * Content scripts run in web pages, so the key must be unreadable to them and no event they
 * receive may carry it:
 * - Where `storage.local.setAccessLevel` works (Chrome), storage.local is restricted to
 *   trusted contexts (extension pages and the service worker) and holds the key.
 * - Elsewhere (Firefox: setAccessLevel is session-only, and storage.onChanged for `local`
 *   reaches content scripts, old and new values included), the key lives in IndexedDB of
 *   the extension's origin. A content script runs with the page's origin, so it can
 *   neither open that database nor observe writes to it.
 */

export type VaultBackend = 'trusted-storage' | 'indexeddb';

/** The storage.local item holding the key on the trusted-storage backend. */
export const API_KEY_STORAGE_KEY = 'apiKey';
const DB_NAME = 'lisan-key-vault';
const STORE = 'secrets';
const RECORD = 'apiKey';

/** The storage area calls the vault needs; storage.local in the extension. */
export interface VaultStorageArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<void>;
  setAccessLevel?: (options: { accessLevel: 'TRUSTED_CONTEXTS' }) => Promise<void>;
}

export interface VaultDeps {
  /** Default: browser.storage.local, looked up at call time. */
  local?: () => VaultStorageArea;
  /** Default: the global indexedDB. */
  indexedDB?: () => IDBFactory;
}

export interface KeyVault {
  /** Restricts storage.local to trusted contexts where possible; says which backend holds the key. */
  restrictStorageToTrustedContexts(): Promise<VaultBackend>;
  readApiKey(): Promise<string | null>;
  /** A key (trimmed, validated) replaces the old one; null or a blank string removes it. */
  writeApiKey(key: string | null): Promise<void>;
}

/** Thrown by writeApiKey for a key that cannot be a key; it never quotes the key. */
export class InvalidApiKeyError extends Error {
  constructor() {
    super('the API key is not valid');
    this.name = 'InvalidApiKeyError';
  }
}

export function createKeyVault(deps: VaultDeps = {}): KeyVault {
  const local = deps.local ?? (() => browser.storage.local as unknown as VaultStorageArea);
  const idb = new SecretStore(deps.indexedDB ?? (() => globalThis.indexedDB));
  let backend: Promise<VaultBackend> | null = null;

  /** Decided once per vault: feature detection by trying, since an API may exist and refuse. */
  function chooseBackend(): Promise<VaultBackend> {
    backend ??= (async () => {
      const area = local();
      if (typeof area.setAccessLevel !== 'function') return 'indexeddb';
      try {
        await area.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' });
        return 'trusted-storage';
      } catch {
        return 'indexeddb';
      }
    })();
    return backend;
  }

  async function readLocal(): Promise<string | null> {
    const items = await local().get(API_KEY_STORAGE_KEY);
    return validKeyOrNull(items[API_KEY_STORAGE_KEY]);
  }

  return {
    restrictStorageToTrustedContexts: chooseBackend,

    async readApiKey() {
      const chosen = await chooseBackend();
      if (chosen === 'trusted-storage') {
        const stored = await readLocal();
        if (stored !== null) return stored;
        // Saved while only the fallback worked (an older browser): move it across once.
        const moved = validKeyOrNull(await idb.get(RECORD).catch(() => null));
        if (moved !== null) {
          await local().set({ [API_KEY_STORAGE_KEY]: moved });
          await idb.delete(RECORD);
        }
        return moved;
      }
      return validKeyOrNull(await idb.get(RECORD));
    },

    async writeApiKey(key) {
      const chosen = await chooseBackend();
      const blank = key === null || key.trim() === '';
      if (blank) {
        if (chosen === 'trusted-storage') await local().remove(API_KEY_STORAGE_KEY);
        await idb.delete(RECORD);
        return;
      }
      const parsed = apiKeySchema.safeParse(key);
      if (!parsed.success) throw new InvalidApiKeyError();
      if (chosen === 'trusted-storage') {
        await local().set({ [API_KEY_STORAGE_KEY]: parsed.data });
        await idb.delete(RECORD).catch(() => undefined);
      } else {
        await idb.put(RECORD, parsed.data);
      }
    },
  };
}

function validKeyOrNull(value: unknown): string | null {
  const parsed = apiKeySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A one-store IndexedDB database of strings; each call opens and closes its connection. */
class SecretStore {
  constructor(private readonly factory: () => IDBFactory) {}

  get(id: string): Promise<unknown> {
    return this.transact('readonly', (store) => store.get(id));
  }

  async put(id: string, value: string): Promise<void> {
    await this.transact('readwrite', (store) => store.put(value, id));
  }

  async delete(id: string): Promise<void> {
    await this.transact('readwrite', (store) => store.delete(id));
  }

  private async transact<T>(
    mode: IDBTransactionMode,
    operation: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> {
    const db = await this.open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = operation(transaction.objectStore(STORE));
        // Resolve on commit, so a write is durable before the caller goes on.
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(new Error('the key store failed'));
        transaction.onabort = () => reject(new Error('the key store failed'));
      });
    } finally {
      db.close();
    }
  }

  private open(): Promise<IDBDatabase> {
    return new Promise((resolve, reject) => {
      const request = this.factory().open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error('the key store could not be opened'));
    });
  }
}

const defaultVault = createKeyVault();

export const readApiKey = (): Promise<string | null> => defaultVault.readApiKey();
export const writeApiKey = (key: string | null): Promise<void> => defaultVault.writeApiKey(key);
/** Call at background start, before anything reads or writes the key. */
export const restrictStorageToTrustedContexts = (): Promise<VaultBackend> =>
  defaultVault.restrictStorageToTrustedContexts();
