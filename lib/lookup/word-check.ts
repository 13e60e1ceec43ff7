import type { ApiError } from '../api/errors';
import { hasArabicLetter } from '../arabic';

/**
 * Text that cannot be a word is refused before any call: it would spend one of the key's
 * calls for an answer known to be empty. Applied to the strict key (diacritics gone).
 */

/**
 * Letters of the longest word worth asking: the longest Arabic words, with every clitic
 * attached (فأسقيناكموه، أفاستسقيناكموها), have 15 or 16.
 */
export const MAX_WORD_LETTERS = 20;

/** Why `word` (a strict key) cannot be looked up, or null when it can. */
export function notAWord(word: string): ApiError | null {
  if (!hasArabicLetter(word)) {
    return { kind: 'not-a-word', messages: [], reason: 'the text has no Arabic letter' };
  }
  const longest = Math.max(...word.split(' ').map((part) => [...part].length));
  if (longest > MAX_WORD_LETTERS) {
    return { kind: 'not-a-word', messages: [], reason: 'the text is longer than any word' };
  }
  return null;
}
