import { IDBFactory as FakeIdbFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  API_KEY_STORAGE_KEY,
  createKeyVault,
  InvalidApiKeyError,
  type VaultStorageArea,
} from '../../../lib/settings/key-vault';

const KEY = 'sk-live-0123456789abcdef';
const local = fakeBrowser.storage.local as unknown as VaultStorageArea;
const originalSetAccessLevel = local.setAccessLevel;

/** A fresh IndexedDB for one vault, so no key leaks from one test to the next. */
function isolatedIndexedDb(): () => IDBFactory {
  const factory = new FakeIdbFactory();
  return () => factory;
}

/** Every storage change any context could observe, as JSON text. */
function recordStorageEvents(): string[] {
  const seen: string[] = [];
  fakeBrowser.storage.onChanged.addListener((changes, area) => {
    seen.push(JSON.stringify({ area, changes }));
  });
  fakeBrowser.storage.local.onChanged.addListener((changes) => {
    seen.push(JSON.stringify({ area: 'local', changes }));
  });
  return seen;
}

beforeEach(() => {
  fakeBrowser.reset();
});

afterEach(() => {
  local.setAccessLevel = originalSetAccessLevel;
});

describe('with storage.local.setAccessLevel (Chrome)', () => {
  it('restricts storage.local to trusted contexts before writing the key there', async () => {
    const setAccessLevel = vi.fn(async () => undefined);
    local.setAccessLevel = setAccessLevel;
    const setSpy = vi.spyOn(fakeBrowser.storage.local, 'set');
    const vault = createKeyVault({ indexedDB: isolatedIndexedDb() });

    await vault.writeApiKey(KEY);

    expect(setAccessLevel).toHaveBeenCalledWith({ accessLevel: 'TRUSTED_CONTEXTS' });
    const keyWrite = setSpy.mock.calls.findIndex(
      ([items]) => API_KEY_STORAGE_KEY in (items as object),
    );
    expect(keyWrite).toBeGreaterThanOrEqual(0);
    expect(setAccessLevel.mock.invocationCallOrder[0]).toBeLessThan(
      setSpy.mock.invocationCallOrder[keyWrite] ?? 0,
    );
    expect(await fakeBrowser.storage.local.get(API_KEY_STORAGE_KEY)).toEqual({
      [API_KEY_STORAGE_KEY]: KEY,
    });
    expect(await vault.readApiKey()).toBe(KEY);
    expect(await vault.restrictStorageToTrustedContexts()).toBe('trusted-storage');
    // Decided once: not asked again for every read and write.
    expect(setAccessLevel).toHaveBeenCalledTimes(1);
  });

  it('removes the key with null, and trims what it stores', async () => {
    local.setAccessLevel = vi.fn(async () => undefined);
    const vault = createKeyVault({ indexedDB: isolatedIndexedDb() });
    await vault.writeApiKey(`  ${KEY}\n`);
    expect(await vault.readApiKey()).toBe(KEY);
    await vault.writeApiKey(null);
    expect(await vault.readApiKey()).toBeNull();
    expect(await fakeBrowser.storage.local.get(API_KEY_STORAGE_KEY)).toEqual({
      [API_KEY_STORAGE_KEY]: undefined,
    });
  });

  it('moves a key saved by the fallback into trusted storage', async () => {
    const indexedDB = isolatedIndexedDb();
    await createKeyVault({
      local: () => ({ ...local, setAccessLevel: undefined }),
      indexedDB,
    }).writeApiKey(KEY);

    local.setAccessLevel = vi.fn(async () => undefined);
    const vault = createKeyVault({ indexedDB });
    expect(await vault.readApiKey()).toBe(KEY);
    expect(await fakeBrowser.storage.local.get(API_KEY_STORAGE_KEY)).toEqual({
      [API_KEY_STORAGE_KEY]: KEY,
    });
  });
});

describe('without a working setAccessLevel (Firefox)', () => {
  it.each([
    ['missing', undefined],
    ['refusing', vi.fn(async () => Promise.reject(new Error('only for storage.session')))],
  ])(
    'keeps the key out of storage.local when setAccessLevel is %s',
    async (_label, setAccessLevel) => {
      local.setAccessLevel = setAccessLevel;
      const events = recordStorageEvents();
      const vault = createKeyVault({ indexedDB: isolatedIndexedDb() });

      await vault.writeApiKey(KEY);
      expect(await vault.readApiKey()).toBe(KEY);
      await vault.writeApiKey(`${KEY}-2`);
      expect(await vault.readApiKey()).toBe(`${KEY}-2`);
      await vault.writeApiKey(null);
      expect(await vault.readApiKey()).toBeNull();

      expect(await vault.restrictStorageToTrustedContexts()).toBe('indexeddb');
      // A content script can read storage.local and hears its onChanged events: the key is
      // in neither.
      expect(await fakeBrowser.storage.local.get(null)).toEqual({});
      expect(events.filter((event) => event.includes(KEY))).toEqual([]);
    },
  );

  it('keeps the key across vault instances (a service-worker restart)', async () => {
    local.setAccessLevel = undefined;
    const indexedDB = isolatedIndexedDb();
    await createKeyVault({ indexedDB }).writeApiKey(KEY);
    expect(await createKeyVault({ indexedDB }).readApiKey()).toBe(KEY);
  });
});

describe('key validation', () => {
  it.each([
    ['too long', 'k'.repeat(501)],
    ['with a space inside', 'abc def'],
    ['non-ASCII', 'مفتاح'],
    ['with a control character', 'abc\u0000def'],
  ])('refuses a key %s without quoting it', async (_label, key) => {
    local.setAccessLevel = vi.fn(async () => undefined);
    const vault = createKeyVault({ indexedDB: isolatedIndexedDb() });
    const error = await vault.writeApiKey(key).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidApiKeyError);
    expect(String((error as Error).message)).not.toContain(key);
    expect(await vault.readApiKey()).toBeNull();
  });

  it('reads a corrupt stored value as no key', async () => {
    local.setAccessLevel = vi.fn(async () => undefined);
    await fakeBrowser.storage.local.set({ [API_KEY_STORAGE_KEY]: { nested: true } });
    expect(await createKeyVault({ indexedDB: isolatedIndexedDb() }).readApiKey()).toBeNull();
  });
});
