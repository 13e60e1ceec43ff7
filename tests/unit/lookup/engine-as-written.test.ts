// Issue 9: a word answered by the reading that leads (تقول → قال) keeps its own entry one
// link away, and that link asks for the word as written, without the lead.
import { describe, expect, it } from 'vitest';
import { expectOk, queries, testEngine } from './helpers';

describe('lookup engine: the word as written under a lead', () => {
  it('offers تقول as written under قال, its lead, at no cost', async () => {
    const { engine, service } = testEngine();
    const led = expectOk(await engine.lookupTab({ word: 'تقول', tab: 'senses' }));
    expect(led.matched).toBe('قال');
    expect(led.otherReadings).toEqual([
      { form: 'تقول', proclitics: [], enclitics: [], inflections: [] },
    ]);
    // The lead's probe only: offering the word as written cost nothing.
    expect(queries(service.calls)).toEqual(['/public/search قال']);
  });

  it('answers تقول as written with its own entry in one call, and leaves the lead alone', async () => {
    const { engine, service } = testEngine();
    expectOk(await engine.lookupTab({ word: 'تقول', tab: 'senses' }));
    const own = expectOk(await engine.lookupTab({ word: 'تقول', tab: 'senses', asWritten: true }));
    expect(own).toMatchObject({ matched: 'تقول', strippedClitics: false });
    expect(own.results.pos?.[0]?.lemma).toBe('تَقَوَّلَ');
    // Shown the own entry, the reader is offered قال's reading back, not the word again.
    expect(own.otherReadings?.[0]?.form).toBe('قال');
    expect(queries(service.calls)).toEqual(['/public/search قال', '/public/search تقول']);

    // Each answer is remembered apart: neither replaces the other, and neither calls again.
    const again = expectOk(await engine.lookupTab({ word: 'تقول', tab: 'senses' }));
    expect(again.matched).toBe('قال');
    // Remembered as a lead, it still offers the word as written.
    expect(again.otherReadings?.[0]?.form).toBe('تقول');
    const ownAgain = expectOk(
      await engine.lookupTab({ word: 'تقول', tab: 'senses', asWritten: true }),
    );
    expect(ownAgain.matched).toBe('تقول');
    expect(service.calls).toHaveLength(2);
  });

  it('asked as written first, spends one call and does not probe the lead', async () => {
    const { engine, service } = testEngine();
    const own = expectOk(await engine.lookupTab({ word: 'تقول', tab: 'senses', asWritten: true }));
    expect(own.matched).toBe('تقول');
    expect(queries(service.calls)).toEqual(['/public/search تقول']);
    // The usual lookup still leads afterwards.
    const led = expectOk(await engine.lookupTab({ word: 'تقول', tab: 'senses' }));
    expect(led.matched).toBe('قال');
  });

  it('asks a word the page wrote with a tanwin as written: no verb leads a noun', async () => {
    const { engine, service } = testEngine();
    // تقوّلٌ, the verbal noun "a fabrication": its tanwin says it is no "she says".
    const own = expectOk(await engine.lookupTab({ word: 'تقوّلٌ', tab: 'senses' }));
    expect(own).toMatchObject({ matched: 'تقول', strippedClitics: false });
    expect(own.otherReadings).toBeUndefined();
    expect(queries(service.calls)).toEqual(['/public/search تقول']);
  });

  it('remembers what it found for a word with a tanwin apart from the unmarked word', async () => {
    const { engine, service } = testEngine();
    expect(expectOk(await engine.lookupTab({ word: 'تقول', tab: 'senses' })).matched).toBe('قال');
    const noun = expectOk(await engine.lookupTab({ word: 'تقوّلٌ', tab: 'senses' }));
    expect(noun.matched).toBe('تقول');
    // Each keeps its own answer, asked again at no call.
    expect(expectOk(await engine.lookupTab({ word: 'تقول', tab: 'senses' })).matched).toBe('قال');
    expect(expectOk(await engine.lookupTab({ word: 'تقوّلٌ', tab: 'senses' })).matched).toBe('تقول');
    expect(queries(service.calls)).toEqual(['/public/search قال', '/public/search تقول']);
  });

  it('offers nothing as written when the list does not know the stem as a lemma', async () => {
    const { engine } = testEngine();
    // صفوف: the list knows it only as invariable (a plural), not as a lemma of its own.
    const led = expectOk(await engine.lookupTab({ word: 'صفوف', tab: 'senses' }));
    expect(led.matched).toBe('صف');
    expect(led.otherReadings).toBeUndefined();
  });
});
