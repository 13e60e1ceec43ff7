// Which reading of a word leads (is asked before the word as written) and in which order
// the readings are tried: ordered lists of preference rules, each with its reason, the
// first rule with a say deciding. Here are the noun, homograph and particle readings'
// rules and the ranking's order; a verb reading's lead is decided with the verb rules
// (analyse.ts's verb block). Each rule has its test in tests/unit/arabic/preferences.test.ts.
import type { CandidateAnalysis } from './analysis';
import { ARTICLE } from './clitics';
import { isFunctionWordReading } from './function-words';
import { ALEF } from './letters';
import {
  alwaysFirst,
  type LeadRule,
  MY,
  mayLeadThrough,
  type NounReading,
  singularUnless,
} from './noun-reading';

export { type LeadRule, mayLeadThrough, type NounReading } from './noun-reading';

/** The noun, homograph and particle lead rules, first say first; none: the reading follows. */
export const NOUN_LEAD_RULES: readonly LeadRule[] = [
  {
    name: 'particle before a pronoun',
    reason:
      'A particle with a pronoun (عليها، لكنه، بأنها) is that particle, whatever else its ' +
      'letters spell (علي، ل + كان).',
    says: ({ source }) => (source === 'particle' ? 'leads' : undefined),
  },
  {
    name: 'homograph table names this reading',
    reason:
      'The table names what news text means by the stem: its own entry once clitics are ' +
      'cut (وتحول → و + تحول) or a proclitic on a common word (وجار → و + جار).',
    says: ({ guess, homographs }) => (homographs.nounLeads(guess) ? 'leads' : undefined),
  },
  {
    name: 'homograph table names another reading',
    reason:
      'Where the table names a clitic, a verb or the word itself, no rule-made noun reading ' +
      'leads (بدور is ب + دور, not بدر’s plural; مرور is no plural of مر).',
    says: ({ homographs }) => (homographs.nounMayLead ? undefined : 'follows'),
  },
  {
    name: 'no plural lead through a restored letter',
    reason:
      'A plural’s singular leads from the plural as written, not from a stem with a letter ' +
      'restored before a suffix (طلبته is as often “I asked for it” as طلبة + ه → طالب); a ' +
      'hamza seated before the suffix is still as written (أبنائه → أبناء → ابن).',
    says: ({ guess: { claim } }) =>
      claim?.kind === 'plural' && !claim.asWritten ? 'follows' : undefined,
  },
  {
    name: 'common plural before my',
    reason:
      'A common plural takes "my" where the list knows no nisba written so (رفاقي → رفيق; ' +
      'دولي، نسائي are nisbas).',
    says: ({ guess, split, list }) =>
      split.enclitics.includes(MY) &&
      alwaysFirst(guess) &&
      list !== undefined &&
      !list.knowsNoun(`${split.stem}${MY}`)
        ? 'leads'
        : undefined,
  },
  {
    name: 'no lead through my',
    reason:
      'On a noun a final ي is more often a nisba than "my" (ضروري is no ضرور + ي): no ' +
      'other reading leads through it.',
    says: ({ split }) => (mayLeadThrough(split.enclitics) ? undefined : 'follows'),
  },
  {
    name: 'an irregular noun or a common plural',
    reason:
      'A lemma no rule reaches (أبو → أب، المرأة → امرأة: tables/irregular-nouns.ts) or a ' +
      'common plural’s singular (رجال → رجل: common-plurals.ts) is what the word means.',
    says: ({ guess }) => (alwaysFirst(guess) ? 'leads' : undefined),
  },
  {
    name: 'an elative’s masculine',
    reason:
      'Dictionaries give the elative under أفعل (أخرى → آخر، كبرى → أكبر) where the list ' +
      'knows it as a singular (ذكرى، فوضى have no noun أفعل); not before a verb’s own entry ' +
      '(ألقى is form IV) nor a noun the list holds in يا (الدنيا, the world).',
    says: ({ guess: { claim, form }, list }) => {
      if (claim?.kind !== 'elative') return undefined;
      const { of } = claim;
      const blocked = list?.knowsVerb(of) || (of.endsWith(ALEF) && list?.knowsSingular(of));
      return singularUnless(blocked, form, list);
    },
  },
  {
    name: 'a منقوص’s ي under ـٍ',
    reason:
      'ـٍ on a defective noun stands for its ي (قاضٍ → قاضي) where the list knows no ' +
      'singular written like the stem: on عامٍ، حالٍ the ـٍ is a genitive’s (عامي، حالي are ' +
      'nisbas). It goes before a pattern’s plural reading (محامٍ is no plural of محم).',
    says: ({ guess: { claim, form }, list }) =>
      claim?.kind === 'defective'
        ? singularUnless(list?.knowsSingular(claim.of), form, list)
        : undefined,
  },
  {
    name: 'a plural’s singular the list knows',
    reason:
      'A broken plural’s singular by its shape (حدود → حد، ملاعب → ملعب) leads where the ' +
      'list knows it as a singular noun.',
    says: ({ guess: { claim, form }, list }) =>
      claim?.kind === 'plural' ? singularUnless(false, form, list) : undefined,
  },
];

/** The rule that makes `reading` lead, if one does (the first rule with a say decides). */
export function nounLeadRule(reading: NounReading): LeadRule | undefined {
  for (const rule of NOUN_LEAD_RULES) {
    const verdict = rule.says(reading);
    if (verdict) return verdict === 'leads' ? rule : undefined;
  }
  return undefined;
}

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
    name: 'a function word',
    reason:
      'A function word the list lacks goes before the content words its letters spell at ' +
      'the same knowledge (الى is إلى before ألى: function-words.ts).',
    key: ({ analysis }) => (isFunctionWordReading(analysis) ? 0 : 1),
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
