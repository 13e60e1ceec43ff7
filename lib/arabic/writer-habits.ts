// How the writer of the paragraph around a looked-up word spells, read once from the text a
// page lends (the background, lib/arabic/neighbours.ts), without the lemma list: it may not
// be loaded yet, and the text is not kept for the lookup, only these yes-or-nos. Each habit
// has its own file; the rules that read it are lib/lookup/lemma-knowledge.ts's. (A writer
// who types ى as ي, read from الي، حتي، متي, was measured and dropped: docs/decisions.md.)
import type { WriterHabits } from './context';
import { strictKey } from './normalise';
import { paragraphTypesHehForTehMarbuta } from './teh-marbuta-writing';

const HABITS: readonly [keyof WriterHabits, (words: readonly string[]) => boolean][] = [
  ['typesHehForTehMarbuta', paragraphTypesHehForTehMarbuta],
];

/**
 * What is not an Arabic letter, at a token's ends (punctuation, digits, Latin): plain
 * ranges, not segment.ts's \p{…} word pattern, whose run over a whole paragraph at every
 * double-click cost the worker 0.05 MB of heap (npm run bench).
 */
const NOT_A_LETTER_AT_AN_END = /^[^\u0621-\u064A]+|[^\u0621-\u064A]+$/gu;

/** The habits `text` shows. */
export function writerHabitsIn(text: string): WriterHabits {
  // strictKey gathers every run of white space into one space: one pass, then split.
  const words = strictKey(text)
    .split(' ')
    .map((token) => token.replace(NOT_A_LETTER_AT_AN_END, ''))
    .filter((word) => word.length > 0);
  const habits: WriterHabits = {};
  for (const [habit, shows] of HABITS) if (shows(words)) habits[habit] = true;
  return habits;
}

/** `value`'s habits, if it is a WriterHabits (true values only): a boundary's check. */
export function usableHabits(value: unknown): WriterHabits | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const habits: WriterHabits = {};
  for (const [habit] of HABITS) if ((value as WriterHabits)[habit] === true) habits[habit] = true;
  return Object.keys(habits).length > 0 ? habits : undefined;
}
