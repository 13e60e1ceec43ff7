// The analyser: from a word as written to the lemmas it may be an inflected form of, each
// with what was undone (clitics, inflections) and the part of speech that reading
// assumes. It only proposes; ranking.ts orders the proposals by what the lemma list
// knows, and the lexicon decides.
import type { CandidateAnalysis, Inflection } from './analysis';
import {
  ARTICLE,
  type CliticSplit,
  cliticSplits,
  FUTURE,
  onlyAVerbBefore,
  RARE_PRONOUNS,
  startsWithArticle,
} from './clitics';
import { isArabicLetterFast } from './detect';
import { homographLeads } from './homograph-leads';
import { isNisbaOfListedNoun } from './nisbas';
import { strictKey } from './normalise';
import { type LemmaGuess, nounLemmas, type StemFacts } from './nouns';
import { particleBeforePronoun } from './particles';
import { mayLeadThrough, type NounReading, nounLeadRule } from './preferences';
import { finalTanween, type Tanween } from './tanween';
import { withHollowNames } from './verb-attestation';
import type { VerbIndex } from './verb-index';
import { type VerbGuess, verbLemmas, verbMayCarry, verbProcliticOf } from './verb-readings';
import { isVerbalNounInDual, isVerbalNounInSoundPlural } from './verbal-nouns';

/** A proposal and how much was undone to reach it (lower is likelier). */
export interface ScoredAnalysis {
  analysis: CandidateAnalysis;
  cost: number;
  /**
   * What the lemma list says of a reading: `attested` when it knows the stem as a
   * conjugated form of this verb, or the lemma as a nisba of a noun it holds (nisbas.ts:
   * الإيرانية → إيراني ← إيران), `contradicted` when it knows the stem's verbs and this is
   * not one of them (يثير is أثار's, not ثار's: ثار makes يثور), or the reading is an
   * elative's masculine from a فعلى it does not hold (الأدبى is no آدب's), or a ت-verb's
   * verbal noun in ون/ين (تطربون is طرب's imperfect: verbal-nouns.ts).
   */
  evidence?: 'attested' | 'contradicted';
  /**
   * A reading likelier than the word's own entry, asked before it: a plural's singular, an
   * elative's masculine, a ت-imperfect's verb (see nouns.ts and TEH_IMPERFECT).
   */
  leads?: true;
}

/** What the lemma list can tell the analyser while it proposes. */
export interface AnalyserKnowledge extends StemFacts {
  /** The verb stem index (verb-index.ts): every stem of every verb of the lexicon. */
  verbs: VerbIndex;
  /** Lemmas of the verbs hunspell-ar conjugates into `form` (the lemma list's verb forms). */
  verbLemmasOf(form: string): string[];
  /** The list holds `form` as a noun or adjective (a participle, a verbal noun). */
  knowsNoun(form: string): boolean;
}

/**
 * An elative's masculine read from a فعلى the list does not hold (الأدبى → آدب): the list,
 * which holds the common ones (كبرى، عليا), speaks against it; a nisba typed with ى is
 * likelier (الأدبي، رومي), and no listed word confirms the reading.
 */
const isUnheldElativeFeminine = ({ claim }: LemmaGuess, knowledge: AnalyserKnowledge): boolean =>
  claim?.kind === 'elative' &&
  !knowledge.knowsSingular(claim.of) &&
  !knowledge.pluralByList(claim.of);

/** A stem still starting with the article is rarely a headword (كتاب before الكتاب). */
const HELD_ARTICLE_COST = 2;
/** A verb the list gives for the stem that the verb lexicon lacks: after the index's. */
const UNINDEXED_VERB_COST = 3;
/** The list conjugates the verb into the stem as written: strong evidence. */
const ATTESTED_BONUS = 0.5;
/**
 * تفعل is a form V perfect (تشكّل "it took shape") or a 3rd feminine / 2nd person
 * imperfect (تشكِّل "she forms"); the imperfect is the commoner in running text (every
 * feminine and every non-human plural subject takes it), so a verb the list conjugates
 * into it leads. Not before a final ى: an imperfect in ى needs a فعِل verb (بقي), rarer
 * than a form V defective perfect (تلقّى، تولّى).
 */
const TEH_IMPERFECT = /^ت[^ى]{2}[^ى]$/u;
/** كان and ليس, the commonest verbs of Arabic text: a form of theirs is asked as theirs. */
const AUXILIARIES: ReadonlySet<string> = new Set(['كان', 'ليس']);

/**
 * Whether a stem's first verb reading is asked before the word as written: a ت-imperfect
 * the list conjugates (TEH_IMPERFECT: تقول، تشكل).
 */
function verbLeads(guess: VerbGuess, stem: string): boolean {
  const [, prefix, suffix] = guess.row;
  return guess.attested && prefix === 'ت' && suffix === '' && TEH_IMPERFECT.test(stem);
}

/** Nouns outnumber verbs in running text: at equal stripping the noun reading goes first. */
const VERB_READING_COST = 0.2;

