import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserSeesNow, JUDGEMENT_WAIT_MS } from '../../../lib/browser-visibility';

/** IntersectionObserver v2 as Chromium has it: the test plays the browser's judgements. */
let judge: (isVisible: boolean) => void = () => undefined;
/** Observers made, and those still observing. */
let made = 0;
let live = 0;

class EntryWithV2 {}
Object.defineProperty(EntryWithV2.prototype, 'isVisible', { value: false });

class FakeObserver {
  constructor(callback: (entries: Array<{ isVisible: boolean }>) => void) {
    made++;
    judge = (isVisible) => callback([{ isVisible }]);
  }
  observe(): void {
    live++;
  }
  disconnect(): void {
    live--;
  }
}

beforeEach(() => {
  made = 0;
  live = 0;
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserverEntry', EntryWithV2);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the browser's judgement of whether the reader sees an element", () => {
  it('is asked afresh at each press: an earlier "visible" does not outlive an overlay', async () => {
    const element = {} as Element;
    const first = browserSeesNow(element);
    judge(true);
    await expect(first).resolves.toBe(true);
    // The page covered the element since: the next press gets a judgement of its own.
    const second = browserSeesNow(element);
    judge(false);
    await expect(second).resolves.toBe(false);
    expect(made).toBe(2);
    expect(live).toBe(0);
  });

  it('waits for a judgement a loaded machine gives late (1.5 s): the press is still a yes', async () => {
    const asked = browserSeesNow({} as Element);
    await vi.advanceTimersByTimeAsync(1500);
    judge(true);
    await expect(asked).resolves.toBe(true);
    expect(live).toBe(0);
  });

  it('no judgement in time is a "no"', async () => {
    const asked = browserSeesNow({} as Element);
    await vi.advanceTimersByTimeAsync(JUDGEMENT_WAIT_MS);
    await expect(asked).resolves.toBe(false);
    expect(live).toBe(0);
  });

  it('where the browser cannot judge (Firefox), says so with null', async () => {
    vi.stubGlobal('IntersectionObserverEntry', class {});
    await expect(browserSeesNow({} as Element)).resolves.toBeNull();
    expect(made).toBe(0);
  });
});
