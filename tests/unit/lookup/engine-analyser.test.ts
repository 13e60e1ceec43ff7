import { describe, expect, it, vi } from 'vitest';
import { looseKey } from '../../../lib/arabic/normalise';
import { ANSWERS_STORE, lazyDatabase, withStore } from '../../../lib/lookup/idb';
import { formKey, serviceIdentity } from '../../../lib/lookup/keys';
import { BASE_URL } from './fake-service';
import { expectOk, lemmaListOf, queries, testEngine } from './helpers';

describe('lookup engine: inflected forms', () => {
  it('resolves a conjugated verb in one extra call and names the analysis', async () => {
    const { engine, service } = testEngine({ lemmaSource: lemmaListOf({ قال: 'v' }) });
    const response = expectOk(await engine.lookupTab({ word: 'قالت', tab: 'senses' }));
    expect(response).toMatchObject({ matched: 'قال', strippedClitics: true });
    expect(response.analysis).toMatchObject({
      form: 'قال',
      inflections: [{ kind: 'verb', tense: 'past', subject: { person: 3, gender: 'feminine' } }],
    });
    expect(queries(service.calls)).toEqual(['/public/search قالت', '/public/search قال']);
  });

  it('spends its call on the lemma the list knows, not on the likelier-looking form', async () => {
    // الخاصة: without a list the clitic-only خاصة goes first; the list knows only خاص.
    const ranked = testEngine({ lemmaSource: lemmaListOf({ خاص: 'n' }) });
    expect(
      expectOk(await ranked.engine.lookupTab({ word: 'الخاصة', tab: 'senses' })),
    ).toMatchObject({
      matched: 'خاص',
      analysis: { proclitics: ['ال'], inflections: [{ kind: 'feminine' }] },
    });
    // Nor on الخاصة as written: the list does not know it, and no headword has the article.
    expect(queries(ranked.service.calls)).toEqual(['/public/search خاص']);

    const unranked = testEngine();
    const response = expectOk(await unranked.engine.lookupTab({ word: 'الخاصة', tab: 'senses' }));
    expect(response.matched).toBe('خاصة');
  });

  it('reads the word with its marks: ـٍ on a defective noun asks the ي form first', async () => {
    const { engine, service } = testEngine({ lemmaSource: lemmaListOf({ قاضي: 'n' }) });
    await engine.lookupTab({ word: 'قاضٍ', tab: 'senses' });
    expect(queries(service.calls)[0]).toBe('/public/search قاضي');
    // The strict key (no mark) is what is asked as written, and remembered.
    expect(queries(service.calls)).toContain('/public/search قاض');
  });

  it('loads the list once, starting before the first call rather than after its answer', async () => {
    const loadedAfterCalls: number[] = [];
    const source = lemmaListOf({ قال: 'v' });
    const { engine, service } = testEngine({
      lemmaSource: () => {
        loadedAfterCalls.push(service.calls.length);
        return source();
      },
    });
    await engine.lookupTab({ word: 'كتاب', tab: 'senses' });
    await engine.lookupTab({ word: 'قالت', tab: 'senses' });
    await engine.lookupTab({ word: 'والكتاب', tab: 'senses' });
    expect(loadedAfterCalls).toEqual([0]);
  });

  it('never makes more than 4 calls, and offers no untried guess the list does not know', async () => {
    const { engine, service } = testEngine({ lemmaSource: lemmaListOf({}) });
    // Nothing in the fake's lexicon: the word, then 3 candidates, then it stops.
    const response = expectOk(await engine.lookupTab({ word: 'بمدارسهم', tab: 'senses' }));
    expect(response).toMatchObject({ matched: 'بمدارسهم', strippedClitics: false });
    expect(service.calls).toHaveLength(4);
    const tried = queries(service.calls).slice(1);
    expect(tried).toHaveLength(3);
    // An empty list confirms none of the readings left (suggestions.test.ts).
    expect(response.untried).toBeUndefined();
    // Asked again: no call, the same offer.
    const again = expectOk(await engine.lookupTab({ word: 'بمدارسهم', tab: 'senses' }));
    expect(again.untried).toEqual(response.untried);
    expect(service.calls).toHaveLength(4);
  });

  it('learns the conjugated forms an answer lists, so they resolve without a probe', async () => {
    const { engine, service } = testEngine({ lemmaSource: lemmaListOf({}) });
    await engine.lookupTab({ word: 'قال', tab: 'forms' });
    const before = service.calls.length;
    // يقول was in قال's wordForms ("يقول/تقول"): straight to قال, no probe of يقول, and
    // قال's senses came with the search call that filled its Forms: no call at all.
    const response = expectOk(await engine.lookupTab({ word: 'يقول', tab: 'senses' }));
    expect(response).toMatchObject({ matched: 'قال', strippedClitics: true });
    expect(queries(service.calls.slice(before))).toEqual([]);
    const she = expectOk(await engine.lookupTab({ word: 'قالت', tab: 'senses' }));
    expect(she.matched).toBe('قال');
    expect(service.calls.length).toBe(before);
  });

  it('does not learn a conjugated form that is a lemma of its own: تقول keeps its link', async () => {
    const { engine, service } = testEngine();
    await engine.lookupTab({ word: 'قال', tab: 'forms' });
    const before = service.calls.length;
    // قال's wordForms hold يقول and تقول; the list knows تقول (تقوّل) as a lemma too, so it
    // is resolved by its lead, which keeps its own entry one link away, at no call either.
    const said = expectOk(await engine.lookupTab({ word: 'تقول', tab: 'senses' }));
    expect(said.matched).toBe('قال');
    expect(said.otherReadings).toEqual([
      { form: 'تقول', proclitics: [], enclitics: [], inflections: [] },
    ]);
    expect(expectOk(await engine.lookupTab({ word: 'يقول', tab: 'senses' })).matched).toBe('قال');
    expect(service.calls.length).toBe(before);
  });

  it('reports a list that cannot be loaded once, and resolves with the analyser alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { engine } = testEngine({ lemmaSource: () => Promise.reject(new Error('no file')) });
      for (const word of ['قالت', 'قالت', 'والكتاب']) {
        const response = expectOk(await engine.lookupTab({ word, tab: 'senses' }));
        expect(response.matched).toBe(word === 'قالت' ? 'قال' : 'كتاب');
      }
      expect(warn.mock.calls).toEqual([
        ['Lisan: the lemma list could not be loaded', 'Error: no file'],
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it('asks a plural’s known singular before the plural’s own entry, in one call', async () => {
    const { engine, service } = testEngine({ lemmaSource: lemmaListOf({ صف: 'n' }) });
    const response = expectOk(await engine.lookupTab({ word: 'صفوف', tab: 'senses' }));
    expect(response).toMatchObject({
      matched: 'صف',
      analysis: { form: 'صف', inflections: [{ kind: 'broken-plural' }] },
    });
    expect(queries(service.calls)).toEqual(['/public/search صف']);
    // Remembered: asked again, no probe; the tab's own operations for the singular only.
    await engine.lookupTab({ word: 'صفوف', tab: 'senses' });
    expect(service.calls).toHaveLength(1);
  });

  it('asks the singular first on any tab, then only that tab’s operations for it', async () => {
    const { engine, service } = testEngine({ lemmaSource: lemmaListOf({ صف: 'n' }) });
    const response = expectOk(await engine.lookupTab({ word: 'صفوف', tab: 'examples' }));
    expect(response).toMatchObject({ matched: 'صف', strippedClitics: true });
    expect(queries(service.calls)).toEqual(['/public/search صف', '/public/examples صف']);
  });

  it('falls back to the plural’s own entry when its singular has none', async () => {
    const { engine, service } = testEngine({ lemmaSource: lemmaListOf({ سيوف: 'p', سيف: 'n' }) });
    const response = expectOk(await engine.lookupTab({ word: 'سيوف', tab: 'senses' }));
    expect(response.matched).toBe('سيوف');
    expect(queries(service.calls)).toEqual(['/public/search سيف', '/public/search سيوف']);
  });

  it('counts the singular asked first within the 4 calls', async () => {
    const { engine, service } = testEngine({ lemmaSource: lemmaListOf({ سد: 'n' }) });
    // Neither سدود nor any reading is in the fake's lexicon.
    const response = expectOk(await engine.lookupTab({ word: 'والسدود', tab: 'senses' }));
    expect(response.matched).toBe('والسدود');
    expect(queries(service.calls)[0]).toBe('/public/search سد');
    expect(service.calls).toHaveLength(4);
  });

  it('ignores a remembered form whose stored analysis is malformed, and asks again', async () => {
    const { engine, service, dbName, clock } = testEngine({
      lemmaSource: lemmaListOf({ قال: 'v' }),
    });
    const key = formKey(serviceIdentity(BASE_URL), [], [], looseKey('قالت'), '');
    const value = { word: 'قالت', form: 'قال', stripped: true, analysis: '<img src=x>' };
    const db = await lazyDatabase(dbName)();
    await withStore(db, ANSWERS_STORE, 'readwrite', (store) => {
      store.put({ key, value, storedAt: clock.time, lastUsed: clock.time, bytes: 10 });
      return () => undefined;
    });
    const response = expectOk(await engine.lookupTab({ word: 'قالت', tab: 'senses' }));
    expect(response.analysis?.form).toBe('قال');
    expect(queries(service.calls)).toEqual(['/public/search قالت', '/public/search قال']);
  });
});

describe('lookup engine: other readings of a word with its own entry', () => {
  it('offers the inflected reading of a list lemma under the entry, without a call', async () => {
    const { engine, service } = testEngine({ lemmaSource: lemmaListOf({ قال: 'v' }) });
    const response = expectOk(await engine.lookupTab({ word: 'تقول', tab: 'senses' }));
    expect(response).toMatchObject({ matched: 'تقول', strippedClitics: false });
    expect(response.analysis).toBeUndefined();
    expect(response.otherReadings).toEqual([
      expect.objectContaining({
        form: 'قال',
        inflections: [expect.objectContaining({ kind: 'verb', tense: 'present' })],
      }),
    ]);
    // The word's own search only: the reading cost nothing.
    expect(queries(service.calls)).toEqual(['/public/search تقول']);
  });

  it('offers them with clitics cut too, and on every tab of the word', async () => {
    const list = lemmaListOf({ قال: 'v', تقول: 'v' });
    const { engine, service } = testEngine({ lemmaSource: list });
    const senses = expectOk(await engine.lookupTab({ word: 'وتقول', tab: 'senses' }));
    expect(senses.matched).toBe('تقول');
    expect(senses.otherReadings?.map((reading) => reading.form)).toEqual(['قال']);
    const calls = service.calls.length;
    const root = expectOk(await engine.lookupTab({ word: 'وتقول', tab: 'root' }));
    expect(root.otherReadings?.map((reading) => reading.form)).toEqual(['قال']);
    expect(service.calls.length).toBe(calls);
  });

  it('offers none that the list does not know, nor when the analysis reached the lemma', async () => {
    const unknown = testEngine({ lemmaSource: lemmaListOf({}) });
    const own = expectOk(await unknown.engine.lookupTab({ word: 'تقول', tab: 'senses' }));
    expect(own.otherReadings).toBeUndefined();

    const { engine } = testEngine({ lemmaSource: lemmaListOf({ قال: 'v' }) });
    const resolved = expectOk(await engine.lookupTab({ word: 'قالت', tab: 'senses' }));
    expect(resolved.matched).toBe('قال');
    expect(resolved.otherReadings).toBeUndefined();
  });

  it('does not offer the masculine of a feminine headword (خاصة: not خاص)', async () => {
    const { engine } = testEngine({ lemmaSource: lemmaListOf({ خاص: 'n' }) });
    const response = expectOk(await engine.lookupTab({ word: 'خاصة', tab: 'senses' }));
    expect(response.matched).toBe('خاصة');
    expect(response.otherReadings).toBeUndefined();
  });
});
