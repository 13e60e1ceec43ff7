// The sentence decides where the word cannot: the words around a looked-up word (at most 3
// each side, sent with that one lookup and dropped) choose among the readings the list
// confirms. Each rule is grammar, not a word list fitted to a text: a particle that takes
// an imperfect, a relative pronoun that opens a clause on a verb, قد before a verb. Rules
// are tried in order; the first that applies and prefers one of the readings decides.
// Before them, the words around tell how the writer spells (lib/lookup/lemma-knowledge.ts):
// one who writes the hamza on alif wrote a bare initial ا as a wasl (hamza-writing.ts), one
// who types a final ة as ه may have typed the word's ه so (teh-marbuta-writing.ts).
// Measured and left out (npm run accuracy, docs/decisions.md): a direct object after a form
// I / form IV pair, and "my" before a definite adjective; each lost more than it gained.
import { type CandidateAnalysis, isVerbAnalysis, verbTenseOf } from './analysis';
import { ARTICLE } from './clitics';
import {
  CONJUNCTIONS,
  IMPERFECT_PARTICLES,
  JUSSIVE,
  KAANA_PREFIX,
  PREPOSITIONS,
  RELATIVES,
  VERB_CLAUSE_CONJUNCTIONS,
} from './context-words';
import { strictKey } from './normalise';

/**
 * What a paragraph shows of how its writer spells, read by writer-habits.ts; a habit it
 * does not show is absent.
 */
export interface WriterHabits {
  /** A final ة typed ه (المدينه): teh-marbuta-writing.ts. */
  typesHehForTehMarbuta?: true;
}

export interface Neighbours {
  /** In text order, the nearest last. */
  before: readonly string[];
  /** In text order, the nearest first. */
  after: readonly string[];
  /** How the paragraph around shows its writer spells (writer-habits.ts), if at all. */
  paragraph?: WriterHabits;
}

/** What the nearest words are, as the rules read them (strict keys). */
interface Around {
  /** The word just before, its conjunction و or ف cut (ولم → لم). */
  previous: string;
  /** The words after, as written (a tanween tells the accusative). */
  next: readonly string[];
}

export interface ContextRule {
  name: string;
  /** Why the rule holds, for docs/analyser.md and a reader of the code. */
  reason: string;
  /** Whether the sentence calls for this rule. */
  applies(around: Around, word: string): boolean;
  /**
   * Which readings it prefers, best first (lower is better; undefined: not preferred);
   * `readings` are all the word's, for a rule that compares them.
   */
  preference(
    reading: CandidateAnalysis,
    word: string,
    around: Around,
    readings: readonly CandidateAnalysis[],
  ): number | undefined;
}

/**
 * A verb reading with no conjunction of its own, as a verb right after the word that
 * governs it is: nothing stands between قد, لم or الذي and its verb (قد وعدا is وعد's
 * "they two promised", not و + عدا).
 */
const verbRightAfter = (reading: CandidateAnalysis): boolean =>
  isVerbAnalysis(reading) && !reading.proclitics.some((clitic) => CONJUNCTIONS.has(clitic));

/** A definite noun (the article, a stem of two letters or more), not a relative pronoun. */
function opensDefinite(word: string | undefined): boolean {
  const key = strictKey(word ?? '');
  return /^ال.{2,}/u.test(key) && !RELATIVES.has(key);
}

/**
 * A verb reading that can open a clause, at the sentence's start or after a conjunction
 * joined to it, where the word is one verb or a noun: the verb as written (ذهب, كلف: its
 * conjunction cut, no letter changed) and no other verb, and no reading that makes it a
 * noun as written (وجه، وقت keep their و) or a plural (وجزر → جزيرة).
 */
function opensClause(
  reading: CandidateAnalysis,
  word: string,
  previous: string,
  readings: readonly CandidateAnalysis[],
): boolean {
  if (!isVerbAnalysis(reading)) return false;
  const key = strictKey(word);
  const verbs = readings.filter(isVerbAnalysis);
  const oneVerb = verbs.every((verb) => verb.form === reading.form);
  const asWritten = verbs.some((verb) => key === `${verb.proclitics.join('')}${verb.form}`);
  const noun = readings.some(
    (other) =>
      !isVerbAnalysis(other) && (other.proclitics.length === 0 || other.inflections.length > 0),
  );
  const opens = previous === '' || CONJUNCTIONS.has(reading.proclitics[0] ?? '');
  return oneVerb && asWritten && !noun && opens;
}

/**
 * The jussive drops a hollow verb's long middle vowel and a defective verb's last one:
 * after لم an imperfect of two letters past its person prefix (يعد، تكن، يخف) is such a
 * verb's (عاد، كان، خفى) before it is an assimilated or doubled one's (وعد، عد); a hollow
 * verb's first (0: لم يعد، لم يكن), the hollow verbs being the commoner, then a defective
 * one's (0.5: لم يبق); 1 for any other.
 */
function jussiveShortened(reading: CandidateAnalysis, word: string): number {
  const stem = strictKey(word).slice(1);
  if ([...stem].length !== 2) return 1;
  if (/^.ا.$/u.test(reading.form)) return 0;
  return /^..[ىاي]$/u.test(reading.form) ? 0.5 : 1;
}

