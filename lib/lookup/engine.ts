import { createSiwarClient } from '../api/client';
import type { ApiError, ApiResult } from '../api/errors';
import type { Lexicon } from '../api/schemas';
import { analyseWord, finalTanween, looseKey, strictKey } from '../arabic';
import { createBudgetCounter, hashApiKey } from './budget';
import { createPersistentCache } from './cache';
import { type FormMemory, resolveTab } from './form-resolver';
import { type CallAdmission, type CallSession, createGuardedCaller } from './guarded-call';
import { lazyDatabase } from './idb';
import { formKey, serviceIdentity } from './keys';
import { type AudioAnswer, createLemmaAudio } from './lemma-audio';
import {
  answeredLemmas,
  answeredWordForms,
  asWrittenReading,
  confirmedForms,
  lazyLemmaList,
  leadingCandidate,
  learnedLemmasKey,
  otherFormOfVerb,
  otherReadings,
  packagedLemmaSource,
  rankedCandidates,
  readingInContext,
  withLearned,
} from './lemma-knowledge';
import { knownNonVerbPos } from './non-verb';
import { type ChosenLexicon, planScopes, scopeRunner } from './scopes';
import { searchFirst, seeAlsoFromSearch, serviceLemmaOf } from './search-first';
import { createSearchSupport } from './search-support';
import {
  type BudgetStatus,
  MAX_CONTEXT_WORDS,
  type OperationResults,
  type ResultTab,
  TAB_OPERATIONS,
  type TabLookupRequest,
  type TabLookupResponse,
  type WordContext,
} from './types';
import { notAWord } from './word-check';

export type { ChosenLexicon } from './scopes';

export interface EngineConfig {
  apiKey: string | null;
  serviceUrl: string;
  lexicons: ChosenLexicon[];
  cacheLifetimeDays: number;
}

export interface EngineDeps {
  /** Read fresh on every request: the settings can change between two lookups. */
  getConfig(): Promise<EngineConfig>;
  /** Default: the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** Injectable clock (milliseconds) for lifetime tests. */
  now?: () => number;
  /** Default: navigator.onLine !== false. */
  isOnline?: () => boolean;
  /** IndexedDB database name; default 'lisan'. Tests use a unique name each. */
  dbName?: string;
  clientOptions?: { timeoutMs?: number; maxRetries?: number; retryDelayMs?: number };
  /** Bound of the answer cache; default 20 000. */
  cacheMaxEntries?: number;
  /** Text of the lemma list; default: the file the extension ships (public/lemmas/). */
  lemmaSource?: () => Promise<string>;
}

