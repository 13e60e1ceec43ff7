import { type Caret, caretAt } from './caret';
import { asTextField, fieldSelection, type SelectionAt, selectionNow } from './text-field';

/**
 * What a trusted page event found on the page at the moment it happened. The loader
 * (loader.ts) reads it at the event, before the part that acts on it may have loaded, so a
 * page gains nothing from that delay: it cannot swap the node under the pointer or move the
 * selection in between and have the later read see its version.
 */
export interface Moment {
  event: Event;
  /** Mouse events: the point, what it hit and what was under it. */
  pointer?: Pointer;
  /** A key that extends a selection (see `selectingKey`): the selection it left. */
  selection?: SelectionAt;
  /** A touch's end or cancel: where its last point was, and what it hit. */
  touch?: TouchPoint;
}

/** Where a touch ended; the page there is read later, once its selection has settled. */
export interface TouchPoint {
  x: number;
  y: number;
  target: EventTarget | undefined;
}

/** Where a trusted pointer or touch event happened, and the page there at that moment. */
export interface Pointer {
  x: number;
  y: number;
  /** The node hit, inside open shadow roots too (an event forgets it after its dispatch). */
  target: EventTarget | undefined;
  /** Where the browser put the caret for the point: what was really under the pointer. */
  caret: Caret | null;
  /** The selection of the text field the caret is in, else the page's. */
  selection: SelectionAt;
}

export function pointerAt(x: number, y: number, target: EventTarget | undefined): Pointer {
  const caret = caretAt(x, y);
  const field = asTextField(caret?.node);
  return { x, y, target, caret, selection: field ? fieldSelection(field) : selectionNow() };
}

/**
 * Keys that really extend a selection: Shift with a moving key, or Ctrl/Cmd+A. A bare
 * arrow or letter changes no selection, so it must not make a page-made one the reader's.
 */
const selectingKey = (event: KeyboardEvent): boolean =>
  event.shiftKey
    ? /^(Arrow|Home|End|Page)/.test(event.key)
    : (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a';

export function momentOf(event: Event): Moment {
  if (event instanceof MouseEvent) {
    return { event, pointer: pointerAt(event.clientX, event.clientY, event.composedPath()[0]) };
  }
  // Not `instanceof TouchEvent`: desktop Firefox has no such global.
  const point = (event as Partial<TouchEvent>).changedTouches?.[0];
  if (point) {
    return {
      event,
      touch: { x: point.clientX, y: point.clientY, target: event.composedPath()[0] },
    };
  }
  if (event.type === 'keyup' && selectingKey(event as KeyboardEvent)) {
    return { event, selection: selectionNow() };
  }
  return { event };
}

/**
 * A moment the lookup part must see even before it exists: a press, a release, a
 * double-click, or a key that selected. Other keys and selection changes have nothing to
 * act on until then (no card, no button).
 */
export function startsLookup({ pointer, selection }: Moment): boolean {
  return pointer !== undefined || selection !== undefined;
}