function guessesOf(
  split: CliticSplit,
  knowledge?: AnalyserKnowledge,
  tanween?: Tanween,
): ScoredAnalysis[] {
  const out: ScoredAnalysis[] = [];
  const { stem, proclitics, enclitics } = split;
  const push = (
    guess: LemmaGuess,
    pos: CandidateAnalysis['pos'] | undefined,
    evidence?: ScoredAnalysis['evidence'],
  ): ScoredAnalysis => {
    const analysis: CandidateAnalysis = {
      form: guess.form,
      proclitics,
      enclitics,
      inflections: guess.inflections,
    };
    if (pos && guess.inflections.length > 0) analysis.pos = pos;
    const heldArticle = startsWithArticle(guess.form);
    const cost = split.cost + guess.cost + (heldArticle ? HELD_ARTICLE_COST : 0);
    const scored: ScoredAnalysis = evidence ? { analysis, cost, evidence } : { analysis, cost };
    out.push(scored);
    return scored;
  };
  // A homograph the table decides (homographs.ts): only the reading news text means leads,
  // its own entry (تحول) rather than the verb it is also a form of (حوّل's "she transforms").
  const table = homographLeads(split, mayLeadThrough(enclitics), tanween);
  // Which noun, homograph and particle readings lead: preferences.ts, rule by rule.
  // Before ني only a verb stands (clitics.ts): a noun reading there costs what a verb
  // reading costs elsewhere (عيني is عين + ي before عيّ + ني), and the list contradicts a
  // noun there unless it knows the stem as a verb as written (ضرب + ني).
  const verbOnly = onlyAVerbBefore(stem, enclitics);
  const nounReading = (source: NounReading['source'], given: LemmaGuess) => {
    const guess = verbOnly ? { ...given, cost: given.cost + VERB_READING_COST } : given;
    const contradicted =
      knowledge !== undefined &&
      ((verbOnly && (guess.inflections.length > 0 || !knowledge.knowsVerb(guess.form))) ||
        isUnheldElativeFeminine(guess, knowledge) ||
        isVerbalNounInSoundPlural(stem, guess, enclitics.length > 0, knowledge.verbs) ||
        isVerbalNounInDual(stem, guess, enclitics.length > 0, knowledge.verbs));
    // A nisba the list lacks, of a noun it holds (nisbas.ts), is as good as listed.
    const nisba =
      knowledge !== undefined &&
      enclitics.length === 0 &&
      isNisbaOfListedNoun(stem, guess, knowledge);
    const evidence = contradicted ? 'contradicted' : nisba ? 'attested' : undefined;
    const scored = push(guess, source === 'noun' ? 'noun' : undefined, evidence);
    const list = knowledge ? { list: knowledge } : {};
    if (nounLeadRule({ source, guess, split, homographs: table, ...list })) scored.leads = true;
  };
  // A particle with a pronoun (عليها، لكنه، بأنها): no split has both the article and a
  // pronoun (clitics.ts).
  const particle = enclitics.length > 0 ? particleBeforePronoun(stem) : undefined;
  if (particle) nounReading('particle', { form: particle, inflections: [], cost: 0 });
  const before = verbProcliticOf(proclitics);
  const future = before === FUTURE;
  if (split.class !== 'verb') {
    const definite = proclitics.includes(ARTICLE);
    const context = {
      hasSuffix: enclitics.length > 0,
      definite,
      nounOnly: split.class === 'noun' || tanween !== undefined,
      ...(tanween ? { tanween } : {}),
    };
    for (const guess of nounLemmas(stem, context, knowledge)) nounReading('noun', guess);
  }
  if (split.class !== 'noun' && !tanween && verbMayCarry(enclitics) && knowledge) {
    const auxiliaryOf = (guess: VerbGuess) => AUXILIARIES.has(guess.form);
    // The list's verb forms: the verbs hunspell-ar conjugates into the stem as written. It
    // names a stem's verbs but not the lemma the stem itself is: سأصاب is أصاب's "I"
    // (أُصاب) as much as صاب's (أَصاب).
    const known = new Set(knowledge.verbLemmasOf(stem));
    if (known.size > 0 && knowledge.knowsVerb(stem)) known.add(stem);
    // The stem index gives every verb the stem is a form of, in verb-preferences.ts's order.
    const guesses = verbLemmas(
      stem,
      knowledge.verbs,
      before,
      enclitics.length > 0,
      withHollowNames(known),
      knowledge.knowsNoun,
    );
    // The list conjugates the whole word into other verbs: a pronoun cut off it is the
    // rarer reading, and no reading through it leads (تشارك is شارك's, not تشار + ك, أشار's
    // passive with "you").
    const auxiliary = guesses.some(auxiliaryOf);
    // The list holds a verb's suffixed forms only where its stem changes: a perfect that
    // is the list's verb itself with a subject suffix (سألت: سأل + ت) is one it makes by
    // rule (but the rare feminine plural's ن, verb-preferences.ts, gains nothing by it).
    const isAttested = (guess: VerbGuess) =>
      guess.attested ||
      (guess.row[0] === 'p' &&
        guess.row[1] === '' &&
        guess.suffixCut &&
        !guess.row[3].endsWith('FP') &&
        stem === guess.form + guess.row[2] &&
        knowledge.knowsVerb(guess.form));
    const attested = guesses.map(isAttested);
    const wholeIsVerb =
      enclitics.length > 0 && knowledge.verbLemmasOf(stem + enclitics.join('')).length > 0;
    // The table names what a stem means, not a rare pronoun cut off a longer word (يتم is
    // تم's "it is done", يتمكن no يتم + كن).
    const tableMayLead = !enclitics.some((enclitic) => RARE_PRONOUNS.has(enclitic));
    // The list's word for the stem lowers the cost of every verb reading before it too:
    // the order among them is verb-preferences.ts's.
    const costs = guesses.map(
      (guess, place) => guess.cost + VERB_READING_COST - (attested[place] ? ATTESTED_BONUS : 0),
    );
    for (let at = costs.length - 2; at >= 0; at--)
      costs[at] = Math.min(costs[at] ?? 0, costs[at + 1] ?? 0);
    guesses.forEach((guess, place) => {
      const cost = costs[place] ?? guess.cost;
      // The list knows the stem's verbs, and not this one: a prefix-only form it would hold
      // (يثير is أثار's; ثار makes يثور). Suffixed forms it makes by rule, and does not hold.
      const contradicted = known.size > 0 && !guess.suffixCut;
      const evidence = attested[place] ? 'attested' : contradicted ? 'contradicted' : undefined;
      const scored = push(
        { form: guess.form, inflections: guess.inflections, cost },
        'verb',
        evidence,
      );
      const leadsHere = place === 0 && !wholeIsVerb && !auxiliary && table.verbMayLead;
      if (leadsHere && verbLeads(guess, stem)) scored.leads = true;
      // Whatever else its letters spell (لم يكن: كنّ; كنا: كنّ's "they two").
      if (auxiliaryOf(guess) && table.verbMayLead) scored.leads = true;
      if (table.verbLeads(guess.form) && tableMayLead) scored.leads = true;
    });
    // كان itself after a conjunction (فكان، وكان): the index adds no reading for a lemma
    // as written, and فكّ's dual would go first.
    if (AUXILIARIES.has(stem) && proclitics.length > 0 && table.verbMayLead) {
      const inflections: Inflection[] = [{ kind: 'verb', tense: 'past' }];
      push({ form: stem, inflections, cost: 0 }, 'verb').leads = true;
    }
    // A verb the list conjugates into the stem that the lexicon lacks (يأتلي → ائتلى):
    // after the index's readings.
    for (const lemma of known) {
      if (lemma === stem || guesses.some((guess) => guess.form === lemma)) continue;
      const inflections: Inflection[] = [{ kind: 'verb', tense: future ? 'future' : 'present' }];
      push({ form: lemma, inflections, cost: UNINDEXED_VERB_COST }, 'verb', 'attested');
    }
  }
  return out;
}