export interface LookupEngine {
  /** `admitCall` is asked before each call the cache cannot answer, and may refuse it. */
  lookupTab(request: TabLookupRequest, admitCall?: CallAdmission): Promise<TabLookupResponse>;
  /**
   * What the cache holds for a tab of a word, read-only: never calls the service, never
   * counts. Not cached reads as a `network` error (what an offline lookup would say).
   */
  cachedTab(request: TabLookupRequest): Promise<TabLookupResponse>;
  /** Cached a day; `fresh` asks the service anyway (the user pressed "Test connection"/Save). */
  listLexicons(options?: { fresh?: boolean }): Promise<ApiResult<Lexicon>>;
  /** The service's recording of a lemma (lemma-audio.ts): fetched once, when asked, then kept. */
  lemmaAudio(url: string): Promise<AudioAnswer>;
  /** Null when no key is set. */
  budget(): Promise<BudgetStatus | null>;
  resetBudget(): Promise<void>;
  clearCache(): Promise<void>;
  cacheStats(): Promise<{ entries: number; approxBytes: number }>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The lexicon list changes rarely; a day keeps the options page honest without spending calls. */
const LEXICON_LIST_MAX_AGE_MS = DAY_MS;
/** Used when the lifetime setting is missing or not a number; answers change very rarely. */
const DEFAULT_CACHE_LIFETIME_DAYS = 30;
/** Joins a word's remembered form's key to the reading its sentence chose. */
const CONTEXT_MARK = '\u0000';
/** Ends the remembered form's key of a word written with a tanween (no loose key holds it). */
const TANWEEN_MARK = '\u064B';

/**
 * The lookup engine of the background worker: normalise → persistent cache → join an
 * identical call in flight → budget → client → store → count. Everything that matters
 * (answers, remembered forms, the call counter) lives in IndexedDB, because the worker
 * is killed after ~30 s idle and a new engine must carry on where the old one stopped.
 */
export function createLookupEngine(deps: EngineDeps): LookupEngine {
  const now = deps.now ?? (() => Date.now());
  const isOnline =
    deps.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const database = lazyDatabase(deps.dbName ?? 'lisan');
  const cache = createPersistentCache({
    database,
    now,
    maxEntries: deps.cacheMaxEntries ?? 20_000,
  });
  const budget = createBudgetCounter(database);
  const searchSupport = createSearchSupport(cache);
  const guarded = createGuardedCaller({ cache, budget, isOnline, looseKey });
  const call = searchFirst(guarded, searchSupport);
  // "Offline" for good: a cache miss ends before the budget check and the client.
  const cacheOnly = createGuardedCaller({ cache, budget, isOnline: () => false, looseKey });
  const keyHash = memoisedKeyHash();
  const recordings = createLemmaAudio({ cache, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
  const lemmaList = lazyLemmaList(deps.lemmaSource ?? packagedLemmaSource);

  /** What every call of one request shares; null when no key is set. */
  async function openSession(
    config: EngineConfig,
    admitCall?: CallAdmission,
  ): Promise<CallSession | null> {
    const apiKey = config.apiKey?.trim() ?? '';
    if (apiKey === '') return null;
    return {
      ...(admitCall ? { admitCall } : {}),
      client: createSiwarClient({
        baseUrl: config.serviceUrl,
        apiKey,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
        ...deps.clientOptions,
      }),
      keyHash: await keyHash(apiKey),
      service: serviceIdentity(config.serviceUrl),
    };
  }

  async function lookupTab(
    request: TabLookupRequest,
    readOnly: boolean,
    admitCall?: CallAdmission,
  ): Promise<TabLookupResponse> {
    let session: CallSession | null = null;
    try {
      const config = await deps.getConfig();
      session = await openSession(config, admitCall);
      if (!session) return { ok: false, error: noKeyError(), budget: null };

      const written = typeof request.word === 'string' ? request.word : '';
      const word = strictKey(written).trim();
      const operations = Object.hasOwn(TAB_OPERATIONS, request.tab)
        ? TAB_OPERATIONS[request.tab as ResultTab]
        : undefined;
      if (word === '' || !operations) {
        const reason = word === '' ? 'there is no word to look up' : 'unknown tab';
        return {
          ok: false,
          error: { kind: 'invalid-request', messages: [], reason },
          budget: await budget.status(session.keyHash),
        };
      }
      const refused = notAWord(word);
      if (refused)
        return { ok: false, error: refused, budget: await budget.status(session.keyHash) };

      // Loaded alongside the service's answer, not after it: the readings offered under a
      // word's own entry need it, and the first answer should not wait for it.
      const listLoad = lemmaList();
      const plan = planScopes(config.lexicons);
      const { service } = session;
      const asWritten = request.asWritten === true;
      const memoryKeyOf = (form: string, ownEntry = false, tanween = false) =>
        formKey(
          service,
          plan.publicIds,
          plan.privateIds,
          tanween ? `${looseKey(form)}${TANWEEN_MARK}` : looseKey(form),
          session?.keyHash ?? '',
          ownEntry,
        );
      // Readings are those of the word as the page wrote it: a tanween leaves only nouns, so
      // what was found for it is remembered apart (عفواً is عفو's, عفوا may be عفا's).
      const memoryKey = memoryKeyOf(word, asWritten, finalTanween(written) !== undefined);
      const maxAgeMs = lifetimeMs(config.cacheLifetimeDays);
      // The analyser reads the word with its marks: a tanween makes it a noun (وادٍ → وادي).
      const withMarks = (form: string) => (form === word ? written : form);
      // Waits for the list before the first call (once per worker life, tens of ms).
      const leadOf = async (form: string) =>
        leadingCandidate(
          withMarks(form),
          await listLoad,
          new Set(await learnedLemmas(service, maxAgeMs)),
        );
      // The words around it choose among its readings (lib/arabic/context.ts); what they
      // chose is remembered apart from the word alone, and the words themselves not at all.
      const context = asWritten ? undefined : usableContext(request.context);
      const chosen = context
        ? readingInContext(
            withMarks(word),
            context,
            await listLoad,
            new Set(await learnedLemmas(service, maxAgeMs)),
          )?.reading
        : undefined;
      const formMemoryKey = chosen ? `${memoryKey}${CONTEXT_MARK}${chosen.form}` : memoryKey;
      const isItself = chosen?.form === word && chosen.proclitics.length === 0;
      // "Ask the service" under a non-verb's Forms: the documented operation, no shortcut.
      const caller = readOnly ? cacheOnly : request.askService === true ? guarded : call;
      const searchRequest = { lexiconIds: plan.publicIds, maxAgeMs };
      const resolution = await resolveTab(word, operations, {
        runOperations: scopeRunner(caller, session, plan, maxAgeMs),
        readMemory: () => readMemory(formMemoryKey, maxAgeMs),
        writeMemory: (memory) =>
          readOnly ? Promise.resolve() : writeMemory(formMemoryKey, memory),
        candidates: async (form) =>
          rankedCandidates(
            withMarks(form),
            await listLoad,
            new Set(await learnedLemmas(service, maxAgeMs)),
          ),
        confirmedForms: async (form) =>
          confirmedForms(
            withMarks(form),
            await listLoad,
            new Set(await learnedLemmas(service, maxAgeMs)),
          ),
        // The reader asked for the word's own entry: no reading goes before it. The sentence's
        // choice goes before the word as written, or is the word itself.
        ...(asWritten
          ? {}
          : { leadingReading: chosen ? async () => (isItself ? undefined : chosen) : leadOf }),
        serviceLemma: (form) => serviceLemmaOf(call, session as CallSession, searchRequest, form),
        learn: (form, results) =>
          readOnly
            ? Promise.resolve()
            : learnFrom(service, form, results, maxAgeMs, (wordForm) => memoryKeyOf(wordForm)),
      });

      const status = await budget.status(session.keyHash);
      if (!resolution.ok) return { ok: false, error: resolution.error, budget: status };
      const { matched } = resolution;
      // Both read only what is cached: never a call.
      const searchLemmas = await seeAlsoFromSearch(call, session, searchRequest, [word, matched]);
      // The word (or it with clitics cut) has its own entry: name the inflected readings too.
      const ownEntry =
        resolution.entriesFound && (resolution.analysis?.inflections.length ?? 0) === 0;
      // Answered by the reading that leads (تقول → قال): the word's own entry stays a link.
      const ownReading =
        resolution.led && resolution.analysis
          ? asWrittenReading(word, resolution.analysis, await listLoad)
          : undefined;
      // Answered as a verb: the other of its form I / form IV pair (تظهر → ظهر, also أظهر).
      const otherVerbForm =
        !ownEntry && resolution.analysis
          ? otherFormOfVerb(
              written,
              resolution.analysis,
              await listLoad,
              new Set(await learnedLemmas(service, maxAgeMs)),
            )
          : undefined;
      const readings = ownEntry
        ? otherReadings(
            written,
            new Set([word, matched, ...answeredLemmas(resolution.results)]),
            await listLoad,
            new Set(await learnedLemmas(service, maxAgeMs)),
            resolution.strippedClitics,
          )
        : [ownReading, otherVerbForm].filter((reading) => reading !== undefined);
      // A lemma offered as a reading is named there, with what it would be; not twice.
      const seeAlso = searchLemmas.filter(
        (lemma) => !readings.some((reading) => reading.form === lemma),
      );
      // Only where nothing holds the forms (no answer of any kind): then none were asked.
      const formsQuestion = {
        operation: 'conjugations' as const,
        scope: 'public' as const,
        query: matched,
        lexiconIds: plan.publicIds,
        maxAgeMs,
      };
      const nonVerbPos =
        request.tab === 'forms' &&
        (resolution.results.conjugations ?? []).length === 0 &&
        (await call.peek(session, formsQuestion)) === undefined
          ? knownNonVerbPos(
              await call.peek(session, {
                operation: 'pos',
                scope: 'public',
                query: matched,
                lexiconIds: plan.publicIds,
                maxAgeMs,
              }),
            )
          : null;
      return {
        ok: true,
        word: request.word,
        matched,
        strippedClitics: resolution.strippedClitics,
        ...(resolution.analysis ? { analysis: resolution.analysis } : {}),
        ...(resolution.untried ? { untried: resolution.untried } : {}),
        ...(seeAlso.length > 0 ? { seeAlso } : {}),
        ...(readings.length > 0 ? { otherReadings: readings } : {}),
        ...(nonVerbPos ? { nonVerbPos } : {}),
        results: resolution.results,
        refusedLexicons: resolution.privateRefused ? plan.privateNames : [],
        budget: status,
      };
    } catch (error) {
      // Only local failures get here (IndexedDB, crypto): the client itself never throws.
      console.warn('Lisan: a lookup failed inside the extension', errorText(error));
      return {
        ok: false,
        error: internalError(),
        budget: session ? await budget.status(session.keyHash).catch(() => null) : null,
      };
    }
  }

  async function readMemory(key: string, maxAgeMs: number): Promise<FormMemory | undefined> {
    try {
      const stored = await cache.get(key, maxAgeMs);
      return isFormMemory(stored) ? stored : undefined;
    } catch (error) {
      console.warn('Lisan: a remembered word form could not be read', errorText(error));
      return undefined;
    }
  }

  async function writeMemory(key: string, memory: FormMemory): Promise<void> {
    try {
      await cache.set(key, memory);
    } catch (error) {
      console.warn('Lisan: a word form could not be remembered', errorText(error));
    }
  }

  async function learnedLemmas(service: string, maxAgeMs: number): Promise<string[]> {
    try {
      const stored = await cache.get(learnedLemmasKey(service), maxAgeMs);
      return Array.isArray(stored) ? stored.filter((item) => typeof item === 'string') : [];
    } catch (error) {
      console.warn('Lisan: learnt lemmas could not be read', errorText(error));
      return [];
    }
  }

  /**
   * Remembers what an answer with entries teaches: its lemmas (ranked first among later
   * candidates) and its verbs' conjugated forms (each then resolves to `form` at once).
   */
  async function learnFrom(
    service: string,
    form: string,
    results: OperationResults,
    maxAgeMs: number,
    memoryKeyOf: (wordForm: string) => string,
  ): Promise<void> {
    try {
      const known = await learnedLemmas(service, maxAgeMs);
      const lemmas = withLearned(known, answeredLemmas(results));
      if (lemmas.length !== known.length) await cache.set(learnedLemmasKey(service), lemmas);
      for (const wordForm of answeredWordForms(results, await lemmaList())) {
        if (wordForm === form) continue;
        const key = memoryKeyOf(wordForm);
        if (await readMemory(key, maxAgeMs)) continue;
        const analysis = analyseWord(wordForm).find((reading) => reading.form === form);
        await writeMemory(key, {
          word: wordForm,
          form,
          stripped: true,
          ...(analysis ? { analysis } : {}),
        });
      }
    } catch (error) {
      console.warn('Lisan: an answer could not be learnt from', errorText(error));
    }
  }

  async function listLexicons(options: { fresh?: boolean } = {}): Promise<ApiResult<Lexicon>> {
    try {
      const session = await openSession(await deps.getConfig());
      if (!session) return { ok: false, error: noKeyError() };
      return await call(session, {
        operation: 'lexicons',
        scope: 'public',
        lexiconIds: [],
        maxAgeMs: LEXICON_LIST_MAX_AGE_MS,
        fresh: options.fresh === true,
      });
    } catch (error) {
      console.warn('Lisan: the lexicon list failed inside the extension', errorText(error));
      return { ok: false, error: internalError() };
    }
  }

  /** The hash of the key currently set, or null when none is. */
  async function currentKeyHash(): Promise<string | null> {
    const apiKey = (await deps.getConfig()).apiKey?.trim() ?? '';
    return apiKey === '' ? null : keyHash(apiKey);
  }

  return {
    lookupTab: (request, admitCall) => lookupTab(request, false, admitCall),
    cachedTab: (request) => lookupTab(request, true),
    listLexicons,
    async lemmaAudio(url) {
      try {
        const config = await deps.getConfig();
        const maxAgeMs = lifetimeMs(config.cacheLifetimeDays);
        return await recordings.fetchRecording(url, config.serviceUrl, maxAgeMs);
      } catch (error) {
        console.warn('Lisan: a recording could not be fetched', errorText(error));
        return { ok: false, reason: 'unavailable' };
      }
    },
    async budget() {
      const hash = await currentKeyHash();
      return hash === null ? null : budget.status(hash);
    },
    async resetBudget() {
      const hash = await currentKeyHash();
      if (hash !== null) await budget.reset(hash);
    },
    async clearCache() {
      searchSupport.forget();
      await cache.clear();
    },
    cacheStats: () => cache.stats(),
  };
}

/** Hashing is cheap but not free; the same key is hashed once per worker life. */
function memoisedKeyHash(): (apiKey: string) => Promise<string> {
  let last: { apiKey: string; hash: Promise<string> } | null = null;
  return (apiKey) => {
    if (last?.apiKey !== apiKey) last = { apiKey, hash: hashApiKey(apiKey) };
    return last.hash;
  };
}

function lifetimeMs(days: number): number {
  const valid = typeof days === 'number' && Number.isFinite(days) && days >= 0;
  return (valid ? days : DEFAULT_CACHE_LIFETIME_DAYS) * DAY_MS;
}

function noKeyError(): ApiError {
  return { kind: 'no-key', messages: [], reason: 'no API key set' };
}

/** A local failure (IndexedDB, crypto), worded without details that could carry data. */
function internalError(): ApiError {
  return { kind: 'service-error', messages: [], reason: 'the lookup failed inside the extension' };
}

function isFormMemory(value: unknown): value is FormMemory {
  if (typeof value !== 'object' || value === null) return false;
  const memory = value as Partial<FormMemory>;
  return (
    typeof memory.word === 'string' &&
    (memory.form === null || typeof memory.form === 'string') &&
    typeof memory.stripped === 'boolean' &&
    (memory.untried === undefined || isStringList(memory.untried)) &&
    (memory.analysis === undefined || isAnalysis(memory.analysis)) &&
    (memory.led === undefined || memory.led === true)
  );
}

/** The words around the word, as many as a lookup takes, or none if malformed. */
function usableContext(context: unknown): WordContext | undefined {
  if (typeof context !== 'object' || context === null) return undefined;
  const { before, after } = context as Partial<WordContext>;
  if (!isStringList(before) || !isStringList(after)) return undefined;
  return { before: before.slice(-MAX_CONTEXT_WORDS), after: after.slice(0, MAX_CONTEXT_WORDS) };
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The shape the UI relies on; what each inflection says is only worded, never trusted. */
function isAnalysis(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const analysis = value as Record<string, unknown>;
  return (
    typeof analysis.form === 'string' &&
    isStringList(analysis.proclitics) &&
    isStringList(analysis.enclitics) &&
    Array.isArray(analysis.inflections) &&
    analysis.inflections.every(
      (inflection) =>
        typeof inflection === 'object' &&
        inflection !== null &&
        typeof (inflection as { kind?: unknown }).kind === 'string',
    )
  );
}

/** The same form reached by cutting the same clitics. */
function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
