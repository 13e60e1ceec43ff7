import type { TabLookupResponse } from '../../lib/lookup/types';

/** An answer waits for its card as long as the ticket that started it could be claimed. */
export const EARLY_ANSWER_MS = 60_000;
/**
 * How long a claim waits for its word's Senses: about what the card's own lookup costs
 * after the claim (view mounted → lemma in the DOM, ~11 ms in `npm run bench`), so
 * waiting hardly delays the senses; past it the card shows the word and asks as before.
 */
export const CLAIM_WAIT_MS = 20;
/** Bound, so a busy (or hostile) tab cannot grow the map without end. */
const MAX_EARLY_ANSWERS = 32;

interface EarlyAnswer {
  answer: Promise<TabLookupResponse>;
  expiresAt: number;
}

/**
 * The Senses of a word, started when its card ticket is issued (the reader double-clicked
 * it), so the service answers while the card frame loads. The card's claim takes the answer
 * when it is ready (CLAIM_WAIT_MS), else the card's own first lookup of that word: once.
 * Taking it, rather than asking the engine again, keeps "one call per question" for
 * answers the cache does not keep (a rejected key's error).
 */
export class EarlyAnswers {
  private readonly answers = new Map<string, EarlyAnswer>();

  constructor(private readonly now: () => number = Date.now) {}

  start(tabId: number, word: string, lookup: () => Promise<TabLookupResponse>): void {
    const key = keyOf(tabId, word);
    this.answers.delete(key);
    const answer = lookup();
    // Nobody may ever take it: a failure must not go unhandled.
    answer.catch(() => undefined);
    this.answers.set(key, { answer, expiresAt: this.now() + EARLY_ANSWER_MS });
    for (const oldest of this.answers.keys()) {
      if (this.answers.size <= MAX_EARLY_ANSWERS) break;
      this.answers.delete(oldest);
    }
  }

  /** The answer started for `word` in this tab, once; undefined when none is waiting. */
  take(tabId: number, word: string): Promise<TabLookupResponse> | undefined {
    const key = keyOf(tabId, word);
    const early = this.answers.get(key);
    this.answers.delete(key);
    return early && early.expiresAt >= this.now() ? early.answer : undefined;
  }

  /**
   * The answer started for `word` in this tab if it arrives within `waitMs`, taken (once);
   * undefined otherwise, and then it stays for the card's own lookup to take. Never a call.
   */
  async takeWhenReady(
    tabId: number,
    word: string,
    waitMs: number,
  ): Promise<TabLookupResponse | undefined> {
    const early = this.answers.get(keyOf(tabId, word));
    if (!early || early.expiresAt < this.now()) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), waitMs);
    });
    // A failed lookup is left to the card's lookup too: it reports it as before.
    const ready = await Promise.race([early.answer.catch(() => undefined), late]);
    clearTimeout(timer);
    // Taken meanwhile (by another claim or lookup), or started again: not ours to hand out.
    if (ready === undefined || this.answers.get(keyOf(tabId, word)) !== early) return undefined;
    this.answers.delete(keyOf(tabId, word));
    return ready;
  }

  /** Settings, key or cache changed: an answer started before may be wrong now. */
  clear(): void {
    this.answers.clear();
  }
}

function keyOf(tabId: number, word: string): string {
  return `${tabId}\u0000${word}`;
}
