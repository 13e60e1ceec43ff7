import { browser } from 'wxt/browser';
import { parseStoredSettings, type Settings } from '../../lib/settings/schema';
import { SETTINGS_STORAGE_KEY } from '../../lib/settings/store';

/**
 * Calls `onChange` with what `select` derives from the stored settings, each time a write
 * changes it (a write that changes other settings only is ignored). Values are compared as
 * JSON, so a derived object counts as changed only when one of its fields does.
 */
export function onSettingsChange<T>(
  select: (settings: Settings) => T,
  onChange: (value: T) => void,
) {
  browser.storage.onChanged.addListener((changes, area) => {
    const change = area === 'local' ? changes[SETTINGS_STORAGE_KEY] : undefined;
    if (!change) return;
    const before = select(parseStoredSettings(change.oldValue));
    const after = select(parseStoredSettings(change.newValue));
    if (JSON.stringify(before) !== JSON.stringify(after)) onChange(after);
  });
}
