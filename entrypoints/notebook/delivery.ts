import { browser } from 'wxt/browser';
import type { AnkiNote } from '../../lib/notebook/anki';
import {
  ANKI_CONNECT_ORIGIN,
  type AnkiSendResult,
  sendToAnki,
} from '../../lib/notebook/anki-connect';

/** Saves a file through the browser's download (an object URL on a clicked link). */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; free ours after the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type AnkiDelivery = (
  notes: readonly AnkiNote[],
) => Promise<AnkiSendResult | { ok: false; reason: 'no-permission' }>;

/**
 * Send to Anki: the loopback host permission is optional and asked here, inside the click
 * (browsers allow the prompt only during a user gesture), then AnkiConnect is called.
 */
export const ankiDelivery: AnkiDelivery = async (notes) => {
  const granted = await browser.permissions
    .request({ origins: [ANKI_CONNECT_ORIGIN] })
    .catch(() => false);
  if (!granted) return { ok: false, reason: 'no-permission' };
  return sendToAnki(notes);
};
