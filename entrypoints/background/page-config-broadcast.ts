import { browser } from 'wxt/browser';
import { sendToTab } from '../../lib/messages/client';
import { parseStoredSettings } from '../../lib/settings/schema';
import { SETTINGS_STORAGE_KEY } from '../../lib/settings/store';
import { pageConfigOf } from './handlers';

/**
 * Content scripts keep the trigger preferences they asked for once (no message per
 * double-click); when the stored settings change those, every open tab is told, so a
 * trigger switched off in the options is off at once in the tabs already open.
 */
export function sendPageConfigChangesToTabs(): void {
  browser.storage.onChanged.addListener((changes, area) => {
    const change = area === 'local' ? changes[SETTINGS_STORAGE_KEY] : undefined;
    if (!change) return;
    const before = pageConfigOf(parseStoredSettings(change.oldValue));
    const after = pageConfigOf(parseStoredSettings(change.newValue));
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    void browser.tabs
      .query({})
      .then((tabs) =>
        Promise.all(
          tabs.flatMap((tab) =>
            tab.id === undefined ? [] : [sendToTab(tab.id, { type: 'page-config', ...after })],
          ),
        ),
      )
      .catch(() => undefined);
  });
}
