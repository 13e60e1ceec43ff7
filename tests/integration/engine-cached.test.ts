import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLookupEngine } from '../../lib/lookup/engine';
import { type SampleService, startSampleService } from '../../sample-service/server';
import { diskLemmaSource } from '../support/lemma-source';

/** The notebook's exports read the engine's cache through `cachedTab`: never a call. */

let service: SampleService;
beforeAll(async () => {
  service = await startSampleService({ port: 0 });
});
afterAll(async () => {
  await service.close();
});
beforeEach(() => service.reset());

function engine() {
  return createLookupEngine({
    getConfig: async () => ({
      apiKey: 'demo',
      serviceUrl: service.baseUrl,
      lexicons: [],
      cacheLifetimeDays: 30,
    }),
    dbName: `lisan-cached-${Math.random()}`,
    clientOptions: { maxRetries: 0, timeoutMs: 5000 },
    lemmaSource: diskLemmaSource,
  });
}

describe('what is cached for a word', () => {
  it('is the answer a lookup stored, read without a call', async () => {
    const lookups = engine();
    const looked = await lookups.lookupTab({ word: 'كتاب', tab: 'senses' });
    expect(service.callCount('demo')).toBe(1);
    const cached = await lookups.cachedTab({ word: 'كتاب', tab: 'senses' });
    expect(cached).toEqual(looked.ok ? { ...looked, budget: cached.budget } : null);
    expect(service.callCount('demo')).toBe(1);
  });

  it('is "not cached" for a tab never opened, and asking spends nothing', async () => {
    const lookups = engine();
    await lookups.lookupTab({ word: 'كتاب', tab: 'senses' });
    // Search fills Root, Pattern and Forms with Senses; Examples has its own call.
    const examples = await lookups.cachedTab({ word: 'كتاب', tab: 'examples' });
    const unknown = await lookups.cachedTab({ word: 'قلم', tab: 'senses' });
    expect(examples.ok).toBe(false);
    expect(unknown.ok).toBe(false);
    expect(service.callCount('demo')).toBe(1);
    expect((await lookups.budget())?.used).toBe(1);
  });
});
