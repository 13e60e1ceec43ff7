// The background's lemma knowledge: the shipped list (public/lemmas/ar.txt, loaded on first
// need: only when a word as written had no entry) and what the service's answers taught
// (lemmas it returned, and the conjugated forms of its verbs, kept in IndexedDB).

import { analyseScored } from '../arabic/analyse';
import type { CandidateAnalysis } from '../arabic/analysis';
import { type LemmaList, parseLemmaList } from '../arabic/lemma-list';
import { strictKey } from '../arabic/normalise';
import { confirmedAnalyses, leadingReading, rankAnalyses } from '../arabic/ranking';
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
 * (candidates are then ranked by the analyser alone) and is tried again next time.
 */
export function lazyLemmaList(source: () => Promise<string>): () => Promise<LemmaList | null> {
  let loading: Promise<LemmaList | null> | null = null;
  return () => {
    loading ??= source()
      .then(parseLemmaList)
      .catch((error: unknown) => {
        console.warn('Lisan: the lemma list could not be loaded', String(error));
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

/** Conjugated forms the answers listed (`wordForms`; one value may hold several, split by /). */
export function answeredWordForms(results: OperationResults): string[] {
  const forms = new Set<string>();
  for (const entry of results.conjugations ?? []) {
    for (const wordForm of entry.wordForms ?? []) {
      for (const value of wordForm.value.split('/')) {
        const form = strictKey(value);
        if (form !== '') forms.add(form);
      }
    }
  }
  return [...forms];
}

/** The readings of `word` to try, ranked by the list and by lemmas learnt from answers. */
export function rankedCandidates(
  word: string,
  list: LemmaList | null,
  learned: ReadonlySet<string>,
): CandidateAnalysis[] {
  return rankAnalyses(scoredReadings(word, list), rankingKnowledge(list, learned));
}

/** A reading to ask before `word` as written (حدود → حد, تقول → قال), if any. */
export function leadingCandidate(
  word: string,
  list: LemmaList | null,
  learned: ReadonlySet<string>,
): CandidateAnalysis | undefined {
  return leadingReading(scoredReadings(word, list), rankingKnowledge(list, learned));
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
  return confirmedAnalyses(scoredReadings(word, list), rankingKnowledge(list, learned))
    .filter(
      (reading) =>
        undoesMoreThanFeminine(reading) &&
        thirdPersonIfVerb(reading) &&
        (shownCutClitics || (reading.proclitics.length === 0 && reading.enclitics.length === 0)) &&
        !shown.has(reading.form),
    )
    .slice(0, MAX_OTHER_READINGS);
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

/** The analyser's readings, its verb readings checked against the list's verb forms. */
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
          return facts !== undefined && facts.invariable && !facts.noun;
        },
      }
    : undefined;
  return analyseScored(word, knowledge);
}

function rankingKnowledge(list: LemmaList | null, learned: ReadonlySet<string>) {
  return { list, learned: (form: string) => learned.has(form) };
}
