import { describe, expect, it } from 'vitest';
import { engineFor, expectOk, sampleServiceForSuite } from './engine-helpers';

/** The card of the demo (npm run demo) against the sample service, with the shipped list. */
const suite = sampleServiceForSuite();

describe('other readings offered under a word of the demo', () => {
  it('offers none under كتاب, a singular; تقول leads to قال and offers تقول as written', async () => {
    const { engine } = engineFor(suite.service, 'demo');
    const kitab = expectOk(await engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
    expect(kitab.matched).toBe('كتاب');
    expect(kitab.otherReadings).toBeUndefined();

    const before = suite.service.callCount('demo');
    const taqul = expectOk(await engine.lookupTab({ word: 'تقول', tab: 'senses' }));
    expect(taqul.matched).toBe('قال');
    expect(taqul.otherReadings).toEqual([
      { form: 'تقول', proclitics: [], enclitics: [], inflections: [] },
    ]);
    // The lead's search only: the word as written is the list's offer, not the service's.
    expect(suite.service.callCount('demo')).toBe(before + 1);

    // Followed, the link shows تقوّل's own entry for one more call, offering قال back.
    const own = expectOk(await engine.lookupTab({ word: 'تقول', tab: 'senses', asWritten: true }));
    expect(own.matched).toBe('تقول');
    expect(own.results.pos?.map((entry) => entry.lemma)).toContain('تَقَوَّلَ');
    expect(own.otherReadings?.[0]?.form).toBe('قال');
    expect(suite.service.callCount('demo')).toBe(before + 2);
  });
});
