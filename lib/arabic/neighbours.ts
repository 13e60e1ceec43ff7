// The words around a looked-up word as the sentence rules read them (context.ts), from the
// text the page lent around it: the nearest words (segment.ts), and what the paragraph
// shows of how its writer spells. One owner for the background and the accuracy harness.
import type { Neighbours } from './context';
import { neighbourWords } from './segment';
import { writerHabitsIn } from './writer-habits';

/** What the rules read around `word`, from the text just `before` and `after` it. */
export function neighboursIn(
  before: string,
  word: string,
  after: string,
): Neighbours & { before: string[]; after: string[] } {
  const nearest = neighbourWords(before, after);
  const paragraph = writerHabitsIn(`${before} ${word} ${after}`);
  return Object.keys(paragraph).length > 0 ? { ...nearest, paragraph } : nearest;
}
