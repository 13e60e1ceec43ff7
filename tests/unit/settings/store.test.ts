import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS, type Settings } from '../../../lib/settings/schema';
import {
  loadSettings,
  SETTINGS_STORAGE_KEY,
  saveSettings,
  updateSettings,
} from '../../../lib/settings/store';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('settings store', () => {
  it('gives the defaults when nothing is stored', async () => {
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('round-trips settings through storage.local under "settings"', async () => {
    const settings: Settings = {
      ...DEFAULT_SETTINGS,
      serviceUrl: 'http://127.0.0.1:8787/api/v1/external',
      lexicons: [{ id: 'p1', name: 'Mine', scope: 'private' }],
      triggers: { doubleClick: false, selectionButton: true },
      uiLanguage: 'ar',
      cacheLifetimeDays: 1,
    };
    await saveSettings(settings);
    expect(await loadSettings()).toEqual(settings);
    const raw = await fakeBrowser.storage.local.get(SETTINGS_STORAGE_KEY);
    expect(raw[SETTINGS_STORAGE_KEY]).toEqual(settings);
  });

  it('refuses to store invalid settings', async () => {
    await expect(saveSettings({ ...DEFAULT_SETTINGS, cacheLifetimeDays: 0 })).rejects.toThrow();
    expect(await fakeBrowser.storage.local.get(SETTINGS_STORAGE_KEY)).toEqual({
      [SETTINGS_STORAGE_KEY]: undefined,
    });
  });

  it('repairs what another version left behind when reading', async () => {
    await fakeBrowser.storage.local.set({
      [SETTINGS_STORAGE_KEY]: { uiLanguage: 'en', cacheLifetimeDays: 'forever', extra: 1 },
    });
    expect(await loadSettings()).toEqual({ ...DEFAULT_SETTINGS, uiLanguage: 'en' });
  });

  it('applies concurrent patches one after another, losing none', async () => {
    await Promise.all([
      updateSettings({ uiLanguage: 'ar' }),
      updateSettings({ cacheLifetimeDays: 5 }),
      updateSettings({ triggers: { doubleClick: false } }),
    ]);
    expect(await loadSettings()).toEqual({
      ...DEFAULT_SETTINGS,
      uiLanguage: 'ar',
      cacheLifetimeDays: 5,
      triggers: { doubleClick: false, selectionButton: true },
    });
  });
});
