import { encodeWord } from '../../../lib/arabic/lemma-codec';
import type { LemmaTexts } from '../../../lib/arabic/lemma-list';
import { hashApiKey } from '../../../lib/lookup/budget';
import {
  createLookupEngine,
  type EngineConfig,
  type LookupEngine,
} from '../../../lib/lookup/engine';
import { BUDGET_STORE, lazyDatabase, withStore } from '../../../lib/lookup/idb';
import { VERB_INDEX_PATH } from '../../../lib/lookup/lemma-source';
import type { TabLookupResponse } from '../../../lib/lookup/types';
import { diskLemmaSource, shippedText } from '../../support/lemma-source';
import { config, createFakeService, type FakeService, uniqueDbName } from './fake-service';

/**
 * A lemma list holding `words` as nouns (n), invariable nouns such as broken plurals (p) or verbs (v), as the generator writes it; `{}`
 * is an empty list: candidates are then ranked by the analyser alone, whatever the
 * shipped list holds.
 */
export function lemmaListOf(words: Record<string, 'n' | 'p' | 'v'>): () => Promise<LemmaTexts> {
  const lines = Object.entries(words).map(([word, tag]) => `${encodeWord(word)} ${tag}`);
  // With the shipped verb stem index, which the worker loads with the list.
  const verbs = shippedText(VERB_INDEX_PATH);
  return async () => ({ list: `${lines.sort().join('\n')}\n`, verbs: await verbs });
}

export interface TestEngine {
  engine: LookupEngine;
  service: FakeService;
  dbName: string;
  clock: { time: number };
  online: { value: boolean };
  settings: EngineConfig;
  /** A new engine over the same database and service: the worker after a restart. */
  restart(): LookupEngine;
}

export function testEngine(
  options: {
    service?: FakeService;
    settings?: Partial<EngineConfig>;
    cacheMaxEntries?: number;
    /** The lemma list's text; default: the list the extension ships. */
    lemmaSource?: () => Promise<LemmaTexts>;
  } = {},
): TestEngine {
  const service = options.service ?? createFakeService();
  const dbName = uniqueDbName();
  const clock = { time: Date.UTC(2025, 0, 1) };
  const online = { value: true };
  const settings = config(options.settings);
  const make = () =>
    createLookupEngine({
      getConfig: async () => settings,
      fetch: service.fetch,
      now: () => clock.time,
      isOnline: () => online.value,
      dbName,
      clientOptions: { maxRetries: 0, retryDelayMs: 0, timeoutMs: 2000 },
      ...(options.cacheMaxEntries ? { cacheMaxEntries: options.cacheMaxEntries } : {}),
      lemmaSource: options.lemmaSource ?? diskLemmaSource,
    });
  return { engine: make(), service, dbName, clock, online, settings, restart: make };
}

/** Sets the stored call counter of `apiKey` directly (as if that many calls were made). */
export async function seedBudget(dbName: string, apiKey: string, used: number, spent = false) {
  const db = await lazyDatabase(dbName)();
  const keyHash = await hashApiKey(apiKey);
  await withStore(db, BUDGET_STORE, 'readwrite', (store) => {
    store.put({ keyHash, used, spent });
    return () => undefined;
  });
}

/** The service calls made, as "path query" lines. */
export const queries = (calls: { path: string; query: string | null }[]) =>
  calls.map((c) => `${c.path} ${c.query}`);

/** Narrows a response to its success branch, failing the test with the error otherwise. */
export function expectOk(response: TabLookupResponse): Extract<TabLookupResponse, { ok: true }> {
  if (!response.ok) throw new Error(`expected ok, got ${JSON.stringify(response.error)}`);
  return response;
}

export function expectError(
  response: TabLookupResponse,
): Extract<TabLookupResponse, { ok: false }> {
  if (response.ok) throw new Error(`expected an error, got ${JSON.stringify(response)}`);
  return response;
}
