/**
 * The per-site rate limits: the one place that says how much a site may ask for (counted
 * by the background, worded by the card: StateViews.tsx).
 *
 * A page can turn the reader's own clicks against them (issue 11: a page that moves the
 * selection to a new word on every click), so what cards may cost is bounded here,
 * whatever the content script lets through: at most NEW_WORDS_PER_MINUTE words that need
 * a service call (a word answered from the cache is free and unlimited; another tab of a
 * word already admitted is the same word), and at most TICKETS_PER_MINUTE card tickets.
 * Counted per site of the top page (site.ts), across all its tabs and frames (issue 26: a
 * page that reopened itself in new tabs had a budget per tab), since a frame of another
 * origin spends for the page that embeds it, and a window a page opens on itself is the
 * same site. Every site together spends on at most ALL_SITES_NEW_WORDS_PER_MINUTE: a page
 * that hops across domains of its own gains little. The popup, welcome and options pages,
 * which only the reader drives, are not limited. Counts live in the worker's memory: a
 * worker restart forgets them, which only ever allows a little more, never less; a tab
 * whose site the worker no longer knows counts as a site of its own until its next ticket.
 */

export const NEW_WORDS_PER_MINUTE = 10;
export const ALL_SITES_NEW_WORDS_PER_MINUTE = 30;
export const TICKETS_PER_MINUTE = 30;
export const LIMIT_WINDOW_MS = 60_000;

export type Admission = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * At most `max` distinct items per counter (a site) within any `windowMs`. An item
 * admitted within the window is admitted again without counting; an anonymous item counts
 * every time.
 */
export class RateLimit {
  /** Per counter: item → when it was admitted (Maps keep insertion order: oldest first). */
  private readonly counters = new Map<string, Map<string, number>>();
  private anonymous = 0;

  constructor(
    private readonly max: number,
    private readonly now: () => number = Date.now,
    private readonly windowMs: number = LIMIT_WINDOW_MS,
  ) {}

  admit(counter: string, item?: string): Admission {
    const now = this.now();
    const admitted = this.counters.get(counter) ?? new Map<string, number>();
    for (const [key, at] of admitted) {
      if (now - at < this.windowMs) break;
      admitted.delete(key);
    }
    const key = item === undefined ? `\u0000${this.anonymous++}` : item;
    if (!admitted.has(key)) {
      const oldest = admitted.values().next();
      if (admitted.size >= this.max && !oldest.done) {
        this.keep(counter, admitted);
        return { ok: false, retryAfterMs: Math.max(1, oldest.value + this.windowMs - now) };
      }
      admitted.set(key, now);
    }
    this.keep(counter, admitted);
    return { ok: true };
  }

  forget(counter: string): void {
    this.counters.delete(counter);
  }

  /** An empty counter is not kept, so quiet sites cost no memory. */
  private keep(counter: string, admitted: Map<string, number>): void {
    if (admitted.size === 0) this.counters.delete(counter);
    else this.counters.set(counter, admitted);
  }
}

export interface SiteLimits {
  /** The site of the top page in `tabId` (site.ts), as its content scripts said at a ticket. */
  setSite(tabId: number, site: string): void;
  /** The site `tabId` last said it shows, if the worker knows it. */
  siteOf(tabId: number): string | undefined;
  /** A word about to cost a call, asked by a card in `tabId`. */
  newWord(tabId: number, word: string): Admission;
  /** A card ticket asked by a content script in `tabId`. */
  ticket(tabId: number): Admission;
  forgetTab(tabId: number): void;
}

export function createSiteLimits(now: () => number = Date.now): SiteLimits {
  const words = new RateLimit(NEW_WORDS_PER_MINUTE, now);
  const allWords = new RateLimit(ALL_SITES_NEW_WORDS_PER_MINUTE, now);
  const tickets = new RateLimit(TICKETS_PER_MINUTE, now);
  const sites = new Map<number, string>();
  // A tab of unknown site counts apart (a key no host can spell).
  const counter = (tabId: number) => sites.get(tabId) ?? `tab ${tabId}`;
  return {
    setSite: (tabId, site) => void sites.set(tabId, site),
    siteOf: (tabId) => sites.get(tabId),
    newWord(tabId, word) {
      const admission = words.admit(counter(tabId), word);
      return admission.ok ? allWords.admit('', word) : admission;
    },
    ticket: (tabId) => tickets.admit(counter(tabId)),
    // The site's counts stay: closing a tab and opening another must not reset them.
    forgetTab(tabId) {
      words.forget(`tab ${tabId}`);
      tickets.forget(`tab ${tabId}`);
      sites.delete(tabId);
    },
  };
}
