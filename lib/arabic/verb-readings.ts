// Lemmas a verb stem (clitics already cut) may come from, read from the verb lexicon: the
// perfect, 3rd person masculine singular that dictionaries list (كتب، قال، مشى). Not yet
// the analyser's (verbs.ts still reads verbs by rule; the switch, measured, lost dev
// accuracy: docs/analyser.md). One interpreter runs the affix rows of
// verb-affixes.ts (generated from the Camel Morph lexicon's affix specification): it cuts a
// row's prefix and suffix and looks what is left up in the verb stem index (verb-index.ts),
// which holds every stem of every verb of the lexicon with the rows it takes. Hollow
// (قلت، يقول → قال), defective (رموا، يرمي → رمى), assimilated (يصل → وصل), doubled (مددت →
// مد) and hamzated verbs (يؤنس → آنس، آخذ → أخذ) need nothing of their own: their stems
// are in the index as the lexicon writes them.
import type { Inflection, VerbSubject } from './analysis';
import { imperfectLeadsToFormFour } from './form-four-verbs';
import type { LemmaGuess } from './nouns';
import { VERB_AFFIXES, type VerbAffixRow } from './verb-affixes';
import type { VerbIndex, VerbStemEntry } from './verb-index';

type Tense = Extract<Inflection, { kind: 'verb' }>['tense'];

/**
 * What a reading costs beyond the word as written, one preference per line, each with its
 * reason; added up, the cheapest reading of a stem goes first.
 */
export const VERB_PREFERENCES = {
  /** Any verb reading: the word as written (a noun, a perfect) is asked first. */
  reading: 1,
  /** News and reference text rarely address the reader: توصلوا is "they arrived" first. */
  secondPerson: 0.3,
  /** Nor speak as "I" or "we" outside quotations. */
  firstPerson: 0.2,
  /** The passive differs from the active only in vowels, and is the rarer reading. */
  passive: 0.5,
  /** A subjunctive (after أن، لن) is common, a jussive-only form (after لم) less so. */
  subjunctive: 0.1,
  jussive: 0.2,
  /** "They" and "you" feminine plural are rare (يكنّ، يمكنّ: form I's ن merged into it). */
  femininePlural: 0.3,
  /** A stem of one letter is a rare reading of a long word (يكون as وكى's يكون "they guard"). */
  oneLetterStem: 0.5,
  /** The imperative is rare in news text, the more so as a bare stem (قل، تصور). */
  imperative: 1.7,
  /** Each verb the index lists before this one for the same stem (verb-index.ts's order). */
  laterVerb: 0.1,
  /**
   * An everyday form IV verb whose form I is rare (form-four-verbs.ts: أصبح، أطلق) goes
   * before every other verb of an imperfect stem spelled alike for both (يصبح، يطلق).
   */
  formFourFirst: -0.15,
} as const;

/** A verb reading and what the interpreter undid to reach it. */
export interface VerbGuess extends LemmaGuess {
  /** A subject suffix was cut (قالت), not only a prefix (يقول). */
  suffixCut: boolean;
  /** The affix row undone (verb-affixes.ts). */
  row: VerbAffixRow;
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

function costOf(row: VerbAffixRow, entry: VerbStemEntry, middle: string): number {
  const [aspect, , , person, mood] = row;
  const p = VERB_PREFERENCES;
  let cost = p.reading;
  if (person.endsWith('FP')) cost += p.femininePlural;
  if (middle.length === 1) cost += p.oneLetterStem;
  if (person.startsWith('2')) cost += p.secondPerson;
  if (person.startsWith('1')) cost += p.firstPerson;
  if (entry.passive) cost += p.passive;
  if (mood === 's') cost += p.subjunctive;
  if (mood === 'j') cost += p.jussive;
  if (aspect === 'c') cost += p.imperative;
  if (aspect === 'i' && imperfectLeadsToFormFour(entry.lemma, middle)) cost += p.formFourFirst;
  return cost + entry.rank * p.laterVerb;
}

/**
 * The verbs `stem` is a conjugated form of, cheapest first, one reading per verb: `future`
 * when س was cut before it (an imperfect only), `beforePronoun` when an object pronoun was
 * cut after it (كتبوه: the plural's وا written و).
 */
export function verbLemmas(
  stem: string,
  index: VerbIndex,
  future = false,
  beforePronoun = false,
): VerbGuess[] {
  const best = new Map<string, VerbGuess>();
  const looked = new Map<string, VerbStemEntry[]>();
  VERB_AFFIXES.forEach((row, number) => {
    const [aspect, prefix, suffix, person, , places] = row;
    if (future && aspect !== 'i') return;
    if (!places.includes(beforePronoun ? 'e' : 'a')) return;
    if (!stem.startsWith(prefix) || !stem.endsWith(suffix)) return;
    const middle = stem.slice(prefix.length, stem.length - suffix.length);
    if (middle.length < 1) return;
    let entries = looked.get(middle);
    if (!entries) {
      entries = index.lookup(middle);
      looked.set(middle, entries);
    }
    for (const entry of entries) {
      if (entry.aspect !== aspect || !entry.rows.has(number)) continue;
      // The word as written is the lemma itself: no reading to add (قال).
      if (entry.lemma === stem) continue;
      const tense: Tense = future ? 'future' : TENSES[aspect];
      const inflection: Inflection = {
        kind: 'verb',
        tense,
        ...(entry.passive ? { voice: 'passive' as const } : {}),
        subject: subjectOf(person),
      };
      const cost = costOf(row, entry, middle);
      const known = best.get(entry.lemma);
      if (known && known.cost <= cost) continue;
      best.set(entry.lemma, {
        form: entry.lemma,
        inflections: [inflection],
        cost,
        suffixCut: suffix !== '',
        row,
      });
    }
  });
  return [...best.values()].sort((a, b) => a.cost - b.cost);
}
