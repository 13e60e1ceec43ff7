/** About this many characters of page text are kept with a word in the reader's history. */
const MAX_SENTENCE = 300;

/**
 * The sentence holding text[start, start + length), trimmed to about MAX_SENTENCE. Cut in
 * the background from the text the content script sends (entrypoints/content/sentence.ts),
 * so that every page does not carry this code.
 */
export function cutSentence(text: string, start: number, length: number): string {
  const at = Math.max(0, start);
  const end = at + length;
  // Up to MAX_SENTENCE / 2 either side, from just after the last sentence end before the
  // word to just after the first one after it.
  const before = text.slice(Math.max(0, at - MAX_SENTENCE / 2), at).replace(/^.*[.!?؟۔]/s, '');
  const after = text.slice(end, end + MAX_SENTENCE / 2).replace(/([.!?؟۔]).*/s, '$1');
  return (before + text.slice(at, end) + after).replace(/\s+/g, ' ').trim();
}
