import fc from 'fast-check';
import { describe, expect, it, type Mock } from 'vitest';
import { API_ERROR_KINDS } from '../../../lib/api/errors';
import { POPUP_PAGES } from '../../../lib/i18n/popup-pages';
import { backgroundMessageSchema } from '../../../lib/messages/protocol';
import { handleMessage } from '../../../lib/messages/router';
import {
  anyDepCalled,
  CARD_FRAME,
  CARD_TAB,
  EXT,
  EXTENSION_ID,
  IDENTITY,
  SENDERS,
  spyHandlers,
} from './fixtures';

/**
 * Random and near-valid messages from every kind of sender. Whatever arrives, the router
 * must resolve to a typed response, never throw, never quote what a handler threw, and
 * never run a handler that could reach the service (or change settings) unless the sender
 * is allowed to. The oracle below is written from the rules, not from the router's code.
 */

const LIVE_SESSION = 'live-session-0123456789';
const VALID_TICKET = 'valid-ticket-0123456789';
const SECRET = 'sk-SECRET-9f8e7d6c5b4a';
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);

const VALID_MESSAGES: Record<string, unknown>[] = [
  { type: 'card-ticket', word: 'كتاب' },
  { type: 'card-ticket', word: 'كتاب', instance: '1-2' },
  { type: 'card-shown', instance: '1-2' },
  { type: 'page-config' },
  { type: 'card-claim', ticket: VALID_TICKET },
  { type: 'lookup', word: 'كتاب', tab: 'senses' },
  { type: 'lookup', word: 'كتاب', tab: 'related', session: LIVE_SESSION },
  { type: 'status' },
  { type: 'get-settings' },
  { type: 'save-settings', settings: { uiLanguage: 'ar' } },
  { type: 'save-settings', settings: {}, apiKey: 'abc' },
  {
    type: 'save-settings',
    settings: { lexicons: [{ id: 'x', name: 'X', scope: 'private' }] },
    apiKey: null,
  },
  { type: 'list-lexicons' },
  { type: 'list-lexicons', fresh: true },
  { type: 'clear-cache' },
  { type: 'reset-counter' },
  // Messages meant for content scripts, sent the wrong way.
  { type: 'open-card', word: 'كتاب' },
  { type: 'lookup-selection' },
  { type: 'get-selection' },
];
const TYPES = [...new Set(VALID_MESSAGES.map((message) => String(message.type)))];
const DANGEROUS_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'extra',
  'apiKey',
];
const HUGE_LENGTHS = [101, 501, 10_000, 1_000_000];

