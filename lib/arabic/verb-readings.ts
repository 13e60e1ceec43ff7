// Lemmas a verb stem (clitics already cut) may come from, read from the verb lexicon: the
// perfect, 3rd person masculine singular that dictionaries list (كتب، قال، مشى). One
// interpreter runs the affix rows of
// verb-affixes.ts (generated from the Camel Morph lexicon's affix specification): it cuts a
// row's prefix and suffix and looks what is left up in the verb stem index (verb-index.ts),
// which holds every stem of every verb of the lexicon with the rows it takes. Hollow
// (قلت، يقول → قال), defective (رموا، يرمي → رمى), assimilated (يصل → وصل), doubled (مددت →
// مد) and hamzated verbs (يؤنس → آنس، آخذ → أخذ) need nothing of their own: their stems
// are in the index as the lexicon writes them. Which verb of a stem goes first is
// verb-preferences.ts's.
import type { Inflection, VerbSubject } from './analysis';
import { FUTURE, LAM } from './clitics';
import type { LemmaGuess } from './nouns';
import { VERB_AFFIXES, type VerbAffixRow } from './verb-affixes';
import { doubledInUse } from './verb-attestation';
import type { VerbIndex, VerbStemEntry } from './verb-index';
import { compareVerbReadings, type VerbReading } from './verb-preferences';

type Tense = Extract<Inflection, { kind: 'verb' }>['tense'];

/**
 * What a reading costs beyond the word as written, as the analyser weighs it against noun
 * readings (analyse.ts); among verbs the order is VERB_PREFERENCES's (verb-preferences.ts).
 */
const READING_COST = {
  /** Any verb reading: the word as written (a noun, a perfect) is asked first. */
  reading: 1,
  /** The rarer subjects, voice, mood and aspect (verb-preferences.ts says why). */
  secondPerson: 0.3,
  firstPerson: 0.2,
  passive: 0.5,
  jussive: 0.2,
  femininePlural: 0.3,
  oneLetterStem: 0.5,
  imperative: 1.7,
  /**
   * A dual written with ا alone (فعلا، يفعلا): a final ا in running text is nearly always
   * an accusative's (أصلا، شرقا), and a verb before its subject is singular. Not فعلتا,
   * whose other reading is no accusative but a rare noun's dual (مسكتا: مسكة).
   */
  dualInAlif: 0.6,
} as const;

/** A verb reading and what the interpreter undid to reach it. */
export interface VerbGuess extends LemmaGuess {
  /** A subject suffix was cut (قالت), not only a prefix (يقول). */
  suffixCut: boolean;
  /** The affix row undone (verb-affixes.ts). */
  row: VerbAffixRow;
  /** The lemma list (hunspell-ar) conjugates this verb into the stem as written. */
  attested: boolean;
}

const TENSES: Record<VerbAffixRow[0], Tense> = { p: 'past', i: 'present', c: 'imperative' };
const GENDERS = { M: 'masculine', F: 'feminine' } as const;
const NUMBERS = { S: 'singular', D: 'dual', P: 'plural' } as const;

/** The subject a row names: '3FS' → 3rd person, feminine, singular. */
export function subjectOf(person: string): VerbSubject {
  const who = Number(person.charAt(0)) as 1 | 2 | 3;
  const gender = GENDERS[person.charAt(1) as keyof typeof GENDERS];
  const number = NUMBERS[person.charAt(person.length - 1) as keyof typeof NUMBERS];
  return gender ? { person: who, gender, number } : { person: who, number };
}

function costOf({ row, entry, middle }: VerbReading, future: boolean): number {
  const [aspect, , suffix, person, mood] = row;
  const c = READING_COST;
  // After the future س the stem is surely an imperfect (cutting س was paid for): reading
  // it so costs nothing more, or سيحكم would read سيح + كم before حكم.
  let cost = future ? 0 : c.reading;
  if (person.endsWith('FP')) cost += c.femininePlural;
  if ([...middle].length === 1) cost += c.oneLetterStem;
  if (person.startsWith('2')) cost += c.secondPerson;
  if (person.startsWith('1')) cost += c.firstPerson;
  if (entry.passive) cost += c.passive;
  if (mood === 'j') cost += c.jussive;
  if (aspect === 'c') cost += c.imperative;
  if (person.endsWith('D') && suffix === 'ا') cost += c.dualInAlif;
  return cost;
}

