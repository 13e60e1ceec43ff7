import type { ResultTab } from '../../lib/lookup/types';

/** The lookup a card opens with: the Senses of the word the reader asked for. */
export function isOpening(
  asked: string,
  word: string,
  tab: ResultTab,
  asWritten?: boolean,
): boolean {
  return word === asked && tab === 'senses' && !asWritten;
}
