import { describe, expect, it } from 'vitest';
import { ANSWERS_STORE, BUDGET_STORE, lazyDatabase, withStore } from '../../../lib/lookup/idb';
import { createFakeService, type FakeServiceOptions, LEXICONS } from './fake-service';
import { expectError, expectOk, seedBudget, testEngine } from './helpers';

const DAY = 24 * 60 * 60 * 1000;

describe('lookup engine: requests it refuses without a call', () => {
  it('answers no-key (not key-rejected) with no budget when no key is set', async () => {
    for (const apiKey of [null, '', '   ']) {
      const { engine, service } = testEngine({ settings: { apiKey } });
      const response = expectError(await engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
      expect(response.error).toEqual({
        kind: 'no-key',
        messages: [],
        reason: 'no API key set',
      });
      expect(response.budget).toBeNull();
      expect(await engine.budget()).toBeNull();
      expect(service.calls).toHaveLength(0);
    }
  });

  it('answers invalid-request for a word that is empty once normalised', async () => {
    const { engine, service } = testEngine();
    for (const word of ['', '   ', 'ـــ', '\u064E\u0651', '\u200F']) {
      const response = expectError(await engine.lookupTab({ word, tab: 'senses' }));
      expect(response.error.kind).toBe('invalid-request');
      expect(response.budget).toMatchObject({ used: 0, limit: 5000 });
    }
    expect(service.calls).toHaveLength(0);
  });

  it('answers invalid-request for an unknown tab', async () => {
    const { engine, service } = testEngine();
    // biome-ignore lint/suspicious/noExplicitAny: a message from another context may say anything
    const response = await engine.lookupTab({ word: 'كتاب', tab: 'toString' as any });
    expect(expectError(response).error.kind).toBe('invalid-request');
    expect(service.calls).toHaveLength(0);
  });
});

describe('lookup engine: one call per question', () => {
  it('sends the strict key and labels the answer with the budget', async () => {
    const { engine, service } = testEngine();
    const response = expectOk(await engine.lookupTab({ word: 'كِتَـــابٌ', tab: 'senses' }));
    expect(service.calls).toEqual([
      { path: '/public/search', query: 'كتاب', lexiconIds: null, apikey: 'test-key' },
    ]);
    expect(response.word).toBe('كِتَـــابٌ');
    expect(response.matched).toBe('كتاب');
    expect(response.strippedClitics).toBe(false);
    expect(response.results.pos?.[0]).toMatchObject({ lemma: 'كِتَاب', lexiconName: 'معجم الرياض' });
    expect(response.refusedLexicons).toEqual([]);
    expect(response.budget).toEqual({ used: 1, limit: 5000, warning: 'none', spent: false });
  });

  it('makes one call for 50 identical lookups at once', async () => {
    const { engine, service } = testEngine({ service: createFakeService({ delayMs: 20 }) });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => engine.lookupTab({ word: 'قلم', tab: 'senses' })),
    );
    expect(service.calls).toHaveLength(1);
    for (const response of responses) expect(expectOk(response).results.pos).toHaveLength(1);
    expect((await engine.budget())?.used).toBe(1);
  });

  it('serves diacritic and tatweel variants of a cached word from the cache', async () => {
    const { engine, service } = testEngine();
    await engine.lookupTab({ word: 'كتاب', tab: 'senses' });
    const before = service.calls.length;
    for (const word of ['كِتَاب', 'كتـــاب', 'كِتَـابُ']) {
      expect(expectOk(await engine.lookupTab({ word, tab: 'senses' })).results.pos).toHaveLength(1);
    }
    expect(service.calls.length).toBe(before);
  });

  it('keeps words that share a loose key apart: على is not علي', async () => {
    const { engine, service } = testEngine();
    const ala = expectOk(await engine.lookupTab({ word: 'على', tab: 'senses' }));
    const ali = expectOk(await engine.lookupTab({ word: 'علي', tab: 'senses' }));
    expect(ala.results.pos?.map((entry) => entry.lemma)).toEqual(['عَلَى']);
    expect(ali.results.pos?.map((entry) => entry.lemma)).toEqual(['عَلِيّ']);
    // Each is its own question, asked once; asking both again costs nothing.
    await engine.lookupTab({ word: 'على', tab: 'senses' });
    await engine.lookupTab({ word: 'علي', tab: 'senses' });
    expect(service.calls.map((call) => call.query)).toEqual(['على', 'علي']);
  });

  it("shows another spelling's entries when a spelling has none of its own (اكل → أكل)", async () => {
    const { engine, service } = testEngine();
    await engine.lookupTab({ word: 'أكل', tab: 'senses' });
    // اكل is a different question: asked once, then answered with أكل's entries.
    for (let time = 0; time < 2; time += 1) {
      const variant = expectOk(await engine.lookupTab({ word: 'اكل', tab: 'senses' }));
      expect(variant.results.pos?.map((entry) => entry.lemma)).toEqual(['أَكَلَ']);
    }
    expect(service.calls.map((call) => call.query)).toEqual(['أكل', 'اكل']);
  });

  it('reads a final ه as the pronoun, not as a ة word cached before (دوره is دور + ه)', async () => {
    const { engine } = testEngine();
    await engine.lookupTab({ word: 'دورة', tab: 'senses' });
    const his = expectOk(await engine.lookupTab({ word: 'دوره', tab: 'senses' }));
    expect(his.matched).toBe('دور');
    expect(his.analysis?.enclitics).toEqual(['ه']);
    expect(his.results.pos?.map((entry) => entry.lemma)).toEqual(['دَوْر']);
  });

  it('caches empty answers: a tab with nothing costs nothing the second time', async () => {
    const { engine, service } = testEngine();
    // قلم has no synonyms, opposites or relations: three empty answers.
    await engine.lookupTab({ word: 'قلم', tab: 'senses' });
    const first = expectOk(await engine.lookupTab({ word: 'قلم', tab: 'related' }));
    expect(first.results).toEqual({ synonyms: [], opposites: [], 'word-structures': [] });
    const calls = service.calls.length;
    await engine.lookupTab({ word: 'قلم', tab: 'related' });
    expect(service.calls.length).toBe(calls);
  });

  it('asks again once an answer is older than the cache lifetime', async () => {
    const { engine, service, clock } = testEngine({ settings: { cacheLifetimeDays: 7 } });
    await engine.lookupTab({ word: 'كتاب', tab: 'senses' });
    clock.time += 7 * DAY;
    await engine.lookupTab({ word: 'كتاب', tab: 'senses' });
    expect(service.calls).toHaveLength(1);
    clock.time += 1;
    await engine.lookupTab({ word: 'كتاب', tab: 'senses' });
    expect(service.calls).toHaveLength(2);
  });

  it('does not cache errors', async () => {
    const faults: FakeServiceOptions = { publicStatus: 500 };
    const { engine, service } = testEngine({ service: createFakeService(faults) });
    const failed = expectError(await engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
    expect(failed.error.kind).toBe('service-error');
    expect(failed.budget?.used).toBe(0);
    // The service recovers: the same question is asked again, and answered.
    delete faults.publicStatus;
    expectOk(await engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
    expect(service.calls).toHaveLength(2);
    // The search answer, the four answers derived from it, the remembered form, and the
    // lemmas learnt from the answer: no error.
    expect(await engine.cacheStats()).toMatchObject({ entries: 7 });
  });

  it('keeps answers, word forms and the counter across a worker restart', async () => {
    const { engine, service, restart } = testEngine();
    await engine.lookupTab({ word: 'والكتاب', tab: 'senses' });
    await engine.lookupTab({ word: 'قلم', tab: 'senses' });
    const budget = await engine.budget();
    const calls = service.calls.length;

    const restarted = restart();
    const response = expectOk(await restarted.lookupTab({ word: 'والكتاب', tab: 'senses' }));
    expect(response).toMatchObject({ matched: 'كتاب', strippedClitics: true });
    await restarted.lookupTab({ word: 'قلم', tab: 'senses' });
    expect(service.calls.length).toBe(calls);
    expect(await restarted.budget()).toEqual(budget);
  });

  it('stays within the cache bound', async () => {
    const { engine } = testEngine({ cacheMaxEntries: 3 });
    for (const word of ['كتاب', 'قلم', 'أكل', 'وزير', 'بيته']) {
      await engine.lookupTab({ word, tab: 'senses' });
    }
    expect((await engine.cacheStats()).entries).toBe(3);
  });

  it('reports its size and empties on clearCache, without touching the counter', async () => {
    const { engine, service } = testEngine();
    await engine.lookupTab({ word: 'كتاب', tab: 'senses' });
    const stats = await engine.cacheStats();
    // The search answer, the four answers derived from it, the remembered form, and the
    // lemmas learnt from the answer.
    expect(stats.entries).toBe(7);
    expect(stats.approxBytes).toBeGreaterThan(50);
    await engine.clearCache();
    expect(await engine.cacheStats()).toEqual({ entries: 0, approxBytes: 0 });
    await engine.lookupTab({ word: 'كتاب', tab: 'senses' });
    expect(service.calls).toHaveLength(2);
    expect((await engine.budget())?.used).toBe(2);
  });
});

describe('lookup engine: budget', () => {
  it('warns at 80% and 95%', async () => {
    const { engine, dbName } = testEngine();
    await seedBudget(dbName, 'test-key', 3999);
    const at80 = expectOk(await engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
    expect(at80.budget).toEqual({ used: 4000, limit: 5000, warning: 'eighty', spent: false });
    await seedBudget(dbName, 'test-key', 4749);
    const at95 = expectOk(await engine.lookupTab({ word: 'قلم', tab: 'senses' }));
    expect(at95.budget.warning).toBe('ninety-five');
  });

  it('refuses with limit-reached and makes no call once our count reaches the limit', async () => {
    const { engine, service, dbName } = testEngine();
    await seedBudget(dbName, 'test-key', 4999);
    const last = expectOk(await engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
    expect(last.budget).toMatchObject({ used: 5000, spent: true });
    const calls = service.calls.length;

    const refused = expectError(await engine.lookupTab({ word: 'قلم', tab: 'senses' }));
    expect(refused.error.kind).toBe('limit-reached');
    expect(refused.budget).toMatchObject({ used: 5000, spent: true });
    expect(service.calls.length).toBe(calls);
    // What is cached is still shown.
    expect(
      expectOk(await engine.lookupTab({ word: 'كتاب', tab: 'senses' })).results.pos,
    ).toHaveLength(1);
  });

  it('lets only the calls still allowed start when many lookups arrive at once', async () => {
    const { engine, service, dbName } = testEngine({
      service: createFakeService({ delayMs: 10 }),
    });
    await seedBudget(dbName, 'test-key', 4998);
    const responses = await Promise.all(
      ['كتاب', 'قلم', 'أكل', 'وزير', 'زير'].map((word) =>
        engine.lookupTab({ word, tab: 'senses' }),
      ),
    );
    expect(service.calls).toHaveLength(2);
    expect(responses.filter((r) => !r.ok && r.error.kind === 'limit-reached')).toHaveLength(3);
  });

  it('marks the key spent when the service answers 401 with the limit message', async () => {
    const { engine, service } = testEngine({ service: createFakeService({ limit: 1 }) });
    expectOk(await engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
    const refused = expectError(await engine.lookupTab({ word: 'قلم', tab: 'senses' }));
    expect(refused.error).toMatchObject({ kind: 'limit-reached', status: 401 });
    expect(refused.budget).toEqual({ used: 1, limit: 5000, warning: 'none', spent: true });
    const calls = service.calls.length;
    expectError(await engine.lookupTab({ word: 'أكل', tab: 'senses' }));
    expect(service.calls.length).toBe(calls);
  });

  it('counts per key, resets on request, and never stores the key', async () => {
    const { engine, dbName, settings } = testEngine();
    await engine.lookupTab({ word: 'كتاب', tab: 'senses' });
    expect((await engine.budget())?.used).toBe(1);
    settings.apiKey = 'another-key';
    expect((await engine.budget())?.used).toBe(0);
    settings.apiKey = 'test-key';
    await engine.resetBudget();
    expect(await engine.budget()).toEqual({ used: 0, limit: 5000, warning: 'none', spent: false });

    const db = await lazyDatabase(dbName)();
    for (const storeName of [ANSWERS_STORE, BUDGET_STORE]) {
      const everything = await withStore(db, storeName, 'readonly', (store) => {
        const request = store.getAll();
        return () => request.result;
      });
      expect(JSON.stringify(everything)).not.toContain('test-key');
    }
  });
});

describe('lookup engine: offline', () => {
  it('serves cached answers and fails fast with network for the rest, making no call', async () => {
    const { engine, service, online } = testEngine();
    await engine.lookupTab({ word: 'كتاب', tab: 'senses' });
    online.value = false;
    expect(
      expectOk(await engine.lookupTab({ word: 'كِتاب', tab: 'senses' })).results.pos,
    ).toHaveLength(1);
    const offline = expectError(await engine.lookupTab({ word: 'قلم', tab: 'senses' }));
    expect(offline.error.kind).toBe('network');
    expect(offline.budget?.used).toBe(1);
    expect(service.calls).toHaveLength(1);
    // Nothing was remembered from the failure: back online, the word is looked up.
    online.value = true;
    expectOk(await engine.lookupTab({ word: 'قلم', tab: 'senses' }));
    expect(service.calls).toHaveLength(2);
  });
});

describe('lookup engine: lexicon list', () => {
  it('costs one call, is cached a day, and is fetched again when asked for fresh', async () => {
    const { engine, service, clock } = testEngine();
    const first = await engine.listLexicons();
    expect(first).toEqual({
      ok: true,
      data: LEXICONS.map((l) => expect.objectContaining({ _id: l._id, name: l.name })),
    });
    await engine.listLexicons();
    expect(service.calls.map((c) => c.path)).toEqual(['/public/lexicons']);
    await engine.listLexicons({ fresh: true });
    expect(service.calls).toHaveLength(2);
    clock.time += DAY + 1;
    await engine.listLexicons();
    expect(service.calls).toHaveLength(3);
    expect((await engine.budget())?.used).toBe(3);
  });

  it('refuses without a key', async () => {
    const { engine, service } = testEngine({ settings: { apiKey: null } });
    expect(await engine.listLexicons()).toMatchObject({
      ok: false,
      error: { kind: 'no-key' },
    });
    expect(service.calls).toHaveLength(0);
  });
});
