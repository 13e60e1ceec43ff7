import { describe, expect, it } from 'vitest';
import { groupNotes } from '../../../entrypoints/notebook/note-groups';
import type { Note } from '../../../lib/notebook/types';

const note = (word: string, matched: string, lemma: string, time: number): Note => ({
  word,
  matched,
  lemma,
  sentence: `… ${word} …`,
  title: '',
  url: '',
  time,
});

describe('the notebook by word', () => {
  it('makes one group per word, newest first, with each spelling once and every occurrence', () => {
    const rows = [
      note('كتاب', 'كتاب', 'كِتَاب', 4),
      note('قلم', 'قلم', 'قَلَم', 3),
      note('الكتاب', 'كتاب', 'كِتَاب', 2),
      note('كتاب', 'كتاب', 'كِتَاب', 1),
    ];
    const groups = groupNotes(rows);
    expect(groups.map((group) => [group.lemma, group.words, group.occurrences.length])).toEqual([
      ['كِتَاب', ['كتاب', 'الكتاب'], 3],
      ['قَلَم', ['قلم'], 1],
    ]);
    expect(groups[0]?.occurrences.map((row) => row.time)).toEqual([4, 2, 1]);
  });

  it('keeps two lemmas of one spelling apart (ذَهَب the noun, ذَهَبَ the verb)', () => {
    const groups = groupNotes([note('ذهب', 'ذهب', 'ذَهَبَ', 2), note('ذهب', 'ذهب', 'ذَهَب', 1)]);
    expect(groups).toHaveLength(2);
  });
});
