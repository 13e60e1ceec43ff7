import { useLayoutEffect } from 'preact/hooks';
import type { Theme } from '../../lib/settings/schema';

/** Puts the reader's theme on <html> (components/pages/page.css reads it); 'system' follows the OS. */
export function useDocumentTheme(theme: Theme | undefined): void {
  // Before the paint: a card is never drawn a frame in the wrong palette or direction.
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (theme === undefined || theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
  }, [theme]);
}
