import { describe, expect, it } from 'vitest';
import { createFakeService, type FakeServiceOptions } from './fake-service';
import { expectError, expectOk, lemmaListOf, queries, testEngine } from './helpers';

describe('lookup engine: clitic candidates', () => {
  it('tries candidates after the word as written has nothing, and stops at the first match', async () => {
    const { engine, service } = testEngine();
    // وكتاب: a one-letter proclitic may be the word's own first letter; asked as written first.
    const response = expectOk(await engine.lookupTab({ word: 'وكتاب', tab: 'senses' }));
    expect(response).toMatchObject({ word: 'وكتاب', matched: 'كتاب', strippedClitics: true });
    expect(response.results.pos?.[0]?.lemma).toBe('كِتَاب');
    expect(queries(service.calls)).toEqual(['/public/search وكتاب', '/public/search كتاب']);
  });

  it('asks a word the list does not know, with the article cut, by that reading: one call', async () => {
    const { engine, service } = testEngine();
    const response = expectOk(await engine.lookupTab({ word: 'والكتاب', tab: 'senses' }));
    expect(response).toMatchObject({ word: 'والكتاب', matched: 'كتاب', strippedClitics: true });
    expect(response.analysis).toMatchObject({ proclitics: ['و', 'ال'], inflections: [] });
    expect(queries(service.calls)).toEqual(['/public/search كتاب']);
    // No headword is written with و + ال: the word as written is no link worth a click.
    expect(response.otherReadings ?? []).not.toContainEqual(
      expect.objectContaining({ form: 'والكتاب' }),
    );
    // A pronoun suffix is cut so too (كتابه → كتاب + ه); the answer is the cached one.
    expect(expectOk(await engine.lookupTab({ word: 'كتابه', tab: 'senses' })).matched).toBe('كتاب');
    expect(service.calls).toHaveLength(1);
  });

  it('handles accusative tanween and attached prepositions', async () => {
    const { engine } = testEngine();
    for (const [word, matched] of [
      ['كتابًا', 'كتاب'],
      ['بالقلم', 'قلم'],
    ] as const) {
      const response = expectOk(await engine.lookupTab({ word, tab: 'senses' }));
      expect(response).toMatchObject({ matched, strippedClitics: true });
    }
  });

  it('makes at most 3 extra calls, then remembers that nothing matched', async () => {
    const { engine, service } = testEngine();
    // بيته: candidates بيت, بية, يته, none of them in the fake lexicons.
    const response = expectOk(await engine.lookupTab({ word: 'بيته', tab: 'senses' }));
    expect(response).toMatchObject({
      matched: 'بيته',
      strippedClitics: false,
      results: { pos: [] },
    });
    expect(service.calls).toHaveLength(1 + 3);

    // Any tab, any number of times: no more calls for this word.
    for (const tab of ['senses', 'examples', 'related'] as const) {
      const again = expectOk(await engine.lookupTab({ word: 'بيته', tab }));
      expect(again.matched).toBe('بيته');
      expect(Object.values(again.results).every((entries) => entries?.length === 0)).toBe(true);
    }
    expect(service.calls).toHaveLength(4);
  });

  it('counts the existence probe of another tab against the 3 extra calls', async () => {
    // The analyser's own order (بيت, then بية), whatever the shipped list ranks first.
    const { engine, service } = testEngine({ lemmaSource: lemmaListOf({}) });
    // Related first: one search for بيته as written answers its three operations and the
    // pos probe (free, yet counted among the 3 extra calls), then two candidates at most.
    const response = expectOk(await engine.lookupTab({ word: 'بيته', tab: 'related' }));
    expect(response.strippedClitics).toBe(false);
    expect(queries(service.calls)).toEqual([
      '/public/search بيته',
      '/public/search بيت',
      '/public/search بية',
    ]);
  });

  it('sends later tabs of the word straight to the form that matched', async () => {
    const { engine, service } = testEngine();
    await engine.lookupTab({ word: 'والكتاب', tab: 'senses' });
    const examples = expectOk(await engine.lookupTab({ word: 'والكتاب', tab: 'examples' }));
    expect(examples).toMatchObject({ matched: 'كتاب', strippedClitics: true });
    expect(examples.results.examples?.[0]?.examples).toEqual(['قرأت كتابا']);
    expect(queries(service.calls)).toEqual(['/public/search كتاب', '/public/examples كتاب']);
  });

  it('does not strip a word that exists but has nothing in the tab opened first', async () => {
    const { engine, service } = testEngine();
    // وزير has no synonyms; its candidate زير has some, and would be a wrong match.
    const related = expectOk(await engine.lookupTab({ word: 'وزير', tab: 'related' }));
    expect(related).toMatchObject({ matched: 'وزير', strippedClitics: false });
    expect(related.results).toEqual({ synonyms: [], opposites: [], 'word-structures': [] });
    expect(queries(service.calls)).not.toContain('/public/synonyms زير');
    // The existence check (pos) is the senses tab's own answer: that tab now costs nothing.
    const calls = service.calls.length;
    expectOk(await engine.lookupTab({ word: 'وزير', tab: 'senses' }));
    expect(service.calls).toHaveLength(calls);
  });

  it('answers a tab and its existence probe with one search per form', async () => {
    const { engine, service } = testEngine();
    const root = expectOk(await engine.lookupTab({ word: 'وكتاب', tab: 'root' }));
    expect(root).toMatchObject({ matched: 'كتاب', strippedClitics: true });
    expect(root.results.root?.[0]?.root).toBe('ك ت ب');
    // Root and the pos probe come from the same search answer of each form.
    expect(queries(service.calls)).toEqual(['/public/search وكتاب', '/public/search كتاب']);
  });

  it('does not let "no entries" of one spelling hide another spelling', async () => {
    const options: FakeServiceOptions = {};
    const { engine, service } = testEngine({
      service: createFakeService(options),
      // No candidate the shipped list knows (كلي) is probed between the two spellings.
      lemmaSource: lemmaListOf({}),
    });
    // The fake has أكل only: اكل has nothing, but that must not answer for أكل.
    expectOk(await engine.lookupTab({ word: 'اكل', tab: 'senses' }));
    const found = expectOk(await engine.lookupTab({ word: 'أكل', tab: 'senses' }));
    expect(found).toMatchObject({ matched: 'أكل', strippedClitics: false });
    expect(found.results.pos).toHaveLength(1);
    expect(queries(service.calls)).toEqual(['/public/search اكل', '/public/search أكل']);
    // Now the found spelling answers for the other one, with no call.
    const variant = expectOk(await engine.lookupTab({ word: 'اكل', tab: 'senses' }));
    expect(variant.results.pos).toHaveLength(1);
    expect(service.calls).toHaveLength(2);
  });

  it('remembers nothing when a candidate call fails, so the next lookup tries again', async () => {
    const options: FakeServiceOptions = { failQuery: 'كتاب' };
    const { engine, service } = testEngine({ service: createFakeService(options) });
    const failed = expectError(await engine.lookupTab({ word: 'والكتاب', tab: 'senses' }));
    expect(failed.error.kind).toBe('service-error');
    delete options.failQuery;
    const response = expectOk(await engine.lookupTab({ word: 'والكتاب', tab: 'senses' }));
    expect(response.matched).toBe('كتاب');
    // The reading asked first failed: nothing was remembered, so it is asked again; the
    // word as written never was.
    expect(queries(service.calls)).toEqual(['/public/search كتاب', '/public/search كتاب']);
  });

  it('serves a resolved word offline', async () => {
    const { engine, service, online } = testEngine();
    await engine.lookupTab({ word: 'والكتاب', tab: 'senses' });
    online.value = false;
    const response = expectOk(await engine.lookupTab({ word: 'وَالْكِتَاب', tab: 'senses' }));
    expect(response.matched).toBe('كتاب');
    expect(service.calls).toHaveLength(1);
  });

  it('forgets resolved forms with the cache', async () => {
    const { engine, service } = testEngine();
    await engine.lookupTab({ word: 'بيته', tab: 'senses' });
    await engine.clearCache();
    await engine.lookupTab({ word: 'بيته', tab: 'senses' });
    expect(service.calls).toHaveLength(8);
  });
});
