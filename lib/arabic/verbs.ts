// Lemmas a verb stem (clitics already cut) may come from: the perfect, 3rd person masculine
// singular that dictionaries list (كتب، قال، مشى). Undoes the subject affixes of the
// perfect and imperfect, the imperative's alif, and the changes of weak verbs: hollow
// (قلت، يقول → قال), defective (مشوا، يمشي → مشى، يدعو → دعا), assimilated (يصل → وصل),
// doubled (مددت → مد). Passives differ only in vowels, so the same rules serve them.
import type { Inflection, VerbSubject } from './analysis';
import { asStandardDefective, standardDefective } from './defective-verbs';
import { imperfectLeadsToFormFour } from './form-four-verbs';
import { ALEF, ALEF_MAKSURA, letterCount } from './letters';
import type { LemmaGuess } from './nouns';
import { textbookVerbOf } from './textbook-verbs';
import { usualTwoLetterVerb } from './two-letter-verbs';
import {
  CONSONANT_SUFFIXES,
  IMPERATIVE_SUFFIXES,
  IMPERFECT_PREFIX_LETTERS,
  IMPERFECT_PREFIXES,
  IMPERFECT_SUFFIXES,
  PERFECT_SUFFIXES,
  SECOND_PERSON_COST,
  subjectOf,
} from './verb-subjects';
import { isFormEightInfix, weakLemmas } from './weak-verb-lemmas';

type Tense = Extract<Inflection, { kind: 'verb' }>['tense'];

/**
 * An imperfect's final ا is a dual only after أن or لم (يكتبا); more often it ends the
 * pronoun نا (يمكننا "he lets us"), so that reading costs more than cutting a pronoun (1).
 */
const SHORT_DUAL_COST = 1.1;

/** A hollow passive perfect's (فيل، أفيل) reading cost: before form I's imperfect. */
const HOLLOW_PASSIVE_COST = 1.4;

/**
 * The active of a hollow passive perfect, ي for its ا (قيل → قال، أقيم → أقام): ي between
 * two letters that are not weak, after an optional أ. Checked by hand, not by a RegExp,
 * whose machine code V8 keeps in the worker's heap once it runs often (issue 13).
 */
function hollowActive(stem: string): string | undefined {
  const letters = Array.from(stem);
  const prefix = letters.length === 4 && letters[0] === 'أ' ? 'أ' : '';
  const [first = '', middle, last = '', ...rest] = letters.slice(prefix.length);
  const sound = (letter: string) => letter !== '' && !'اويىء'.includes(letter);
  if (rest.length > 0 || middle !== 'ي' || !sound(first) || !sound(last)) return undefined;
  return `${prefix}${first}${ALEF}${last}`;
}

/** Suffixes a defective verb's last letter merges into, and that reading's cost (after the sound one). */
const DEFECTIVE_MERGING = ['ون', 'وا', 'ين'];
const DEFECTIVE_BEFORE_SUFFIX = 1.3;

/**
 * A form IV verb the imperfect mostly means (أصبح، أعلن، أنتج: form-four-verbs.ts) goes
 * before every other reading of an imperfect stem spelled alike for both (يصبح، يعلن، ينتج).
 */
const FORM_FOUR_FIRST_WEAK = -0.1;

/** Perfect lemmas an imperfect's stem (its subject affixes cut) may be, likeliest first. */
function imperfectLemmas(body: string, suffix: string): { form: string; weak: number }[] {
  return weakLemmas(body, true, suffix).map(({ form, weak }) => ({
    form,
    weak: imperfectLeadsToFormFour(form, body) ? FORM_FOUR_FIRST_WEAK : weak,
  }));
}

/**
 * Whether `verb` keeps only two letters before `suffix`: a hollow verb before a consonant
 * (قلت، قلنا; لم يقل، يقلن) but not a vowel (قالوا، يقولون); a doubled or defective perfect
 * before ت "she" or a vowel (مدت، دعت، مدوا) but not "I", "we" (مددت، رمينا).
 */
function keepsTwoLetters(verb: string, body: string, imperfect: boolean, suffix: string) {
  const hollow = verb === `${body.charAt(0)}${ALEF}${body.charAt(1)}`;
  if (imperfect) return !hollow || suffix === '' || suffix === 'ن';
  return hollow
    ? CONSONANT_SUFFIXES.includes(suffix)
    : !CONSONANT_SUFFIXES.includes(suffix) || suffix === 'ت';
}