/**
 * Every reading of `word`, the word itself (its strict key) first, then the others from
 * least to most undone, one per form and part of speech. Empty when `word` is not one
 * Arabic word.
 */
export function analyseScored(word: string, knowledge?: AnalyserKnowledge): ScoredAnalysis[] {
  const key = strictKey(word);
  if (key === '' || ![...key].every(isArabicLetterFast)) return [];
  const itself: ScoredAnalysis = {
    analysis: { form: key, proclitics: [], enclitics: [], inflections: [] },
    cost: 0,
  };
  // Tanween is written on an indefinite noun only: no verb, no article, no pronoun suffix.
  const tanween = finalTanween(word);
  const splits = cliticSplits(key).filter(
    (split) => !tanween || (split.enclitics.length === 0 && !split.proclitics.includes(ARTICLE)),
  );
  const all: ScoredAnalysis[] = [];
  for (const split of splits) all.push(...guessesOf(split, knowledge, tanween));
  const sorted = all
    .map((scored, order) => ({ scored, order }))
    .sort((a, b) => a.scored.cost - b.scored.cost || a.order - b.order);
  // One reading per form and part of speech: سأل the noun (سألة) and سأل the verb (سألت)
  // are ranked apart; the ranking keeps the better one.
  const seen = new Set([`${key} `]);
  const out = [itself];
  for (const { scored } of sorted) {
    const { form, pos } = scored.analysis;
    const id = `${form} ${pos ?? ''}`;
    if (seen.has(id) || !isArabicWord(form)) continue;
    seen.add(id);
    out.push(scored);
  }
  return out;
}

/** The readings of `word` without their scores, one per form (see analyseScored). */
export function analyseWord(word: string, knowledge?: AnalyserKnowledge): CandidateAnalysis[] {
  return firstPerForm(analyseScored(word, knowledge).map((scored) => scored.analysis));
}

/** `analyses` without a form seen before (the earlier reading is the likelier). */
export function firstPerForm(analyses: readonly CandidateAnalysis[]): CandidateAnalysis[] {
  const seen = new Set<string>();
  return analyses.filter(({ form }) => !seen.has(form) && seen.add(form) !== undefined);
}

function isArabicWord(form: string): boolean {
  return form !== '' && [...form].every(isArabicLetterFast);
}
