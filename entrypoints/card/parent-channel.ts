import { CARD_SOURCE, type CardToParent } from '../../lib/messages/content-protocol';

/**
 * The only things the card tells the page around it (CardToParent). The page can read
 * these messages (targetOrigin '*': the card does not know, and need not trust, the page's
 * origin), so they carry nothing but the request itself: no word, no key, no results.
 */
export type PostToParent = (message: CardToParent) => void;

/** Posts to the embedding page; does nothing when the card is not in a frame. */
export function postToParent(message: CardToParent): void {
  if (window.parent === window) return;
  const data =
    message.type === 'size'
      ? { source: CARD_SOURCE, type: 'size', height: Math.ceil(message.height) }
      : { source: CARD_SOURCE, type: message.type };
  window.parent.postMessage(data, '*');
}