/**
 * The everyday verb two-letter-verbs.ts gives for `body` (affixes cut), when `body` has
 * two letters, the verb is one of its `readings` and keeps two letters before `suffix`.
 */
function usualVerbOf(
  readings: readonly { form: string }[],
  body: string,
  imperfect: boolean,
  suffix: string,
): string | undefined {
  if (letterCount(body) !== 2) return undefined;
  // The table spells a hamza-initial imperfect's seat as weakLemmas reads it (يؤدون: أد).
  const key = imperfect && body.startsWith('ؤ') ? `أ${body.slice(1)}` : body;
  // That table says whether the stem is a defective verb's; defective-verbs.ts, which owns
  // the ending, how it is spelled (they agree where both name one).
  const usual = asStandardDefective(usualTwoLetterVerb(key, imperfect), key);
  if (!usual || !readings.some(({ form }) => form === usual)) return undefined;
  return keepsTwoLetters(usual, key, imperfect, suffix) ? usual : undefined;
}

/** A verb reading, and whether a subject suffix was cut to reach it. */
export interface VerbGuess extends LemmaGuess {
  /**
   * The lemma list holds prefix-only forms (يشير، قال) as words of their own, but makes the
   * suffixed ones (قالت، يشيرون) by rule: only an unsuffixed reading can be checked against
   * the verbs the list gives for the stem.
   */
  suffixCut: boolean;
  /** A form of كان or ليس from the closed table (textbook-verbs.ts): asked first. */
  textbook?: true;
  /** The everyday verb of the two-letter stem read (two-letter-verbs.ts): see usualVerbFirst. */
  usualOf?: string;
}

const verb = (tense: Tense, subject?: VerbSubject): Inflection =>
  subject ? { kind: 'verb', tense, subject } : { kind: 'verb', tense };

/** False when `enclitics` hold ي: "my" on a noun, while a verb's "me" is ني (كتبني). */
export function verbMayCarry(enclitics: readonly string[]): boolean {
  return !enclitics.includes('ي');
}

/** The tense a verb stem shows by its first letter alone (its subject affixes unread). */
export function tenseOf(stem: string, future: boolean): Tense {
  return future ? 'future' : IMPERFECT_PREFIX_LETTERS.includes(stem.charAt(0)) ? 'present' : 'past';
}

/** Lemmas one verb stem may come from; `future` when س was cut before it. */
export function verbLemmas(stem: string, future: boolean): VerbGuess[] {
  const guesses = ruledLemmas(stem, future);
  const textbook = textbookVerbOf(stem);
  if (!textbook) return guesses;
  // The table's lemma goes first, named as the rules read it where they do (يكونون).
  const ruled = guesses.find((guess) => guess.form === textbook);
  const inflections = ruled?.inflections ?? [verb(tenseOf(stem, future))];
  const first: VerbGuess = {
    form: textbook,
    inflections,
    cost: 0,
    suffixCut: true,
    textbook: true,
  };
  return [first, ...guesses.filter((guess) => guess !== ruled)];
}

