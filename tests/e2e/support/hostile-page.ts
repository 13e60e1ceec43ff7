import { expect, type FrameLocator, type Page } from '@playwright/test';
import type { SampleService } from '../../../sample-service/server';

/**
 * The hostile page (sample-service/pages/hostile.html) and what its script exposes as
 * `window.hostile`. The page attacks Lisan with ordinary page powers only; the suite drives
 * it through these wrappers and plays the reader with Playwright's trusted input.
 */

/** Everything a page can read, one string per place it looked. */
export interface HostileScan {
  dom: string;
  shadow: string;
  frames: string;
  performance: string;
  cookie: string;
  localStorage: string;
  sessionStorage: string;
  messages: string;
}

/** Each place the scan looks holds a marker the page planted there itself. */
export const SCAN_CONTROLS: Record<keyof HostileScan, string> = {
  dom: 'bait-word',
  shadow: 'control-shadow',
  frames: 'control-frame',
  performance: 'hostile.html',
  cookie: 'control-cookie',
  localStorage: 'control-localStorage',
  sessionStorage: 'control-sessionStorage',
  messages: 'barrier',
};

export interface HostileRecord {
  messages: Array<{ origin: string; data: string }>;
  cards: Array<{ shadowOpen: boolean; src: string | null }>;
  /** The card host's changes since the reader's last double-click (see hostile.html). */
  hostChanges: Array<{ at: number; seen: boolean; width: number; height: number }>;
  buttons: number;
  thefts: string[];
  notes: string[];
}

export type CoverMode = 'fade' | 'no-pointer' | 'overlay' | 'overlay-passthrough';

interface HostileApi {
  scan(): Promise<HostileScan>;
  barrier(): Promise<void>;
  fakeGestures(): number;
  pressLookupButton(): boolean;
  forgeMessages(word: string): Promise<void>;
  forgeClose(): Promise<number>;
  hijackCardFrame(): Promise<number | null>;
  forgeTickets(tickets: string[], word: string): Promise<number>;
  embed(id: string, src: string): Promise<boolean>;
  cardSrc(): string | null;
  stealTickets(copies: number): void;
  cover(mode: CoverMode): void;
  uncover(): void;
}

type Method = keyof HostileApi;

/** The words of the page: the reader's, and the bait the page selects by script. */
export const READER_PARAGRAPH = '#reader';
export const BAIT_WORDS = ['شمس', 'مدرسة'] as const;
export const REFUSED = 'This card can only be opened by Lisan.';

export class HostilePage {
  constructor(
    readonly page: Page,
    /** The extension's static id, which the page was given (an attacker could fingerprint it). */
    readonly staticId: string,
  ) {}

  static async open(page: Page, service: SampleService, staticId: string): Promise<HostilePage> {
    await page.goto(`${service.origin}/pages/hostile.html?ext=${staticId}`);
    // The child frame's control marker is part of every scan: wait until it is there.
    await expect(page.frameLocator('#child').locator('#frame-text')).toContainText('control-frame');
    return new HostilePage(page, staticId);
  }

  /** Runs one of window.hostile's functions in the page. */
  private call<M extends Method>(
    name: M,
    ...args: Parameters<HostileApi[M]>
  ): Promise<Awaited<ReturnType<HostileApi[M]>>> {
    return this.page.evaluate(
      ([method, values]) => {
        const hostile = (
          window as unknown as { hostile: Record<string, (...a: unknown[]) => unknown> }
        ).hostile;
        const run = hostile[method];
        if (!run) throw new Error(`window.hostile.${method} is missing`);
        return run(...values);
      },
      [name, args as unknown[]] as const,
    ) as Promise<Awaited<ReturnType<HostileApi[M]>>>;
  }

  scan(): Promise<HostileScan> {
    return this.call('scan');
  }

  record(): Promise<HostileRecord> {
    return this.page.evaluate(
      () => (window as unknown as { hostile: { record: HostileRecord } }).hostile.record,
    );
  }

  /** Scripted selection of the bait words, then fake clicks, double-clicks and the shortcut. */
  fakeGestures(): Promise<number> {
    return this.call('fakeGestures');
  }

