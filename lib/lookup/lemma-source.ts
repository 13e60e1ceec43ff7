// The shipped lemma list and verb stem index (public/lemmas/), loaded on first need: only
// when a word as written had no entry, or its readings are offered under an answer.

import { type LemmaList, type LemmaTexts, parseLemmaList } from '../arabic';

/** Where the build puts the list and the verb stem index (WXT copies public/ to the root). */
export const LEMMA_LIST_PATH = '/lemmas/ar.txt';
export const VERB_INDEX_PATH = '/lemmas/verbs.txt';

/**
 * Reads the shipped list and verb index from the extension's own files. Both are ASCII:
 * read as text, each stays a one-byte string that V8 keeps outside the worker's JS heap.
 */
export async function packagedLemmaSource(): Promise<LemmaTexts> {
  const runtime = (globalThis as { chrome?: { runtime?: { getURL(path: string): string } } }).chrome
    ?.runtime;
  if (!runtime) throw new Error('no extension runtime to read the lemma list from');
  const read = async (path: string) => {
    const response = await fetch(runtime.getURL(path));
    if (!response.ok) throw new Error(`${path} could not be read (${response.status})`);
    return response.text();
  };
  const [list, verbs] = await Promise.all([read(LEMMA_LIST_PATH), read(VERB_INDEX_PATH)]);
  return { list, verbs };
}

/**
 * The list, loaded once per worker life on first use. A failed load resolves to null
 * (candidates are then ranked by the analyser alone) and is tried again next time; it is
 * reported once, not at every lookup of a worker whose package lacks the file.
 */
export function lazyLemmaList(source: () => Promise<LemmaTexts>): () => Promise<LemmaList | null> {
  let loading: Promise<LemmaList | null> | null = null;
  let reported = false;
  return () => {
    loading ??= source()
      .then(({ list, verbs }) => parseLemmaList(list, verbs))
      .catch((error: unknown) => {
        if (!reported) console.warn('Lisan: the lemma list could not be loaded', String(error));
        reported = true;
        loading = null;
        return null;
      });
    return loading;
  };
}
