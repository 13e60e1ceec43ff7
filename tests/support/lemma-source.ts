import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { joinLemmaTexts } from '../../lib/arabic';
import { LEMMA_LIST_PATH, VERB_INDEX_PATH } from '../../lib/lookup/lemma-source';

const shipped = (path: string) =>
  readFile(join(import.meta.dirname, '../../public', path), 'latin1');

/**
 * The engine's `lemmaSource` for tests: the list and verb stem index the extension ships,
 * read from disk where the worker fetches them from the package (node has no extension URL
 * to fetch), joined as packagedLemmaSource joins them.
 */
export async function diskLemmaSource(): Promise<string> {
  const [list, verbs] = await Promise.all([shipped(LEMMA_LIST_PATH), shipped(VERB_INDEX_PATH)]);
  return joinLemmaTexts(list, verbs);
}
