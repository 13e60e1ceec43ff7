import { type Signal, signal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import type { ApiErrorKind, BudgetStatus, ResultTab, TabLookupResponse } from '../lib/lookup/types';

/**
 * `asWritten`: the word's own entry, not the reading that leads; `askService`: the Forms
 * of a known non-verb, asked of the service anyway (TabLookupRequest).
 */
export type FetchTab = (
  word: string,
  tab: ResultTab,
  asWritten?: boolean,
  askService?: boolean,
) => Promise<TabLookupResponse>;
export type TabSuccess = Extract<TabLookupResponse, { ok: true }>;
/** The service's error kinds, plus 'transport': the message to the background itself failed. */
export type ViewErrorKind = ApiErrorKind | 'transport';

export type TabState =
  | { status: 'loading' }
  | { status: 'ok'; data: TabSuccess }
  /** `retryAfterMs`: a rate-limited tab, how long until a new word may be asked. */
  | { status: 'error'; kind: ViewErrorKind; retryAfterMs?: number };

const keyOf = (word: string, tab: ResultTab, asWritten = false) =>
  `${word}\u0000${tab}${asWritten ? '\u0000as-written' : ''}`;

/**
 * Results per word and tab for one results view. Every fetch spends the reader's call
 * budget, so a tab is fetched once per word and kept; only `retry` fetches it again.
 */
export class TabResultsStore {
  readonly states: Signal<ReadonlyMap<string, TabState>> = signal(new Map());
  /** The budget of the latest answer that carried one: the calls-used line and warnings. */
  readonly budget: Signal<BudgetStatus | null> = signal(null);
  /** Bumped per fetch so a slow answer cannot overwrite the answer of a later retry. */
  private readonly generations = new Map<string, number>();

  /** `opening`: an answer the caller already has, stored as if fetched: never asked again. */
  constructor(
    private readonly fetchTab: () => FetchTab,
    opening?: OpeningAnswer,
  ) {
    if (!opening) return;
    const { word, tab, answer } = opening;
    this.states.value = new Map([[keyOf(word, tab), this.stateOf(answer)]]);
  }

  get(word: string, tab: ResultTab, asWritten = false): TabState | undefined {
    return this.states.value.get(keyOf(word, tab, asWritten));
  }

  has(word: string, tab: ResultTab, asWritten = false): boolean {
    return this.states.peek().has(keyOf(word, tab, asWritten));
  }

  /** Fetches a tab the first time it is opened for a word; later calls do nothing. */
  open(word: string, tab: ResultTab, asWritten = false): void {
    if (!this.has(word, tab, asWritten)) void this.run(word, tab, asWritten);
  }

  retry(word: string, tab: ResultTab, asWritten = false): void {
    if (this.get(word, tab, asWritten)?.status !== 'loading') void this.run(word, tab, asWritten);
  }

  /** The reader pressed "Ask the service" under a tab answered without a call. */
  askService(word: string, tab: ResultTab, asWritten = false): void {
    if (this.get(word, tab, asWritten)?.status !== 'loading') {
      void this.run(word, tab, asWritten, true);
    }
  }

  private set(key: string, state: TabState): void {
    const next = new Map(this.states.peek());
    next.set(key, state);
    this.states.value = next;
  }

  private async run(
    word: string,
    tab: ResultTab,
    asWritten: boolean,
    askService = false,
  ): Promise<void> {
    const key = keyOf(word, tab, asWritten);
    const generation = (this.generations.get(key) ?? 0) + 1;
    this.generations.set(key, generation);
    this.set(key, { status: 'loading' });
    let state: TabState;
    try {
      // The usual lookup keeps its two-argument call; only the own-entry one says more.
      const response = await (askService
        ? this.fetchTab()(word, tab, asWritten, true)
        : asWritten
          ? this.fetchTab()(word, tab, true)
          : this.fetchTab()(word, tab));
      state = this.stateOf(response);
    } catch {
      state = { status: 'error', kind: 'transport' };
    }
    if (this.generations.get(key) === generation) this.set(key, state);
  }

  /** What an answer shows; its budget, when it carries one, is the latest. */
  private stateOf(response: TabLookupResponse): TabState {
    if (response.budget) this.budget.value = response.budget;
    return response.ok ? { status: 'ok', data: response } : errorState(response.error);
  }
}

function errorState(error: { kind: ViewErrorKind; retryAfterMs?: number }): TabState {
  return error.retryAfterMs === undefined
    ? { status: 'error', kind: error.kind }
    : { status: 'error', kind: error.kind, retryAfterMs: error.retryAfterMs };
}

/** The answer of a view's first place, when the caller has it before the first render. */
export interface OpeningAnswer {
  word: string;
  tab: ResultTab;
  answer: TabLookupResponse;
}

/**
 * One store per mounted view; the latest `fetchTab` prop is used without recreating it.
 * `opening` is read at the first render only.
 */
export function useTabResults(fetchTab: FetchTab, opening?: OpeningAnswer): TabResultsStore {
  const latest = useRef(fetchTab);
  latest.current = fetchTab;
  const store = useRef<TabResultsStore | null>(null);
  store.current ??= new TabResultsStore(() => latest.current, opening);
  return store.current;
}
