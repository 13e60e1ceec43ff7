// Orders the analyser's proposals before any call is spent: lemmas the shipped list (or an
// earlier answer) confirms in the part of speech the reading assumes come first, then
// known words of another kind, then words the list does not know (still tried when nothing
// known is left: the service's lexicons are larger than any list). Within a class, the
// reading that undid least comes first.
import { firstPerForm, type ScoredAnalysis } from './analyse';
import { type CandidateAnalysis, isVerbAnalysis } from './analysis';
import { verbCarriesProclitics } from './clitics';
import { isFunctionWordReading } from './function-words';
import type { LemmaList } from './lemma-list';
import { bestReadingLeads, orderReadings, type RankedReading } from './reading-order';
import { verbMayCarry } from './verb-readings';

export interface RankingKnowledge {
  /** The shipped lemma list; null when it could not be loaded (rank by the analyser alone). */
  list: LemmaList | null;
  /** Lemmas the service has answered before: confirmed unless the list knows them as another kind. */
  learned(form: string): boolean;
}

const CONFIRMED = 0;
const OTHER_KIND = 1;
const INVARIABLE = 2;
const UNKNOWN = 3;

function knowledgeClass(entry: ScoredAnalysis, knowledge: RankingKnowledge): number {
  // A real verb (the list's or an answer's), but not one the list conjugates into this
  // stem; an elative from a فعلى the list lacks: never confirmed, never raised by it.
  if (entry.evidence === 'contradicted')
    return Math.max(OTHER_KIND, classByKnowledge(entry, knowledge));
  return classByKnowledge(entry, knowledge);
}

function classByKnowledge(entry: ScoredAnalysis, knowledge: RankingKnowledge): number {
  const { analysis } = entry;
  if (entry.evidence === 'attested') return CONFIRMED;
  // A lead is one the list confirms, or a common plural's singular (ليالٍ → ليلة).
  if (entry.leads) return CONFIRMED;
  // A function word (هذا, أنا, في) is known (function-words.ts), though the list lacks it
  // or holds its letters only as another word's conjugated form (في as وفى's "fulfil!").
  if (isFunctionWordReading(analysis)) return CONFIRMED;
  const learned = knowledge.learned(analysis.form);
  const facts = knowledge.list?.lookup(analysis.form);
  if (!facts) return learned ? CONFIRMED : UNKNOWN;
  const asVerb = analysis.pos === 'verb';
  const asNoun = analysis.pos === 'noun' || analysis.pos === 'adjective';
  if ((asVerb && facts.verb) || (asNoun && facts.noun)) return CONFIRMED;
  // A clitic-only reading assumes no part of speech: any lemma confirms it, a verb only
  // with pronouns a verb takes (وبقي is no وبق + ي) and after no clitic only a noun takes
  // (النادى is no ال + نادى, بالتمسك no ب + التمس + ك), unless the list tags it invariable
  // too: an elative is also a form IV verb (الأوسع، الأكثر).
  const nounOnly = !verbCarriesProclitics(analysis.proclitics);
  const verb = facts.verb && verbMayCarry(analysis.enclitics) && (!nounOnly || facts.invariable);
  if (!asVerb && !asNoun && (facts.noun || verb)) return CONFIRMED;
  // An answer taught the word, but the list knows it as another kind (أمكن the verb is no
  // singular of أماكن).
  if (facts.noun || facts.verb) return OTHER_KIND;
  if (learned) return CONFIRMED;
  return facts.invariable ? INVARIABLE : UNKNOWN;
}

/** Whether the shipped list alone confirms `entry` in the part of speech it assumes. */
export function confirmedByList(entry: ScoredAnalysis, list: LemmaList): boolean {
  return knowledgeClass(entry, { list, learned: () => false }) === CONFIRMED;
}

/**
 * The readings after the word itself, best first, in the order of READING_ORDER
 * (reading-order.ts): knowledge class, then a function word, then a reading that leads,
 * then cost, then the analyser's order.
 */
