// Whether the words around a looked-up word show a writer who types a final ة as ه
// (المدينه، الحكومه), as much of the web does. After the article a final ه is no pronoun
// (no word takes both), so a neighbour with the article whose ه read as ة is a noun the
// list holds shows such a writer; a writer spells alike throughout, so the looked-up word's
// final ه is as likely that ة as "his" (فتره → فترة, not فتر + ه). Edited text shows none.
import { ARTICLE, cliticSplits } from './clitics';
import type { Neighbours } from './context';
import { HEH, letterCount, TEH_MARBUTA } from './letters';
import { strictKey } from './normalise';

/** `word` (of three letters or more) with its final ه read as ة; none if it has no final ه. */
export function withTehMarbuta(word: string): string | undefined {
  if (!word.endsWith(HEH) || letterCount(word) < 3) return undefined;
  return `${word.slice(0, -HEH.length)}${TEH_MARBUTA}`;
}

/**
 * `word` with the article (alone or after what clitics.ts lets precede it: والحكومه،
 * للجنه), its final ه read as ة a noun the list holds (الحكومه).
 */
function typedWithHehForTehMarbuta(word: string, holdsNoun: (word: string) => boolean): boolean {
  return cliticSplits(word).some(({ stem, proclitics, enclitics }) => {
    if (!proclitics.includes(ARTICLE) || enclitics.length > 0) return false;
    const spelling = withTehMarbuta(stem);
    return spelling !== undefined && holdsNoun(spelling);
  });
}

/** True when a neighbour shows a writer who types a final ة as ه. */
export function typesHehForTehMarbuta(
  { before, after }: Neighbours,
  holdsNoun: (word: string) => boolean,
): boolean {
  return [...before, ...after]
    .map(strictKey)
    .some((word) => typedWithHehForTehMarbuta(word, holdsNoun));
}
