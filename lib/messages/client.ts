import { browser } from 'wxt/browser';
import type { ContentMessage } from './content-protocol';

/**
 * For the background and extension pages: a message to a tab's content scripts (all
 * frames, or one). Pages send to the background through send.ts, which checks answers.
 */
export async function sendToTab(
  tabId: number,
  message: ContentMessage,
  frameId?: number,
): Promise<unknown> {
  try {
    return await browser.tabs.sendMessage(tabId, message, frameId === undefined ? {} : { frameId });
  } catch {
    // No content script there (a browser page, a store page, a tab still loading).
    return undefined;
  }
}
