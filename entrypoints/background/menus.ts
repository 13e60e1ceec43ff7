import { browser } from 'wxt/browser';
import type { ContentMessage } from '../../lib/messages/content-protocol';
import { wordSchema } from '../../lib/messages/protocol';

export const CONTEXT_MENU_ID = 'lisan-look-up';
/** The manifest command (wxt.config.ts) that looks up the selection. */
export const LOOKUP_COMMAND = 'lookup-selection';

/**
 * (Re)creates the context-menu item. Called on install/update and at browser start:
 * Chrome keeps items across restarts, Firefox's MV2 background does not.
 */
export async function createContextMenu(): Promise<void> {
  await browser.contextMenus.removeAll();
  // The browser puts the selection where the title says %s.
  const title = browser.i18n.getMessage('contextMenuLookup') || 'Look up “%s”';
  // 'selection' covers text selected in editable fields too; 'editable' alone would show an
  // empty "Look up “”" on every right-click in a text field.
  browser.contextMenus.create({ id: CONTEXT_MENU_ID, title, contexts: ['selection'] });
}

/** The content-script message for a click on our item; null for anyone else's item. */
export function contextMenuMessage(info: {
  menuItemId: unknown;
  selectionText?: unknown;
}): ContentMessage | null {
  if (info.menuItemId !== CONTEXT_MENU_ID) return null;
  const text = typeof info.selectionText === 'string' ? info.selectionText.trim() : '';
  // The content script picks the Arabic word out of longer text; it only needs the start.
  const word = wordSchema.safeParse(text.slice(0, 100));
  // In an editable field without a selection, let the content script look at its own.
  return word.success ? { type: 'open-card', word: word.data } : { type: 'lookup-selection' };
}
