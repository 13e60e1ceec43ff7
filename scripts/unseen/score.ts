// npm run unseen -- list / score: one run's opened entries judged on their own, for the
// share of unseen words a lookup gets right (not only what a change moved). The judge marks
// each word right, wrong or skip (not a word of written Arabic: dialect, a foreign word, a
// name or no word); a word that opens nothing is wrong unless skipped.
import { withReading } from './compare';
import { parseJudgements } from './judgements';
import type { OpenedEntry } from './open';

export type Mark = 'right' | 'wrong' | 'skip';

/** One line a word: "12. يقود: قاد (verb: present 3m singular)". */
export const listed = (entries: readonly OpenedEntry[]): string =>
  `${entries.map((entry, index) => `${index + 1}. ${entry.word}: ${withReading(entry)}`).join('\n')}\n`;

/** "12 right", "13 skip  # a note": one mark a line. */
export const parseMarks = (text: string): Map<number, Mark> =>
  parseJudgements(text, ['right', 'wrong', 'skip'] as const, 'marks');

export interface Score {
  words: number;
  right: number;
  /** Opened another entry. */
  wrong: number;
  /** Opened nothing. */
  nothing: number;
}

/** Right, wrong and nothing among the words not skipped: all, and by the opened kind. */
export function scores(entries: readonly OpenedEntry[], marks: ReadonlyMap<number, Mark>) {
  const rows = new Map<string, Score>();
  for (const [index, entry] of entries.entries()) {
    const mark = marks.get(index + 1);
    if (!mark) throw new Error(`no mark for ${index + 1}. ${entry.word}`);
    if (mark === 'skip') continue;
    const kind = entry.form === null ? 'nothing' : (entry.kind ?? 'noun');
    for (const name of ['all', `opens: ${kind}`]) {
      const row = rows.get(name) ?? { words: 0, right: 0, wrong: 0, nothing: 0 };
      row.words++;
      if (mark === 'right') row.right++;
      else if (entry.form === null) row.nothing++;
      else row.wrong++;
      rows.set(name, row);
    }
  }
  return rows;
}
