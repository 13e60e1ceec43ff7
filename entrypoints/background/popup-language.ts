import { browser } from 'wxt/browser';
import { uiLanguage } from '../../lib/i18n/languages';
import { DEFAULT_POPUP_LANGUAGE, popupPageOf } from '../../lib/i18n/popup-pages';
import type { Settings } from '../../lib/settings/schema';
import { loadSettings } from '../../lib/settings/store';
import { onSettingsChange } from './settings-changes';

/** The popup page (lib/i18n/popup-pages.ts) for the settings' UI language; 'auto' follows the browser. */
function popupPageFor(settings: Settings): string {
  return popupPageOf(uiLanguage(settings.uiLanguage));
}

/** Chromium's MV3 `action`, Firefox's MV2 `browserAction`: the same setPopup. */
async function setToolbarPopup(popup: string): Promise<void> {
  // Async, so that even a browser without either API rejects rather than throws in a listener.
  const action = browser.action ?? browser.browserAction;
  await action.setPopup({ popup });
}

/** The manifest's default_popup, which the button opens after every restart, install or update. */
const MANIFEST_POPUP = popupPageOf(DEFAULT_POPUP_LANGUAGE);

/**
 * Points the toolbar button at the popup page built in the reader's UI language, so the
 * popup's first frame is in that language with no script. Browsers forget setPopup at a
 * restart (w3c/webextensions#249): it is set again at every browser start and install or
 * update, and whenever the stored UI language changes. Until then the manifest's page
 * (English) opens, and its script re-renders it once the settings arrive.
 */
export function keepPopupInReadersLanguage(): void {
  const pointAtStoredLanguage = () =>
    loadSettings()
      .then((settings) => {
        const page = popupPageFor(settings);
        // The button opens the manifest's page anyway: English readers never pay for the
        // action API's first use (some 10 KB of the worker's heap in A/B runs).
        return page === MANIFEST_POPUP ? undefined : setToolbarPopup(page);
      })
      .catch(() => undefined);
  browser.runtime.onStartup.addListener(pointAtStoredLanguage);
  browser.runtime.onInstalled.addListener(pointAtStoredLanguage);
  onSettingsChange(popupPageFor, (page) => void setToolbarPopup(page).catch(() => undefined));
}
