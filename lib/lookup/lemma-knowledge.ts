// The readings of a word the background ranks: the analyser's, checked against the shipped
// list (lemma-source.ts), ranked by it and by what answers taught (learned-lemmas.ts).

import {
  analyseScored,
  type CandidateAnalysis,
  confirmedAnalyses,
  confirmedAnalysesPerKind,
  type LemmaList,
  leadingReading,
  type Neighbours,
  opensOnWaslAlef,
  preferredInContext,
  rankAnalyses,
  type ScoredAnalysis,
  strictKey,
  typesHehForTehMarbuta,
  verbCarriesProclitics,
  withEditedSpellings,
  withTehMarbuta,
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
  // How the writer spells, as the words around show it, first.
  for (const writerRule of WRITER_RULES) {
    const chosen = writerRule({ word, context, alone: scored, list, knowledge });
    if (chosen) return chosen;
  }
  const key = strictKey(word);
  const itself: CandidateAnalysis = { form: key, proclitics: [], enclitics: [], inflections: [] };
  const confirmed = confirmedAnalysesPerKind(scored, knowledge);
  // A reading that assumes no part of speech (the word itself, as typed or with its
  // spelling set right, a clitic cut) is what the list knows its lemma as: a verb (لعب
  // after قد; ادى → أدى after الذي), a noun, or both.
  const withKinds = [itself, ...confirmed].flatMap((reading) => {
    if (reading.pos || !onlySpelling(reading)) return [reading];
    const facts = list.lookup(reading.form);
    const kinds: CandidateAnalysis[] = [];
    if (facts?.noun) kinds.push({ ...reading, pos: 'noun' });
    if (facts?.verb && verbCarriesProclitics(reading.proclitics))
      kinds.push({ ...reading, pos: 'verb' });
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

type Knowledge = ReturnType<typeof rankingKnowledge>;
/** A context rule's choice: the reading, and the rule's name. */
type Chosen = { reading: CandidateAnalysis; rule: string };

/** What a writer rule reads: the word, the words around it, its readings alone, the list. */
interface WriterEvidence {
  word: string;
  context: Neighbours;
  alone: ScoredAnalysis[];
  list: LemmaList;
  knowledge: Knowledge;
}
/** A reading of the word as the writer the words around show spells it, if they show one. */
type WriterRule = (evidence: WriterEvidence) => Chosen | undefined;

/** The reading a lookup opens first of `scored`: its lead, else the best confirmed. */
const firstOpened = (scored: ScoredAnalysis[], knowledge: Knowledge) =>
  leadingReading(scored, knowledge) ?? confirmedAnalyses(scored, knowledge)[0];

/**
 * Where the words around show a writer who writes the hamza on alif, the reading of `word`
 * opened first as that writer spells (a bare initial ا is a wasl: ابلغ → بلغ's imperative,
 * not أبلغ), when it is not the one opened first for the word alone (`alone`, its readings).
 */
function hamzaWritersReading(evidence: WriterEvidence): Chosen | undefined {
  const { word, context, alone, list, knowledge } = evidence;
  if (!opensOnWaslAlef(word, context)) return undefined;
  const spelled = firstOpened(scoredReadings(word, list, true), knowledge);
  return spelled && spelled.form !== firstOpened(alone, knowledge)?.form
    ? { reading: spelled, rule: 'a writer who writes hamzas' }
    : undefined;
}

/**
 * Where the words around show a writer who types a final ة as ه (teh-marbuta-writing.ts),
 * `word` in ه read with ة, where the list holds that noun as it stands or after proclitics
 * (فتره → فترة, بمدينه → ب + مدينة), when that is not what the word alone opens. Not a reading
 * that cuts a proclitic the word alone was not read with: وجوده stays وجود + ه, no و + جودة.
 */
function tehMarbutaWritersReading(evidence: WriterEvidence): Chosen | undefined {
  const { word, context, alone, list, knowledge } = evidence;
  const holdsNoun = (form: string) => list.lookup(form)?.noun === true;
  const spelling = withTehMarbuta(strictKey(word));
  if (!spelling || !typesHehForTehMarbuta(context, holdsNoun)) return undefined;
  const scored = scoredReadings(spelling, list);
  const itself = scored[0]?.analysis;
  const own =
    itself && holdsNoun(spelling)
      ? itself
      : confirmedAnalyses(scored, knowledge).find(
          ({ inflections, proclitics, enclitics }) =>
            inflections.length === 0 && proclitics.length > 0 && enclitics.length === 0,
        );
  if (!own) return undefined;
  const spelled = leadingReading(scored, knowledge) ?? own;
  const typed = firstOpened(alone, knowledge);
  if (spelled.form === typed?.form) return undefined;
  if (typed && !spelled.proclitics.every((clitic) => typed.proclitics.includes(clitic)))
    return undefined;
  const reading = { ...spelled, inflections: [SPELLING, ...spelled.inflections] };
  return { reading, rule: 'a writer who types ه for ة' };
}

const SPELLING = { kind: 'spelling' } as const;

/** The writer rules, in order: the first that shows a writer and reads otherwise decides. */
const WRITER_RULES: readonly WriterRule[] = [hamzaWritersReading, tehMarbutaWritersReading];

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
