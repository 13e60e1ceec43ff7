// Readings offered as links under an answer, beside the lemma shown: the word as written
// under a lead's answer, the other verb of a form I / IV pair, or the inflected readings
// under a word's own entry. Each is free until the reader clicks it.

import {
  bothFormsCommon,
  type CandidateAnalysis,
  cliticSplits,
  confirmedAnalyses,
  type Inflection,
  type LemmaFacts,
  type LemmaList,
  strictKey,
} from '../arabic';
import { rankingKnowledge, scoredReadings } from './lemma-knowledge';

/**
 * The word as written (its clitics cut as `lead` cut them), offered under the lead's answer
 * when the list knows it as a lemma: تقول → قال hides تقوّل's own entry, which the reader
 * may still want. It undoes nothing (`inflections` empty). A stem the list knows only as
 * invariable (جبال) is mostly a plural with no entry of its own: not worth a call. A lead
 * that only cut clitics (لابن → ل + ابن) leaves the whole word as the one written, but for
 * the pronoun it cut (وجاره → و + جار + ه, as written وجار + ه). A lead no list confirms
 * the other way (والكتاب → كتاب, القاهرة → قاهرة) offers nothing: no headword is written
 * with the article or a pronoun, and a link under a third of all words would cost a
 * reader's click and a call for nothing.
 */
export function asWrittenReading(
  word: string,
  lead: CandidateAnalysis,
  list: LemmaList | null,
): CandidateAnalysis | undefined {
  if (!list) return undefined;
  const whole = lead.inflections.length === 0;
  const written = whole ? { ...lead, proclitics: [] } : lead;
  const stem = readingStem(strictKey(word), written, list);
  if (!stem || !(stem.facts.noun || stem.facts.verb) || stem.form === lead.form) return undefined;
  return {
    form: stem.form,
    proclitics: written.proclitics,
    enclitics: written.enclitics,
    inflections: [],
  };
}

/** Other readings offered as links under a word's own entry ("Also: قال · verb, present, she"). */
export const MAX_OTHER_READINGS = 3;

/**
 * Readings of `word` that undo an inflection and reach a lemma the list (or an answer)
 * confirms, other than the lemmas already `shown`, best first by the same ranking as the
 * candidates: تقول has its own entry (تقوّل), yet in a text it is mostly قال's "she says".
 * None without the list: an unconfirmed guess is not worth a reader's click.
 */
export function otherReadings(
  word: string,
  shown: ReadonlySet<string>,
  list: LemmaList | null,
  learned: ReadonlySet<string>,
  shownCutClitics: boolean,
): CandidateAnalysis[] {
  if (!list) return [];
  const key = strictKey(word);
  return confirmedAnalyses(scoredReadings(word, list), rankingKnowledge(list, learned))
    .filter(
      (reading) =>
        undoesMoreThanFeminine(reading) &&
        thirdPersonIfVerb(reading) &&
        (shownCutClitics || (reading.proclitics.length === 0 && reading.enclitics.length === 0)) &&
        !shown.has(reading.form) &&
        notContradictedBySingular(key, reading, list),
    )
    .slice(0, MAX_OTHER_READINGS);
}

/**
 * Under an answer that read the word as a verb, the other verb of the pair form I / form
 * IV the same letters spell, where both are common (form-four-verbs.ts) and the list
 * confirms that reading too (تظهر: ظهر "it appears", أظهر "it shows"; يلزم: لزم, ألزم).
 * Unvocalised, only the sentence tells them apart, so the other is offered as a link,
 * free until clicked.
 */
export function otherFormOfVerb(
  word: string,
  answer: CandidateAnalysis,
  list: LemmaList | null,
  learned: ReadonlySet<string>,
): CandidateAnalysis | undefined {
  if (!list || answer.pos !== 'verb') return undefined;
  const formOne = answer.form.startsWith('أ') ? answer.form.slice(1) : answer.form;
  if (!bothFormsCommon(formOne)) return undefined;
  const other = formOne === answer.form ? `أ${formOne}` : formOne;
  return confirmedAnalyses(scoredReadings(word, list), rankingKnowledge(list, learned)).find(
    (reading) =>
      reading.form === other &&
      reading.pos === 'verb' &&
      thirdPersonIfVerb(reading) &&
      !isPassive(reading),
  );
}