function ruledLemmas(stem: string, future: boolean): VerbGuess[] {
  const out: VerbGuess[] = [];
  const add = (
    form: string,
    inflection: Inflection,
    cost: number,
    suffixCut = true,
    usualOf?: string,
  ) => {
    if (letterCount(form) < 2) return;
    const addressed = inflection.kind === 'verb' && inflection.subject?.person === 2;
    const total = cost + (addressed ? SECOND_PERSON_COST : 0);
    const guess: VerbGuess = { form, inflections: [inflection], cost: total, suffixCut };
    out.push(usualOf ? { ...guess, usualOf } : guess);
  };

  const prefixSubject = IMPERFECT_PREFIXES[stem.charAt(0)];
  if (prefixSubject && letterCount(stem) >= 3) {
    const prefix = stem.charAt(0);
    const bodies: [string, VerbSubject, string][] = [[stem.slice(1), prefixSubject, '']];
    for (const [suffix, subjectAfter] of IMPERFECT_SUFFIXES) {
      const subject = subjectAfter(prefix);
      if (subject && stem.endsWith(suffix) && letterCount(stem) - letterCount(suffix) >= 3) {
        bodies.push([stem.slice(1, -suffix.length), subject, suffix]);
      }
    }
    for (const [body, subject, suffix] of bodies) {
      const inflection = verb(future ? 'future' : 'present', subject);
      // After the future س the stem is surely an imperfect (cutting س was paid for): its
      // prefix costs nothing more, or سيحكم would read سيح + كم before حكم.
      const prefixCost = future ? 0 : 1;
      const readings = imperfectLemmas(body, suffix);
      const usualOf = usualVerbOf(readings, body, true, suffix);
      for (const { form, weak } of readings) {
        const dual = suffix === 'ا' ? SHORT_DUAL_COST : 0;
        add(form, inflection, prefixCost + weak + dual, suffix !== '', usualOf);
      }
      // A defective verb's last letter merges into the suffix's و / ي (يعانون → عانى).
      if (DEFECTIVE_MERGING.includes(suffix)) {
        const lemma = standardDefective(body) ?? body + ALEF_MAKSURA; // يبقون → بقي
        add(lemma, inflection, DEFECTIVE_BEFORE_SUFFIX, true, usualOf);
        // Form VIII too: يرتدون، يشترون → ارتدى، اشترى.
        const [first = '', second = ''] = body;
        if (letterCount(body) === 3 && isFormEightInfix(first, second)) {
          add(`${ALEF}${body}${ALEF_MAKSURA}`, inflection, DEFECTIVE_BEFORE_SUFFIX);
        }
      }
    }
  }
  if (future) return out;

  for (const [suffix, subject] of PERFECT_SUFFIXES) {
    if (!stem.endsWith(suffix) || letterCount(stem) - letterCount(suffix) < 2) continue;
    const body = stem.slice(0, -suffix.length);
    // A two-letter stem is a weak verb's only before the suffixes that shorten it (قلنا is
    // قال's, قالوا keeps its ا: ضعوا is no ضاع).
    const readings = weakLemmas(body, false, suffix).filter(
      ({ form }) => letterCount(body) !== 2 || keepsTwoLetters(form, body, false, suffix),
    );
    const usualOf = usualVerbOf(readings, body, false, suffix);
    for (const { form, weak } of readings) {
      add(form, verb('past', subject), 1 + weak, true, usualOf);
    }
  }

  // A hollow verb's passive perfect writes ي for its ا (قيل، أقيم، أقيمت → قال، أقام).
  for (const [suffix, subject] of [
    ['', subjectOf(3, 'singular', 'masculine')] as const,
    ...PERFECT_SUFFIXES,
  ]) {
    if (!stem.endsWith(suffix)) continue;
    const active = hollowActive(stem.slice(0, stem.length - suffix.length));
    if (!active) continue;
    const passive: Inflection = { kind: 'verb', tense: 'past', voice: 'passive', subject };
    add(active, passive, HOLLOW_PASSIVE_COST);
  }

  // Imperative: ا + stem (اكتب، اكتبوا → كتب). Not after ال: that is the article.
  if (stem.startsWith(ALEF) && !stem.startsWith('ال') && letterCount(stem) >= 4) {
    for (const suffix of IMPERATIVE_SUFFIXES) {
      if (!stem.endsWith(suffix)) continue;
      const body = stem.slice(1, suffix === '' ? undefined : -suffix.length);
      if (letterCount(body) >= 3) add(body, verb('imperative'), 2);
    }
  }
  // Imperative of a verb whose stem keeps two letters: assimilated (قف، صلوا → وقف، وصل),
  // hollow (قل، كن → قال، كان; not before a vowel: قولوا), doubled (مد); read as its
  // imperfect body is (two-letter-verbs.ts).
  for (const suffix of IMPERATIVE_SUFFIXES) {
    const body = suffix === '' ? stem : stem.slice(0, -suffix.length);
    if (!stem.endsWith(suffix) || letterCount(body) !== 2 || stem.startsWith(ALEF)) continue;
    const readings = weakLemmas(body, true).filter(({ form }) =>
      keepsTwoLetters(form, body, true, suffix),
    );
    const usualOf = usualVerbOf(readings, body, true, suffix);
    for (const { form, weak } of readings) {
      add(form, verb('imperative'), 2 + weak, suffix !== '', usualOf);
    }
  }
  return out;
}
