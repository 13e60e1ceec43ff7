/**
 * The per-tab rate limits: the one place that says how much a single tab may ask for
 * (counted by the background, worded by the card: StateViews.tsx).
 *
 * A page can turn the reader's own clicks against them (issue 11: a page that moves the
 * selection to a new word on every click), so what a card in one tab may cost is bounded
 * here, whatever the content script lets through: at most NEW_WORDS_PER_MINUTE words that
 * need a service call (a word answered from the cache is free and unlimited; another tab
 * of a word already admitted is the same word), and at most TICKETS_PER_MINUTE card
 * tickets. The popup, welcome and options pages, which only the reader drives, are not
 * limited. Counts live in the worker's memory: a worker restart forgets them, which only
 * ever allows a little more, never less.
 */

export const NEW_WORDS_PER_MINUTE = 10;
export const TICKETS_PER_MINUTE = 30;
export const LIMIT_WINDOW_MS = 60_000;

export type Admission = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * At most `max` distinct items per tab within any `windowMs`. An item admitted within the
 * window is admitted again without counting; an anonymous item counts every time.
 */
export class TabRateLimit {
  /** Per tab: item → when it was admitted (Maps keep insertion order: oldest first). */
  private readonly tabs = new Map<number, Map<string, number>>();
  private anonymous = 0;

  constructor(
    private readonly max: number,
    private readonly now: () => number = Date.now,
    private readonly windowMs: number = LIMIT_WINDOW_MS,
  ) {}

  admit(tabId: number, item?: string): Admission {
    const now = this.now();
    const admitted = this.tabs.get(tabId) ?? new Map<string, number>();
    for (const [key, at] of admitted) {
      if (now - at < this.windowMs) break;
      admitted.delete(key);
    }
    const key = item === undefined ? `\u0000${this.anonymous++}` : item;
    if (!admitted.has(key)) {
      const oldest = admitted.values().next();
      if (admitted.size >= this.max && !oldest.done) {
        this.keep(tabId, admitted);
        return { ok: false, retryAfterMs: Math.max(1, oldest.value + this.windowMs - now) };
      }
      admitted.set(key, now);
    }
    this.keep(tabId, admitted);
    return { ok: true };
  }

  forgetTab(tabId: number): void {
    this.tabs.delete(tabId);
  }

  /** An empty tab is not kept, so closed or quiet tabs cost no memory. */
  private keep(tabId: number, admitted: Map<string, number>): void {
    if (admitted.size === 0) this.tabs.delete(tabId);
    else this.tabs.set(tabId, admitted);
  }
}

export interface TabLimits {
  /** A word about to cost a call, asked by a card in `tabId`. */
  newWord(tabId: number, word: string): Admission;
  /** A card ticket asked by a content script in `tabId`. */
  ticket(tabId: number): Admission;
  forgetTab(tabId: number): void;
}

export function createTabLimits(now: () => number = Date.now): TabLimits {
  const words = new TabRateLimit(NEW_WORDS_PER_MINUTE, now);
  const tickets = new TabRateLimit(TICKETS_PER_MINUTE, now);
  return {
    newWord: (tabId, word) => words.admit(tabId, word),
    ticket: (tabId) => tickets.admit(tabId),
    forgetTab(tabId) {
      words.forgetTab(tabId);
      tickets.forgetTab(tabId);
    },
  };
}
