import type { FetchTab } from './answer-memory';
import { isOpening } from './opening';

/** The reason a gated lookup was not sent: the card is hidden or covered. */
export const UNSEEN = 'unseen';

/**
 * What the content script says of the card: the reader sees it; the page hides or covers
 * it; or it looks visible but, where the browser cannot judge covers (Firefox), the page
 * changed something since, so the reader confirms with one more click inside the card.
 */
export type Sight = 'seen' | 'unseen' | 'confirm';

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
  return async (word, tab, asWritten, askService) => {
    const first = opening && isOpening(asked, word, tab, asWritten);
    opening = false;
    if (!first && !(await seen())) throw new Error(UNSEEN);
    return askService ? fetchTab(word, tab, asWritten, true) : fetchTab(word, tab, asWritten);
  };
}