/**
 * The verbs `stem` is a conjugated form of, in VERB_PREFERENCES's order, one reading per
 * verb (its best): `before`, the proclitic cut before it, as far as it limits the verb (the
 * future س: an imperfect only; ل: no imperative, VERB_ASPECTS_AFTER), `beforePronoun`
 * when an object pronoun was cut after it (كتبوه: the plural's وا written و), `attested`
 * the verbs the lemma list conjugates into `stem`, `knowsNoun` whether the list holds a
 * noun (a participle: verb-attestation.ts). A reading's cost never falls below an
 * earlier one's, so the analyser keeps this order.
 */
export function verbLemmas(
  stem: string,
  index: VerbIndex,
  before: VerbProclitic = '',
  beforePronoun = false,
  attested: ReadonlySet<string> = NONE,
  knowsNoun: (form: string) => boolean = () => false,
): VerbGuess[] {
  const future = before === FUTURE;
  const aspects = VERB_ASPECTS_AFTER[before];
  const best = new Map<string, VerbReading>();
  const looked = new Map<string, VerbStemEntry[]>();
  const doubledInUseOf = new Map<string, boolean>();
  VERB_AFFIXES.forEach((row, number) => {
    const [aspect, prefix, suffix, , , places] = row;
    if (!aspects.includes(aspect)) return;
    if (!places.includes(beforePronoun ? 'e' : 'a')) return;
    if (!stem.startsWith(prefix) || !stem.endsWith(suffix)) return;
    const middle = stem.slice(prefix.length, stem.length - suffix.length);
    if (middle.length < 1) return;
    let entries = looked.get(middle);
    if (!entries) {
      entries = index.lookup(middle);
      looked.set(middle, entries);
      if (entries.length > 0) doubledInUseOf.set(middle, doubledInUse(middle, knowsNoun));
    }
    for (const entry of entries) {
      if (entry.aspect !== aspect || !entry.rows.has(number)) continue;
      // The word as written is the lemma itself: no reading to add (قال); but after the
      // future س it is an imperfect (سأرسل: أرسل's "I").
      if (entry.lemma === stem && !future) continue;
      const reading: VerbReading = {
        row,
        middle,
        entry,
        attested: attested.has(entry.lemma),
        known: attested.size > 0,
        doubledInUse: doubledInUseOf.get(middle) === true,
      };
      const known = best.get(entry.lemma);
      if (!known || compareSameHeadword(reading, known) < 0) best.set(entry.lemma, reading);
    }
  });
  let floor = 0;
  return [...best.values()].sort(compareVerbReadings).map((reading) => {
    floor = Math.max(floor, costOf(reading, future));
    return guessOf(reading, floor, future);
  });
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Two readings of one headword: where two verbs spelled alike (وضح "be clear" and وضّح
 * "make clear") read the same affixes, the active first, whichever verb it is, since the
 * headword asked is the same and the passive is the rarer (يوضح: وضّح's "he makes clear",
 * not وضح's passive); otherwise VERB_PREFERENCES.
 */
const compareSameHeadword = (a: VerbReading, b: VerbReading): number =>
  (a.row === b.row ? Number(a.entry.passive) - Number(b.entry.passive) : 0) ||
  compareVerbReadings(a, b);

/** A proclitic that limits the verb after it (clitics.ts cuts them), or none. */
export type VerbProclitic = '' | typeof FUTURE | typeof LAM;
/**
 * The aspects a verb may take after each: the future س an imperfect only; ل, the particle of
 * command or purpose (ليكتب، لتكتب), never an imperative (لاول is ل + أول, not ل + ألا's
 * imperative).
 */
const VERB_ASPECTS_AFTER: Record<VerbProclitic, readonly VerbAffixRow[0][]> = {
  '': ['p', 'i', 'c'],
  [FUTURE]: ['i'],
  [LAM]: ['p', 'i'],
};

/** The proclitic next to the stem, where it limits the verb (`proclitics` in text order). */
export const verbProcliticOf = (proclitics: readonly string[]): VerbProclitic => {
  const last = proclitics.at(-1);
  return last === FUTURE || last === LAM ? last : '';
};

function guessOf({ row, entry, attested }: VerbReading, cost: number, future: boolean): VerbGuess {
  const [aspect, , suffix, person] = row;
  const inflection: Inflection = {
    kind: 'verb',
    tense: future ? 'future' : TENSES[aspect],
    ...(entry.passive ? { voice: 'passive' as const } : {}),
    subject: subjectOf(person),
  };
  return {
    form: entry.lemma,
    inflections: [inflection],
    cost,
    suffixCut: suffix !== '',
    row,
    attested,
  };
}

/** False when `enclitics` hold ي: "my" on a noun, while a verb's "me" is ني (كتبني). */
export function verbMayCarry(enclitics: readonly string[]): boolean {
  return !enclitics.includes('ي');
}
