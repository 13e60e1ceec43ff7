// Bounds only: the sentence itself is cut in the background (its code stays out of pages).
import { MAX_SENTENCE_LENGTH, SENTENCE_REACH } from '../../lib/notebook/sentence';
import { readerRange } from './text-field';

/**
 * The page text around the selected word, from the rendered text of its paragraph (or list
 * item, cell…), for the background to cut its sentence from (lib/notebook/sentence.ts). Text
 * fields give nothing: what a reader types into a form is not page text and may be private.
 */
export function textAroundSelection(word: string): string {
  const parent = readerRange()?.startContainer.parentElement;
  if (!parent || parent.closest('input,textarea,[contenteditable]')) return '';
  const block = parent.closest('p,li,td,th,dd,dt,blockquote,h1,h2,h3,h4,h5,h6,figcaption');
  // The text as rendered: none of what the page hides with display or visibility.
  const text = ((block ?? parent) as HTMLElement).innerText ?? '';
  // As much before the word as the background keeps of a sentence, within the bound it checks.
  const start = Math.max(0, text.indexOf(word) - SENTENCE_REACH);
  return text.slice(start, start + MAX_SENTENCE_LENGTH);
}
