import { CARD_MIN_HEIGHT } from '../../lib/messages/content-protocol';

/** Where to put the card next to the word, all in viewport pixels. */
export interface Placement {
  top: number;
  left: number;
  /** The card's height: its content's, or less (it scrolls inside) where room is short. */
  height: number;
  /** Kept while the card is open, so a new height never moves the edge nearest the word. */
  side: Side;
}

export type Side = 'below' | 'above';

interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const GAP = 6;
const MARGIN = 8;

/** The room beside the word on one side, inside the viewport's margins. */
function roomOn(side: Side, anchor: Rect, viewportHeight: number): number {
  return side === 'below'
    ? viewportHeight - anchor.bottom - GAP - MARGIN
    : anchor.top - GAP - MARGIN;
}

/**
 * The side `kept` (below the word at first, where readers look), unless a card `height`
 * tall does not fit there and the other side has more room: a card is never cut while
 * room is free on the word's other side. A card is first placed at the size of one still
 * looking up (CARD_INITIAL_HEIGHT), a likely card's.
 */
export function chooseSide(anchor: Rect, viewportHeight: number, height: number, kept: Side): Side {
  const here = roomOn(kept, anchor, viewportHeight);
  const other: Side = kept === 'below' ? 'above' : 'below';
  return height > here && roomOn(other, anchor, viewportHeight) > here ? other : kept;
}

/**
 * Below or above the word (never over it), on the side with room for the card: a card
 * taller than the room on either side takes the larger and scrolls inside. The card's
 * right edge aligns with the word's in RTL text, and the card stays within the viewport's
 * width.
 */
export function placeBeside(
  anchor: Rect,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  rtl: boolean,
  kept: Side = 'below',
): Placement {
  const side = chooseSide(anchor, viewport.height, size.height, kept);
  const room = roomOn(side, anchor, viewport.height);
  const height = Math.max(Math.min(CARD_MIN_HEIGHT, size.height), Math.min(size.height, room));
  const top = side === 'below' ? anchor.bottom + GAP : anchor.top - GAP - height;
  const preferredLeft = rtl ? anchor.right - size.width : anchor.left;
  return {
    top,
    left: clamp(preferredLeft, MARGIN, viewport.width - size.width - MARGIN),
    height,
    side,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}
