// Issue 9: an imperfect whose form I and form IV are both common (تظهر: ظهر "appears",
// أظهر "shows") is answered by one, and the other is offered as a link, at no cost.
import { describe, expect, it } from 'vitest';
import { expectOk, lemmaListOf, queries, testEngine } from './helpers';

describe('lookup engine: the other verb of a form I / form IV pair', () => {
  it('answers تظهر with ظهر and offers أظهر as a link, for no call', async () => {
    const { engine, service } = testEngine({ lemmaSource: lemmaListOf({ ظهر: 'v', أظهر: 'v' }) });
    const response = expectOk(await engine.lookupTab({ word: 'تظهر', tab: 'senses' }));
    expect(response.matched).toBe('ظهر');
    expect(response.otherReadings).toEqual([
      expect.objectContaining({
        form: 'أظهر',
        inflections: [expect.objectContaining({ kind: 'verb' })],
      }),
    ]);
    expect(queries(service.calls)).not.toContain('/public/search أظهر');
  });

  it('offers no form IV where the form I is what the letters mean (تقول → قال, not أقال)', async () => {
    const { engine } = testEngine();
    const response = expectOk(await engine.lookupTab({ word: 'تقول', tab: 'senses' }));
    expect(response.matched).toBe('قال');
    expect((response.otherReadings ?? []).map((reading) => reading.form)).toEqual(['تقول']);
  });
});
