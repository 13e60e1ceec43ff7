import { type Pointer, pointerAt } from './moment';

/** A touch's selection is taken once it has not changed for this long. */
const SETTLE_MS = 150;

/**
 * Calls `ended` with the last point of each trusted touch once the selection has stopped
 * changing. A long-press selects a word without any mouseup (the browser takes the
 * gesture over and cancels the touch), so on a phone this is where a selection ends.
 * `ignore`: touches on Lisan's own button. Returns what to call with every pointerdown.
 */
export function onTouchSelectionEnd(
  ignore: (target: EventTarget | null) => boolean,
  ended: (pointer: Pointer) => void,
): (press: PointerEvent) => void {
  let touch: { x: number; y: number; target: EventTarget | undefined } | null = null;
  let settling: ReturnType<typeof setTimeout> | undefined;
  // The page under the touch is read once the selection has settled: it is what it selected.
  const settle = () => {
    clearTimeout(settling);
    settling = setTimeout(() => {
      if (touch) ended(pointerAt(touch.x, touch.y, touch.target));
      touch = null;
    }, SETTLE_MS);
  };
  const touchEnded = (event: TouchEvent) => {
    const point = event.changedTouches[0];
    if (!event.isTrusted || !point || ignore(event.target)) return;
    touch = { x: point.clientX, y: point.clientY, target: event.composedPath()[0] };
    settle();
  };
  const onSelectionChange = () => {
    if (touch) settle();
  };
  // Touches are listened for from the first touch, not at load: a touch listener cost
  // every page load ~0.3 ms of script (issue 13). A touch's pointerdown comes before its
  // touchstart, let alone its touchend.
  let armed = false;
  return (press) => {
    if (armed || press.pointerType !== 'touch') return;
    armed = true;
    addEventListener('touchend', touchEnded, true);
    addEventListener('touchcancel', touchEnded, true);
    document.addEventListener('selectionchange', onSelectionChange);
  };
}