/** A passive reading (تظهر as أظهر's "is shown"): rarely the other verb a reader means. */
const isPassive = ({ inflections }: CandidateAnalysis): boolean =>
  inflections.some((inflection) => inflection.kind === 'verb' && inflection.voice === 'passive');

/**
 * A stem the list knows as a singular noun (tag n: كتاب, نظام, نسبة) is no plural or dual
 * of another word, no word with its ي dropped (مالٍ is no مالي), and a verb's form only
 * where the list names that verb (تقول is قال's).
 * The broken-plural shapes fit most singulars too (كتاب → كتب، كتيب، كاتب): offered, they
 * put links under a tenth of the dev set's words, mostly beside the right entry
 * (npm run accuracy: given links 10.0% → 3.3%, right lemma offered 2.0% → 1.4%; the loss
 * is plurals the list also tags n, such as رجال).
 */
function notContradictedBySingular(
  word: string,
  reading: CandidateAnalysis,
  list: LemmaList,
): boolean {
  const stem = readingStem(word, reading, list)?.facts;
  if (!stem?.noun) return true;
  return reading.inflections.every((inflection) =>
    inflection.kind === 'verb'
      ? stem.verbOf.includes(reading.form)
      : !NOT_FROM_SINGULAR.has(inflection.kind),
  );
}

/** Inflections a complete singular did not undergo: a plural's or dual's, a dropped ي. */
const NOT_FROM_SINGULAR: ReadonlySet<Inflection['kind']> = new Set([
  'broken-plural',
  'sound-plural',
  'dual',
  'defective',
]);

/**
 * The stem `reading` was read from (`word` with its clitics cut) and what the list knows
 * of it. Before a pronoun suffix ة is written ت (مدينته): the stem is looked up both ways.
 */
function readingStem(
  word: string,
  reading: CandidateAnalysis,
  list: LemmaList,
): { form: string; facts: LemmaFacts } | undefined {
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((clitic, index) => clitic === b[index]);
  const split = cliticSplits(word).find(
    (candidate) =>
      same(candidate.proclitics, reading.proclitics) &&
      same(candidate.enclitics, reading.enclitics),
  );
  if (!split) return undefined;
  const { stem } = split;
  const forms =
    reading.enclitics.length > 0 && stem.endsWith('ت') ? [stem, `${stem.slice(0, -1)}ة`] : [stem];
  for (const form of forms) {
    const facts = list.lookup(form);
    if (facts) return { form, facts };
  }
  return undefined;
}

/*
 * Readings offered under a word's own entry are the likely ones only (measured on the dev
 * set, npm run accuracy): a word found as written (لعب, نبه) is not read as clitics on a
 * shorter word (ل + عاب, ن + به + ه): its letters are its own (`shownCutClitics`); and a
 * verb reading is a third person's (تقول → قال "she says"), since a first or second
 * person (أكثر → كثر "I increase", نقل → قال) was right about one time in ten in news text.
 */
function thirdPersonIfVerb(reading: CandidateAnalysis): boolean {
  return reading.inflections.every(
    (inflection) => inflection.kind !== 'verb' || inflection.subject?.person === 3,
  );
}

/**
 * A reading that undid only a feminine ending (مدينة → مدين) is not offered: the feminine
 * headword shown stands for its masculine too. Offering them (npm run accuracy) put links
 * under 1,129 of 4,620 words, 981 of them already right; without them 776 (635), while the
 * right lemma offered fell only from 2.5% to 2.3% of words.
 */
function undoesMoreThanFeminine(reading: CandidateAnalysis): boolean {
  return reading.inflections.some((inflection) => inflection.kind !== 'feminine');
}
