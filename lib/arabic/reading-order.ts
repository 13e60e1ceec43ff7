// The ranking's preferences (ranking.ts): which best reading is asked before the word as
// written, and in which order a word's readings are tried, each an ordered list of rules
// with its reason, the first rule with a say deciding. The noun, homograph and particle
// readings' own lead rules are preferences.ts's. Each rule has its test in
// tests/unit/arabic/preferences.test.ts.
import type { CandidateAnalysis } from './analysis';
import { ARTICLE, CONJUNCTIONS } from './clitics';
import { isFunctionWordReading } from './function-words';
import { MY } from './noun-reading';

/** A reading as the ranking (ranking.ts) orders it. */
export interface RankedReading {
  analysis: CandidateAnalysis;
  /** How much the analyser undid to reach it. */
  cost: number;
  /** A lead rule above (or a verb rule) made it lead. */
  leads?: true;
  /** Its knowledge class (ranking.ts): lower is better known; confirmed is the best. */
  rank: number;
  /** The list or an answer confirms it in the part of speech it assumes. */
  confirmed: boolean;
  /** Its place in the analyser's order. */
  order: number;
}

/**
 * After a one-letter proclitic a bare ا is the hamzat al-wasl of the word it starts, which
 * writing keeps there (باسم is ب + اسم, لابن ل + ابن, واستخدام و + استخدام); a word of its own
 * starting so (باسم "smiling", a فاعل) is the rarer reading.
 */
function waslAfterClitic({ analysis }: RankedReading): boolean {
  const clitic = analysis.proclitics.at(-1);
  return (
    analysis.inflections.length === 0 &&
    clitic?.length === 1 &&
    clitic !== 'س' &&
    analysis.form.startsWith('ا')
  );
}

/**
 * Whether a ranked reading leads: a lead rule made it lead, or (the one rule that needs
 * the ranking's knowledge) a clitic before a hamzat al-wasl the list or an answer confirms.
 */
export const leadsWhenRanked = (reading: RankedReading): boolean =>
  reading.leads === true || (reading.confirmed && waslAfterClitic(reading));

/** The best ranked reading of a word, and what the list or an answer knows around it. */
export interface BestReading {
  reading: RankedReading;
  /** The list or an answer knows the word as written as a lemma (a noun, a verb, a plural). */
  asWrittenLemma: boolean;
  /** The verbs the list knows the word as written as a conjugated form of (قالت: قال). */
  verbFormOf: readonly string[];
  /** The stem the reading cut its clitics from is known as it stands (الدنيا: دنيا). */
  stemKnown: boolean;
}

export interface BestReadingLeadRule {
  name: string;
  reason: string;
  leads(best: BestReading): boolean;
}

/**
 * Clitics no headword carries: the article (with what is written before it: والكتاب،
 * بالقلم، للدولة) and a pronoun suffix other than "my" (كتابه، سياستها).
 */
const cutsWhatNoHeadwordHolds = ({ proclitics, enclitics }: CandidateAnalysis): boolean =>
  proclitics.includes(ARTICLE) || enclitics.some((enclitic) => enclitic !== MY);

const isRespelled = ({ inflections }: CandidateAnalysis): boolean =>
  inflections.some((inflection) => inflection.kind === 'spelling');

/** A reading that cut the conjunction و or ف alone (وقد → و + قد). */
const afterConjunctionAlone = ({ proclitics }: CandidateAnalysis): boolean =>
  proclitics.length === 1 && CONJUNCTIONS.includes(proclitics[0] ?? '');

/**
 * When the best ranked reading, if the list or an answer confirms it, is asked before the
 * word as written (leadingReading in ranking.ts): where any rule says it leads.
 */
