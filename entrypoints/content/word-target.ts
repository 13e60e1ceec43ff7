import { arabicWordAt, selectionLookupWord } from '../../lib/arabic/page';
import type { Caret } from './caret';
import type { Pointer } from './moment';
import { textPainted } from './reader-sees';
import { boundedSelectionText, MAX_SELECTION_TEXT } from './selection-text';
import { asTextField, readerRange, type TextField } from './text-field';

/** A word to look up and where it stands on screen (viewport coordinates). */
export interface WordTarget {
  word: string;
  rect: DOMRect;
}

/**
 * The caret under the reader's pointer, when it lies in the element the event hit and in
 * the selection the gesture made, in text painted for the reader to see (reader-sees.ts).
 * A page can move the selection from its own listeners (they run first), but not what is
 * under the reader's pointer: a selection elsewhere, or text they cannot see, is the
 * page's, and gets nothing. The caret and the selection are the pointer's, as they were
 * at the event (moment.ts). `firstPress`: for a double-click, the node under its first
 * press, which the page must not have swapped by the second.
 */
function readerCaret(
  { target, caret, selection }: Pointer,
  firstPress?: Node | null,
): Caret | null {
  if (!caret || !(target instanceof Node) || !target.contains(caret.node)) return null;
  if (firstPress !== undefined && caret.node !== firstPress) return null;
  const field = asTextField(caret.node);
  if (field) {
    if (selection.field !== field) return null;
    const { start, end } = selection;
    const inside = start !== null && end !== null;
    return inside && start <= caret.offset && caret.offset <= end && fieldPainted(field)
      ? caret
      : null;
  }
  const { node, offset } = caret;
  const range = selection.field ? null : selection.range;
  if (!(node instanceof Text) || !range?.isPointInRange(node, offset)) return null;
  // The letters beside the caret, not the whole selection (which a page may make huge).
  const beside = document.createRange();
  beside.setStart(node, Math.max(0, offset - 1));
  beside.setEnd(node, Math.min(node.length, offset + 1));
  return rangePainted(beside) ? caret : null;
}

function fieldPainted(field: TextField): boolean {
  return textPainted(field, field.getBoundingClientRect());
}

/** The selected text is painted where it starts (reader-sees.ts). */
function rangePainted(range: Range): boolean {
  const start = range.startContainer;
  return textPainted(
    start instanceof Element ? start : start.parentElement,
    range.getBoundingClientRect(),
  );
}

/**
 * The Arabic word under a trusted double-click (the browser selected it; we re-segment),
 * in the same node as under its first press (`firstPress`).
 */
export function doubleClickedWord(pointer: Pointer, firstPress: Node | null): WordTarget | null {
  const caret = readerCaret(pointer, firstPress);
  if (!caret) return null;
  const field = asTextField(caret.node);
  const text = field ? field.value : (caret.node as Text).data;
  const found = arabicWordAt(text, caret.offset);
  if (!found) return null;
  let box: Element | Range | null = field;
  if (!box) {
    box = document.createRange();
    box.setStart(caret.node, found.start);
    box.setEnd(caret.node, found.end);
  }
  return { word: found.word, rect: box.getBoundingClientRect() };
}

/** The selection is at (or around) the point where the reader's gesture ended. */
export function selectionIsUnder(pointer: Pointer): boolean {
  return readerCaret(pointer) !== null;
}

/**
 * The current selection, in the page or in a text field, when it is a short Arabic phrase
 * painted for the reader to see.
 */
export function selectedWord(): WordTarget | null {
  const field = asTextField(document.activeElement);
  if (field) {
    const start = field.selectionStart ?? 0;
    const end = field.selectionEnd ?? 0;
    if (end - start > MAX_SELECTION_TEXT) return null;
    const word = selectionLookupWord(field.value.slice(start, end));
    return word && fieldPainted(field) ? { word, rect: field.getBoundingClientRect() } : null;
  }
  const selection = getSelection();
  const text = selection ? boundedSelectionText(selection) : null;
  const word = text ? selectionLookupWord(text) : null;
  const range = word ? readerRange() : null;
  return word && range && rangePainted(range)
    ? { word, rect: range.getBoundingClientRect() }
    : null;
}
