import { cutSentence } from '../../lib/notebook/sentence';

/** The page a content script last showed a word from: the sentence and page of its note. */
export interface PageContext {
  word: string;
  sentence: string;
  title: string;
  url: string;
}

/**
 * Per tab, the last page context (`word-context` carries it only while history is kept).
 * Kept in memory only: the card records within a second of the content script's context,
 * and a worker restart in between costs only that one sentence.
 */
export class NotebookPages {
  private readonly held = new Map<number, PageContext>();

  /** The page text around `word` as the content script sent it; its sentence is cut here. */
  keep(tabId: number, word: string, text: string, page: { title: string; url: string }): void {
    const sentence = cutSentence(text, text.indexOf(word), word.length);
    this.held.set(tabId, { word, sentence, ...page });
  }

  /** The context `tabId` last sent, when it is that of `word`. */
  of(tabId: number, word: string): PageContext | undefined {
    const page = this.held.get(tabId);
    return page?.word === word ? page : undefined;
  }

  clear(): void {
    this.held.clear();
  }
}
