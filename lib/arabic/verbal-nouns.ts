// The verbal noun of a ت-verb (form V تفعّل، VI تفاعل، and the quadriliteral تفعلل) is
// written as that verb's perfect (تحدّث → التحدُّث، تماثل → التماثُل). Such a noun names an
// act, not a person: it takes no sound masculine plural (ون/ين), while ت + a verb + ون/ين
// is the imperfect's "you (all)" or "you (f.)" (تشردون → شرد، تحدثون → حدث). Grammar
// rarely counts an act in pairs (المصدر لا يثنّى): where the index holds the ت-verb, its dual
// goes after the imperfect's dual (تماثلان → ماثل). Its ات plural (تطورات, instances) is
// common and left alone. Ruled from grammar and the verb index, never a word list.
import { ALEF, letterCount } from './letters';
import type { LemmaGuess } from './noun-rows';
import { isHeadwordEntry, type VerbIndex } from './verb-index';

/** Written as a ت-verb's perfect: ت, then at least three letters, not ا (تابع is form III). */
const hasTVerbShape = (form: string): boolean =>
  form.startsWith('ت') && letterCount(form) >= 4 && form.charAt(1) !== ALEF;

/** The index holds `form` as a ت-verb's perfect (تشرّد، تماثل). */
const indexHoldsTVerb = (form: string, verbs: VerbIndex): boolean =>
  hasTVerbShape(form) && verbs.lookup(form).some((entry) => isHeadwordEntry(entry, form));

/**
 * A ت-verb's verbal noun, by the index (the perfect of a verb spelled so) or by its shape
 * alone: ت and three or four letters is تفعّل، تفاعل or تفعلل, whether or not the lexicon
 * holds the verb (تطرّب), unless it ends in ي: a nisba's plural is a person's (تركيون).
 */
const isTVerbNoun = (form: string, verbs: VerbIndex): boolean =>
  indexHoldsTVerb(form, verbs) ||
  (hasTVerbShape(form) && letterCount(form) <= 5 && !form.endsWith('ي'));

/** `guess` undid `kind`, written as one of `endings` on its lemma, with no pronoun after. */
const undid = (
  stem: string,
  guess: LemmaGuess,
  hasEnclitic: boolean,
  kind: string,
  endings: readonly string[],
): boolean =>
  !hasEnclitic &&
  guess.inflections.some((inflection) => inflection.kind === kind) &&
  endings.some((ending) => stem === guess.form + ending);

const MASCULINE_PLURAL_ENDINGS = ['ون', 'ين'];

/**
 * A noun reading of `stem` that undid a sound masculine plural from a ت-verb's verbal noun:
 * grammar gives that noun no such ending, so the list's knowing the noun does not confirm
 * this reading (analyse.ts marks it contradicted). Not before a pronoun, where the plural's
 * ي is also the dual's (تدخليهم، their two interventions).
 */
export const isVerbalNounInSoundPlural = (
  stem: string,
  guess: LemmaGuess,
  hasEnclitic: boolean,
  verbs: VerbIndex,
): boolean =>
  undid(stem, guess, hasEnclitic, 'sound-plural', MASCULINE_PLURAL_ENDINGS) &&
  isTVerbNoun(guess.form, verbs);

const DUAL_ENDINGS = ['ان', 'ين'];

/**
 * ت and three letters, as a form V verbal noun is written (تكنّف، تنشّب): whether or not the
 * lexicon holds the verb, such a noun names an act. Longer ت-nouns are as often a form II
 * verbal noun become a thing's name (تقرير), whose dual is common (تقريران).
 */
const hasFormFiveShape = (form: string): boolean => hasTVerbShape(form) && letterCount(form) === 4;

/**
 * A noun reading of `stem` that undid a dual from a ت-verb's verbal noun, one the index
 * holds as that verb's perfect (تشمّس → تشمّسان) or one of form V's shape: grammatical but
 * rare, where ت + a verb + ان is the imperfect's dual (تشمسان → شمس "you two bask", تنشبان
 * → نشب) and ت + a verb + ين its "you (f.)"; analyse.ts marks it contradicted. Where no verb
 * reads the word (تياران، توأمان), the noun is still read.
 */
export const isVerbalNounInDual = (
  stem: string,
  guess: LemmaGuess,
  hasEnclitic: boolean,
  verbs: VerbIndex,
): boolean =>
  undid(stem, guess, hasEnclitic, 'dual', DUAL_ENDINGS) &&
  (indexHoldsTVerb(guess.form, verbs) || hasFormFiveShape(guess.form));
