import { escapeHtml } from '../../lib/escape-html';
import { directionOf, type UiLanguage } from '../../lib/i18n/languages';
import { POPUP_MESSAGES } from '../../lib/i18n/popup-messages';
import { DEFAULT_POPUP_LANGUAGE, POPUP_PAGES } from '../../lib/i18n/popup-pages';

/** `{{popup.searchLabel}}`: a string of the popup's catalogue, in index.html's source. */
const PLACEHOLDER = /\{\{([\w.]+)\}\}/g;

/**
 * The popup page in `lang`: index.html's placeholders filled from the popup's catalogue,
 * `{{lang}}` and `{{dir}}` from the language itself, so the markup never holds a hand copy
 * of a string. An unknown key fails the build.
 */
export function withStaticText(html: string, lang: UiLanguage = DEFAULT_POPUP_LANGUAGE): string {
  const values: Record<string, string> = { ...POPUP_MESSAGES[lang], lang, dir: directionOf(lang) };
  return html.replace(PLACEHOLDER, (_, key: string) => {
    const text = values[key];
    if (text === undefined) throw new Error(`popup.html: no popup string ${key}`);
    return escapeHtml(text);
  });
}

/**
 * Every language's popup page (lib/i18n/popup-pages.ts) of popup.html as Vite built it,
 * placeholders still in: the pages differ only in text, and share its scripts.
 */
export function popupPages(
  builtHtml: string,
): { lang: UiLanguage; fileName: string; source: string }[] {
  return POPUP_PAGES.map(({ lang, page }) => ({
    lang,
    fileName: page,
    source: withStaticText(builtHtml, lang),
  }));
}
