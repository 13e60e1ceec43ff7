// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSelectionButton } from '../../../entrypoints/content/selection-button';

/**
 * The Look up button where IntersectionObserver v2 is missing (Firefox): the observer
 * reports, but says nothing of visibility, so the button's own check has to refuse a
 * button the page has made invisible.
 */
class ObserverWithoutV2 {
  constructor(private readonly report: (entries: object[]) => void) {}
  observe(): void {
    queueMicrotask(() => this.report([{ isIntersecting: true }]));
  }
  disconnect(): void {}
}

/** The page's style for elements: what a test sets on the <html> element. */
let pageFilter = 'none';
let shadowButton: HTMLButtonElement | null = null;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['performance'] });
  vi.stubGlobal('IntersectionObserver', ObserverWithoutV2);
  pageFilter = 'none';
  shadowButton = null;
  const attach = Element.prototype.attachShadow;
  vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init) {
    const root = attach.call(this, init);
    const append = root.append.bind(root);
    root.append = (...nodes) => {
      shadowButton = nodes.find((node) => node instanceof HTMLButtonElement) ?? null;
      append(...nodes);
    };
    return root;
  });
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => {
    const style = computed(element);
    const filter = element === document.documentElement ? pageFilter : 'none';
    return { ...style, opacity: '1', visibility: 'visible', display: 'block', filter };
  });
  vi.spyOn(document, 'elementFromPoint').mockImplementation(() =>
    document.querySelector('lisan-lookup-button'),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.querySelector('lisan-lookup-button')?.remove();
});

/** A press as the reader makes it (the browser marks it trusted), once the button is armed. */
async function pressWhenArmed(): Promise<void> {
  await Promise.resolve();
  vi.advanceTimersByTime(600);
  const click = new MouseEvent('click', { detail: 1, clientX: 10, clientY: 10 });
  Object.defineProperty(click, 'isTrusted', { value: true });
  shadowButton?.dispatchEvent(click);
}

describe('the Look up button without IntersectionObserver v2', () => {
  const target = { word: 'كتاب', rect: new DOMRect(20, 20, 40, 20) };

  it('takes no press while the page filters it, and one once the page stops', async () => {
    const onPress = vi.fn();
    const button = createSelectionButton(onPress);
    pageFilter = 'opacity(0)';
    button.show(target, 'Look up');
    await pressWhenArmed();
    expect(onPress).not.toHaveBeenCalled();
    expect(document.querySelector('lisan-lookup-button')).not.toBeNull();

    pageFilter = 'none';
    await pressWhenArmed();
    await vi.waitFor(() => expect(onPress).toHaveBeenCalledExactlyOnceWith(target));
    expect(document.querySelector('lisan-lookup-button')).toBeNull();
  });
});

/**
 * IntersectionObserver v2 (Chromium): each observer reports, for the element it observes,
 * what the browser judges at that moment (`browserSays`), as the real one does.
 */
let browserSays = true;
let judgements = 0;
class EntryWithV2 {}
Object.defineProperty(EntryWithV2.prototype, 'isVisible', { value: false });
class ObserverWithV2 {
  constructor(private readonly report: (entries: object[]) => void) {}
  observe(): void {
    const isVisible = browserSays;
    queueMicrotask(() => {
      this.report([{ isIntersecting: true, isVisible }]);
      judgements++;
    });
  }
  disconnect(): void {}
}

/** Every task the judgements started has run (the press handler awaits one). */
const settled = () => new Promise((done) => setTimeout(done, 0));

describe('the Look up button with IntersectionObserver v2', () => {
  const target = { word: 'كتاب', rect: new DOMRect(20, 20, 40, 20) };

  it("asks the browser at the press: an overlay added after it appeared spends the reader's press on nothing", async () => {
    vi.stubGlobal('IntersectionObserverEntry', EntryWithV2);
    vi.stubGlobal('IntersectionObserver', ObserverWithV2);
    const onPress = vi.fn();
    const button = createSelectionButton(onPress);
    browserSays = true;
    button.show(target, 'Look up');
    // The page lays a click-through overlay over the button just before the press.
    browserSays = false;
    judgements = 0;
    await pressWhenArmed();
    await vi.waitFor(() => expect(judgements).toBeGreaterThan(0));
    await settled();
    expect(onPress).not.toHaveBeenCalled();
    expect(document.querySelector('lisan-lookup-button')).not.toBeNull();

    // Positive control: the overlay gone, the same press counts.
    browserSays = true;
    await pressWhenArmed();
    await vi.waitFor(() => expect(onPress).toHaveBeenCalledExactlyOnceWith(target));
  });
});
