// Lemmas a verb stem (clitics already cut) may come from: the perfect, 3rd person masculine
// singular that dictionaries list (كتب، قال، مشى). Undoes the subject affixes of the
// perfect and imperfect, the imperative's alif, and the changes of weak verbs: hollow
// (قلت، يقول → قال), defective (مشوا، يمشي → مشى، يدعو → دعا), assimilated (يصل → وصل),
// doubled (مددت → مد). Passives differ only in vowels, so the same rules serve them.
import type { Inflection, VerbSubject } from './analysis';
import { asStandardDefective, standardDefective, standardEndingFirst } from './defective-verbs';
import { imperfectLeadsToFormFour } from './form-four-verbs';
import { ALEF, ALEF_MAKSURA, letterCount } from './letters';
import type { LemmaGuess } from './nouns';
import { textbookVerbOf } from './textbook-verbs';
import { usualTwoLetterVerb } from './two-letter-verbs';

type Tense = Extract<Inflection, { kind: 'verb' }>['tense'];

const s = (person: 1 | 2 | 3, number: VerbSubject['number'], gender?: VerbSubject['gender']) =>
  gender ? { person, number, gender } : { person, number };

/** Subject suffixes of the perfect, longest first, and the subject each names. */
const PERFECT_SUFFIXES: [string, VerbSubject][] = [
  ['تما', s(2, 'dual')],
  ['تم', s(2, 'plural', 'masculine')],
  ['تن', s(2, 'plural', 'feminine')],
  ['نا', s(1, 'plural')],
  ['وا', s(3, 'plural', 'masculine')],
  ['تا', s(3, 'dual', 'feminine')],
  ['ت', s(3, 'singular', 'feminine')],
  ['ا', s(3, 'dual', 'masculine')],
  ['ن', s(3, 'plural', 'feminine')],
];

const IMPERFECT_PREFIXES: Record<string, VerbSubject> = {
  ي: s(3, 'singular', 'masculine'),
  ت: s(3, 'singular', 'feminine'),
  أ: s(1, 'singular'),
  ن: s(1, 'plural'),
};

/**
 * Imperfect subject suffixes (ن dropped in the subjunctive and jussive: يكتبوا), and the
 * subject each names after a prefix; undefined where the prefix takes no such suffix (أ and
 * ن, I and we, take none: أثاروا is a perfect of أثار, not أ + ثار + وا).
 */
const IMPERFECT_SUFFIXES: [string, (prefix: string) => VerbSubject | undefined][] = [
  ['ون', (p) => secondOrThird(p, 'plural', 'masculine')],
  ['وا', (p) => secondOrThird(p, 'plural', 'masculine')],
  ['ين', (p) => (p === 'ت' ? s(2, 'singular', 'feminine') : undefined)],
  ['ان', (p) => secondOrThird(p, 'dual')],
  ['ن', (p) => secondOrThird(p, 'plural', 'feminine')],
  ['ي', (p) => (p === 'ت' ? s(2, 'singular', 'feminine') : undefined)],
  ['ا', (p) => secondOrThird(p, 'dual')],
];

function secondOrThird(
  prefix: string,
  number: VerbSubject['number'],
  gender?: VerbSubject['gender'],
): VerbSubject | undefined {
  if (prefix === 'ي') return s(3, number, gender);
  return prefix === 'ت' ? s(2, number, gender) : undefined;
}

/** News and reference text rarely address the reader: توصلوا is "they arrived" before "you". */
const SECOND_PERSON_COST = 0.3;

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

/** Perfect suffixes (they, the two) a hollow verb never has two letters before. */
const VOWEL_SUFFIXES = ['تا', 'وا', 'ا'];
/** The imperative's subject suffixes (you: plural, feminine, dual; masculine none). */
const IMPERATIVE_SUFFIXES = ['وا', 'ي', 'ا', ''];

/**
 * The cost of a hollow reading of a two-letter perfect stem. Before ت it can only be "I" or
 * "you" (قلت: "she" keeps the ا, قالت), so it goes after the doubled verb's "she" (ضمت →
 * ضم) by what a first or second person costs.
 */
function hollowCost(perfectSuffix: string): number {
  return perfectSuffix === 'ت' ? 1 + SECOND_PERSON_COST : 0.5;
}

/** Perfect suffixes that begin with a consonant (I, you, we, they feminine). */
const CONSONANT_SUFFIXES = ['تما', 'تم', 'تن', 'نا', 'ت', 'ن'];

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

