import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SampleService, startSampleService } from '../../sample-service/server';
import { callPaths, engineFor as engineWith, expectOk, openAllTabs } from './engine-helpers';

/**
 * The sample service's Riyadh lexicon answers search in the rich shape (every part of an
 * entry), its other lexicons in the plain one: calls counted by the service's own log.
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

const engineFor = () => engineWith(service, 'demo', {});
const paths = (from = 0) => callPaths(service, from);

describe('rich search', () => {
  it('fills a new word’s six tabs with 1 call when its lexicons answer in the rich shape', async () => {
    const { engine } = engineFor();
    const [senses, examples, root, pattern, forms, related] = await openAllTabs(engine, 'كاتب');
    expect(paths()).toEqual(['/public/search كاتب']);
    const entry = senses?.results.pos?.[0];
    expect(entry?.senses).toEqual(['من يكتب', 'من يحترف الكتابة والتأليف']);
    expect(entry?.translations).toContainEqual({
      sense: 'من يكتب',
      word: 'writer',
      language: 'en',
      languageLabel: 'English',
    });
    expect(entry?.lemmaAudio).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/audio\/\w+\.wav$/);
    expect(examples?.results.examples?.[0]?.examples).toEqual(['كاتبٌ معروف بقصصه القصيرة']);
    expect(root?.results.root?.[0]?.root).toBe('ك ت ب');
    expect(pattern?.results.pattern?.[0]?.pattern).toBe('فَاعِل');
    const values = forms?.results.conjugations?.flatMap((e) => e.wordForms.map((f) => f.value));
    expect(values).toEqual(['كَاتِبَة', 'كُتَّاب/كَتَبَة', 'كَاتِبَات']);
    expect(related?.results.synonyms?.[0]?.synonyms).toEqual(['مُؤَلِّف', 'أَدِيب']);
    expect(related?.results.opposites?.[0]?.opposites).toEqual([]);
    expect(related?.results['word-structures']?.[0]?.structures).toEqual([
      {
        relatedLemma: 'مِهْنَة',
        relatedSense: 'عمل يحترفه الإنسان ويتكسب منه',
        relationType: 'اشتمال',
        relationTypeCode: null,
      },
    ]);
  });

  it('shows a noun’s plural in Forms from the search answer, with no more calls', async () => {
    const { engine } = engineFor();
    expectOk(await engine.lookupTab({ word: 'قلم', tab: 'senses' }));
    const before = service.calls().length;
    const forms = expectOk(await engine.lookupTab({ word: 'قلم', tab: 'forms' }));
    expect(forms.results.conjugations?.flatMap((e) => e.wordForms.map((f) => f.value))).toEqual([
      'أَقْلَام/أَقْلُم',
    ]);
    expect(forms.nonVerbPos).toBeUndefined();
    expect(paths(before)).toEqual([]);
  });

  it('takes the lemma the service’s lemmatiser matched as the answer, with one call', async () => {
    const { engine } = engineFor();
    const senses = expectOk(await engine.lookupTab({ word: 'ومكتبات', tab: 'senses' }));
    expect(senses.matched).toBe('مكتبة');
    expect(senses.analysis?.inflections).toEqual([{ kind: 'service' }]);
    expect(senses.results.pos?.[0]?.lemma).toBe('مَكْتَبَة');
    // Its other tabs come from the same answer, or the documented operations for the lemma.
    const examples = expectOk(await engine.lookupTab({ word: 'ومكتبات', tab: 'examples' }));
    expect(examples.results.examples?.[0]?.examples).toEqual(['استعرتُ الرواية من مكتبة الجامعة']);
    expect(paths()).toEqual(['/public/search ومكتبات']);
  });

  it('takes a lemma matched through one of its word forms, with one call', async () => {
    const { engine } = engineFor();
    const senses = expectOk(await engine.lookupTab({ word: 'مكتبات', tab: 'senses' }));
    expect(senses.matched).toBe('مكتبة');
    expect(paths()).toEqual(['/public/search مكتبات']);
  });

  it('asks the documented operations for the parts a plain search answer lacks: 5 calls', async () => {
    const { engine } = engineFor();
    await openAllTabs(engine, 'سعيد');
    expect(paths()).toEqual([
      '/public/search سعيد',
      '/public/examples سعيد',
      '/public/synonyms سعيد',
      '/public/opposites سعيد',
      '/public/word-structures سعيد',
    ]);
  });

  it('asks a non-verb’s forms nothing holds only when the reader asks, once', async () => {
    service.setFaults([{ fault: { kind: 'not-found' }, path: '/public/search' }]);
    const { engine } = engineFor();
    expectOk(await engine.lookupTab({ word: 'ملعب', tab: 'senses' }));
    const before = service.calls().length;
    const skipped = expectOk(await engine.lookupTab({ word: 'ملعب', tab: 'forms' }));
    expect(skipped.nonVerbPos).toEqual(['اسم']);
    expect(paths(before)).toEqual([]);
    const asked = expectOk(
      await engine.lookupTab({ word: 'ملعب', tab: 'forms', askService: true }),
    );
    expect(asked.nonVerbPos).toBeUndefined();
    expect(paths(before)).toEqual(['/public/conjugations ملعب']);
    // Asked once: the tab now says "none recorded", from the cache.
    const again = expectOk(await engine.lookupTab({ word: 'ملعب', tab: 'forms' }));
    expect(again.nonVerbPos).toBeUndefined();
    expect(paths(before)).toHaveLength(1);
  });

  it('refuses text that cannot be a word, without a call', async () => {
    const { engine } = engineFor();
    for (const word of ['xyz', '123', 'كتابكتابكتابكتابكتابك']) {
      const answer = await engine.lookupTab({ word, tab: 'senses' });
      expect(answer.ok).toBe(false);
      if (!answer.ok) expect(answer.error.kind).toBe('not-a-word');
    }
    expect(paths()).toEqual([]);
  });
});
