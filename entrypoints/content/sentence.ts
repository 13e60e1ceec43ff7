/** About this many characters of page text go with a word to the reader's history. */
const MAX_SENTENCE = 300;
const SENTENCE_END = /[.!?؟۔]/;

/**
 * The sentence around the selected word, from the text of its paragraph (or list item,
 * cell…), at most ~300 characters. Text fields give nothing: what a reader types into a
 * form is not page text and may be private.
 */
export function sentenceAroundSelection(word: string): string {
  const node = getSelection()?.rangeCount ? getSelection()?.getRangeAt(0).startContainer : null;
  const parent = node?.parentElement;
  if (!parent || parent.closest('input,textarea,[contenteditable]')) return '';
  const block = parent.closest('p,li,td,th,dd,dt,blockquote,h1,h2,h3,h4,h5,h6,figcaption');
  const text = (block ?? parent).textContent ?? '';
  return cutSentence(text, text.indexOf(word), word.length);
}

/** The sentence holding text[start, start + length), trimmed to about MAX_SENTENCE. */
export function cutSentence(text: string, start: number, length: number): string {
  const at = Math.max(0, start);
  let from = Math.max(0, at - MAX_SENTENCE / 2);
  let to = Math.min(text.length, at + length + MAX_SENTENCE / 2);
  for (let i = at - 1; i >= from; i--) {
    if (SENTENCE_END.test(text.charAt(i))) {
      from = i + 1;
      break;
    }
  }
  for (let i = at + length; i < to; i++) {
    if (SENTENCE_END.test(text.charAt(i))) {
      to = i + 1;
      break;
    }
  }
  return text.slice(from, to).replace(/\s+/g, ' ').trim();
}
