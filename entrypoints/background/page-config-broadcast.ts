import { browser } from 'wxt/browser';
import { sendToTab } from '../../lib/messages/client';
import { pageConfigOf } from './handlers';
import { onSettingsChange } from './settings-changes';

/**
 * Content scripts keep the trigger preferences they asked for once (no message per
 * double-click); when the stored settings change those, every open tab is told, so a
 * trigger switched off in the options is off at once in the tabs already open.
 */
export function sendPageConfigChangesToTabs(): void {
  onSettingsChange(pageConfigOf, (config) => {
    void browser.tabs
      .query({})
      .then((tabs) =>
        Promise.all(
          tabs.flatMap((tab) =>
            tab.id === undefined ? [] : [sendToTab(tab.id, { type: 'page-config', ...config })],
          ),
        ),
      )
      .catch(() => undefined);
  });
}
