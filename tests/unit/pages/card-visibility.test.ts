import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JUDGEMENT_WAIT_MS, watchVisibility } from '../../../entrypoints/card/card-visibility';

/** IntersectionObserver v2 as Chromium has it: the test plays the browser's judgements. */
let judge: (isVisible: boolean) => void = () => undefined;

class FakeEntry {}
Object.defineProperty(FakeEntry.prototype, 'isVisible', { value: false });

class FakeObserver {
  constructor(callback: (entries: Array<{ isVisible: boolean }>) => void) {
    judge = (isVisible) => callback([{ isVisible }]);
  }
  observe(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserverEntry', FakeEntry);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the browser's judgement of whether the reader sees the card", () => {
  it('a card revealed just before the press counts as seen once the next judgement says so', async () => {
    const watch = watchVisibility({} as Element);
    judge(false); // the card was still transparent, waiting to be revealed
    const asked = watch.visible();
    judge(true); // revealed: the browser's next judgement, within 100 ms or so
    await expect(asked).resolves.toBe(true);
  });

  it('a card the page keeps dimmed stays unseen when no new judgement comes', async () => {
    const watch = watchVisibility({} as Element);
    judge(false);
    const asked = watch.visible();
    await vi.advanceTimersByTimeAsync(JUDGEMENT_WAIT_MS);
    await expect(asked).resolves.toBe(false);
  });

  it('answers at once when the card was judged seen, and null before any judgement', async () => {
    const watch = watchVisibility({} as Element);
    await expect(watch.visible()).resolves.toBeNull();
    judge(true);
    await expect(watch.visible()).resolves.toBe(true);
  });
});
