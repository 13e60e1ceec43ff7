import type { FetchTab } from './answer-memory';

/** The reason a gated lookup was not sent: the card is hidden or covered. */
export const UNSEEN = 'unseen';

/**
 * How long a press waits for the browser's fresh judgement (it judges at most every
 * 100 ms). None in that time is a "no": a frame the browser does not render is not seen.
 */
export const JUDGEMENT_WAIT_MS = 500;

export interface VisibilityWatch {
  /**
   * The browser's judgement as of now: asked afresh at each press, since the last one may
   * predate what the page just did (an overlay added a moment before the click) or what
   * Lisan did (the card revealed a moment before it). Null where the browser cannot judge.
   */
  visible(): Promise<boolean | null>;
  stop(): void;
}

/**
 * Whether the reader can see `element`, as the browser itself judges it with
 * IntersectionObserver v2 (Chromium): unoccluded, fully opaque, unfiltered, whatever the
 * page around the frame does, even an overlay that lets clicks through (which the content
 * script's check cannot see). `visible()` is null where the browser has no such judgement
 * (Firefox); the card asks the content script too (CardSession.readerSees).
 */
export function watchVisibility(element: Element): VisibilityWatch {
  const supported =
    typeof IntersectionObserverEntry !== 'undefined' &&
    'isVisible' in IntersectionObserverEntry.prototype;
  if (!supported) return { visible: async () => null, stop: () => undefined };
  /** Presses waiting for the next judgement, each told what it said. */
  let waiting: Array<(visible: boolean) => void> = [];
  const observer = new IntersectionObserver(
    (entries) => {
      const last = entries.at(-1) as { isVisible?: boolean } | undefined;
      const woken = waiting;
      waiting = [];
      for (const wake of woken) wake(last?.isVisible === true);
    },
    // `delay` ≥ 100 is what the browser requires to track visibility.
    { trackVisibility: true, delay: 100 } as IntersectionObserverInit,
  );
  return {
    visible: () =>
      new Promise<boolean>((resolve) => {
        waiting.push(resolve);
        // Observing anew makes the browser judge the element now, changed or not.
        observer.unobserve(element);
        observer.observe(element);
        setTimeout(() => resolve(false), JUDGEMENT_WAIT_MS);
      }),
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
