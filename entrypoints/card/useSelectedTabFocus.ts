import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

/**
 * The card never takes the focus itself: the page keeps Space and the arrows. When the
 * page gives the frame the focus (the shortcut, or Tab), it lands on the selected tab, so
 * the arrows switch tabs and Escape closes. `claim`: the word on show (0: none).
 */
export function useSelectedTabFocus(root: RefObject<HTMLElement | null>, claim: number): void {
  useEffect(() => {
    if (claim === 0) return;
    const focusTab = () =>
      root.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    const focusTabs = () => {
      const active = document.activeElement;
      if (active && active !== document.body && root.current?.contains(active)) return;
      focusTab();
    };
    // A new word while the reader is in the card: start it on its selected tab.
    if (document.hasFocus()) focusTab();
    window.addEventListener('focus', focusTabs);
    return () => window.removeEventListener('focus', focusTabs);
  }, [root, claim]);
}
