import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChosenLexicon } from '../../lib/lookup/engine';
import { GEOLOGY_ID } from '../../sample-service/data/index';
import { type SampleService, startSampleService } from '../../sample-service/server';
import { engineFor as engineWith, expectOk } from './engine-helpers';

/**
 * The engine against the running sample service, counted by the service's own counter:
 * what these tests prove is what a real key would be charged.
 */

let service: SampleService;

beforeAll(async () => {
  service = await startSampleService({ port: 0 });
});
afterAll(async () => {
  await service.close();
});
beforeEach(() => {
  service.reset();
});

const GEOLOGY: ChosenLexicon = {
  id: GEOLOGY_ID,
  name: 'معجم مصطلحات علوم الأرض',
  scope: 'private',
};

const engineFor = (apiKey: string, options: { lexicons?: ChosenLexicon[]; dbName?: string } = {}) =>
  engineWith(service, apiKey, options);

describe('lookup engine against the sample service', () => {
  it('makes one call for 50 rapid identical lookups', async () => {
    const { engine } = engineFor('demo');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => engine.lookupTab({ word: 'كتاب', tab: 'senses' })),
    );
    expect(service.callCount('demo')).toBe(1);
    for (const response of responses) {
      expect(expectOk(response).results.pos?.length).toBeGreaterThan(0);
    }
  });

  it('serves diacritic and tatweel variants of a cached word without a call', async () => {
    const { engine } = engineFor('demo');
    expectOk(await engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
    expect(service.callCount('demo')).toBe(1);
    for (const word of ['كِتَاب', 'كتـــاب', 'كِتَـــابٌ']) {
      const response = expectOk(await engine.lookupTab({ word, tab: 'senses' }));
      expect(response.matched).toBe('كتاب');
    }
    expect(service.callCount('demo')).toBe(1);
  });

  it('keeps cache and counter across a restarted worker', async () => {
    const first = engineFor('demo');
    for (const word of ['كتاب', 'والقلم', 'ذهب']) {
      expectOk(await first.engine.lookupTab({ word, tab: 'senses' }));
    }
    const calls = service.callCount('demo');
    const budget = await first.engine.budget();
    expect(budget?.used).toBe(calls);

    const restarted = engineFor('demo', { dbName: first.dbName });
    for (const word of ['كتاب', 'والقلم', 'ذهب']) {
      expectOk(await restarted.engine.lookupTab({ word, tab: 'senses' }));
    }
    expect(service.callCount('demo')).toBe(calls);
    expect(await restarted.engine.budget()).toEqual(budget);
  });

  it.each([
    ['والكتاب', 'كتاب'],
    ['بالقلم', 'قلم'],
    ['كتابًا', 'كتاب'],
  ])('resolves %s to %s within the call cap', async (word, matched) => {
    const { engine } = engineFor('demo');
    const response = expectOk(await engine.lookupTab({ word, tab: 'senses' }));
    expect(response).toMatchObject({ matched, strippedClitics: true });
    expect(response.results.pos?.length).toBeGreaterThan(0);
    expect(service.callCount('demo')).toBeLessThanOrEqual(1 + 3);
    // The remembered form: the next tab asks only for its own operation, with that form.
    const before = service.calls().length;
    expectOk(await engine.lookupTab({ word, tab: 'examples' }));
    expect(
      service
        .calls()
        .slice(before)
        .map((call) => call.query),
    ).toEqual([matched]);
    // The root came with the search answer that found the form: no call at all.
    const root = expectOk(await engine.lookupTab({ word, tab: 'root' }));
    expect(root.results.root?.length).toBeGreaterThan(0);
    expect(service.calls().length).toBe(before + 1);
  });

  it('makes no call once the key is spent', async () => {
    const { engine } = engineFor('limited');
    for (const word of ['كتاب', 'قلم', 'علم']) {
      expectOk(await engine.lookupTab({ word, tab: 'senses' }));
    }
    expect(service.callCount('limited')).toBe(3);

    // The service's own limit: 401 with the limit message, which marks the key spent.
    const refused = await engine.lookupTab({ word: 'مدرسة', tab: 'senses' });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'limit-reached' } });
    expect(refused.budget).toMatchObject({ used: 3, spent: true });
    const callsSoFar = service.calls().length;

    const again = await engine.lookupTab({ word: 'ذهب', tab: 'senses' });
    expect(again).toMatchObject({ ok: false, error: { kind: 'limit-reached' } });
    expect(service.callCount('limited')).toBe(3);
    expect(service.calls().length).toBe(callsSoFar);
    // Cached answers are still shown.
    expectOk(await engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
    expect(service.calls().length).toBe(callsSoFar);
  });

  it('keeps the public results when the key may not read a chosen private lexicon', async () => {
    const { engine } = engineFor('public-only', { lexicons: [GEOLOGY] });
    const response = expectOk(await engine.lookupTab({ word: 'ذهب', tab: 'senses' }));
    expect(response.results.pos?.length).toBeGreaterThan(0);
    expect(response.results.pos?.map((entry) => entry.lexiconName)).not.toContain(GEOLOGY.name);
    expect(response.refusedLexicons).toEqual([GEOLOGY.name]);
    // Both sides are asked at once: their order is not part of the contract.
    expect(
      service
        .calls()
        .map((call) => [call.path, call.status])
        .sort(),
    ).toEqual([
      ['/private/pos', 403],
      ['/public/search', 200],
    ]);
  });

  it('merges a permitted private lexicon after the public ones', async () => {
    const { engine } = engineFor('demo', { lexicons: [GEOLOGY] });
    const response = expectOk(await engine.lookupTab({ word: 'ذهب', tab: 'senses' }));
    const names = response.results.pos?.map((entry) => entry.lexiconName) ?? [];
    expect(names.at(-1)).toBe(GEOLOGY.name);
    expect(names.indexOf(GEOLOGY.name)).toBeGreaterThan(0);
    expect(response.refusedLexicons).toEqual([]);
  });

  it('lists the lexicons with one call, then from the cache', async () => {
    const { engine } = engineFor('demo');
    const first = await engine.listLexicons();
    expect(first.ok && first.data.map((lexicon) => lexicon._id)).toContain('Riyadh');
    await engine.listLexicons();
    expect(service.callCount('demo')).toBe(1);
    await engine.listLexicons({ fresh: true });
    expect(service.callCount('demo')).toBe(2);
  });
});
