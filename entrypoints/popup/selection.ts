import { browser } from 'wxt/browser';
import { z } from 'zod/mini';
import { sendToTab } from '../../lib/messages/client';
import { MAX_WORD_LENGTH } from '../../lib/messages/words';

const selectionAnswer = z.object({ word: z.nullable(z.string()) });

/**
 * The word selected in the active tab's top frame, or null. Browser pages, store pages and
 * tabs still loading have no content script: that is normal and silent.
 */
export async function selectedWordInActiveTab(): Promise<string | null> {
  try {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    if (tab?.id === undefined) return null;
    const parsed = selectionAnswer.safeParse(await sendToTab(tab.id, { type: 'get-selection' }, 0));
    const word = parsed.success ? (parsed.data.word?.trim() ?? '') : '';
    return word !== '' && word.length <= MAX_WORD_LENGTH ? word : null;
  } catch {
    return null;
  }
}
