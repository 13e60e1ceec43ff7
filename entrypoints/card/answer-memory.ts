import type { BudgetStatus, ResultTab, TabLookupResponse } from '../../lib/lookup/types';

type Answer = Extract<TabLookupResponse, { ok: true }>;

import type { FetchTab } from '../../components/useTabResults';

export type { FetchTab };

/** Enough for a long reading session; an answer is a few hundred bytes. */
const CAPACITY = 200;

/**
 * The answers this card frame has shown, kept for the frame's life, so that a word looked
 * up again on the page shows at once, without a message to the background. It saves
 * only that message: the background's cache already decides what is asked of the
 * service. Bounded (least recently used goes first), and emptied when the background
 * marks that answers may have changed (settings saved, cache cleared).
 */
export class AnswerMemory {
  private readonly answers = new Map<string, Answer>();
  /** The latest budget an answer carried: a remembered answer shows the current count. */
  private budget: BudgetStatus | null = null;

  constructor(private readonly capacity = CAPACITY) {}

  get size(): number {
    return this.answers.size;
  }

  forget(): void {
    this.answers.clear();
  }

  /** A transport that answers remembered questions at once and remembers new answers. */
  through(fetchTab: FetchTab): FetchTab {
    return async (word, tab, asWritten, askService) => {
      const key = keyOf(word, tab, asWritten);
      // "Ask the service" replaces the answer remembered, which is the one without a call.
      if (askService) return this.learn(key, await fetchTab(word, tab, asWritten, true));
      return this.recall(key) ?? this.learn(key, await fetchTab(word, tab, asWritten));
    };
  }

  /**
   * The Senses a card opens `word` on, when it has them without asking: those that came
   * with the claim (remembered from now on), or remembered ones. Synchronous, so the card
   * draws them in its first render.
   */
  opening(word: string, claimed?: TabLookupResponse): TabLookupResponse | undefined {
    const key = keyOf(word, 'senses');
    return claimed ? this.learn(key, claimed) : this.recall(key);
  }

  private learn(key: string, answer: TabLookupResponse): TabLookupResponse {
    if (answer.budget) this.budget = answer.budget;
    if (answer.ok) this.keep(key, answer);
    return answer;
  }

  private recall(key: string): Answer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    // Map order is insertion order: re-inserting marks it the most recently used.
    this.answers.delete(key);
    this.answers.set(key, answer);
    return { ...answer, budget: this.budget ?? answer.budget };
  }

  private keep(key: string, answer: Answer): void {
    this.answers.delete(key);
    this.answers.set(key, answer);
    for (const oldest of this.answers.keys()) {
      if (this.answers.size <= this.capacity) break;
      this.answers.delete(oldest);
    }
  }
}

const keyOf = (word: string, tab: ResultTab, asWritten?: boolean) =>
  `${word}\u0000${tab}${asWritten ? '\u0000as-written' : ''}`;
