import { cliticSplits, strictKey } from '../../lib/arabic';
import { ENTRIES, LEXICONS } from '../../sample-service/data/index';

/** The word timed warm (and looked up in the popup): its first lookup is not timed. */
export const WARM_WORD = 'كتاب';
/** A verb, so every tab, Forms included, has something to show. */
export const ALL_TABS_WORD = 'كتب';

/** New nouns for the calls on a service without search: the first learns it, the second counts. */
export const NO_SEARCH_WORDS = ['خاص', 'ملعب'] as const;

/** A word only the Riyadh lexicon has: its search answers in the rich shape. */
export const RICH_WORD = 'كاتب';
/** A word only the basic lexicon has: its search answers in the plain shape. */
export const PLAIN_WORD = 'سعيد';
/** A noun whose plurals its search answer carries. */
export const NOUN_FORMS_WORD = 'قلم';
/** Words the call counts need new: the timed runs leave them alone. */
const CALL_WORDS: readonly string[] = [RICH_WORD, PLAIN_WORD, NOUN_FORMS_WORD];

/**
 * Every other lemma of the public sample lexicons, each double-clicked once, so each is a
 * first lookup. Only lemmas that are their own strict key: those are sent as written and
 * found at once, with no clitic candidates, so each costs exactly one call.
 */
export function coldWords(): string[] {
  const publicIds = new Set(LEXICONS.filter((l) => l.isPublic).map((l) => l._id));
  const lemmas = ENTRIES.filter((entry) => publicIds.has(entry.lexiconId)).map(
    (entry) => entry.nonDiacriticsLemma,
  );
  return [...new Set(lemmas)].filter(
    (word) =>
      word !== WARM_WORD &&
      word !== ALL_TABS_WORD &&
      !(NO_SEARCH_WORDS as readonly string[]).includes(word) &&
      !CALL_WORDS.includes(word) &&
      strictKey(word) === word,
  );
}

// None of these letters is a clitic (و ف ب ك ل س ال, pronoun suffixes, ة ت ا ي ن), so a
// word made of them has no clitic-stripped candidates: one call, one answer.
const FILLER_LETTERS = [...'جحخدذرزشصضطظعغقم'];

/**
 * Distinct four-letter strings that are no sample lemma: each lookup gets an empty answer
 * (cached) and a remembered "no such word" (cached): two cache entries for one call.
 */
export function fillerWords(count: number): string[] {
  const lemmas = new Set(ENTRIES.map((entry) => entry.nonDiacriticsLemma));
  const base = FILLER_LETTERS.length;
  const words: string[] = [];
  for (let n = 0; words.length < count && n < base ** 4; n++) {
    const digits = [n % base, Math.floor(n / base) % base, Math.floor(n / base ** 2) % base];
    const word = [...digits, Math.floor(n / base ** 3)].map((d) => FILLER_LETTERS[d]).join('');
    if (!lemmas.has(word) && cliticSplits(word).length === 1) words.push(word);
  }
  return words;
}
