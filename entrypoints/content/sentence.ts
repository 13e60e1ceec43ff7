/** About this many characters of page text go with a word to the reader's history. */
const MAX_SENTENCE = 300;

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
  const end = at + length;
  // Up to MAX_SENTENCE / 2 either side, from just after the last sentence end before the
  // word to just after the first one after it.
  const before = text.slice(Math.max(0, at - MAX_SENTENCE / 2), at).replace(/^.*[.!?؟۔]/s, '');
  const after = text.slice(end, end + MAX_SENTENCE / 2).replace(/([.!?؟۔]).*/s, '$1');
  return (before + text.slice(at, end) + after).replace(/\s+/g, ' ').trim();
}
