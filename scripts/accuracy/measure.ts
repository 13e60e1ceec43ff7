// Runs the real lookup engine (analyser, ranking, call cap, remembered forms, answer cache
// on fake-indexeddb) over records, in order, as a reader would meet them, against the
// simulated service, and counts each word's outcome under its categories.
import 'fake-indexeddb/auto';
import { type LemmaList, type LemmaTexts, strictKey } from '../../lib/arabic';
import { CALL_LIMIT } from '../../lib/lookup/budget';
import { createLookupEngine } from '../../lib/lookup/engine';
import { MAX_CANDIDATES } from '../../lib/lookup/form-resolver';
import { rankedCandidates } from '../../lib/lookup/lemma-knowledge';
import { isAsWritten, type WordContext } from '../../lib/lookup/types';
import type { DevRecord } from './records';
import { isFeminineLemmasMasculine, isSameLemma } from './same-lemma';
import { createSimService, type SimEntry, type SimService } from './sim-service';
import { countWord, type Tally } from './tally';

export interface MeasureOptions {
  /** Names the engine's database: each measurement starts with an empty cache. */
  name: string;
  /** The shipped list's and verb index's texts, which the engine loads. */
  texts: LemmaTexts;
  list: LemmaList;
  lexicon: ReadonlyMap<string, SimEntry>;
  /** The categories a record counts under (default: all, and its own). */
  categoriesOf?: (record: DevRecord) => string[];
  /** The word as looked up (default: as the record wrote it). */
  surfaceOf?: (record: DevRecord) => string;
  /** The words around it in its sentence, sent with the lookup (default: none). */
  contextOf?: (record: DevRecord) => WordContext | undefined;
  /** Lemmas right for a record besides its headword (a verb form other verbs write too). */
  alsoRight?: (record: DevRecord) => ReadonlySet<string> | undefined;
  /** Count what the wrong answers were (the dev table's extra columns; costs some time). */
  detailed?: boolean;
}

export interface Miss {
  surface: string;
  headword: string;
  matched: string | null;
  category: string;
}

/** A fresh engine (its own answer cache and memory) over the simulated service. */
function freshEngine(service: SimService, texts: LemmaTexts, name: string) {
  return createLookupEngine({
    getConfig: async () => ({
      apiKey: 'accuracy',
      serviceUrl: 'https://siwar.test/api/v1/external',
      lexicons: [],
      cacheLifetimeDays: 30,
    }),
    fetch: service.fetch,
    dbName: `lisan-accuracy-${name}-${Date.now()}`,
    clientOptions: { maxRetries: 0 },
    lemmaSource: async () => texts,
  });
}

export async function measure(
  records: readonly DevRecord[],
  options: MeasureOptions,
): Promise<{ tallies: Map<string, Tally>; misses: Miss[]; right: boolean[] }> {
  const service = createSimService(options.lexicon);
  const engine = freshEngine(service, options.texts, options.name);
  const categoriesOf = options.categoriesOf ?? ((record) => ['all', record.category]);
  const surfaceOf = options.surfaceOf ?? ((record) => record.surface);
  const seen = new Set<string>();
  const tallies = new Map<string, Tally>();
  const misses: Miss[] = [];
  /** Whether each record came out right, in order. */
  const rights: boolean[] = [];
  let sinceReset = 0;
  for (const record of records) {
    const word = surfaceOf(record);
    const context = options.contextOf?.(record);
    const before = service.calls();
    const response = await engine.lookupTab({
      word,
      tab: 'senses',
      ...(context ? { context } : {}),
    });
    const calls = service.calls() - before;
    // A key's lifetime limit is the budget's concern, not the analyser's: a set larger than
    // one key's calls (the verb paradigms) is measured as if by several readers' keys.
    if (service.calls() - sinceReset > CALL_LIMIT / 2) {
      await engine.resetBudget();
      sinceReset = service.calls();
    }
    if (!response.ok) throw new Error(`lookup failed: ${JSON.stringify(response.error)}`);
    const found = (response.results.pos?.length ?? 0) > 0;
    const alsoRight = !!options.alsoRight?.(record)?.has(response.matched);
    const right =
      found && (isSameLemma(response.matched, record.headword, record.upos) || alsoRight);
    const asMasculine =
      right &&
      !alsoRight &&
      isFeminineLemmasMasculine(response.matched, record.headword, record.upos);
    const first = !seen.has(strictKey(word));
    seen.add(strictKey(word));
    const outcome = { found, right, asMasculine, calls, first };
    rights.push(right);
    const extra = options.detailed ? wrongDetail(record, response, options.list) : undefined;
    for (const name of categoriesOf(record)) {
      const tally = countWord(tallies, name, outcome);
      if (extra) for (const key of extra) tally[key]++;
    }
    if (!right) {
      const { headword, category } = record;
      misses.push({ surface: word, headword, matched: found ? response.matched : null, category });
    }
  }
  return { tallies, misses, right: rights };
}

type Response = Extract<
  Awaited<ReturnType<ReturnType<typeof freshEngine>['lookupTab']>>,
  { ok: true }
>;

/** Which of the dev table's "what was wrong" counters a word adds to. */
function wrongDetail(record: DevRecord, response: Response, list: LemmaList): (keyof Tally)[] {
  const counters: (keyof Tally)[] = [];
  const offered = response.otherReadings ?? [];
  if (offered.length > 0) counters.push('givenLinks');
  const found = (response.results.pos?.length ?? 0) > 0;
  if (!found || isSameLemma(response.matched, record.headword, record.upos)) return counters;
  // The analyser's readings of a wrong word, ranked as a fresh lookup would rank them.
  const readings = rankedCandidates(record.surface, list, new Set());
  const isRight = (reading: { form: string }) =>
    isSameLemma(reading.form, record.headword, record.upos);
  if (offered.some((reading) => isAsWritten(reading) && isRight(reading))) {
    counters.push('leadAsWrittenRight');
  }
  if (offered.some(isRight)) counters.push('wrongLemmaOffered');
  if (!readings.some(isRight)) counters.push('wrongUnreadable');
  if ((response.analysis?.inflections.length ?? 0) === 0) {
    counters.push('wrongOwnEntry');
    // Had the word's own entry not been taken, would a probe have reached the lemma?
    if (readings.slice(1, 1 + MAX_CANDIDATES).some(isRight)) counters.push('ownEntryLemmaReadable');
    if (offered.some(isRight)) counters.push('ownEntryLemmaOffered');
  }
  return counters;
}
