// Whether the words around a looked-up word show a writer who types a final ة as ه
// (المدينه، الحكومه), as much of the web does. After the article a final ه is no pronoun
// (no word takes both), so a neighbour with the article whose ه read as ة is a noun the
// list holds shows such a writer; a writer spells alike throughout, so the looked-up word's
// final ه is as likely that ة as "his" (فتره → فترة, not فتر + ه). Edited text shows none.
// The nearest words seldom hold such a neighbour (a comma ends them), so the paragraph the
// page lent is read too, once, without the list: its answer is kept, not its words.
import { ARTICLE, cliticSplits } from './clitics';
import type { Neighbours } from './context';
import { HEH, letterCount, TEH_MARBUTA } from './letters';
import { strictKey } from './normalise';

/** `word` (of three letters or more) with its final ه read as ة; none if it has no final ه. */
export function withTehMarbuta(word: string): string | undefined {
  if (!word.endsWith(HEH) || letterCount(word) < 3) return undefined;
  return `${word.slice(0, -HEH.length)}${TEH_MARBUTA}`;
}

/** The stem `word` has after the article (and what clitics.ts lets precede it), if any. */
function stemsAfterArticle(word: string): string[] {
  return cliticSplits(word)
    .filter(({ proclitics, enclitics }) => proclitics.includes(ARTICLE) && enclitics.length === 0)
    .map(({ stem }) => stem);
}

/**
 * `word` with the article (alone or after what clitics.ts lets precede it: والحكومه،
 * للجنه), its final ه read as ة a noun the list holds (الحكومه).
 */
function typedWithHehForTehMarbuta(word: string, holdsNoun: (word: string) => boolean): boolean {
  return stemsAfterArticle(word).some((stem) => {
    const spelling = withTehMarbuta(stem);
    return spelling !== undefined && holdsNoun(spelling);
  });
}

/** True when the paragraph or a neighbour shows a writer who types a final ة as ه. */
export function typesHehForTehMarbuta(
  { before, after, paragraph }: Neighbours,
  holdsNoun: (word: string) => boolean,
): boolean {
  return (
    paragraph?.typesHehForTehMarbuta === true ||
    [...before, ...after].map(strictKey).some((word) => typedWithHehForTehMarbuta(word, holdsNoun))
  );
}

/**
 * Whether a paragraph's words (strict keys) show a writer who types a final ة as ه, read
 * without the list: none ends in ة, and one with the article ends in ه after three letters
 * or more (المدينه; not الله, a root's ه after two). Edited text writes its ة, and a
 * paragraph nearly always has one; on the dev sentences as written, 2 of 500 show such a
 * writer (للترفيه and no ة, a root's ه), typed as the web types them, 312.
 */
export function paragraphTypesHehForTehMarbuta(words: readonly string[]): boolean {
  if (words.some((word) => word.endsWith(TEH_MARBUTA))) return false;
  return words.some((word) =>
    stemsAfterArticle(word).some((stem) => withTehMarbuta(stem) !== undefined),
  );
}
