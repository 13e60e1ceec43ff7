import { describe, expect, it } from 'vitest';
import { createFakeService } from './fake-service';
import { expectOk, lemmaListOf, queries, testEngine } from './helpers';

// When nothing is found, the card's "Try:" links are the readings not yet asked. A link
// costs the reader a click and a call: it must be a word the lemma list (or an earlier
// answer) knows, never a shape only a rule produced (البركان read as a feminine plural
// verb gave البركا and البركاا, which no Arabic word can be).
describe('suggestions when nothing is found', () => {
  it('offers no reading that nothing confirms', async () => {
    const { engine } = testEngine({ lemmaSource: lemmaListOf({ برك: 'n', بركة: 'n' }) });
    const response = expectOk(await engine.lookupTab({ word: 'البركان', tab: 'senses' }));
    expect(response.results.pos ?? []).toEqual([]);
    expect(response.untried ?? []).not.toContain('البركا');
    expect(response.untried ?? []).not.toContain('البركاا');
    for (const form of response.untried ?? []) expect(['برك', 'بركة']).toContain(form);
  });

  it('offers the confirmed readings it had no calls left to ask, likeliest first', async () => {
    // A private lexicon doubles each probe's cost: fewer readings are asked, more are left.
    const service = createFakeService();
    const { engine } = testEngine({
      service,
      settings: { lexicons: [{ id: 'mine', name: 'معجمي', scope: 'private' }] },
      lemmaSource: lemmaListOf({ مدرسة: 'n', مدرس: 'n', مدارس: 'p', بمدارس: 'p' }),
    });
    const response = expectOk(await engine.lookupTab({ word: 'بمدارسهم', tab: 'senses' }));
    const asked = queries(service.calls).map((line) => line.split(' ')[1]);
    expect(response.untried?.length).toBeGreaterThan(0);
    for (const form of response.untried ?? []) {
      expect(['مدرسة', 'مدرس', 'مدارس', 'بمدارس']).toContain(form);
      expect(asked).not.toContain(form);
    }
  });
});
