// Which verb of a stem leads when the stem index (verb-index.ts) gives several (يجد: وجد or
// جدّ; تظهر: ظهر or أظهر; يكن: كان or كنّ): ONE ordered list of preferences. Two readings
// are compared rule by rule, in this order; the first rule that tells them apart decides.
// Each rule holds for Arabic text in general (grammar, or what the lexicon and the lemma
// list record), never for one word; each has its test in tests/unit/arabic/
// verb-preferences.test.ts and its measure in docs/accuracy.md. The sentence decides
// where these cannot (context.ts: لم before a jussive).
import { imperfectLeadsToFormFour } from './form-four-verbs';
import type { VerbAffixRow } from './verb-affixes';
import type { VerbStemEntry } from './verb-index';

/** One verb reading of a stem: the affix row cut, what was left, and its index entry. */
export interface VerbReading {
  row: VerbAffixRow;
  /** What was left once the row's prefix and suffix were cut (the index's key). */
  middle: string;
  entry: VerbStemEntry;
  /** hunspell-ar (the lemma list) conjugates this verb into the word as written. */
  attested: boolean;
  /** The lemma list names verbs it conjugates into the word as written. */
  known: boolean;
  /**
   * Of the assimilated and the doubled verb a two-letter imperfect stem may be (يحل: وحل,
   * حلّ), the list holds only the doubled one's passive participle (محلول, not موحول):
   * verb-attestation.ts.
   */
  doubledInUse: boolean;
}

export interface VerbPreference {
  name: string;
  reason: string;
  /** 0 for a reading the rule prefers, more for one it puts after; compared in list order. */
  rank(reading: VerbReading): number;
}

const isImperative = ({ row }: VerbReading) => row[0] === 'c';
const person = ({ row }: VerbReading) => row[3];
/** An imperfect's stem of two letters after its prefix: يجد، يعد، يكن، يمد. */
const twoLettersAfterPrefix = ({ row, middle }: VerbReading) =>
  row[0] !== 'p' && [...middle].length === 2;
/** An assimilated verb drops its و in the imperfect (يجد → وجد). */
const isAssimilatedReading = ({ entry, middle }: VerbReading) => entry.lemma === `و${middle}`;
/** A doubled verb keeps its two letters as written, in form I or IV (يمد → مد، أمد). */
const isDoubledReading = ({ entry, middle }: VerbReading) =>
  entry.lemma === middle || entry.lemma === `أ${middle}`;

export const VERB_PREFERENCES: readonly VerbPreference[] = [
  {
    name: 'not an imperative',
    reason:
      'News and reference text rarely command; a bare imperative stem (قل، صل) is far likelier another verb’s form.',
    rank: (reading) => (isImperative(reading) ? 1 : 0),
  },
  {
    name: 'a stem of two letters or more',
    reason: 'A one-letter stem (يكون as وكى’s “they guard”) is a rare reading of a long word.',
    rank: ({ middle }) => ([...middle].length < 2 ? 1 : 0),
  },
  {
    name: 'third person',
    reason:
      'News and reference text speak of others: توصلوا is “they arrived” before “you arrive”, أكد “he stressed” before “I lead”.',
    rank: (reading) => (person(reading).startsWith('3') ? 0 : 1),
  },
  {
    name: 'not a feminine plural',
    reason: 'يفعلن, فعلن are rare; a ن there is more often a verb’s own (يمكن, form I’s ن).',
    rank: (reading) => (person(reading).endsWith('FP') ? 1 : 0),
  },
  {
    name: 'not a passive perfect',
    reason:
      'A passive perfect of one verb spelled as the active imperfect of another (تعني: تُعُنِّي or تعني “she means”) is the rarer reading; the passive imperfect (يوجد، يقال) is common, and is left to the verb.',
    rank: ({ row, entry }) => (row[0] === 'p' && entry.passive ? 1 : 0),
  },
  {
    name: 'not the passive of a verb of states',
    reason:
      'A verb the lexicon glosses only as states (سما “be elevated”) takes no object, so hardly a personal passive: another verb’s form spelled alike is the reading (يسمى is سمّى’s “is named”).',
    rank: ({ entry }) => (entry.ofStates ? 1 : 0),
  },
  {
    name: 'not contradicted by the lemma list',
    reason:
      'The lemma list holds the prefix-only forms of the verbs hunspell-ar conjugates, those in common use (يثير: أثار’s, not ثار’s); where it names a word’s verbs, a prefix-only reading of another verb is a rare homograph. Suffixed forms it makes by rule and does not hold: their silence says nothing.',
    rank: ({ attested, row, known }) => (known && !attested && row[2] === '' ? 1 : 0),
  },
  {
    name: 'not a jussive or subjunctive',
    reason:
      'The jussive follows لم, لمّا or a command’s لا, the subjunctive أن, لن, كي or ل; without them the indicative is the reading (يحيا: حيي’s “he lives”, not وحى’s “that they two reveal”; context.ts chooses the jussive after لم: لم يكن → كان).',
    rank: ({ row }) => (row[4] === 'j' || row[4] === 's' ? 1 : 0),
  },
  {
    name: 'assimilated before doubled, unless only the doubled is in use',
    reason:
      'Two letters after the prefix are an assimilated verb’s imperfect (يجد → وجد، يصل → وصل) far more often than a doubled verb’s (جدّ، صلّ), unless the list holds only the doubled verb’s passive participle, the mark of a verb in use (محلول, no موحول: يحل → حلّ).',
    rank: (reading) => {
      if (!twoLettersAfterPrefix(reading)) return 0;
      const after = reading.doubledInUse ? isAssimilatedReading : isDoubledReading;
      return after(reading) ? 1 : 0;
    },
  },
  {
    name: 'an everyday form IV verb',
    reason:
      'A form IV verb whose form I is rare today (form-four-verbs.ts: أصبح، أطلق) goes before the form I spelled alike in the imperfect.',
    rank: ({ row, entry, middle }) =>
      row[0] === 'i' && imperfectLeadsToFormFour(entry.lemma, middle) ? 0 : 1,
  },
  {
    name: 'form I first (the index’s order)',
    reason:
      'Form I is the commonest form, then II and IV; within a form the index puts an assimilated verb, then one the stem is an active form of, then one of many senses, first (verb-index.ts).',
    rank: ({ entry }) => entry.rank,
  },
  {
    name: 'active before passive',
    reason:
      'Unvocalised, a verb’s passive differs from its active only in vowels, and is the rarer. Between two verbs the verb decides (يوجد: وجد’s passive before أوجد).',
    rank: ({ entry }) => (entry.passive ? 1 : 0),
  },
];

/** Negative when `a` goes before `b` under `preferences`, in their order. */
export function compareVerbReadings(
  a: VerbReading,
  b: VerbReading,
  preferences: readonly VerbPreference[] = VERB_PREFERENCES,
): number {
  for (const preference of preferences) {
    const difference = preference.rank(a) - preference.rank(b);
    if (difference !== 0) return difference;
  }
  return 0;
}
