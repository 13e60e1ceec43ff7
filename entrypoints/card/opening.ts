import type { ResultTab, TabLookupResponse } from '../../lib/lookup/types';
import type { FetchTab } from './answer-memory';

/** The lookup a card opens with: the Senses of the word the reader asked for. */
export function isOpening(
  asked: string,
  word: string,
  tab: ResultTab,
  asWritten?: boolean,
): boolean {
  return word === asked && tab === 'senses' && !asWritten;
}

/**
 * A transport whose opening lookup is answered by the claim's `senses`, with no message
 * (the background took that answer for the claim): once, so a retry asks again.
 */
export function openWithClaimed(
  fetchTab: FetchTab,
  asked: string,
  senses: TabLookupResponse | undefined,
): FetchTab {
  let claimed = senses;
  return async (word, tab, asWritten) => {
    const answer = claimed;
    claimed = undefined;
    if (answer && isOpening(asked, word, tab, asWritten)) return answer;
    return fetchTab(word, tab, asWritten);
  };
}
