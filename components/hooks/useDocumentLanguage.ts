import { useLayoutEffect } from 'preact/hooks';
import { directionOf, type UiLanguage } from '../../lib/i18n/i18n';

/** Puts the UI language on <html>, so the whole page (title, scrollbars, form controls) follows it. */
export function useDocumentLanguage(lang: UiLanguage, title?: string): void {
  // Before the paint: a card is never drawn a frame in the wrong palette or direction.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = lang;
    root.dir = directionOf(lang);
    if (title !== undefined) document.title = title;
  }, [lang, title]);
}
