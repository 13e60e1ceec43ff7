import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JUDGEMENT_WAIT_MS, watchVisibility } from '../../../entrypoints/card/card-visibility';

/** IntersectionObserver v2 as Chromium has it: the test plays the browser's judgements. */
let judge: (isVisible: boolean) => void = () => undefined;
/** How often the card asked the browser to judge its element afresh. */
let observed = 0;

class FakeEntry {}
Object.defineProperty(FakeEntry.prototype, 'isVisible', { value: false });

class FakeObserver {
  constructor(callback: (entries: Array<{ isVisible: boolean }>) => void) {
    judge = (isVisible) => callback([{ isVisible }]);
  }
  observe(): void {
    observed++;
  }
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  observed = 0;
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserverEntry', FakeEntry);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the browser's judgement of whether the reader sees the card", () => {
  it('is asked afresh at each press: an overlay added since the last judgement counts', async () => {
    const watch = watchVisibility({} as Element);
    judge(true); // the card as the reader last saw it
    const asked = watch.visible();
    expect(observed).toBe(1);
    judge(false); // the page covered it just before the click
    await expect(asked).resolves.toBe(false);
  });

  it('a card revealed just before the press counts as seen', async () => {
    const watch = watchVisibility({} as Element);
    judge(false); // still transparent, waiting to be revealed
    const asked = watch.visible();
    judge(true);
    await expect(asked).resolves.toBe(true);
  });

  it('no judgement in time is a "no"', async () => {
    const watch = watchVisibility({} as Element);
    const asked = watch.visible();
    await vi.advanceTimersByTimeAsync(JUDGEMENT_WAIT_MS);
    await expect(asked).resolves.toBe(false);
  });

  it('where the browser cannot judge (Firefox), says so with null', async () => {
    vi.stubGlobal('IntersectionObserverEntry', class {});
    await expect(watchVisibility({} as Element).visible()).resolves.toBeNull();
  });
});