function rankedReadings(scored: readonly ScoredAnalysis[], knowledge: RankingKnowledge) {
  return orderReadings(
    scored.slice(1).map((entry, order): RankedReading & { entry: ScoredAnalysis } => {
      const rank = knowledgeClass(entry, knowledge);
      return { ...entry, entry, order, rank, confirmed: rank === CONFIRMED };
    }),
  );
}

/**
 * The reading to ask before the word as written, if any: the best ranked one, when it is
 * confirmed and leads (BEST_READING_LEADS: طلاب, which the list holds as a plural → طالب;
 * والكتاب, which it does not know → كتاب).
 */
export function leadingReading(
  scored: readonly ScoredAnalysis[],
  knowledge: RankingKnowledge,
): CandidateAnalysis | undefined {
  const [itself] = scored;
  // A function word as written (لكن, not ل + كنّ) is the likeliest reading of its letters:
  // the commonest words of the language, which nothing is asked before.
  if (!itself || isFunctionWordReading(itself.analysis)) return undefined;
  const ranked = rankedReadings(scored, knowledge);
  const [best] = ranked;
  if (!best) return undefined;
  const { form } = itself.analysis;
  const facts = knowledge.list?.lookup(form);
  // Without the list nothing says the word is no lemma as written.
  const asWrittenLemma =
    !knowledge.list ||
    knowledge.learned(form) ||
    (facts !== undefined && (facts.noun || facts.verb || facts.invariable));
  // The stem is known as it stands where a confirmed reading cut the same clitics only.
  const stemKnown = ranked.some(
    ({ analysis, confirmed }) =>
      confirmed && analysis.inflections.length === 0 && sameClitics(analysis, best.analysis),
  );
  const verbFormOf = facts?.verbOf ?? [];
  const lead = bestReadingLeads({ reading: best, asWrittenLemma, verbFormOf, stemKnown });
  return lead ? best.analysis : undefined;
}

const sameClitics = (a: CandidateAnalysis, b: CandidateAnalysis): boolean =>
  a.proclitics.join('+') === b.proclitics.join('+') &&
  a.enclitics.join('+') === b.enclitics.join('+');

/**
 * `scored` as analyseScored returns it (the word itself first), reordered: the word itself
 * stays first, the rest by knowledge class, then cost, then the analyser's order; one
 * reading per form.
 */
export function rankAnalyses(
  scored: readonly ScoredAnalysis[],
  knowledge: RankingKnowledge,
): CandidateAnalysis[] {
  const [itself] = scored;
  if (!itself) return [];
  const ranked = rankedReadings(scored, knowledge).map(({ entry }) => entry.analysis);
  return firstPerForm([itself.analysis, ...ranked]);
}

/**
 * The readings (never the word itself) whose lemma the knowledge confirms in the part of
 * speech they assume, in the same order as rankAnalyses; one reading per form.
 */
export function confirmedAnalyses(
  scored: readonly ScoredAnalysis[],
  knowledge: RankingKnowledge,
): CandidateAnalysis[] {
  return firstPerForm(confirmedInOrder(scored, knowledge));
}

/**
 * As confirmedAnalyses, but one reading per form and part of speech: a lookup asks a form
 * once, whatever it is read as, but the sentence tells a verb from a noun of the same
 * letters (قد تشاجرا: تشاجر's "they two quarrelled", not its noun in the accusative).
 */
export function confirmedAnalysesPerKind(
  scored: readonly ScoredAnalysis[],
  knowledge: RankingKnowledge,
): CandidateAnalysis[] {
  const seen = new Set<string>();
  return confirmedInOrder(scored, knowledge).filter((analysis) => {
    const key = `${analysis.form} ${isVerbAnalysis(analysis)}`;
    return !seen.has(key) && seen.add(key) !== undefined;
  });
}

const confirmedInOrder = (scored: readonly ScoredAnalysis[], knowledge: RankingKnowledge) =>
  rankedReadings(scored, knowledge)
    .filter(({ rank }) => rank === CONFIRMED)
    .map(({ entry }) => entry.analysis);
