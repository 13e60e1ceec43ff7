import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LEMMA_LIST_PATH } from '../../lib/lookup/lemma-source';

/**
 * The engine's `lemmaSource` for tests: the list the extension ships, read from disk where
 * the worker fetches it from the package (node has no extension URL to fetch).
 */
export function diskLemmaSource(): Promise<string> {
  return readFile(join(import.meta.dirname, '../../public', LEMMA_LIST_PATH), 'latin1');
}