/** Sets an own property, even for "__proto__" (assignment would change the prototype). */
function withOwn(
  base: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  const copy = { ...base };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

const token = fc.stringMatching(/^[A-Za-z0-9_-]{1,60}$/);

const mutation: fc.Arbitrary<(message: Record<string, unknown>) => unknown> = fc.oneof(
  { arbitrary: fc.constant((message: Record<string, unknown>) => message), weight: 8 },
  fc
    .tuple(
      fc.constantFrom(
        'type',
        'word',
        'tab',
        'session',
        'ticket',
        'settings',
        'apiKey',
        'fresh',
        'instance',
      ),
      fc.anything(),
    )
    .map(
      ([key, value]) =>
        (message: Record<string, unknown>) =>
          withOwn(message, key, value),
    ),
  fc
    .constantFrom('type', 'word', 'tab', 'session', 'ticket', 'settings')
    .map((key) => (message: Record<string, unknown>) => {
      const copy = { ...message };
      delete copy[key];
      return copy;
    }),
  fc.tuple(fc.constantFrom(...DANGEROUS_KEYS), fc.anything()).map(
    ([key, value]) =>
      (message: Record<string, unknown>) =>
        withOwn(message, key, value),
  ),
  fc
    .tuple(
      fc.constantFrom('word', 'session', 'ticket', 'apiKey', 'instance'),
      fc.constantFrom(...HUGE_LENGTHS),
    )
    .map(
      ([key, length]) =>
        (message: Record<string, unknown>) =>
          withOwn(message, key, 'ك'.repeat(length)),
    ),
  fc
    .constantFrom(...TYPES)
    .map((type) => (message: Record<string, unknown>) => ({ ...message, type })),
  fc.tuple(fc.constantFrom('session', 'ticket'), token).map(
    ([key, forged]) =>
      (message: Record<string, unknown>) =>
        withOwn(message, key, forged),
  ),
  // A valid-looking message that is only valid through its prototype.
  fc.constant((message: Record<string, unknown>) => Object.create(message)),
  fc.constant((message: Record<string, unknown>) => [message]),
  fc.constant((message: Record<string, unknown>) => JSON.stringify(message)),
  fc
    .tuple(
      fc.constantFrom('serviceUrl', 'lexicons', 'triggers', 'cacheLifetimeDays', '__proto__'),
      fc.anything(),
    )
    .map(
      ([key, value]) =>
        (message: Record<string, unknown>) =>
          withOwn(message, 'settings', withOwn({}, key, value)),
    ),
);

const nearValidMessage = fc
  .tuple(fc.constantFrom(...VALID_MESSAGES), fc.array(mutation, { minLength: 0, maxLength: 2 }))
  .map(([message, steps]) =>
    steps.reduce<unknown>(
      (current, step) =>
        typeof current === 'object' && current !== null && !Array.isArray(current)
          ? step(current as Record<string, unknown>)
          : current,
      message,
    ),
  );

const URLS = [
  `${EXT}/options.html`,
  `${EXT}/popup.html`,
  `${EXT}/popup-ar.html`,
  'https://evil.example/popup-ar.html',
  `${EXT}/card.html`,
  `${EXT}/background.js`,
  'chrome-extension://other-extension-id/options.html',
  'https://example.com/',
  'https://evil.example/options.html',
  'about:blank',
  'javascript:alert(1)',
];

const randomSender = fc.record(
  {
    id: fc.oneof(fc.constantFrom(EXTENSION_ID, 'other-extension-id'), fc.anything()),
    url: fc.oneof(fc.constantFrom(...URLS), fc.string(), fc.anything()),
    origin: fc.oneof(fc.constantFrom(EXT, 'https://example.com', 'null'), fc.anything()),
    tab: fc.oneof(
      fc.record({ id: fc.oneof(fc.constant(CARD_TAB), fc.integer(), fc.anything()) }),
      fc.anything(),
    ),
    frameId: fc.oneof(fc.constant(CARD_FRAME), fc.integer(), fc.anything()),
  },
  { requiredKeys: [] },
);

/** Weighted towards real senders, so enough messages get past the sender check. */
const anySender = fc.oneof(
  {
    arbitrary: fc.constantFrom(SENDERS.options, SENDERS.popup, SENDERS.card, SENDERS.contentScript),
    weight: 6,
  },
  { arbitrary: fc.constantFrom(...Object.values(SENDERS)), weight: 2 },
  { arbitrary: randomSender, weight: 2 },
  { arbitrary: fc.anything(), weight: 1 },
);

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function isOurPage(sender: unknown, page: string): boolean {
  const facts = record(sender);
  return (
    facts.id === EXTENSION_ID &&
    typeof facts.url === 'string' &&
    facts.url.startsWith(`${EXT}/${page}`)
  );
}

function isCardInItsFrame(sender: unknown): boolean {
  const facts = record(sender);
  return (
    isOurPage(sender, 'card.html') &&
    record(facts.tab).id === CARD_TAB &&
    facts.frameId === CARD_FRAME
  );
}

function fuzzHandlers(throwing: boolean) {
  const spies = spyHandlers();
  spies.deps.tickets.checkSession.mockImplementation(
    async (session, tabId, frameId) =>
      session === LIVE_SESSION && tabId === CARD_TAB && frameId === CARD_FRAME,
  );
  spies.deps.tickets.claim.mockImplementation(async (ticket, tabId) =>
    ticket === VALID_TICKET && tabId === CARD_TAB ? { word: 'كتاب', session: LIVE_SESSION } : null,
  );
  if (throwing) {
    for (const spy of Object.values(spies.handlers) as Mock[]) {
      spy.mockImplementation(async () => {
        throw new Error(`failed with apikey=${SECRET}`);
      });
    }
  }
  return spies;
}

function expectTypedResponse(response: unknown): void {
  const value = record(response);
  expect(typeof value.ok).toBe('boolean');
  if (value.ok === false) {
    const kind = record(value.error).kind;
    expect(
      kind === 'refused' || (API_ERROR_KINDS as readonly string[]).includes(String(kind)),
    ).toBe(true);
    if (kind === 'refused') expect(typeof record(value.error).reason).toBe('string');
  }
}

/** How often runs got through to a handler: proof the generators are not all rejected early. */
const stats = { runs: 0, handled: 0, lookups: 0, privileged: 0 };

async function checkOne(message: unknown, sender: unknown, throwing: boolean): Promise<void> {
  const { handlers, deps } = fuzzHandlers(throwing);
  const response = await handleMessage(message, sender, handlers, IDENTITY);
  const ran = (Object.values(handlers) as Mock[]).some((spy) => spy.mock.calls.length > 0);
  stats.runs += 1;
  if (ran) stats.handled += 1;
  if (handlers.lookup.mock.calls.length > 0) stats.lookups += 1;
  if (
    handlers['save-settings'].mock.calls.length + handlers['reset-counter'].mock.calls.length >
    0
  ) {
    stats.privileged += 1;
  }

  expectTypedResponse(response);
  expect(JSON.stringify(response)).not.toContain(SECRET);

  // Calls that reach the service or change what the extension does.
  const fromOptions = isOurPage(sender, 'options.html');
  for (const privileged of [
    handlers['list-lexicons'],
    handlers['get-settings'],
    handlers['save-settings'],
    handlers['clear-cache'],
    handlers['reset-counter'],
    deps.writeApiKey,
    deps.updateSettings,
    deps.engine.listLexicons,
    deps.engine.clearCache,
    deps.engine.resetBudget,
  ] as Mock[]) {
    if (privileged.mock.calls.length > 0) expect(fromOptions).toBe(true);
  }
  // The engine is reached only from the popup, the welcome page's try-it word (both ours,
  // not web-accessible) or a card with its live session.
  if (deps.engine.lookupTab.mock.calls.length > 0) {
    const fromPopup =
      POPUP_PAGES.some(({ page }) => isOurPage(sender, page)) || isOurPage(sender, 'welcome.html');
    const fromLiveCard = isCardInItsFrame(sender) && record(message).session === LIVE_SESSION;
    // A ticket starts the Senses of its word: the reader double-clicked that word.
    const forIssuedTicket =
      deps.tickets.issue.mock.calls.length > 0 &&
      deps.engine.lookupTab.mock.calls.every(
        ([request]) => request.tab === 'senses' && request.word === record(message).word,
      );
    expect(fromPopup || fromLiveCard || forIssuedTicket).toBe(true);
  }
  if (deps.tickets.issue.mock.calls.length > 0) {
    expect(record(sender).id).toBe(EXTENSION_ID);
    expect(String(record(sender).url).startsWith('chrome-extension:')).toBe(false);
  }
  if (deps.closeOtherCards.mock.calls.length > 0) {
    expect(record(sender).id).toBe(EXTENSION_ID);
    expect(String(record(sender).url).startsWith('chrome-extension:')).toBe(false);
  }
  if (deps.tickets.claim.mock.calls.length > 0) expect(isOurPage(sender, 'card.html')).toBe(true);

  // Anything the schema refuses runs no handler at all and gets a refusal.
  if (!backgroundMessageSchema.safeParse(message).success) {
    expect(ran).toBe(false);
    expect(anyDepCalled(deps)).toBe(false);
    expect(record(record(response).error).kind).toBe('refused');
  }
}

describe('router fuzz', () => {
  it('near-valid messages from every kind of sender', async () => {
    await fc.assert(fc.asyncProperty(nearValidMessage, anySender, fc.boolean(), checkOne), {
      numRuns: RUNS,
    });
    // The generators reach the handlers often enough for the property to mean something.
    expect(stats.handled).toBeGreaterThan(RUNS * 0.05);
    expect(stats.lookups).toBeGreaterThan(0);
    expect(stats.privileged).toBeGreaterThan(0);
  }, 120_000);

  it('arbitrary values as messages and senders', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.anything({
          withObjectString: true,
          withNullPrototype: true,
          withMap: true,
          withSet: true,
        }),
        anySender,
        fc.boolean(),
        checkOne,
      ),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('prototype-polluting messages change no prototype', async () => {
    await fc.assert(
      fc.asyncProperty(
        nearValidMessage,
        fc.constantFrom(...Object.values(SENDERS)),
        async (message, sender) => {
          await handleMessage(message, sender, fuzzHandlers(false).handlers, IDENTITY);
          expect(({} as Record<string, unknown>).type).toBeUndefined();
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          expect(Object.getPrototypeOf({})).toBe(Object.prototype);
        },
      ),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  }, 120_000);

  it('forged tickets and sessions from a genuine card reach nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        token,
        fc.constantFrom('senses', 'examples', 'related'),
        async (forged, tab) => {
          fc.pre(forged !== LIVE_SESSION && forged !== VALID_TICKET);
          const { handlers, deps } = fuzzHandlers(false);
          const claim = await handleMessage(
            { type: 'card-claim', ticket: forged },
            SENDERS.card,
            handlers,
            IDENTITY,
          );
          const lookup = await handleMessage(
            { type: 'lookup', word: 'كتاب', tab, session: forged },
            SENDERS.card,
            handlers,
            IDENTITY,
          );
          expect(claim).toEqual({
            ok: false,
            error: { kind: 'refused', reason: 'ticket-invalid' },
          });
          expect(lookup).toEqual({
            ok: false,
            error: { kind: 'refused', reason: 'session-invalid' },
          });
          expect(deps.engine.lookupTab).not.toHaveBeenCalled();
        },
      ),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  }, 120_000);
});
