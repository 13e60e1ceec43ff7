import { isUiLanguageSetting, type UiLanguageSetting } from './languages';

/**
 * The UI language setting as the extension pages last saw it, kept in localStorage (shared
 * by the extension's own pages, read synchronously) so the popup's first paint, before the
 * background can answer, is already in the reader's language. Only a hint: a missing or
 * wrong value means 'auto', and the rendered page corrects it once the settings arrive.
 */
const HINT_KEY = 'lisan.uiLanguage';

export function readUiLanguageHint(): UiLanguageSetting {
  try {
    const hint = localStorage.getItem(HINT_KEY);
    return isUiLanguageSetting(hint) ? hint : 'auto';
  } catch {
    // Storage may be refused (disabled cookies, some private windows): follow the browser.
    return 'auto';
  }
}

export function writeUiLanguageHint(setting: UiLanguageSetting): void {
  try {
    if (localStorage.getItem(HINT_KEY) !== setting) localStorage.setItem(HINT_KEY, setting);
  } catch {
    // Without storage the next popup paints in the browser's language first, as before.
  }
}
