/**
 * The only things the card tells the page around it. The page can read these messages
 * (targetOrigin '*': the card does not know, and need not trust, the page's origin), so
 * they carry nothing but the request itself: no word, no key, no results.
 */
export type CardToParent = { type: 'ready' } | { type: 'close' } | { type: 'size'; height: number };

export type PostToParent = (message: CardToParent) => void;

/** Posts to the embedding page; does nothing when the card is not in a frame. */
export function postToParent(message: CardToParent): void {
  if (window.parent === window) return;
  const data =
    message.type === 'size'
      ? { source: 'lisan-card', type: 'size', height: Math.ceil(message.height) }
      : { source: 'lisan-card', type: message.type };
  window.parent.postMessage(data, '*');
}
