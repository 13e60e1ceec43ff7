import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../entrypoints/background/handlers';
import {
  createSiteLimits,
  LIMIT_WINDOW_MS,
  NEW_WORDS_PER_MINUTE,
} from '../../lib/lookup/site-limits';
import { spyDeps } from '../unit/messages/fixtures';
import { engineFor, sampleServiceForSuite } from './engine-helpers';

/**
 * The per-tab limit of new words, through the background's real handlers and engine
 * against the sample service: what a card in one tab may spend, and what it may not.
 */

const suite = sampleServiceForSuite();

/** Lemmas of the sample data: each is found as written, with one call. */
const NEW_WORDS = [
  'كتاب',
  'قلم',
  'بيت',
  'شمس',
  'قمر',
  'بحر',
  'جميل',
  'كبير',
  'صغير',
  'علم',
  'لغة',
  'مدرسة',
] as const;
const TAB = 4;

function background() {
  let time = 5_000_000;
  const deps = spyDeps();
  deps.engine = engineFor(suite.service, 'demo').engine as typeof deps.engine;
  deps.tickets.checkSession.mockResolvedValue(true);
  const handlers = createHandlers({ ...deps, limits: createSiteLimits(() => time) });
  const card = (tabId: number) =>
    ({ kind: 'card', frame: { tabId, frameId: 2 }, incognito: false }) as const;
  const content = (tabId: number) =>
    ({ kind: 'content-script', frame: { tabId, frameId: 0 }, incognito: false }) as const;
  return {
    handlers,
    advance: (ms: number) => (time += ms),
    cardLookup: (word: string, tabId = TAB, tab: 'senses' | 'examples' = 'senses') =>
      handlers.lookup({ type: 'lookup', word, tab, session: 'session' }, card(tabId)),
    ticket: (word: string, tabId = TAB) =>
      handlers['card-ticket']({ type: 'card-ticket', word }, content(tabId)),
  };
}

describe('new words a card in one tab may look up', () => {
  it('spends calls on 10 new words a minute, then refuses new ones with no call; cached words still show', async () => {
    const { cardLookup, advance } = background();
    for (const word of NEW_WORDS.slice(0, NEW_WORDS_PER_MINUTE)) {
      expect(await cardLookup(word)).toMatchObject({ ok: true, matched: word });
    }
    expect(suite.service.callCount('demo')).toBe(NEW_WORDS_PER_MINUTE);

    const refused = await cardLookup(NEW_WORDS[10]);
    expect(refused).toMatchObject({ ok: false, error: { kind: 'rate-limited' } });
    const wait = refused.ok ? 0 : ((refused.error as { retryAfterMs?: number }).retryAfterMs ?? 0);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LIMIT_WINDOW_MS);
    // The budget still says where the key stands, and nothing was asked of the service.
    expect(refused).toHaveProperty('budget.used', NEW_WORDS_PER_MINUTE);
    expect(suite.service.callCount('demo')).toBe(NEW_WORDS_PER_MINUTE);

    // A word answered before is unlimited; another tab of an admitted word is that word.
    expect(await cardLookup(NEW_WORDS[0])).toMatchObject({ ok: true, matched: NEW_WORDS[0] });
    expect(await cardLookup(NEW_WORDS[1], TAB, 'examples')).toMatchObject({ ok: true });
    expect(suite.service.callCount('demo')).toBe(NEW_WORDS_PER_MINUTE + 1);

    advance(wait);
    expect(await cardLookup(NEW_WORDS[10])).toMatchObject({ ok: true, matched: NEW_WORDS[10] });
  });

  it('counts the word a ticket starts early, and leaves other tabs and the popup alone', async () => {
    const { handlers, cardLookup, ticket } = background();
    for (const word of NEW_WORDS.slice(0, NEW_WORDS_PER_MINUTE)) {
      expect(await ticket(word)).toMatchObject({ ok: true });
      // The card of the ticket takes the answer started for it.
      expect(await cardLookup(word)).toMatchObject({ ok: true, matched: word });
    }
    expect(await ticket(NEW_WORDS[10])).toMatchObject({ ok: true });
    expect(await cardLookup(NEW_WORDS[10])).toMatchObject({
      ok: false,
      error: { kind: 'rate-limited' },
    });
    expect(suite.service.callCount('demo')).toBe(NEW_WORDS_PER_MINUTE);

    expect(await cardLookup(NEW_WORDS[10], TAB + 1)).toMatchObject({ ok: true });
    const popup = { kind: 'popup', frame: null, incognito: false } as const;
    expect(
      await handlers.lookup({ type: 'lookup', word: NEW_WORDS[11], tab: 'senses' }, popup),
    ).toMatchObject({ ok: true, matched: NEW_WORDS[11] });
    expect(suite.service.callCount('demo')).toBe(NEW_WORDS_PER_MINUTE + 2);
  });
});
