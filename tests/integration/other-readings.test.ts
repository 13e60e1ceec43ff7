import { describe, expect, it } from 'vitest';
import { engineFor, expectOk, sampleServiceForSuite } from './engine-helpers';

/** The card of the demo (npm run demo) against the sample service, with the shipped list. */
const suite = sampleServiceForSuite();

describe('other readings offered under a word of the demo', () => {
  it('offers none under كتاب, a singular, and قال under تقول, without a call', async () => {
    const { engine } = engineFor(suite.service, 'demo');
    const kitab = expectOk(await engine.lookupTab({ word: 'كتاب', tab: 'senses' }));
    expect(kitab.matched).toBe('كتاب');
    expect(kitab.otherReadings).toBeUndefined();

    const before = suite.service.callCount('demo');
    const taqul = expectOk(await engine.lookupTab({ word: 'تقول', tab: 'senses' }));
    expect(taqul.otherReadings?.[0]?.form).toBe('قال');
    // The word's own search only: the readings are the list's, not the service's.
    expect(suite.service.callCount('demo')).toBe(before + 1);
  });
});
