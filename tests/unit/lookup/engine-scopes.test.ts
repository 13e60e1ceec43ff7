import { describe, expect, it } from 'vitest';
import type { ChosenLexicon } from '../../../lib/lookup/engine';
import { createFakeService } from './fake-service';
import { expectError, expectOk, testEngine } from './helpers';

const PRIVATE: ChosenLexicon = { id: 'private-1', name: 'معجم خاص', scope: 'private' };
const RIYADH: ChosenLexicon = { id: 'Riyadh', name: 'معجم الرياض', scope: 'public' };
const BASIC: ChosenLexicon = { id: 'basic-1', name: 'المعجم الأساسي', scope: 'public' };

describe('lookup engine: scopes', () => {
  it('passes the chosen public lexicons, sorted, and omits them when none are chosen', async () => {
    const chosen = testEngine({ settings: { lexicons: [BASIC, RIYADH] } });
    await chosen.engine.lookupTab({ word: 'كتاب', tab: 'senses' });
    expect(chosen.service.calls[0]).toMatchObject({
      path: '/public/search',
      lexiconIds: 'Riyadh,basic-1',
    });

    const all = testEngine();
    await all.engine.lookupTab({ word: 'كتاب', tab: 'senses' });
    expect(all.service.calls[0]?.lexiconIds).toBeNull();
  });

  it('asks the private lexicons too and merges their entries after the public ones', async () => {
    const { engine, service } = testEngine({ settings: { lexicons: [PRIVATE] } });
    const response = expectOk(await engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
    // Both sides are asked at once: their order is not part of the contract.
    expect(service.calls.map((c) => [c.path, c.lexiconIds]).sort()).toEqual([
      ['/private/pos', 'private-1'],
      ['/public/search', null],
    ]);
    expect(response.results.pos?.map((e) => e.lexiconName)).toEqual(['معجم الرياض', 'معجم خاص']);
    expect(response.refusedLexicons).toEqual([]);
    expect(response.budget.used).toBe(2);
  });

  it('keeps the public results and names the refused lexicons on a private 403', async () => {
    const { engine, service } = testEngine({
      service: createFakeService({ privateStatus: 403 }),
      settings: { lexicons: [RIYADH, PRIVATE] },
    });
    const response = expectOk(await engine.lookupTab({ word: 'كتاب', tab: 'related' }));
    expect(response.refusedLexicons).toEqual(['معجم خاص']);
    const senses = expectOk(await engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
    expect(senses.results.pos?.map((e) => e.lexiconName)).toEqual(['معجم الرياض']);
    expect(senses.refusedLexicons).toEqual(['معجم خاص']);
    // The 403s are not counted: only the public answers were.
    expect(senses.budget.used).toBe(
      service.calls.filter((c) => c.path.startsWith('/public')).length,
    );
  });

  it("never shows one key's private answers to another key, and shares the public ones", async () => {
    const t = testEngine({
      service: createFakeService({ privateKeys: ['test-key'] }),
      settings: { lexicons: [PRIVATE] },
    });
    const first = expectOk(await t.engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
    expect(first.results.pos?.map((e) => e.lexiconName)).toEqual(['معجم الرياض', 'معجم خاص']);

    // The reader switches to a key that may not read the private lexicon.
    t.settings.apiKey = 'other-key';
    const other = expectOk(await t.engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
    expect(other.results.pos?.map((e) => e.lexiconName)).toEqual(['معجم الرياض']);
    expect(other.refusedLexicons).toEqual(['معجم خاص']);
    // Only the private side was asked again, with the new key; the public answer is shared.
    expect(t.service.calls.slice(2).map((c) => [c.path, c.apikey])).toEqual([
      ['/private/pos', 'other-key'],
    ]);

    // Back to the first key: both answers are still in the cache.
    t.settings.apiKey = 'test-key';
    const again = expectOk(await t.engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
    expect(again.results.pos?.map((e) => e.lexiconName)).toEqual(['معجم الرياض', 'معجم خاص']);
    expect(t.service.calls).toHaveLength(3);
  });

  it('keeps clitic candidates within 3 extra calls when both scopes are asked', async () => {
    const { engine, service } = testEngine({ settings: { lexicons: [PRIVATE] } });
    // بيته is in neither side; each candidate probe would cost two calls (public, private).
    const response = expectOk(await engine.lookupTab({ word: 'بيته', tab: 'senses' }));
    expect(response.strippedClitics).toBe(false);
    const asWritten = 2;
    expect(service.calls.length - asWritten).toBeLessThanOrEqual(3);
    expect(service.calls.map((c) => `${c.path} ${c.query}`).sort()).toEqual([
      '/private/pos بيت',
      '/private/pos بيته',
      '/public/search بيت',
      '/public/search بيته',
    ]);
  });

  it('stops asking the private side within a lookup once it refused', async () => {
    const { engine, service } = testEngine({
      service: createFakeService({ privateStatus: 403 }),
      settings: { lexicons: [PRIVATE] },
    });
    // وكتاب: the word as written (both sides), then its candidate كتاب (public only).
    const response = expectOk(await engine.lookupTab({ word: 'وكتاب', tab: 'senses' }));
    expect(response).toMatchObject({ matched: 'كتاب', refusedLexicons: ['معجم خاص'] });
    expect(service.calls.map((c) => `${c.path} ${c.query}`).sort()).toEqual([
      '/private/pos وكتاب',
      '/public/search كتاب',
      '/public/search وكتاب',
    ]);
  });

  it('fails the lookup on any other private error, and asks only the private side again', async () => {
    const faults = { privateStatus: 500 as number | undefined };
    const { engine, service } = testEngine({
      service: createFakeService(faults),
      settings: { lexicons: [PRIVATE] },
    });
    const failed = expectError(await engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
    expect(failed.error.kind).toBe('service-error');
    faults.privateStatus = undefined;
    expectOk(await engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
    expect(service.calls.map((c) => c.path).sort()).toEqual([
      '/private/pos',
      '/private/pos',
      '/public/search',
    ]);
  });

  it('fails the lookup with the public error', async () => {
    const { engine } = testEngine({
      service: createFakeService({ publicStatus: 500 }),
      settings: { lexicons: [PRIVATE] },
    });
    const failed = expectError(await engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
    expect(failed.error).toMatchObject({ kind: 'service-error', status: 500 });
  });

  it('keeps answers of different lexicon choices apart', async () => {
    const { engine, service, settings } = testEngine();
    await engine.lookupTab({ word: 'كتاب', tab: 'senses' });
    settings.lexicons = [RIYADH];
    await engine.lookupTab({ word: 'كتاب', tab: 'senses' });
    expect(service.calls.map((c) => c.lexiconIds)).toEqual([null, 'Riyadh']);
  });
});
