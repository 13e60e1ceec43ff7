/** Where to put a box of `size` next to an `anchor` rect, all in viewport pixels. */
export interface Placement {
  top: number;
  left: number;
}

const GAP = 6;
const MARGIN = 8;

/**
 * Below the word, or above it when there is no room below and there is above; never
 * off-screen. The box's right edge aligns with the word's right edge in RTL text.
 */
export function placeBeside(
  anchor: { top: number; bottom: number; left: number; right: number },
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  rtl: boolean,
): Placement {
  const roomBelow = viewport.height - anchor.bottom - GAP - MARGIN;
  const roomAbove = anchor.top - GAP - MARGIN;
  const below = roomBelow >= size.height || roomBelow >= roomAbove;
  const preferredTop = below ? anchor.bottom + GAP : anchor.top - GAP - size.height;
  const preferredLeft = rtl ? anchor.right - size.width : anchor.left;
  return {
    top: clamp(preferredTop, MARGIN, viewport.height - size.height - MARGIN),
    left: clamp(preferredLeft, MARGIN, viewport.width - size.width - MARGIN),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}
