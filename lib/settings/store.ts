import { browser } from 'wxt/browser';
import {
  applySettingsPatch,
  parseStoredSettings,
  type Settings,
  type SettingsPatch,
  settingsSchema,
} from './schema';

/** The one storage.local item holding the settings (never the key: see key-vault.ts). */
export const SETTINGS_STORAGE_KEY = 'settings';

/** Settings as stored, migrated and repaired field by field; defaults when nothing is stored. */
export async function loadSettings(): Promise<Settings> {
  const items = await browser.storage.local.get(SETTINGS_STORAGE_KEY);
  return parseStoredSettings(items[SETTINGS_STORAGE_KEY]);
}

/** Writes complete, valid settings; throws on invalid ones rather than storing them. */
export async function saveSettings(settings: Settings): Promise<Settings> {
  const valid = settingsSchema.parse(settings);
  await browser.storage.local.set({ [SETTINGS_STORAGE_KEY]: valid });
  return valid;
}

let pending: Promise<unknown> = Promise.resolve();

/**
 * Applies a validated patch to the stored settings. Updates run one after another, so two
 * saves close together cannot both read the old settings and lose one change.
 */
export function updateSettings(patch: SettingsPatch): Promise<Settings> {
  const run = pending.then(async () =>
    saveSettings(applySettingsPatch(await loadSettings(), patch)),
  );
  pending = run.catch(() => undefined);
  return run;
}
