import type { TabLookupResponse } from '../../lib/lookup/types';

/** An answer waits for its card as long as the ticket that started it could be claimed. */
export const EARLY_ANSWER_MS = 60_000;
/** Bound, so a busy (or hostile) tab cannot grow the map without end. */
const MAX_EARLY_ANSWERS = 32;

interface EarlyAnswer {
  answer: Promise<TabLookupResponse>;
  expiresAt: number;
}

/**
 * The Senses of a word, started when its card ticket is issued (the reader double-clicked
 * it), so the service answers while the card frame loads. The card's own first lookup of
 * that word takes the answer, once. Taking it, rather than asking the engine again, keeps
 * "one call per question" for answers the cache does not keep (a rejected key's error).
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

  /** Settings, key or cache changed: an answer started before may be wrong now. */
  clear(): void {
    this.answers.clear();
  }
}

function keyOf(tabId: number, word: string): string {
  return `${tabId}\u0000${word}`;
}
