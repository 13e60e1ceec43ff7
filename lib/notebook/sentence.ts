/** About this many characters of page text are kept with a word in the reader's history. */
const MAX_SENTENCE = 300;
/** Page text the sentence may take from either side of the word. */
export const SENTENCE_REACH = MAX_SENTENCE / 2;
/** The page text the content script sends around a word (the background cuts its sentence). */
export const MAX_SENTENCE_LENGTH = 400;

/**
 * Characters that change how text is laid out without being seen: the bidi embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the marks (U+200E, U+200F,
 * U+061C). A page can reverse what the reader saw with them.
 */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The sentence holding text[start, start + length), trimmed to about MAX_SENTENCE. Cut in
 * the background from the text the content script sends (entrypoints/content/sentence.ts),
 * so that every page does not carry this code (the content script takes only the two
 * bounds above).
 */
export function cutSentence(text: string, start: number, length: number): string {
  const at = Math.max(0, start);
  const end = at + length;
  // Up to SENTENCE_REACH either side, from just after the last sentence end before the
  // word to just after the first one after it.
  const before = text.slice(Math.max(0, at - SENTENCE_REACH), at).replace(/^.*[.!?؟۔]/s, '');
  const after = text.slice(end, end + SENTENCE_REACH).replace(/([.!?؟۔]).*/s, '$1');
  // Without bidi controls, which reorder what the reader saw without being seen.
  return (before + text.slice(at, end) + after)
    .replace(BIDI_CONTROLS, '')
    .replace(/\s+/g, ' ')
    .trim();
}
