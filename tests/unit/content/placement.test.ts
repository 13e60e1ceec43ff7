import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseSide, placeBeside } from '../../../entrypoints/content/placement';
import { CARD_INITIAL_HEIGHT, CARD_MIN_HEIGHT } from '../../../lib/messages/content-protocol';

const viewport = { width: 1000, height: 800 };
const size = { width: 360, height: 300 };
const word = (top: number, left: number) => ({ top, bottom: top + 20, left, right: left + 60 });

describe('placeBeside', () => {
  it('puts the card just below the word when there is room', () => {
    expect(placeBeside(word(100, 200), size, viewport, false)).toEqual({
      top: 126,
      left: 200,
      height: 300,
      side: 'below',
    });
  });

  it('puts the card above the word when there is no room below', () => {
    const placed = placeBeside(word(700, 200), size, viewport, false);
    expect(placed.side).toBe('above');
    expect(placed.top + placed.height).toBe(694);
  });

  it('aligns the card with the end of the word in right-to-left text', () => {
    expect(placeBeside(word(100, 500), size, viewport, true).left).toBe(560 - 360);
  });

  it('makes a long card shorter (it scrolls inside) rather than cover the word', () => {
    // The word in the middle of a short viewport: 520 px of entry fits on neither side.
    const placed = placeBeside(
      word(190, 20),
      { width: 304, height: 520 },
      { width: 320, height: 400 },
      false,
    );
    expect(placed.side).toBe('below');
    expect(placed.top).toBe(216);
    expect(placed.height).toBe(400 - 8 - 216);
  });

  it('keeps the edge nearest the word when the content grows on the side chosen', () => {
    const anchor = word(500, 100);
    const side = chooseSide(anchor, viewport.height, CARD_INITIAL_HEIGHT, 'below');
    const short = placeBeside(anchor, { width: 360, height: 200 }, viewport, false, side);
    const tall = placeBeside(anchor, { width: 360, height: 520 }, viewport, false, side);
    expect(side).toBe('above');
    expect(tall.top + tall.height).toBe(short.top + short.height);
  });

  it('never intersects the word and stays in the viewport, in any viewport from 320×400', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 320, max: 1920 }),
        fc.integer({ min: 400, max: 1200 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 12, max: 48 }),
        fc.integer({ min: 10, max: 300 }),
        fc.integer({ min: 40, max: 1000 }),
        fc.integer({ min: 40, max: 1000 }),
        fc.boolean(),
        (width, height, y, x, wordHeight, wordWidth, first, second, rtl) => {
          const view = { width, height };
          const top = Math.round(y * (height - wordHeight));
          const left = Math.round(x * Math.max(0, width - wordWidth));
          const anchor = { top, bottom: top + wordHeight, left, right: left + wordWidth };
          const cardWidth = Math.min(360, width - 16);
          const side = chooseSide(anchor, height, CARD_INITIAL_HEIGHT, 'below');
          // The content changes height (another tab) with the side kept.
          for (const contentHeight of [first, second]) {
            const card = placeBeside(
              anchor,
              { width: cardWidth, height: contentHeight },
              view,
              rtl,
              side,
            );
            const apart = card.top + card.height <= anchor.top || card.top >= anchor.bottom;
            expect(apart).toBe(true);
            expect(card.top).toBeGreaterThanOrEqual(8);
            expect(card.top + card.height).toBeLessThanOrEqual(height - 8);
            expect(card.left).toBeGreaterThanOrEqual(8);
            expect(card.left + cardWidth).toBeLessThanOrEqual(width - 8);
            expect(card.height).toBeGreaterThanOrEqual(Math.min(CARD_MIN_HEIGHT, contentHeight));
          }
        },
      ),
    );
  });
});
