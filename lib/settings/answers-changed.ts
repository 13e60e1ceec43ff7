import { browser } from 'wxt/browser';

/**
 * A storage.local item the background rewrites whenever the answers to the same question
 * may differ: settings saved (lexicons, service, key) or the cache cleared. The card keeps
 * the answers it has shown, for an instant next card, and drops them when this changes.
 * storage.local is readable by trusted contexts only (see key-vault.ts), and the value is
 * only a time.
 */
export const ANSWERS_CHANGED_KEY = 'answersChangedAt';

export async function markAnswersChanged(): Promise<void> {
  await browser.storage.local.set({ [ANSWERS_CHANGED_KEY]: Date.now() });
}

/** Calls `onChange` each time the background marks a change; returns the unsubscribe. */
export function onAnswersChanged(onChange: () => void): () => void {
  const listener = (changes: Record<string, unknown>, area: string) => {
    if (area === 'local' && ANSWERS_CHANGED_KEY in changes) onChange();
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}