export const BEST_READING_LEADS: readonly BestReadingLeadRule[] = [
  {
    name: 'a lead',
    reason:
      'A reading a lead rule above or a verb rule made lead (حدود → حد، تقول → قال), or a ' +
      'confirmed hamzat al-wasl after a one-letter clitic (لابن → ل + ابن).',
    leads: ({ reading }) => leadsWhenRanked(reading),
  },
  {
    name: 'a clitic no headword holds',
    reason:
      'A word the list does not know as written, read by cutting the article or a pronoun ' +
      'suffix, is asked by that reading first: the service rarely has an entry written with ' +
      'them (والكتاب → كتاب), and asking it as written first wastes a call. A one-letter ' +
      'proclitic alone or an inflection alone does not lead so: a name or word the list ' +
      'lacks often starts or ends with those letters (لبنان is no ل + بنان). Nor does a ' +
      'reading that undid an ending of a stem known as it stands (الدنيا is no أدنى): as ' +
      'for the stem alone, its own entry is not passed over.',
    leads: ({ reading, asWrittenLemma, verbFormOf, stemKnown }) =>
      !asWrittenLemma &&
      verbFormOf.length === 0 &&
      cutsWhatNoHeadwordHolds(reading.analysis) &&
      (reading.analysis.inflections.length === 0 || !stemKnown),
  },
  {
    name: 'a function word after a clitic or respelled',
    reason:
      'و، ف، ب، ل، ك joined to a pronoun, demonstrative or particle (وهذا، فهي، بذلك، ولن), ' +
      'or one typed without its hamza or with ي for ى (انت، فى، الي), make no other word ' +
      'the list lacks, so asking the word as written first wasted a call. After the ' +
      'conjunction و or ف alone, the commonest prefixes before the commonest words, the ' +
      'function word leads even where the list spells a word so (وقد is و + قد before وَقَد ' +
      '"kindled", وفي و + في before وفيّ "loyal"); that word is its free link.',
    leads: ({ reading, asWrittenLemma }) =>
      (!asWrittenLemma || afterConjunctionAlone(reading.analysis)) &&
      (reading.analysis.proclitics.length > 0 || isRespelled(reading.analysis)) &&
      isFunctionWordReading(reading.analysis),
  },
  {
    name: 'a verb’s form no headword',
    reason:
      'A word the list knows only as a conjugated form of a verb (قالت، يتعلم، كتبت), no ' +
      'noun or lemma of its own, is asked by that verb’s reading first: a dictionary lists ' +
      'the verb, not its forms, and asking the form first wasted a call on most verbs.',
    leads: ({ reading, asWrittenLemma, verbFormOf }) =>
      !asWrittenLemma &&
      reading.analysis.pos === 'verb' &&
      verbFormOf.includes(reading.analysis.form),
  },
];

/** Whether `best` is asked before the word as written: confirmed, and a rule says it leads. */
export const bestReadingLeads = (best: BestReading): boolean =>
  best.reading.confirmed && BEST_READING_LEADS.some((rule) => rule.leads(best));

/** One step of the ranking's order: the lower key goes first; ties go to the next step. */
export interface OrderRule {
  name: string;
  reason: string;
  key(reading: RankedReading): number;
}

/** The order of a word's readings after the word itself, one step after another. */
export const READING_ORDER: readonly OrderRule[] = [
  {
    name: 'better known first',
    reason:
      'A lemma the list or an answer confirms in the part of speech the reading assumes, ' +
      'then one known as another kind, then an invariable one, then the unknown.',
    key: ({ rank }) => rank,
  },
  {
    name: 'a function word',
    reason:
      'A function word goes before the content words its letters spell at the same ' +
      'knowledge, a lead among them (الى is إلى before ألى, ولكن و + لكن before و + ل + كنّ: ' +
      'function-words.ts): the commonest words of the language.',
    key: ({ analysis }) => (isFunctionWordReading(analysis) ? 0 : 1),
  },
  {
    name: 'a lead before its word',
    reason: 'A known plural’s singular goes before the plural’s own entry (الحدود → حد, حدود).',
    key: (reading) => (leadsWhenRanked(reading) ? 0 : 1),
  },
  {
    name: 'a plural by its shape alone after',
    reason:
      'A broken plural guessed from its shape, which no lead rule vouches for, is the ' +
      'least sure reading: singulars and verb forms share those shapes (أناصر is “I ' +
      'support” before a plural of نصير, أتاحت أتاح’s “she allowed”); a reading that undid ' +
      'regular affixes goes before it at the same knowledge.',
    key: ({ analysis }) => (analysis.inflections.some((i) => i.kind === 'broken-plural') ? 1 : 0),
  },
  {
    name: 'less undone',
    reason: 'Fewer clitics and inflections undone is the likelier reading.',
    key: ({ cost }) => cost,
  },
  {
    name: 'the analyser’s order',
    reason: 'At equal cost, the order the analyser proposed them in.',
    key: ({ order }) => order,
  },
];

/** `a` before `b` (negative), after (positive) or tied, by READING_ORDER. */
export function compareReadings(a: RankedReading, b: RankedReading): number {
  return compareKeys(orderKeys(a), orderKeys(b));
}

/** `readings` in READING_ORDER, each step's key computed once per reading. */
export function orderReadings<Reading extends RankedReading>(readings: Reading[]): Reading[] {
  return readings
    .map((reading) => ({ reading, keys: orderKeys(reading) }))
    .sort((a, b) => compareKeys(a.keys, b.keys))
    .map(({ reading }) => reading);
}

const orderKeys = (reading: RankedReading): number[] =>
  READING_ORDER.map((rule) => rule.key(reading));

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let step = 0; step < a.length; step++) {
    const difference = (a[step] ?? 0) - (b[step] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
