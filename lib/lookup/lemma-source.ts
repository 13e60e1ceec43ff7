// The shipped lemma list (public/lemmas/ar.txt), loaded on first need: only when a word as
// written had no entry, or its readings are offered under an answer.

import { type LemmaList, parseLemmaList } from '../arabic/lemma-list';

/** Where the build puts the list (WXT copies public/ to the package's root). */
export const LEMMA_LIST_PATH = '/lemmas/ar.txt';

/** Reads the shipped list's text from the extension's own files. */
export async function packagedLemmaSource(): Promise<string> {
  const runtime = (globalThis as { chrome?: { runtime?: { getURL(path: string): string } } }).chrome
    ?.runtime;
  if (!runtime) throw new Error('no extension runtime to read the lemma list from');
  const response = await fetch(runtime.getURL(LEMMA_LIST_PATH));
  if (!response.ok) throw new Error(`the lemma list could not be read (${response.status})`);
  return response.text();
}

/**
 * The list, loaded once per worker life on first use. A failed load resolves to null
 * (candidates are then ranked by the analyser alone) and is tried again next time; it is
 * reported once, not at every lookup of a worker whose package lacks the file.
 */
export function lazyLemmaList(source: () => Promise<string>): () => Promise<LemmaList | null> {
  let loading: Promise<LemmaList | null> | null = null;
  let reported = false;
  return () => {
    loading ??= source()
      .then(parseLemmaList)
      .catch((error: unknown) => {
        if (!reported) console.warn('Lisan: the lemma list could not be loaded', String(error));
        reported = true;
        loading = null;
        return null;
      });
    return loading;
  };
}
