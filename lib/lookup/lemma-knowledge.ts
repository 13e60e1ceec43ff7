// The background's lemma knowledge: the shipped list (public/lemmas/ar.txt, loaded on first
// need: only when a word as written had no entry) and what the service's answers taught
// (lemmas it returned, and the conjugated forms of its verbs, kept in IndexedDB).

import {
  analyseScored,
  bothFormsCommon,
  type CandidateAnalysis,
  cliticSplits,
  confirmedAnalyses,
  type Inflection,
  type LemmaFacts,
  type LemmaList,
  leadingReading,
  type Neighbours,
  parseLemmaList,
  preferredInContext,
  rankAnalyses,
  strictKey,
  withEditedSpellings,
} from '../arabic';
import type { OperationResults } from './types';

/** Where the build puts the list (WXT copies public/ to the package's root). */
export const LEMMA_LIST_PATH = '/lemmas/ar.txt';

/** Reads the shipped list's text from the extension's own files. */
export async function packagedLemmaSource(): Promise<string> {
  const runtime = (globalThis as { chrome?: { runtime?: { getURL(path: string): string } } }).chrome
    ?.runtime;
  if (!runtime) throw new Error('no extension runtime to read the lemma list from');
  const response = await fetch(runtime.getURL(LEMMA_LIST_PATH));
  if (!response.ok) throw new Error(`the lemma list could not be read (${response.status})`);
  return response.text();
}

/**
 * The list, loaded once per worker life on first use. A failed load resolves to null
 * (candidates are then ranked by the analyser alone) and is tried again next time; it is
 * reported once, not at every lookup of a worker whose package lacks the file.
 */
export function lazyLemmaList(source: () => Promise<string>): () => Promise<LemmaList | null> {
  let loading: Promise<LemmaList | null> | null = null;
  let reported = false;
  return () => {
    loading ??= source()
      .then(parseLemmaList)
      .catch((error: unknown) => {
        if (!reported) console.warn('Lisan: the lemma list could not be loaded', String(error));
        reported = true;
        loading = null;
        return null;
      });
    return loading;
  };
}

/** Lemmas learnt from answers, per service: the newest kept, up to this many. */
export const MAX_LEARNED_LEMMAS = 5000;

/** Where the learnt lemmas of one service are stored (in the answer cache's store). */
export function learnedLemmasKey(service: string): string {
  return JSON.stringify(['learned-lemmas', 1, service]);
}

/** `known` with `lemmas` added last (newest), the oldest dropped past the bound. */
export function withLearned(known: readonly string[], lemmas: readonly string[]): string[] {
  const fresh = lemmas.filter((lemma) => !known.includes(lemma));
  if (fresh.length === 0) return [...known];
  return [...known, ...fresh].slice(-MAX_LEARNED_LEMMAS);
}

/** Lemmas the answers held (strict keys), for ranking later candidates. */
export function answeredLemmas(results: OperationResults): string[] {
  const lemmas = new Set<string>();
  for (const entries of Object.values(results)) {
    for (const entry of entries ?? []) {
      const lemma = strictKey((entry as { lemma?: unknown }).lemma as string);
      if (lemma !== '') lemmas.add(lemma);
    }
  }
  return [...lemmas];
}

/**
 * Conjugated forms the answers listed (`wordForms`; one value may hold several, split by /),
 * to remember as forms of the answer's verb; not those the list holds as a lemma of their
 * own (a noun or a verb): remembered, أكثر (كثر's "I increase") or تقدم (قدّم's "she
 * presents") would hide their own entry, often the one meant, without even a link to it.
 * Such a word is resolved like any other: its lead (with that link), else as written.
 */
export function answeredWordForms(results: OperationResults, list: LemmaList | null): string[] {
  const forms = new Set<string>();
  const ownLemma = (form: string) => {
    const facts = list?.lookup(form);
    return facts !== undefined && (facts.noun || facts.verb);
  };
  for (const entry of results.conjugations ?? []) {
    for (const wordForm of entry.wordForms ?? []) {
      for (const value of wordForm.value.split('/')) {
        const form = strictKey(value);
        if (form !== '' && !ownLemma(form)) forms.add(form);
      }
    }
  }
  return [...forms];
}

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
  const key = strictKey(word);
  const itself: CandidateAnalysis = { form: key, proclitics: [], enclitics: [], inflections: [] };
  const confirmed = confirmedAnalyses(scoredReadings(word, list), rankingKnowledge(list, learned));
  // A reading that assumes no part of speech (the word itself, a clitic cut) is what the
  // list knows its lemma as: a verb (لعب after قد), a noun, or both.
  const withKinds = [itself, ...confirmed].flatMap((reading) => {
    if (reading.pos || reading.inflections.length > 0) return [reading];
    const facts = list.lookup(reading.form);
    const kinds: CandidateAnalysis[] = [];
    if (facts?.noun) kinds.push({ ...reading, pos: 'noun' });
    if (facts?.verb) kinds.push({ ...reading, pos: 'verb' });
    return reading === itself || kinds.length > 0 ? kinds : [reading];
  });
  const lead = leadingCandidate(word, list, learned);
  const usual = lead
    ? [lead]
    : withKinds.filter((reading) => reading.form === key && reading.proclitics.length === 0);
  return preferredInContext(word, withKinds, usual, context);
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
 * The word as written (its clitics cut as `lead` cut them), offered under the lead's answer
 * when the list knows it as a lemma: تقول → قال hides تقوّل's own entry, which the reader
 * may still want. It undoes nothing (`inflections` empty). A stem the list knows only as
 * invariable (جبال) is mostly a plural with no entry of its own: not worth a call. A lead
 * that only cut clitics (لابن → ل + ابن) leaves the whole word as the one written, but for
 * the pronoun it cut (وجاره → و + جار + ه, as written وجار + ه).
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

/**
 * The analyser's readings of `word` as written (its diacritics kept: a tanween leaves only
 * noun readings, tanween.ts), its verb readings checked against the list's verb forms.
 */
function scoredReadings(word: string, list: LemmaList | null) {
  const knowledge = list
    ? {
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
  return list && knowledge ? withEditedSpellings(readings, list, knowledge) : readings;
}

function rankingKnowledge(list: LemmaList | null, learned: ReadonlySet<string>) {
  return { list, learned: (form: string) => learned.has(form) };
}
