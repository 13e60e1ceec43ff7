import type { Note } from '../../lib/notebook/types';

/** One word of the notebook: every time the reader met it, newest first. */
export interface NoteGroup<T extends Note> {
  /** Unique within the list: the group's lemma and matched form. */
  key: string;
  lemma: string;
  /** The spellings the word was met in, newest first, each once. */
  words: string[];
  occurrences: T[];
}

/**
 * The notebook's rows by word: a word met five times is one row with its five sentences,
 * not five rows. Rows come newest first and groups keep that order (by their latest).
 */
export function groupNotes<T extends Note>(rows: readonly T[]): NoteGroup<T>[] {
  const groups = new Map<string, NoteGroup<T>>();
  for (const row of rows) {
    const key = `${row.lemma.normalize('NFC')}\u0000${row.matched}`;
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { key, lemma: row.lemma, words: [row.word], occurrences: [row] });
      continue;
    }
    group.occurrences.push(row);
    if (!group.words.includes(row.word)) group.words.push(row.word);
  }
  return [...groups.values()];
}
