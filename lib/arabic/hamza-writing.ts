// Whether the words around a looked-up word show a writer who writes the hamza on alif.
// A writer spells alike throughout: one who writes أ، إ، آ on the words around a word wrote
// its bare initial ا as the standard does, a wasl alif (اكتب، ابلغ: form I's imperative),
// not an أ left off (edited-spelling.ts reads that only for a writer who may drop it). The
// hamza must be on a content word: many who drop it elsewhere still write the commonest
// particles with it (أن، إلى). A function word that always takes it typed without it
// (الى، ان، او) shows one who drops it, whatever is written beside it.
import type { Neighbours } from './context';
import { isFunctionWord } from './function-words';
import { ALEF } from './letters';
import { strictKey } from './normalise';

const HAMZA_ON_ALEF = /[أإآ]/u;
const HAMZAS_ON_ALEF = ['أ', 'إ', 'آ'];
/** A conjunction or preposition joined to the word before the particle (وإلى، فإن، بأن). */
const JOINED_BEFORE = /^[وفبل]/u;

/** Whether `is` holds for `word`, or for `word` after a joined conjunction or preposition. */
const itselfOrAfterJoined = (word: string, is: (word: string) => boolean): boolean =>
  is(word) || (JOINED_BEFORE.test(word) && is(word.slice(1)));

/** A function word the standard writes with a hamza on its first alif, typed bare (الى). */
const isFunctionWordTypedBare = (word: string): boolean =>
  word.startsWith(ALEF) &&
  HAMZAS_ON_ALEF.some((hamza) => isFunctionWord(`${hamza}${word.slice(ALEF.length)}`));

/**
 * Whether `word` opens on a bare ا that its writer, who writes the hamza on alif (the
 * words around show it), wrote as a wasl: only such a word reads otherwise for that writer.
 */
export function opensOnWaslAlef(word: string, neighbours: Neighbours): boolean {
  return strictKey(word).startsWith(ALEF) && writesHamzas(neighbours);
}

/**
 * True when a neighbour that is no function word writes a hamza on alif and none is a
 * function word typed without its hamza; false when nothing shows how the writer spells.
 */
export function writesHamzas({ before, after }: Neighbours): boolean {
  const words = [...before, ...after].map(strictKey);
  return (
    words.some((word) => HAMZA_ON_ALEF.test(word) && !itselfOrAfterJoined(word, isFunctionWord)) &&
    !words.some((word) => itselfOrAfterJoined(word, isFunctionWordTypedBare))
  );
}
