import type { FetchTab } from './answer-memory';

/** The reason a gated lookup was not sent: the card is hidden or covered. */
export const UNSEEN = 'unseen';

/**
 * How long a "hidden" judgement may still be overtaken by the next one: the browser judges
 * at most every 100 ms, so a card revealed a moment before the reader's press is still
 * "hidden" in the last judgement. A page that keeps the card dimmed gets no new one.
 */
export const JUDGEMENT_WAIT_MS = 300;

export interface VisibilityWatch {
  /**
   * The browser's judgement; null where it has none (yet). A "hidden" is confirmed by the
   * next judgement within JUDGEMENT_WAIT_MS, or stands when none comes.
   */
  visible(): Promise<boolean | null>;
  /** A new word is shown: the last judgement may be of the closed card; wait for the next. */
  forget(): void;
  stop(): void;
}

/**
 * Whether the reader can see `element`, as the browser itself judges it with
 * IntersectionObserver v2 (Chromium): unoccluded, fully opaque, unfiltered, whatever the
 * page around the frame does. `visible()` is null where the browser has no such judgement
 * (Firefox), and until its first one for the word shown (it comes 100 ms after a change).
 * The card asks the content script too (CardSession.readerSees), which sees styles at once.
 */
export function watchVisibility(element: Element): VisibilityWatch {
  const supported =
    typeof IntersectionObserverEntry !== 'undefined' &&
    'isVisible' in IntersectionObserverEntry.prototype;
  const none = () => null;
  if (!supported) return { visible: async () => null, forget: none, stop: none };
  let visible: boolean | null = null;
  /** Called at the next judgement: a press waiting to know whether "hidden" still holds. */
  let waiting: Array<() => void> = [];
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) visible = (entry as { isVisible?: boolean }).isVisible === true;
      const woken = waiting;
      waiting = [];
      for (const wake of woken) wake();
    },
    // `delay` ≥ 100 is what the browser requires to track visibility.
    { trackVisibility: true, delay: 100 } as IntersectionObserverInit,
  );
  observer.observe(element);
  return {
    visible: async () => {
      if (visible !== false) return visible;
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, JUDGEMENT_WAIT_MS);
      });
      return visible;
    },
    forget: () => {
      visible = null;
    },
    stop: () => observer.disconnect(),
  };
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
