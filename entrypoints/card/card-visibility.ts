import type { FetchTab } from './answer-memory';

/** The reason a gated lookup was not sent: the card is hidden or covered. */
export const UNSEEN = 'unseen';

/**
 * Whether the reader can see `element`, as the browser itself judges it with
 * IntersectionObserver v2 (Chromium): unoccluded, fully opaque, unfiltered, whatever the
 * page around the frame does. `visible()` is null where the browser has no such judgement
 * (Firefox): the card then asks the content script (CardSession.readerSees).
 */
export function watchVisibility(element: Element): { visible(): boolean | null; stop(): void } {
  const supported =
    typeof IntersectionObserverEntry !== 'undefined' &&
    'isVisible' in IntersectionObserverEntry.prototype;
  if (!supported) return { visible: () => null, stop: () => undefined };
  let visible = false;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) visible = (entry as { isVisible?: boolean }).isVisible === true;
    },
    // `delay` ≥ 100 is what the browser requires to track visibility.
    { trackVisibility: true, delay: 100 } as IntersectionObserverInit,
  );
  observer.observe(element);
  return { visible: () => visible, stop: () => observer.disconnect() };
}

/**
 * A transport that spends nothing for a card the reader cannot see: the word the reader
 * asked for opens on Senses by their own gesture; every later lookup (a tab pressed, a
 * link, a retry) goes out only if `seen` says the reader can see the card, and otherwise
 * fails with UNSEEN. A page that dims the card and moves its tabs under the pointer gets
 * no call out of the reader's clicks.
 */
export function spendOnlyWhenSeen(
  fetchTab: FetchTab,
  asked: string,
  seen: () => Promise<boolean>,
): FetchTab {
  let opening = true;
  return async (word, tab) => {
    const first = opening && word === asked && tab === 'senses';
    opening = false;
    if (!first && !(await seen())) throw new Error(UNSEEN);
    return fetchTab(word, tab);
  };
}
