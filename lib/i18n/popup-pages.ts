import { UI_LANGUAGES, type UiLanguage } from './languages';

/**
 * The toolbar popup is built once per UI language, its strings, `lang` and `dir` written in
 * at build (entrypoints/popup/static-text.ts), so its first frame needs no script. The
 * manifest's default_popup is English; the background points the toolbar button at the
 * reader's page (entrypoints/background/popup-language.ts).
 */
export const DEFAULT_POPUP_LANGUAGE: UiLanguage = 'en';

/**
 * popup.html for the default language, popup-<code>.html else (written beside the build by
 * wxt.config.ts: no entrypoint of its own).
 */
export function popupPageOf(lang: UiLanguage): string {
  return lang === DEFAULT_POPUP_LANGUAGE ? 'popup.html' : `popup-${lang}.html`;
}

/** Every popup page's language and file name (the build makes one each). */
export const POPUP_PAGES = /* @__PURE__ */ UI_LANGUAGES.map(({ code }) => ({
  lang: code,
  page: popupPageOf(code),
}));
