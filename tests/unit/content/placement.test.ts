import { describe, expect, it } from 'vitest';
import { placeBeside } from '../../../entrypoints/content/placement';

const viewport = { width: 1000, height: 800 };
const size = { width: 360, height: 300 };
const word = (top: number, left: number) => ({ top, bottom: top + 20, left, right: left + 60 });

describe('placeBeside', () => {
  it('puts the card just below the word when there is room', () => {
    expect(placeBeside(word(100, 200), size, viewport, false)).toEqual({ top: 126, left: 200 });
  });

  it('puts the card above the word when there is no room below', () => {
    const placed = placeBeside(word(700, 200), size, viewport, false);
    expect(placed.top + size.height).toBeLessThanOrEqual(700);
  });

  it('aligns the card with the end of the word in right-to-left text', () => {
    expect(placeBeside(word(100, 500), size, viewport, true).left).toBe(560 - 360);
  });

  it('never leaves the viewport, whatever the word position', () => {
    for (const [top, left] of [
      [-50, -80],
      [790, 990],
      [400, 900],
      [0, 0],
    ] as const) {
      const placed = placeBeside(word(top, left), size, viewport, left > 500);
      expect(placed.left).toBeGreaterThanOrEqual(8);
      expect(placed.left + size.width).toBeLessThanOrEqual(viewport.width - 8);
      expect(placed.top).toBeGreaterThanOrEqual(8);
      expect(placed.top + size.height).toBeLessThanOrEqual(viewport.height - 8);
    }
  });

  it('keeps to the top-left margin when the viewport is smaller than the card', () => {
    expect(placeBeside(word(10, 10), size, { width: 300, height: 200 }, false)).toEqual({
      top: 8,
      left: 8,
    });
  });
});
