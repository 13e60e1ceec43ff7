// The subject affixes of the verb: the perfect's suffixes, the imperfect's prefixes and
// suffixes, the imperative's, and the subject each names (كتبت "she", يكتبون "they"). One
// owner for each: verbs.ts undoes them, clitics.ts asks which letters start an imperfect.
import type { VerbSubject } from './analysis';

/** A verb's subject: its person, number and (where it shows) gender. */
export const subjectOf = (
  person: 1 | 2 | 3,
  number: VerbSubject['number'],
  gender?: VerbSubject['gender'],
) => (gender ? { person, number, gender } : { person, number });

/** Subject suffixes of the perfect, longest first, and the subject each names. */
export const PERFECT_SUFFIXES: [string, VerbSubject][] = [
  ['تما', subjectOf(2, 'dual')],
  ['تم', subjectOf(2, 'plural', 'masculine')],
  ['تن', subjectOf(2, 'plural', 'feminine')],
  ['نا', subjectOf(1, 'plural')],
  ['وا', subjectOf(3, 'plural', 'masculine')],
  ['تا', subjectOf(3, 'dual', 'feminine')],
  ['ت', subjectOf(3, 'singular', 'feminine')],
  ['ا', subjectOf(3, 'dual', 'masculine')],
  ['ن', subjectOf(3, 'plural', 'feminine')],
];

/** The imperfect's subject prefixes and the subject each names: their one owner (clitics.ts
 * cuts the future س only before one). */
export const IMPERFECT_PREFIXES: Readonly<Record<string, VerbSubject>> = {
  ي: subjectOf(3, 'singular', 'masculine'),
  ت: subjectOf(3, 'singular', 'feminine'),
  أ: subjectOf(1, 'singular'),
  ن: subjectOf(1, 'plural'),
};

/**
 * Imperfect subject suffixes (ن dropped in the subjunctive and jussive: يكتبوا), and the
 * subject each names after a prefix; undefined where the prefix takes no such suffix (أ and
 * ن, I and we, take none: أثاروا is a perfect of أثار, not أ + ثار + وا).
 */
export const IMPERFECT_SUFFIXES: [string, (prefix: string) => VerbSubject | undefined][] = [
  ['ون', (p) => secondOrThird(p, 'plural', 'masculine')],
  ['وا', (p) => secondOrThird(p, 'plural', 'masculine')],
  ['ين', (p) => (p === 'ت' ? subjectOf(2, 'singular', 'feminine') : undefined)],
  ['ان', (p) => secondOrThird(p, 'dual')],
  ['ن', (p) => secondOrThird(p, 'plural', 'feminine')],
  ['ي', (p) => (p === 'ت' ? subjectOf(2, 'singular', 'feminine') : undefined)],
  ['ا', (p) => secondOrThird(p, 'dual')],
];

function secondOrThird(
  prefix: string,
  number: VerbSubject['number'],
  gender?: VerbSubject['gender'],
): VerbSubject | undefined {
  if (prefix === 'ي') return subjectOf(3, number, gender);
  return prefix === 'ت' ? subjectOf(2, number, gender) : undefined;
}

/** Perfect suffixes (they, the two) a hollow verb never has two letters before. */
export const VOWEL_SUFFIXES = ['تا', 'وا', 'ا'];
/** The imperative's subject suffixes (you: plural, feminine, dual; masculine none). */
export const IMPERATIVE_SUFFIXES = ['وا', 'ي', 'ا', ''];

/** Perfect suffixes that begin with a consonant (I, you, we, they feminine). */
export const CONSONANT_SUFFIXES = ['تما', 'تم', 'تن', 'نا', 'ت', 'ن'];

/** News and reference text rarely address the reader: توصلوا is "they arrived" before "you". */
export const SECOND_PERSON_COST = 0.3;

/** The imperfect's prefix letters (ي، ت، أ، ن), for rules that only ask where one stands. */
export const IMPERFECT_PREFIX_LETTERS: readonly string[] = Object.keys(IMPERFECT_PREFIXES);