export const CONTEXT_RULES: readonly ContextRule[] = [
  {
    name: 'particle before an imperfect',
    reason:
      'لم، لن، كي، سوف take a verb in the imperfect: a present verb reading goes before a noun one (لم يعد → عاد).',
    applies: ({ previous }) => IMPERFECT_PARTICLES.has(previous),
    preference: (reading, word, { previous }) => {
      if (verbTenseOf(reading) !== 'present' || !verbRightAfter(reading)) return undefined;
      return JUSSIVE.has(previous) ? jussiveShortened(reading, word) : 1;
    },
  },
  {
    name: 'لا before an imperfect or a noun',
    reason:
      'لا negates an imperfect (لا أدري) or a noun (لا شك); a perfect after it is a wish (لا سمح الله), rare in running text: a perfect reading goes after the others.',
    applies: ({ previous }) => previous === 'لا',
    preference: (reading) => (verbTenseOf(reading) === 'past' ? undefined : 0),
  },
  {
    name: 'كان before an imperfect',
    reason:
      'كان with an imperfect after it tells a past that went on (كانت تمر، كانوا يزورون): a present verb reading whose person prefix agrees with كان goes before a noun one.',
    applies: ({ previous }, word) => {
      const prefix = KAANA_PREFIX.get(previous);
      return prefix !== undefined && strictKey(word).startsWith(prefix);
    },
    preference: (reading) =>
      verbTenseOf(reading) === 'present' && reading.proclitics.length === 0 ? 0 : undefined,
  },
  {
    name: 'relative pronoun before a verb',
    reason: 'الذي، التي، الذين… open a clause that most often starts with its verb.',
    applies: ({ previous }) => RELATIVES.has(previous),
    preference: (reading) => (verbRightAfter(reading) ? 0 : undefined),
  },
  {
    name: 'conjunction before a verb',
    reason:
      'كما، عندما، كلما، لو، إذا… open a clause of time, manner or condition, which starts with its verb.',
    applies: ({ previous }) => VERB_CLAUSE_CONJUNCTIONS.has(previous),
    preference: (reading) => (verbRightAfter(reading) ? 0 : undefined),
  },
  {
    name: 'preposition before a noun',
    reason:
      'A preposition governs a noun (في تقدمه، منذ تسلمها): a noun reading with no preposition or conjunction of its own goes before a verb one; after منذ, which also stands before a perfect, any reading but an imperfect.',
    applies: ({ previous }) => PREPOSITIONS.has(previous),
    // Only where a verb reading is among the word's: the rule rules verbs out, it does not
    // choose among nouns.
    preference: (reading, _word, { previous }, readings) => {
      const ruledOut = (each: CandidateAnalysis) =>
        isVerbAnalysis(each) && (previous !== 'منذ' || verbTenseOf(each) === 'present');
      if (!readings.some(ruledOut) || ruledOut(reading)) return undefined;
      // Nor does a preposition or a conjunction stand between it and its noun (في كدمتهن is
      // كدمة + هن, no ك "like"): only the article.
      return reading.proclitics.every((clitic) => clitic === ARTICLE) ? 0 : undefined;
    },
  },
  {
    name: 'قد before a verb',
    reason: 'قد and لقد stand only before a verb, perfect or imperfect.',
    applies: ({ previous }) => previous === 'قد' || previous === 'لقد',
    preference: (reading) => (verbRightAfter(reading) ? 0 : undefined),
  },
  {
    name: 'verb opening a clause before its subject',
    reason:
      'A clause opened by و or ف, or at a sentence or comma start, before a definite noun, most often starts with its verb, the noun its subject (وذهب الأطفال → ذهب "went", not "gold").',
    // A word with the article is itself a noun.
    applies: ({ next }, word) => opensDefinite(next[0]) && !strictKey(word).startsWith('ال'),
    preference: (reading, word, { previous }, readings) =>
      opensClause(reading, word, previous, readings) ? 0 : undefined,
  },
];

/** The nearest words as the rules read them. */
function around(neighbours: Neighbours): Around {
  const previous = strictKey(neighbours.before.at(-1) ?? '');
  const bare =
    /^[وف]..+/u.test(previous) && !RELATIVES.has(previous) ? previous.slice(1) : previous;
  return {
    previous: IMPERFECT_PARTICLES.has(previous) || RELATIVES.has(previous) ? previous : bare,
    next: neighbours.after,
  };
}

/**
 * The reading the sentence prefers among `readings` (the list-confirmed ones, best first,
 * the word as written among them when the list knows it), and the rule that chose it. None
 * when no rule applies, none of the readings is one its rule prefers, or the reading the
 * word gets without its sentence (`usual`: its lead, else itself) is as good: the sentence
 * decides only where the word cannot.
 */
export function preferredInContext(
  word: string,
  readings: readonly CandidateAnalysis[],
  usual: readonly CandidateAnalysis[],
  neighbours: Neighbours,
  rules: readonly ContextRule[] = CONTEXT_RULES,
): { reading: CandidateAnalysis; rule: string } | undefined {
  const nearest = around(neighbours);
  for (const rule of rules) {
    if (!rule.applies(nearest, word)) continue;
    const score = (reading: CandidateAnalysis) => rule.preference(reading, word, nearest, readings);
    let best: { reading: CandidateAnalysis; score: number } | undefined;
    for (const reading of readings) {
      const value = score(reading);
      if (value !== undefined && (best === undefined || value < best.score))
        best = { reading, score: value };
    }
    if (!best) continue;
    const settled = usual.some(
      (reading) => (score(reading) ?? Number.POSITIVE_INFINITY) <= (best?.score ?? 0),
    );
    return settled ? undefined : { reading: best.reading, rule: rule.name };
  }
  return undefined;
}
