import { type Pointer, pointerAt, type TouchPoint } from './moment';

/** A touch's selection is taken once it has not changed for this long. */
const SETTLE_MS = 150;

/**
 * Calls `ended` with the last point of each trusted touch once the selection has stopped
 * changing. A long-press selects a word without any mouseup (the browser takes the
 * gesture over and cancels the touch), so on a phone this is where a selection ends.
 * `ignore`: touches on Lisan's own button. The loader (loader.ts) listens for touches from
 * the first touch and hands each end over, read at its moment, even one that came while
 * this part was loading.
 */
export function onTouchSelectionEnd(
  ignore: (target: EventTarget | null) => boolean,
  ended: (pointer: Pointer) => void,
): { touchEnded(point: TouchPoint): void; selectionChanged(): void } {
  let touch: TouchPoint | null = null;
  let settling: ReturnType<typeof setTimeout> | undefined;
  // The page under the touch is read once the selection has settled: it is what it selected.
  const settle = () => {
    clearTimeout(settling);
    settling = setTimeout(() => {
      if (touch) ended(pointerAt(touch.x, touch.y, touch.target));
      touch = null;
    }, SETTLE_MS);
  };
  return {
    touchEnded(point) {
      if (ignore(point.target ?? null)) return;
      touch = point;
      settle();
    },
    selectionChanged() {
      if (touch) settle();
    },
  };
}
