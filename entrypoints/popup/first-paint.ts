import { readUiLanguageHint } from '../../lib/i18n/language-hint';
import { directionOf, type UiLanguage, uiLanguage } from '../../lib/i18n/languages';
import { POPUP_MESSAGES } from '../../lib/i18n/popup-messages';
import { STATIC_LANGUAGE } from './static-text';

/** Each string of the static markup's language → the same string in `lang`. */
function translations(lang: UiLanguage): Map<string, string> {
  const from: Record<string, string> = POPUP_MESSAGES[STATIC_LANGUAGE];
  const to: Record<string, string> = POPUP_MESSAGES[lang];
  return new Map(Object.keys(from).map((key) => [from[key] ?? '', to[key] ?? '']));
}

/** Rewords every text node of the document that is one of the popup's strings. */
function reword(document: Document, text: Map<string, string>): void {
  const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const translated = text.get((node as Text).data);
    if (translated) (node as Text).data = translated;
  }
}

/**
 * Run from popup.html's <head>, before the body is parsed (a classic script there holds back
 * the first paint until it has run): puts the reader's language and direction on <html> and
 * rewords popup.html's static markup (STATIC_LANGUAGE) into that language as the parser
 * adds it. Paints come between tasks, after mutation observers have run, so no frame shows
 * the static language. It stops when parsing ends, before the popup's own script renders.
 */
export function paintInReadersLanguage(
  document: Document,
  lang: UiLanguage = uiLanguage(readUiLanguageHint()),
): void {
  const root = document.documentElement;
  root.lang = lang;
  root.dir = directionOf(lang);
  if (lang === STATIC_LANGUAGE) return;
  const text = translations(lang);
  const observer = new MutationObserver(() => reword(document, text));
  observer.observe(root, { childList: true, subtree: true });
  const finish = () => {
    observer.disconnect();
    reword(document, text);
  };
  if (document.readyState !== 'loading') finish();
  else document.addEventListener('readystatechange', finish, { once: true });
}
