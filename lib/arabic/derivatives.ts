// Regular derivatives of a verb lemma, by its shape: the active participle, and form IV's
// verbal noun. Whether a lexicon lists them says whether the verb is in use: يمكن fits
// مكن and أمكن alike, but only أمكن has its ممكن and إمكان in the lemma list.
import { ALEF, HAMZA_LETTERS, letterCount, TEH_MARBUTA, WEAK_LETTERS } from './letters';
import type { LemmaGuess } from './nouns';

/** How far a verb in use moves ahead of the cheapest unused reading it passes. */
const IN_USE_LEAD = 0.05;

/** A root letter that changes shape in the verb's derivatives: a weak letter or a hamza. */
const WEAK: ReadonlySet<string> = new Set([...WEAK_LETTERS, ...HAMZA_LETTERS]);

/** Derivatives every verb of `lemma`'s shape has; empty for shapes not covered. */
export function regularDerivatives(lemma: string): string[] {
  const [a = '', b = '', c = '', d = ''] = [...lemma];
  const sound = (...letters: string[]) => letters.every((letter) => !WEAK.has(letter));
  if (letterCount(lemma) === 3) {
    if (sound(a, b, c)) return [`${a}${ALEF}${b}${c}`]; // كتب → كاتب
    if (b === ALEF && sound(a, c)) return [`${a}${ALEF}ئ${c}`]; // قام → قائم
    return [];
  }
  if (letterCount(lemma) === 4 && a === 'أ') {
    if (sound(b, c, d)) return [`م${b}${c}${d}`, `إ${b}${c}${ALEF}${d}`]; // أمكن → ممكن، إمكان
    if (c === ALEF && sound(b, d)) return [`م${b}ي${d}`, `إ${b}${ALEF}${d}${TEH_MARBUTA}`]; // أشار → مشير، إشارة
  }
  return [];
}

/**
 * `guesses` (verb readings of one stem) with a verb whose derivatives the list all knows
 * moved ahead of a cheaper one whose derivatives it knows none of. Not past the list's own
 * word: when it gives the stem's verbs (`listed`), only one of those moves.
 */
export function verbsInUseFirst<T extends LemmaGuess>(
  guesses: readonly T[],
  knowsNoun: (form: string) => boolean,
  listed: ReadonlySet<string>,
): T[] {
  const use = (form: string): 'used' | 'unused' | 'unclear' => {
    const derivatives = regularDerivatives(form);
    const known = derivatives.filter(knowsNoun).length;
    if (derivatives.length === 0 || (known > 0 && known < derivatives.length)) return 'unclear';
    return known === 0 ? 'unused' : 'used';
  };
  const unused = guesses.filter((guess) => use(guess.form) === 'unused');
  if (unused.length === 0) return [...guesses];
  const cheapestUnused = Math.min(...unused.map((guess) => guess.cost));
  return guesses.map((guess) => {
    const mayMove = listed.size === 0 || listed.has(guess.form);
    return mayMove && guess.cost > cheapestUnused && use(guess.form) === 'used'
      ? { ...guess, cost: cheapestUnused - IN_USE_LEAD }
      : guess;
  });
}
