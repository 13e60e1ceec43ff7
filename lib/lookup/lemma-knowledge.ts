// The readings of a word the background ranks: the analyser's, checked against the shipped
// list (lemma-source.ts), ranked by it and by what answers taught (learned-lemmas.ts).

import {
  analyseScored,
  type CandidateAnalysis,
  confirmedAnalyses,
  type LemmaList,
  leadingReading,
  type Neighbours,
  opensOnWaslAlef,
  preferredInContext,
  rankAnalyses,
  type ScoredAnalysis,
  strictKey,
  withEditedSpellings,
} from '../arabic';

/**
 * The readings of `word` (as the page wrote it, diacritics and all) to try, ranked by the
 * list and by lemmas learnt from answers.
 */
export function rankedCandidates(
  word: string,
  list: LemmaList | null,
  learned: ReadonlySet<string>,
): CandidateAnalysis[] {
  return rankAnalyses(scoredReadings(word, list), rankingKnowledge(list, learned));
}

/** The forms of `word`'s readings the list or an answer confirms, in any order. */
export function confirmedForms(
  word: string,
  list: LemmaList | null,
  learned: ReadonlySet<string>,
): Set<string> {
  const confirmed = confirmedAnalyses(scoredReadings(word, list), rankingKnowledge(list, learned));
  return new Set(confirmed.map((reading) => reading.form));
}

/** A reading that undid no inflection, at most the web's spelling (اعلن → أعلن). */
const onlySpelling = ({ inflections }: CandidateAnalysis): boolean =>
  inflections.every((inflection) => inflection.kind === 'spelling');

/**
 * The reading the words around `word` prefer (lib/arabic/context.ts) among those the list
 * or an answer confirms, the word as written among them when the list knows it; and the
 * rule that chose it. None when no rule applies.
 */
export function readingInContext(
  word: string,
  context: Neighbours,
  list: LemmaList | null,
  learned: ReadonlySet<string>,
): { reading: CandidateAnalysis; rule: string } | undefined {
  if (!list) return undefined;
  // The word's readings alone, analysed once for the rules below.
  const scored = scoredReadings(word, list);
  const knowledge = rankingKnowledge(list, learned);
  const spelled = hamzaWritersReading(word, context, scored, list, knowledge);
  if (spelled) return { reading: spelled, rule: HAMZA_WRITER_RULE };
  const key = strictKey(word);
  const itself: CandidateAnalysis = { form: key, proclitics: [], enclitics: [], inflections: [] };
  const confirmed = confirmedAnalyses(scored, knowledge);
  // A reading that assumes no part of speech (the word itself, as typed or with its
  // spelling set right, a clitic cut) is what the list knows its lemma as: a verb (لعب
  // after قد; ادى → أدى after الذي), a noun, or both.
  const withKinds = [itself, ...confirmed].flatMap((reading) => {
    if (reading.pos || !onlySpelling(reading)) return [reading];
    const facts = list.lookup(reading.form);
    const kinds: CandidateAnalysis[] = [];
    if (facts?.noun) kinds.push({ ...reading, pos: 'noun' });
    if (facts?.verb) kinds.push({ ...reading, pos: 'verb' });
    return reading === itself || kinds.length > 0 ? kinds : [reading];
  });
  const lead = leadingReading(scored, knowledge);
  // Without a lead, the word itself: as typed, or as a dictionary spells it (ادى → أدى).
  const usual = lead
    ? [lead]
    : withKinds.filter(
        (reading) =>
          reading.proclitics.length === 0 &&
          reading.enclitics.length === 0 &&
          onlySpelling(reading) &&
          (reading.form === key || reading.inflections.length > 0),
      );
  return preferredInContext(word, withKinds, usual, context);
}

const HAMZA_WRITER_RULE = 'a writer who writes hamzas';

/**
 * Where the words around show a writer who writes the hamza on alif, the reading of `word`
 * opened first as that writer spells (a bare initial ا is a wasl: ابلغ → بلغ's imperative,
 * not أبلغ), when it is not the one opened first for the word alone (`alone`, its readings).
 */
function hamzaWritersReading(
  word: string,
  context: Neighbours,
  alone: ScoredAnalysis[],
  list: LemmaList,
  knowledge: ReturnType<typeof rankingKnowledge>,
): CandidateAnalysis | undefined {
  if (!opensOnWaslAlef(word, context)) return undefined;
  const firstOpened = (scored: ScoredAnalysis[]) =>
    leadingReading(scored, knowledge) ?? confirmedAnalyses(scored, knowledge)[0];
  const spelled = firstOpened(scoredReadings(word, list, true));
  return spelled && spelled.form !== firstOpened(alone)?.form ? spelled : undefined;
}

/** A reading to ask before `word` as written (حدود → حد, تقول → قال), if any. */
export function leadingCandidate(
  word: string,
  list: LemmaList | null,
  learned: ReadonlySet<string>,
): CandidateAnalysis | undefined {
  return leadingReading(scoredReadings(word, list), rankingKnowledge(list, learned));
}

/**
 * The analyser's readings of `word` as written (its diacritics kept: a tanween leaves only
 * noun readings, tanween.ts), its verb readings checked against the list's verb forms;
 * `hamzaWriter`: as spelled by a writer who writes the hamza on alif (hamza-writing.ts).
 */
export function scoredReadings(word: string, list: LemmaList | null, hamzaWriter = false) {
  const knowledge = list
    ? {
        verbs: list.verbs,
        verbLemmasOf: (form: string) => list.lookup(form)?.verbOf ?? [],
        knowsNoun: (form: string) => {
          const facts = list.lookup(form);
          return facts !== undefined && (facts.noun || facts.invariable);
        },
        knowsSingular: (form: string) => list.lookup(form)?.noun === true,
        knowsVerb: (form: string) => list.lookup(form)?.verb === true,
        pluralByList: (form: string) => {
          const facts = list.lookup(form);
          return facts?.invariable === true && !facts.noun;
        },
      }
    : undefined;
  const readings = analyseScored(word, knowledge);
  return list && knowledge ? withEditedSpellings(readings, list, knowledge, hamzaWriter) : readings;
}

export function rankingKnowledge(list: LemmaList | null, learned: ReadonlySet<string>) {
  return { list, learned: (form: string) => learned.has(form) };
}