  /** Presses Lisan's look-up button by script; false when the page could not find it. */
  pressLookupButton(): Promise<boolean> {
    return this.call('pressLookupButton');
  }

  /** Posts look-alike messages everywhere and waits until all of them have been delivered. */
  forgeMessages(word: string): Promise<void> {
    return this.call('forgeMessages', word);
  }

  /** Says "close" for the open card every way a page can; resolves with the cards left. */
  forgeClose(): Promise<number> {
    return this.call('forgeClose');
  }

  /**
   * Points the card's iframe at a page of ours that says "close"; resolves with the cards
   * left, or null when the page cannot reach the frame.
   */
  hijackCardFrame(): Promise<number | null> {
    return this.call('hijackCardFrame');
  }

  /** Embeds `src` in an iframe of the page's own and waits for its load event. */
  async embed(id: string, src: string): Promise<FrameLocator> {
    await this.call('embed', id, src);
    return this.page.frameLocator(`#${id}`);
  }

  /** The URL of the address bar of a frame the page embedded (chrome-error:// when refused). */
  async embeddedUrl(id: string): Promise<string> {
    const frame = await this.page.locator(`#${id}`).elementHandle();
    const content = await frame?.contentFrame();
    if (!content) throw new Error(`#${id} has no frame`);
    return content.url();
  }

  /**
   * Posts each ticket into the card's window, shaped as the content script's own message,
   * with a port of the page's through which it asks to show `word` and to hide; and posts
   * those to the card's window too. Resolves with the number of messages posted.
   */
  forgeTickets(tickets: string[], word: string): Promise<number> {
    return this.call('forgeTickets', tickets, word);
  }

  /**
   * The address Lisan set on its card's iframe, read through the browser's devtools (which
   * see into closed shadow roots; Chromium reports the frame itself at the static address).
   */
  async cardSrcFromDevtools(): Promise<string> {
    const cdp = await this.page.context().newCDPSession(this.page);
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    await cdp.detach();
    type DomNode = typeof root;
    // The iframe inside the lisan-card host's shadow root (the page has card frames too).
    const walk = (node: DomNode, inCard: boolean): string | null => {
      const attributes = node.attributes ?? [];
      if (inCard && node.nodeName === 'IFRAME' && attributes.includes('src')) {
        return attributes[attributes.indexOf('src') + 1] ?? null;
      }
      const card = inCard || node.nodeName === 'LISAN-CARD';
      for (const child of node.children ?? []) {
        const found = walk(child, inCard);
        if (found) return found;
      }
      for (const shadow of node.shadowRoots ?? []) {
        const found = walk(shadow, card);
        if (found) return found;
      }
      return null;
    };
    const src = walk(root, false);
    if (!src) throw new Error('no card frame in the page');
    return src;
  }

  /** The card's URL as an open shadow root would show it; null when the page cannot see it. */
  cardSrc(): Promise<string | null> {
    return this.call('cardSrc');
  }

  /** From now on, every card that opens is copied `copies` times into the page's own iframes. */
  stealTickets(copies: number): Promise<void> {
    return this.call('stealTickets', copies);
  }

  cover(mode: CoverMode): Promise<void> {
    return this.call('cover', mode);
  }

  uncover(): Promise<void> {
    return this.call('uncover');
  }

  /**
   * The canary is nowhere the page can look, and the scan did look: each place holds the
   * marker the page planted there. Returns the scan for further checks.
   */
  async expectNoCanary(canary: string): Promise<HostileScan> {
    const scan = await this.scan();
    for (const [where, marker] of Object.entries(SCAN_CONTROLS)) {
      expect(scan[where as keyof HostileScan], `the scan reads ${where}`).toContain(marker);
    }
    for (const [where, text] of Object.entries(scan)) {
      expect(text, `the canary in ${where}`).not.toContain(canary);
    }
    return scan;
  }
}

/** Service calls made since it was created. */
export class CallLedger {
  private readonly start: number;

  constructor(private readonly service: SampleService) {
    this.start = service.calls().length;
  }

  calls() {
    return this.service.calls().slice(this.start);
  }

  /** The query of each call since the start, in order. */
  queries(): Array<string | null> {
    return this.calls().map((call) => call.query);
  }
}
