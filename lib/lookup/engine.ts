import type { ApiError, ApiResult } from '../api/errors';
import type { Lexicon } from '../api/schemas';
import { type LemmaTexts, looseKey } from '../arabic';
import { createBudgetCounter } from './budget';
import { createPersistentCache } from './cache';
import { enrich } from './enrich';
import { formMemories } from './form-memories';
import { type CallAdmission, createGuardedCaller } from './guarded-call';
import { lazyDatabase } from './idb';
import { learnedLemmaMemory } from './learned-lemmas';
import { type AudioAnswer, createLemmaAudio } from './lemma-audio';
import { lazyLemmaList, packagedLemmaSource } from './lemma-source';
import { resolveWord } from './resolve';
import { planScopes } from './scopes';
import { searchFirst } from './search-first';
import { createSearchSupport } from './search-support';
import {
  type EngineConfig,
  errorText,
  internalError,
  type Lookup,
  lifetimeMs,
  memoisedKeyHash,
  noKeyError,
  openSession,
} from './session';
import {
  type BudgetStatus,
  TAB_OPERATIONS,
  type TabLookupRequest,
  type TabLookupResponse,
} from './types';
import { type LookupWord, lookupWord } from './word';
import { notAWord } from './word-check';
import { wordReadings } from './word-readings';

export type { ChosenLexicon } from './scopes';
export type { EngineConfig } from './session';

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
  /** Texts of the lemma list and verb index; default: the files the extension ships. */
  lemmaSource?: () => Promise<LemmaTexts>;
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

/** The lexicon list changes rarely; a day keeps the options page honest without spending calls. */
const LEXICON_LIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The lookup engine of the background worker. A tab's lookup is a pipeline of steps, each
 * in its own module: the session (session.ts) and the word (word.ts) are made once; the
 * form with entries is resolved (resolve.ts: remembered forms, candidates, then the
 * guarded calls: cache → join a call in flight → budget → client → store → count); what is
 * said beside the answer is added from what is cached (enrich.ts). Everything that matters
 * (answers, remembered forms, learnt lemmas, the call counter) lives in IndexedDB, because
 * the worker is killed after ~30 s idle and a new engine must carry on where the old one
 * stopped.
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
  const sessionDeps = {
    keyHash,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.clientOptions ? { clientOptions: deps.clientOptions } : {}),
  };
  const recordings = createLemmaAudio({ cache, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
  const lemmaList = lazyLemmaList(deps.lemmaSource ?? packagedLemmaSource);

  async function lookupTab(
    request: TabLookupRequest,
    readOnly: boolean,
    admitCall?: CallAdmission,
  ): Promise<TabLookupResponse> {
    let keyHashOfLookup: string | null = null;
    try {
      const config = await deps.getConfig();
      const session = await openSession(config, sessionDeps, admitCall);
      if (!session) return { ok: false, error: noKeyError(), budget: null };
      keyHashOfLookup = session.keyHash;

      const word = lookupWord(request.word);
      const refused = refusal(word, request.tab);
      if (refused)
        return { ok: false, error: refused, budget: await budget.status(session.keyHash) };
      const operations = TAB_OPERATIONS[request.tab];
      const lookup: Lookup = {
        session,
        plan: planScopes(config.lexicons),
        maxAgeMs: lifetimeMs(config.cacheLifetimeDays),
        word,
        readOnly,
      };
      // Loaded alongside the service's answer, not after it: the readings offered under a
      // word's own entry need it, and the first answer should not wait for it.
      const listLoad = lemmaList();
      const learned = learnedLemmaMemory(cache, session.service, lookup.maxAgeMs);
      const readings = wordReadings(word, listLoad, learned);
      // "Ask the service" under a non-verb's Forms: the documented operation, no shortcut.
      const caller = readOnly ? cacheOnly : request.askService === true ? guarded : call;
      const memories = formMemories(cache, lookup.maxAgeMs);
      const resolution = await resolveWord(lookup, request, operations, readings, {
        caller,
        call,
        memories,
        learned,
        lemmaList,
      });

      const status = await budget.status(session.keyHash);
      if (!resolution.ok) return { ok: false, error: resolution.error, budget: status };
      const said = await enrich(lookup, request.tab, resolution, readings, call);
      return {
        ok: true,
        word: request.word,
        matched: resolution.matched,
        strippedClitics: resolution.strippedClitics,
        ...(resolution.analysis ? { analysis: resolution.analysis } : {}),
        ...(resolution.untried ? { untried: resolution.untried } : {}),
        ...said,
        results: resolution.results,
        refusedLexicons: resolution.privateRefused ? lookup.plan.privateNames : [],
        budget: status,
      };
    } catch (error) {
      // Only local failures get here (IndexedDB, crypto): the client itself never throws.
      console.warn('Lisan: a lookup failed inside the extension', errorText(error));
      return {
        ok: false,
        error: internalError(),
        budget:
          keyHashOfLookup === null ? null : await budget.status(keyHashOfLookup).catch(() => null),
      };
    }
  }

  async function listLexicons(options: { fresh?: boolean } = {}): Promise<ApiResult<Lexicon>> {
    try {
      const session = await openSession(await deps.getConfig(), sessionDeps);
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

/** Why the request cannot be looked up, before anything is read or asked; null when it can. */
function refusal(word: LookupWord, tab: unknown): ApiError | null {
  if (word.key === '')
    return { kind: 'invalid-request', messages: [], reason: 'there is no word to look up' };
  if (typeof tab !== 'string' || !Object.hasOwn(TAB_OPERATIONS, tab))
    return { kind: 'invalid-request', messages: [], reason: 'unknown tab' };
  return notAWord(word.key);
}
