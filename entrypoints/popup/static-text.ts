import type { UiLanguage } from '../../lib/i18n/languages';
import { POPUP_MESSAGES } from '../../lib/i18n/popup-messages';

/** The language popup.html's static markup is written in (first-paint.ts rewords it). */
export const STATIC_LANGUAGE: UiLanguage = 'en';

/** `{{popup.searchLabel}}`: a string of the popup's catalogue, in index.html's source. */
const PLACEHOLDER = /\{\{([\w.]+)\}\}/g;

/**
 * popup.html with its placeholders filled from the popup's catalogue (wxt.config.ts runs
 * this at build), so the static markup never holds a hand copy of a string. An unknown key
 * fails the build.
 */
export function withStaticText(html: string, lang: UiLanguage = STATIC_LANGUAGE): string {
  const messages: Record<string, string> = POPUP_MESSAGES[lang];
  return html.replace(PLACEHOLDER, (_, key: string) => {
    const text = messages[key];
    if (text === undefined) throw new Error(`popup.html: no popup string ${key}`);
    return escapeHtml(text);
  });
}

function escapeHtml(text: string): string {
  const entities: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
  };
  return text.replace(/[&<>"]/g, (character) => entities[character] ?? character);
}
