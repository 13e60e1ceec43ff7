import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type LemmaList, type LemmaTexts, parseLemmaList } from '../../lib/arabic';
import { LEMMA_LIST_PATH, VERB_INDEX_PATH } from '../../lib/lookup/lemma-source';

/** A shipped file's text, as the worker's response.text() reads it (both files are ASCII). */
export const shippedText = (path: string) =>
  readFile(join(import.meta.dirname, '../../public', path), 'utf8');

/**
 * The engine's `lemmaSource` for tests: the list and verb stem index the extension ships,
 * read from disk where the worker fetches them from the package (node has no extension URL
 * to fetch).
 */
export async function diskLemmaSource(): Promise<LemmaTexts> {
  const [list, verbs] = await Promise.all([
    shippedText(LEMMA_LIST_PATH),
    shippedText(VERB_INDEX_PATH),
  ]);
  return { list, verbs };
}

/** The shipped list and verb index, parsed as the worker parses them. */
export async function diskLemmaList(): Promise<LemmaList> {
  const { list, verbs } = await diskLemmaSource();
  return parseLemmaList(list, verbs);
}
