/** Page text before the word: as much as the background keeps of a sentence before it. */
const BEFORE = 150;
/** The most page text sent with a word: MAX_SENTENCE_LENGTH, which the background checks. */
const MAX_TEXT = 400;

/**
 * The page text around the selected word, from the text of its paragraph (or list item,
 * cell…), for the background to cut its sentence from (lib/notebook/sentence.ts). Text
 * fields give nothing: what a reader types into a form is not page text and may be private.
 */
export function textAroundSelection(word: string): string {
  const node = getSelection()?.rangeCount ? getSelection()?.getRangeAt(0).startContainer : null;
  const parent = node?.parentElement;
  if (!parent || parent.closest('input,textarea,[contenteditable]')) return '';
  const block = parent.closest('p,li,td,th,dd,dt,blockquote,h1,h2,h3,h4,h5,h6,figcaption');
  const text = (block ?? parent).textContent ?? '';
  const start = Math.max(0, text.indexOf(word) - BEFORE);
  return text.slice(start, start + MAX_TEXT);
}
