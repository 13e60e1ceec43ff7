import { arabicWordAt, selectionLookupWord } from '../../lib/arabic/segment';
import { type Caret, caretAt } from './caret';
import { boundedSelectionText, MAX_SELECTION_TEXT } from './selection-text';
import { asTextField } from './text-field';

/** A word to look up and where it stands on screen (viewport coordinates). */
export interface WordTarget {
  word: string;
  rect: DOMRect;
}

/** Where a trusted pointer or touch event happened: the point, and the node it hit. */
export interface Pointer {
  x: number;
  y: number;
  target: EventTarget | undefined;
}

/** `at`: the event itself (a mouse event), or the touch of a touch event. */
export function pointerOf(event: Event, at: { clientX: number; clientY: number }): Pointer {
  return { x: at.clientX, y: at.clientY, target: event.composedPath()[0] };
}

/**
 * The caret under the reader's pointer, when it lies in the element the event hit and in
 * the selection the gesture made. A page can move the selection from its own listeners
 * (they run first), but not what is under the reader's pointer: a selection elsewhere is
 * the page's, and gets nothing.
 */
function readerCaret({ x, y, target }: Pointer): Caret | null {
  const caret = caretAt(x, y);
  if (!caret || !(target instanceof Node) || !target.contains(caret.node)) return null;
  const field = asTextField(caret.node);
  if (field) {
    const { selectionStart, selectionEnd } = field;
    const inside = selectionStart !== null && selectionEnd !== null;
    return inside && selectionStart <= caret.offset && caret.offset <= selectionEnd ? caret : null;
  }
  const selection = getSelection();
  const range = selection?.rangeCount ? selection.getRangeAt(0) : null;
  return caret.node instanceof Text && range?.isPointInRange(caret.node, caret.offset)
    ? caret
    : null;
}

/** The Arabic word under a trusted double-click (the browser selected it; we re-segment). */
export function doubleClickedWord(pointer: Pointer): WordTarget | null {
  const caret = readerCaret(pointer);
  if (!caret) return null;
  const field = asTextField(caret.node);
  const text = field ? field.value : (caret.node as Text).data;
  const found = arabicWordAt(text, caret.offset);
  if (!found) return null;
  if (field) return { word: found.word, rect: field.getBoundingClientRect() };
  const wordRange = document.createRange();
  wordRange.setStart(caret.node, found.start);
  wordRange.setEnd(caret.node, found.end);
  return { word: found.word, rect: wordRange.getBoundingClientRect() };
}

/** The selection is at (or around) the point where the reader's gesture ended. */
export function selectionIsUnder(pointer: Pointer): boolean {
  return readerCaret(pointer) !== null;
}

/** The current selection, in the page or in a text field, when it is a short Arabic phrase. */
export function selectedWord(): WordTarget | null {
  const field = asTextField(document.activeElement);
  if (field) {
    const start = field.selectionStart ?? 0;
    const end = field.selectionEnd ?? 0;
    if (end - start > MAX_SELECTION_TEXT) return null;
    const word = selectionLookupWord(field.value.slice(start, end));
    return word ? { word, rect: field.getBoundingClientRect() } : null;
  }
  const selection = getSelection();
  const text = selection ? boundedSelectionText(selection) : null;
  const word = text ? selectionLookupWord(text) : null;
  return word && selection ? { word, rect: selection.getRangeAt(0).getBoundingClientRect() } : null;
}
