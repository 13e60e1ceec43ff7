import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';

/**
 * In-page instrumentation. The probe is added to the context as an init script, so it runs
 * at document start in every document: the web page and its frames, the card's iframe
 * (an out-of-process extension frame) and popup pages. It reports through console.info
 * lines `lisan-bench:<name>:<value>`, which Playwright delivers for every frame of a page.
 *
 * Times are epoch milliseconds as `performance.timeOrigin + performance.now()` (or the
 * event's own timeStamp on that scale), so a mark from the page and one from the card
 * frame, in another process, can be subtracted.
 */
const PREFIX = 'lisan-bench:';

/** What the card or popup reports once the first lemma has been painted. */
export interface PaintReport {
  /** Epoch ms when the frame with the lemma had been painted. */
  painted: number;
  /** Epoch ms of the document's navigation start (its time origin). */
  origin: number;
  /** A later card in a kept frame: the document was already loaded before the click. */
  reused: boolean;
  /** Milliseconds after `origin`. */
  responseEnd: number;
  domContentLoaded: number;
  /** The card's shell (claiming…) rendered. */
  shell: number | null;
  /** The results view mounted: the ticket was claimed, the lookup asked. */
  ready: number | null;
  /** The lemma is in the DOM. */
  lemma: number;
}

function probe(): void {
  const emit = (name: string, value: unknown) =>
    console.info(
      `lisan-bench:${name}:${typeof value === 'string' ? value : JSON.stringify(value)}`,
    );
  const epochNow = () => performance.timeOrigin + performance.now();

  if (location.protocol !== 'chrome-extension:') {
    // The web page: when the reader's (trusted) double-click happened.
    addEventListener(
      'dblclick',
      (event) => {
        if (event.isTrusted) emit('dblclick', performance.timeOrigin + event.timeStamp);
      },
      true,
    );
    return;
  }

  // Every popup page: popup.html, and one per other UI language (popup-ar.html).
  if (/^\/popup(-\w+)?\.html$/.test(location.pathname)) {
    let focused = false;
    addEventListener(
      'focusin',
      (event) => {
        const target = event.target;
        if (focused || !(target instanceof HTMLInputElement) || target.type !== 'search') return;
        focused = true;
        // performance.now() counts from this document's navigation start.
        emit('popup-focus', performance.now());
      },
      true,
    );
    addEventListener(
      'keydown',
      (event) => {
        if (event.isTrusted && event.key === 'Enter') {
          emit('enter', performance.timeOrigin + event.timeStamp);
        }
      },
      true,
    );
  }

  // Card and popup: when each stage first shows in the DOM, then when the lemma is painted.
  // The card's frame is kept between cards, and each card mounts a new results view: a
  // lemma element not reported before is the next card's.
  let stages: Record<string, number | null> = { shell: null, ready: null };
  let reported = 0;
  let lastWord: Element | null = null;
  let lastLemma: Element | null = null;
  let waiting = false;
  const observer = new MutationObserver(() => {
    if (waiting) return;
    stages.shell ??= document.querySelector('.card') ? performance.now() : null;
    const word = document.querySelector('.lisan-word');
    if (stages.ready === null && word && word !== lastWord) stages.ready = performance.now();
    const lemma = document.querySelector('[role="tabpanel"]:not([hidden]) .lisan-lemma');
    if (!lemma || lemma === lastLemma || !lemma.isConnected) return;
    lastLemma = lemma;
    lastWord = word;
    const lemmaAt = performance.now();
    const reused = reported > 0;
    const seen = stages;
    reported += 1;
    stages = { shell: null, ready: null };
    waiting = true;
    // rAF runs just before the frame is painted; a task queued from it runs just after.
    requestAnimationFrame(() =>
      setTimeout(() => {
        waiting = false;
        const navigation = performance.getEntriesByType('navigation')[0] as
          | PerformanceNavigationTiming
          | undefined;
        emit('painted', {
          painted: epochNow(),
          origin: performance.timeOrigin,
          reused,
          responseEnd: navigation?.responseEnd ?? Number.NaN,
          domContentLoaded: navigation?.domContentLoadedEventEnd ?? Number.NaN,
          shell: seen.shell ?? null,
          ready: seen.ready ?? null,
          lemma: lemmaAt,
        });
      }, 0),
    );
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Installs the probe in every new document of the context. tsx compiles with esbuild's
 * keepNames, which wraps named functions in `__name(...)` calls; the page has no such
 * helper, so the script brings a do-nothing one.
 */
export async function installProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript({
    content: `(() => { const __name = (target) => target; (${probe.toString()})(); })();`,
  });
}

/**
 * The probe's reports on one page (its frames included), queued per name. Take a mark
 * after the action that causes it; `clear()` before each sample drops stale ones.
 */
export class Marks {
  private readonly queues = new Map<string, string[]>();
  private readonly waiters = new Map<string, Array<(value: string) => void>>();

  constructor(page: Page) {
    page.on('console', (message) => this.onConsole(message));
  }

  clear(): void {
    this.queues.clear();
  }

  /** The next value reported under `name`, waiting for it up to `timeoutMs`. */
  take(name: string, timeoutMs = 15_000): Promise<string> {
    const queued = this.queues.get(name)?.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const waiting = this.waiters.get(name) ?? [];
      const waiter = (value: string) => {
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        reject(new Error(`no "${name}" mark within ${timeoutMs} ms`));
      }, timeoutMs);
      waiting.push(waiter);
      this.waiters.set(name, waiting);
    });
  }

  async takeNumber(name: string): Promise<number> {
    return Number(await this.take(name));
  }

  async takePaint(): Promise<PaintReport> {
    return JSON.parse(await this.take('painted')) as PaintReport;
  }

  private onConsole(message: ConsoleMessage): void {
    const text = message.text();
    if (!text.startsWith(PREFIX)) return;
    const rest = text.slice(PREFIX.length);
    const split = rest.indexOf(':');
    const name = rest.slice(0, split);
    const value = rest.slice(split + 1);
    const waiter = this.waiters.get(name)?.shift();
    if (waiter) waiter(value);
    else this.queues.set(name, [...(this.queues.get(name) ?? []), value]);
  }
}
