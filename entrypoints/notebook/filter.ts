import { looseKey } from '../../lib/arabic/normalise';
import type { Note } from '../../lib/notebook/types';

/**
 * The rows whose lemma, word, sentence or source contain the filter, compared by their
 * loose keys: diacritics, tatweel and hamza forms do not hide a word (كتاب finds كِتَاب).
 */
export function filterNotes<T extends Note>(rows: readonly T[], filter: string): T[] {
  const wanted = looseKey(filter.trim()).toLowerCase();
  if (wanted === '') return [...rows];
  return rows.filter((row) =>
    [row.lemma, row.word, row.sentence, row.title, row.url].some((text) =>
      looseKey(text).toLowerCase().includes(wanted),
    ),
  );
}