/** Form VIII's ت after the first root letter, written ط after an emphatic (اضطر، اصطف). */
function isFormEightInfix(first: string, second: string): boolean {
  return second === 'ت' || (second === 'ط' && 'صضطظ'.includes(first));
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

/**
 * Perfect lemmas a stem left by the subject affixes (`suffix` the one cut after it) may be,
 * likeliest first; `weak` grows with how far the reading is from the stem as written.
 */
function weakLemmas(
  base: string,
  imperfect: boolean,
  suffix = '',
): { form: string; weak: number }[] {
  const out: { form: string; weak: number }[] = [];
  const add = (form: string, weak: number) => out.push({ form, weak });
  const letters = [...base];
  const [first = '', second = '', third = ''] = letters;
  // A hamza-initial root's seat changes in the imperfect (يؤثر → أثر); the rest of the
  // stem reads as any other (يؤدي → أدى).
  if (imperfect && first === 'ؤ') return weakLemmas(`أ${base.slice(1)}`, true, suffix);
  if (letters.length === 2) {
    if (imperfect) {
      // The imperfect drops an assimilated verb's و (يصل) and a hollow verb's middle
      // letter only in the jussive (لم يكن): assimilated, then doubled (يمد), then hollow.
      add(`و${base}`, 0);
      // A verb both assimilated and defective keeps only ي (يفي، يقي → وفى، وقى; يلي → ولي).
      if (second === 'ي') add(`و${first}${ALEF_MAKSURA}`, 0);
      add(base, 0.5);
      add(first + ALEF + second, 1);
      add(`أ${base}`, 1.5); // a doubled verb of form IV: يحب → أحب
    } else {
      // Defective (مشت، دعت، مشوا), hollow (قلت، قلنا), doubled (مدت، مدوا). Before وا, ا
      // and تا a hollow verb keeps its ا (قالوا، قالتا) and a doubled one merges (مدوا);
      // before ت only the hollow reading is not "she" (see hollowCost).
      const doubledFirst = VOWEL_SUFFIXES.includes(suffix);
      add(base + ALEF_MAKSURA, 0.5);
      add(base + ALEF, 0.5);
      add(first + ALEF + second, doubledFirst ? 1 : hollowCost(suffix));
      add(base, doubledFirst ? 0.5 : 1);
    }
    if (imperfect) {
      add(base + ALEF_MAKSURA, 1); // يمشوا → مشى
      add(base + ALEF, 1); // يدعوا → دعا
      add(`${base}ي`, 1); // the jussive of a فعِي verb: لم يبق → بقي
    }
    // A فعِل verb's perfect keeps two letters only before وا (بقوا; بقيت، بقيا).
    return standardEndingFirst(out, base, imperfect || suffix === 'وا');
  }
  if (letters.length === 3) {
    const hollow = imperfect && (second === 'و' || second === 'ي');
    if (hollow) {
      // يقول، يبيع → قال، باع: far commoner than a sound verb with و or ي in the middle.
      add(first + ALEF + third, 0);
    }
    // A hollow verb of form IV writes ي in every imperfect (يفيد، يعيد → أفاد، أعاد).
    if (imperfect && second === 'ي') add(`أ${first}${ALEF}${third}`, 0.5);
    // Form VIII of a doubled root keeps three letters (يحتل، يهتم، يضطر → احتل، اهتم،
    // اضطر); form I has few verbs with ت second (يكتب), whose imperative the list knows as no verb.
    if (imperfect && isFormEightInfix(first, second)) add(ALEF + base, 0);
    // A final ي or و is a defective verb's (يمشي، رمينا → مشى، رمى; يدعو → دعا).
    if (third === 'ي') add(first + second + ALEF_MAKSURA, 0);
    if (third === 'و') add(first + second + ALEF, 0);
    add(base, hollow ? 1 : out.length > 0 ? 0.5 : 0);
    // يفعى is mostly its own ى (يسعى، يسمى، يلقى → سعى، سمّى، لقي's لقى), else a passive of a
    // و verb (يدعى → دعا).
    if (third === 'ى') add(first + second + ALEF, 0.5);
    if (second === third && !imperfect) add(first + second, 1); // مددنا → مد
    // Form IV: يرسل → أرسل; a defective one's ي is its ى (يعطي → أعطى).
    if (imperfect) add(third === 'ي' ? `أ${first}${second}${ALEF_MAKSURA}` : `أ${base}`, 1);
    // The ending is hidden in a perfect's ي (رميت، بقيت; the passive دعيت), an imperfect's
    // ى (يرعى، يبقى; the passive يدعى), and a و or ي before ا or ن, which may be the
    // plural's (لقوا، يلقون، يبقين: لقي، بقي); not in يرمي، يدعو or دعوت.
    const beforeVowel = (suffix === 'ا' || suffix === 'ن') && (third === 'و' || third === 'ي');
    const hidden = beforeVowel || third === (imperfect ? ALEF_MAKSURA : 'ي');
    return hidden ? standardEndingFirst(out, first + second) : out;
  }
  add(base, 0);
  // A hollow verb of forms VII, VIII and X drops its ا before a consonant suffix, as form
  // I does (قلت): اخترت، استطعنا → اختار، استطاع.
  const shortened = base.startsWith(ALEF) && letters.at(-2) !== ALEF; // not اختارت
  if (!imperfect && shortened && CONSONANT_SUFFIXES.includes(suffix)) {
    add(`${base.slice(0, -1)}${ALEF}${base.slice(-1)}`, 1);
  }
  if (imperfect) {
    add(ALEF + base, 1); // forms VII, VIII, X: ينتقل، يجتمع، يستخدم → انتقل، اجتمع، استخدم
    if (base.endsWith('ي')) add(`${ALEF}${base.slice(0, -1)}${ALEF_MAKSURA}`, 0.5); // يشتري → اشترى
    if (base.endsWith('ي')) add(`${base.slice(0, -1)}${ALEF_MAKSURA}`, 0.5); // يعاني → عانى
    // A hollow verb of form X: يستفيد، يستهينون → استفاد، استهان.
    if (base.startsWith('ست') && letters.at(-2) === 'ي') {
      add(`${ALEF}${base.slice(0, -2)}${ALEF}${base.slice(-1)}`, 1);
    }
  }
  return out;
}

/** False when `enclitics` hold ي: "my" on a noun, while a verb's "me" is ني (كتبني). */
export function verbMayCarry(enclitics: readonly string[]): boolean {
  return !enclitics.includes('ي');
}

/** The tense a verb stem shows by its first letter alone (its subject affixes unread). */
export function tenseOf(stem: string, future: boolean): Tense {
  return future ? 'future' : /^[يتأن]/u.test(stem) ? 'present' : 'past';
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
    ['', s(3, 'singular', 'masculine')] as const,
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
