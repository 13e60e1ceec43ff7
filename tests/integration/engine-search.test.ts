import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SampleService, startSampleService } from '../../sample-service/server';
import { callPaths, engineFor as engineWith, expectOk, openAllTabs } from './engine-helpers';

/**
 * `/public/search` as the first call of a word, counted by the sample service's own log:
 * one search answers Senses, Root, Pattern and Forms; a service whose search is refused or
 * answers garbage falls back to the documented operations, and is remembered as such.
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

const engineFor = (dbName?: string) => engineWith(service, 'demo', dbName ? { dbName } : {});

const paths = (from = 0) => callPaths(service, from);

describe('search first', () => {
  it('fills a new verb’s six tabs with 5 calls: search answers Senses, Root, Pattern, Forms', async () => {
    const { engine } = engineFor();
    const [senses, , root, pattern, forms] = await openAllTabs(engine, 'كتب');
    // كتب is the verb كَتَبَ and the plural noun كُتُب: both entries, with what each records.
    const verbs = senses?.results.pos?.filter((entry) => entry.lemma === 'كَتَبَ') ?? [];
    expect(verbs.map((entry) => entry.pos)).toContain('فعل');
    // Search senses are objects with `definition`: read as the text they carry.
    expect(verbs.flatMap((entry) => entry.senses)).toContain('خطّ بالقلم');
    expect(senses?.results.pos?.map((entry) => entry.lemma)).toContain('كُتُب');
    expect(root?.results.root?.map((entry) => entry.root)).toContain('ك ت ب');
    expect(pattern?.results.pattern?.map((entry) => entry.pattern)).toContain('فَعَلَ');
    expect(new Set(forms?.results.conjugations?.map((entry) => entry.lemma))).toEqual(
      new Set(['كَتَبَ']),
    );
    expect(forms?.results.conjugations?.[0]?.wordForms).toHaveLength(6);
    expect(forms?.nonVerbPos).toBeUndefined();
    expect(paths()).toEqual([
      '/public/search كتب',
      '/public/examples كتب',
      '/public/synonyms كتب',
      '/public/opposites كتب',
      '/public/word-structures كتب',
    ]);
    expect(service.callCount('demo')).toBe(5);
  });

  it('shows only the exact lemma, and offers the other lemmas search returned as "see also"', async () => {
    const { engine } = engineFor();
    const senses = expectOk(await engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
    const lemmas = new Set(senses.results.pos?.map((entry) => entry.lemma));
    expect([...lemmas]).toEqual(['كِتَاب']);
    // The sample search mixes in entries of the same root, as the real one does.
    expect(senses.seeAlso).toEqual(expect.arrayContaining(['كتب', 'مكتبة']));
    expect(senses.seeAlso).not.toContain('كتاب');
  });

  it('answers "none recorded" without a call for forms a search answer carried empty', async () => {
    const { engine } = engineFor();
    expectOk(await engine.lookupTab({ word: 'ملعب', tab: 'senses' }));
    const before = service.calls().length;
    const forms = expectOk(await engine.lookupTab({ word: 'ملعب', tab: 'forms' }));
    expect(forms.results.conjugations).toEqual([]);
    // The answer held the entry's forms (none): nothing was skipped, so no "ask" is offered.
    expect(forms.nonVerbPos).toBeUndefined();
    expect(service.calls().length).toBe(before);
  });

  it('does not call the same search twice when two tabs of a new word open at once', async () => {
    const { engine } = engineFor();
    await Promise.all([
      engine.lookupTab({ word: 'قال', tab: 'root' }),
      engine.lookupTab({ word: 'قال', tab: 'pattern' }),
      engine.lookupTab({ word: 'قال', tab: 'senses' }),
    ]);
    expect(paths()).toEqual(['/public/search قال']);
  });
});

describe('search fallback', () => {
  it.each([
    ['answers another shape', 'wrapped'],
    ['is refused (404)', 'not-found'],
  ] as const)(
    'when search %s, asks the documented operations and remembers it for this service',
    async (_, kind) => {
      service.setFaults([{ fault: { kind }, path: '/public/search' }]);
      const { engine, dbName } = engineFor();
      const senses = expectOk(await engine.lookupTab({ word: 'كتب', tab: 'senses' }));
      expect(senses.results.pos?.map((entry) => entry.lemma)).toContain('كَتَبَ');
      expect(paths()).toEqual(['/public/search كتب', '/public/pos كتب']);

      // Remembered: another word goes straight to the documented operation…
      const before = service.calls().length;
      expectOk(await engine.lookupTab({ word: 'قلم', tab: 'senses' }));
      expect(paths(before)).toEqual(['/public/pos قلم']);
      // …and so does a new worker over the same database.
      const restarted = engineFor(dbName).engine;
      const again = service.calls().length;
      expectOk(await restarted.lookupTab({ word: 'قلم', tab: 'root' }));
      expect(paths(again)).toEqual(['/public/root قلم']);
    },
  );

  it('fills a new noun’s six tabs with 7 calls on a service known to lack search', async () => {
    service.setFaults([{ fault: { kind: 'not-found' }, path: '/public/search' }]);
    const { engine } = engineFor();
    expectOk(await engine.lookupTab({ word: 'قلم', tab: 'senses' }));
    const before = service.calls().length;
    const tabs = await openAllTabs(engine, 'ملعب');
    expect(tabs[4]?.nonVerbPos).toEqual(['اسم']);
    expect(paths(before)).toEqual([
      '/public/pos ملعب',
      '/public/examples ملعب',
      '/public/root ملعب',
      '/public/pattern ملعب',
      '/public/synonyms ملعب',
      '/public/opposites ملعب',
      '/public/word-structures ملعب',
    ]);
  });

  it.each(['status-500', 'truncated'] as const)(
    'does not give search up on a broken answer (%s): the lookup fails, and search is tried again',
    async (kind) => {
      service.setFaults([{ fault: { kind }, path: '/public/search', times: 1 }]);
      const { engine } = engineFor();
      const failed = await engine.lookupTab({ word: 'كتب', tab: 'senses' });
      const error = kind === 'truncated' ? 'invalid-response' : 'service-error';
      expect(failed).toMatchObject({ ok: false, error: { kind: error } });
      expectOk(await engine.lookupTab({ word: 'كتب', tab: 'senses' }));
      expect(paths()).toEqual(['/public/search كتب', '/public/search كتب']);
    },
  );
});
