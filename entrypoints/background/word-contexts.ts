import type { WordContext } from '../../lib/lookup/types';

/** How long the words around a word wait for the lookup they came for. */
const CONTEXT_LIFETIME_MS = 60_000;

/**
 * The words around the word a tab's reader just picked, held in memory until that word's
 * next lookup takes them (lib/arabic/context.ts reads them), then dropped: one per tab,
 * replaced by the tab's next word, gone after a minute or when the worker stops. Never
 * stored, never in the history (which keeps its own sentence only while history is on).
 */
export class WordContexts {
  private readonly held = new Map<number, { word: string; context: WordContext; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  set(tabId: number, word: string, context: WordContext): void {
    this.held.set(tabId, { word, context, at: this.now() });
  }

  /** The words around `word` in `tabId`, once; undefined for another word or too late. */
  take(tabId: number, word: string): WordContext | undefined {
    const held = this.held.get(tabId);
    if (!held || held.word !== word) return undefined;
    this.held.delete(tabId);
    return this.now() - held.at <= CONTEXT_LIFETIME_MS ? held.context : undefined;
  }

  clear(): void {
    this.held.clear();
  }
}
