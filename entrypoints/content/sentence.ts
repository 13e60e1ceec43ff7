// Bounds only: the sentence itself is cut in the background (its code stays out of pages).
import { neighbourWords } from '../../lib/arabic/segment';
import { MAX_SENTENCE_LENGTH, SENTENCE_REACH } from '../../lib/notebook/sentence';

/** Block elements whose text is one run of prose (a paragraph, a list item, a cell…). */
const BLOCK = 'p,li,td,th,dd,dt,blockquote,h1,h2,h3,h4,h5,h6,figcaption';
/** Page text read on each side of the selection for the words next to it. */
const NEIGHBOUR_REACH = 120;

/**
 * The page text around the selected word, from the text of its paragraph (or list item,
 * cell…), for the background to cut its sentence from (lib/notebook/sentence.ts). Text
 * fields give nothing: what a reader types into a form is not page text and may be private.
 */
export function textAroundSelection(word: string): string {
  const node = getSelection()?.rangeCount ? getSelection()?.getRangeAt(0).startContainer : null;
  const parent = node?.parentElement;
  if (!parent || parent.closest('input,textarea,[contenteditable]')) return '';
  const block = parent.closest(BLOCK);
  const text = (block ?? parent).textContent ?? '';
  // As much before the word as the background keeps of a sentence, within the bound it checks.
  const start = Math.max(0, text.indexOf(word) - SENTENCE_REACH);
  return text.slice(start, start + MAX_SENTENCE_LENGTH);
}

/**
 * The words next to the selected word in its block (at most 3 each side, lib/arabic/
 * segment.ts), which the lookup of `word` uses to choose among its readings and then drops.
 * Nothing from a text field (the same rule as above), nor when the selection is not `word`.
 */
export function wordsAroundSelection(word: string): { before: string[]; after: string[] } | null {
  const selection = getSelection();
  const range = selection?.rangeCount ? selection.getRangeAt(0) : null;
  const parent = range?.startContainer.parentElement;
  if (!range || !parent || parent.closest('input,textarea,[contenteditable]')) return null;
  if (!range.toString().includes(word)) return null;
  const block = parent.closest(BLOCK) ?? parent;
  const side = (start: boolean) => {
    const part = document.createRange();
    part.selectNodeContents(block);
    if (start) part.setEnd(range.startContainer, range.startOffset);
    else part.setStart(range.endContainer, range.endOffset);
    return part.toString();
  };
  return neighbourWords(side(true).slice(-NEIGHBOUR_REACH), side(false).slice(0, NEIGHBOUR_REACH));
}
