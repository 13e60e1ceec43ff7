import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  type ChosenLexicon,
  createLookupEngine,
  type EngineConfig,
  type LookupEngine,
} from '../../lib/lookup/engine';
import { RESULT_TABS, type TabLookupResponse } from '../../lib/lookup/types';
import { type SampleService, startSampleService } from '../../sample-service/server';
import { diskLemmaSource } from '../support/lemma-source';

let databases = 0;

/** A real engine against the running sample service; pass `dbName` to reopen a database. */
export function engineFor(
  service: SampleService,
  apiKey: string,
  options: { lexicons?: ChosenLexicon[]; dbName?: string } = {},
): { engine: LookupEngine; dbName: string } {
  databases++;
  const dbName = options.dbName ?? `lisan-integration-${databases}-${Date.now()}`;
  const config: EngineConfig = {
    apiKey,
    serviceUrl: service.baseUrl,
    lexicons: options.lexicons ?? [],
    cacheLifetimeDays: 30,
  };
  const engine = createLookupEngine({
    getConfig: async () => config,
    dbName,
    clientOptions: { maxRetries: 0, timeoutMs: 5000 },
    lemmaSource: diskLemmaSource,
  });
  return { engine, dbName };
}

/** The calls the service answered after the first `from`, as "path query". */
export function callPaths(service: SampleService, from = 0): string[] {
  return service
    .calls()
    .slice(from)
    .map((call) => `${call.path} ${call.query}`);
}

/** Every tab of `word`, in the order a reader opens them, each answer checked ok. */
export async function openAllTabs(engine: LookupEngine, word: string) {
  const responses = [];
  for (const tab of RESULT_TABS) responses.push(expectOk(await engine.lookupTab({ word, tab })));
  return responses;
}

export function expectOk(response: TabLookupResponse): Extract<TabLookupResponse, { ok: true }> {
  if (!response.ok) throw new Error(`expected ok, got ${JSON.stringify(response.error)}`);
  return response;
}

/** One sample service for the calling file, its call log reset before each test. */
export function sampleServiceForSuite(): { readonly service: SampleService } {
  const suite = {} as { service: SampleService };
  beforeAll(async () => {
    suite.service = await startSampleService({ port: 0 });
  });
  afterAll(async () => {
    await suite.service.close();
  });
  beforeEach(() => suite.service.reset());
  return suite;
}
