import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { BackgroundMessage } from '../../../lib/messages/protocol';
import { BACKGROUND_MESSAGES } from '../../../lib/messages/protocol';
import { handleMessage } from '../../../lib/messages/router';
import {
  anyDepCalled,
  CARD_FRAME,
  CARD_TAB,
  IDENTITY,
  SENDERS,
  type SenderName,
  spyHandlers,
} from './fixtures';

beforeEach(() => {
  fakeBrowser.reset();
});

const VALID: Record<BackgroundMessage['type'], BackgroundMessage> = {
  'card-ticket': { type: 'card-ticket', word: 'كتاب', instance: '123-456' },
  'card-shown': { type: 'card-shown', instance: '123-456' },
  'word-context': {
    type: 'word-context',
    word: 'يعد',
    sentence: 'لم يعد مستخدما',
    page: { title: 'Page', url: 'https://example.com/' },
  },
  'page-config': { type: 'page-config' },
  'card-claim': { type: 'card-claim', ticket: 'ticket-1' },
  lookup: { type: 'lookup', word: 'كتاب', tab: 'senses' },
  'lemma-audio': { type: 'lemma-audio', url: 'https://siwar.ksaa.gov.sa/media/a.mp3' },
  status: { type: 'status' },
  'get-settings': { type: 'get-settings' },
  'save-settings': { type: 'save-settings', settings: { uiLanguage: 'ar' }, apiKey: 'key-1' },
  'list-lexicons': { type: 'list-lexicons', fresh: true },
  'clear-cache': { type: 'clear-cache' },
  'reset-counter': { type: 'reset-counter' },
  'notebook-record': { type: 'notebook-record', word: 'الكتاب', matched: 'كتاب', lemma: 'كِتَاب' },
  'notebook-save': {
    type: 'notebook-save',
    word: 'الكتاب',
    matched: 'كتاب',
    lemma: 'كِتَاب',
    saved: true,
  },
  'notebook-is-saved': { type: 'notebook-is-saved', matched: 'كتاب' },
  'notebook-list': { type: 'notebook-list' },
  'notebook-delete': { type: 'notebook-delete', row: { list: 'history', id: 3 } },
  'notebook-clear-history': { type: 'notebook-clear-history' },
  'notebook-export': { type: 'notebook-export', list: 'saved' },
};

/** The sender matrix: every message type from every kind of sender. */
const MATRIX_SENDERS: SenderName[] = [
  'options',
  'popup',
  'notebook',
  'welcome',
  'card',
  'contentScript',
  'otherExtension',
  'noId',
  'webPageAsOptions',
  'forgedOrigin',
  'background',
];
const KIND: Record<string, string> = {
  options: 'options',
  popup: 'popup',
  notebook: 'notebook',
  welcome: 'welcome',
  card: 'card',
  contentScript: 'content-script',
  webPageAsOptions: 'content-script',
};

describe('sender matrix', () => {
  for (const type of Object.keys(VALID) as BackgroundMessage['type'][]) {
    for (const senderName of MATRIX_SENDERS) {
      const kind = KIND[senderName] ?? 'unknown';
      const allowed = (BACKGROUND_MESSAGES[type].senders as readonly string[]).includes(kind);
      it(`${type} from ${senderName}: ${allowed ? 'handled' : 'refused'}`, async () => {
        const { handlers, deps } = spyHandlers();
        deps.tickets.claim.mockResolvedValue({ word: 'كتاب', session: 'session-1' });
        deps.tickets.checkSession.mockResolvedValue(true);
        const message =
          kind === 'card' &&
          (type === 'lookup' ||
            type === 'lemma-audio' ||
            type === 'notebook-record' ||
            type === 'notebook-save')
            ? { ...VALID[type], session: 'session-1' }
            : VALID[type];
        const response = await handleMessage(message, SENDERS[senderName], handlers, IDENTITY);
        const called = Object.values(handlers).some((spy) => spy.mock.calls.length > 0);
        if (allowed) {
          expect(response.ok).toBe(true);
          expect(called).toBe(true);
        } else {
          expect(response).toEqual({
            ok: false,
            error: { kind: 'refused', reason: 'sender-not-allowed' },
          });
          expect(called).toBe(false);
          expect(anyDepCalled(deps)).toBe(false);
        }
      });
    }
  }
});

describe('card lookups', () => {
  it('need a live session for the sending tab and frame', async () => {
    const { handlers, deps } = spyHandlers();
    const noSession = await handleMessage(VALID.lookup, SENDERS.card, handlers, IDENTITY);
    expect(noSession).toEqual({ ok: false, error: { kind: 'refused', reason: 'session-invalid' } });
    expect(deps.tickets.checkSession).not.toHaveBeenCalled();

    const dead = await handleMessage(
      { ...VALID.lookup, session: 'forged' },
      SENDERS.card,
      handlers,
      IDENTITY,
    );
    expect(dead).toEqual({ ok: false, error: { kind: 'refused', reason: 'session-invalid' } });
    expect(deps.tickets.checkSession).toHaveBeenCalledWith('forged', CARD_TAB, CARD_FRAME);
    expect(deps.engine.lookupTab).not.toHaveBeenCalled();

    deps.tickets.checkSession.mockResolvedValue(true);
    const live = await handleMessage(
      { ...VALID.lookup, session: 'live' },
      SENDERS.card,
      handlers,
      IDENTITY,
    );
    expect(live.ok).toBe(true);
    expect(deps.engine.lookupTab).toHaveBeenCalledWith(
      { word: 'كتاب', tab: 'senses' },
      expect.any(Function),
    );
  });

  it('from the popup need no session', async () => {
    const { handlers, deps } = spyHandlers();
    expect((await handleMessage(VALID.lookup, SENDERS.popup, handlers, IDENTITY)).ok).toBe(true);
    expect(deps.tickets.checkSession).not.toHaveBeenCalled();
  });
});

describe('tickets and claims', () => {
  it('issues tickets for the sending tab, with the frame instance', async () => {
    const { handlers, deps } = spyHandlers();
    const response = await handleMessage(
      VALID['card-ticket'],
      SENDERS.contentScript,
      handlers,
      IDENTITY,
    );
    expect(response).toEqual({ ok: true, ticket: 'ticket-1' });
    expect(deps.tickets.issue).toHaveBeenCalledWith(CARD_TAB, 'كتاب');
    expect(deps.closeOtherCards).toHaveBeenCalledWith(CARD_TAB, '123-456');
  });

  it('passes a shown card to the handler with its tab and instance', async () => {
    const { handlers, deps } = spyHandlers();
    const response = await handleMessage(
      VALID['card-shown'],
      SENDERS.contentScript,
      handlers,
      IDENTITY,
    );
    expect(response).toEqual({ ok: true });
    expect(deps.closeOtherCards).toHaveBeenCalledWith(CARD_TAB, '123-456');
  });

  it('passes the card tab and frame to the claim, and refuses an unknown ticket', async () => {
    const { handlers, deps } = spyHandlers();
    const response = await handleMessage(VALID['card-claim'], SENDERS.card, handlers, IDENTITY);
    expect(response).toEqual({ ok: false, error: { kind: 'refused', reason: 'ticket-invalid' } });
    expect(deps.tickets.claim).toHaveBeenCalledWith('ticket-1', CARD_TAB, CARD_FRAME);
  });
});

describe('validation', () => {
  it.each([
    ['an unknown type', { type: 'delete-everything' }],
    ['no type', { word: 'كتاب' }],
    ['an extra field', { type: 'status', extra: 1 }],
    ['a word too long', { type: 'lookup', word: 'ك'.repeat(101), tab: 'senses' }],
    ['a blank word', { type: 'lookup', word: '   ', tab: 'senses' }],
    ['an unknown results tab', { type: 'lookup', word: 'كتاب', tab: 'secrets' }],
    ['an array', [{ type: 'status' }]],
    ['a string', 'status'],
    ['null', null],
    ['an inherited type', Object.create({ type: 'status' })],
  ])('refuses %s', async (_label, message) => {
    const { handlers } = spyHandlers();
    const response = await handleMessage(message, SENDERS.popup, handlers, IDENTITY);
    expect(response).toEqual({ ok: false, error: { kind: 'refused', reason: 'invalid-message' } });
  });

  it('names the invalid field for the options page only', async () => {
    const { handlers } = spyHandlers();
    const message = { type: 'save-settings', settings: { serviceUrl: 'ftp://x' } };
    expect(await handleMessage(message, SENDERS.options, handlers, IDENTITY)).toEqual({
      ok: false,
      error: { kind: 'refused', reason: 'invalid-message', field: 'settings.serviceUrl' },
    });
    expect(handlers['save-settings']).not.toHaveBeenCalled();
  });

  it('trims words and passes save-settings fields through', async () => {
    const { handlers, deps } = spyHandlers();
    await handleMessage(
      { type: 'lookup', word: '  كتاب ', tab: 'root' },
      SENDERS.popup,
      handlers,
      IDENTITY,
    );
    expect(deps.engine.lookupTab).toHaveBeenCalledWith({ word: 'كتاب', tab: 'root' });
    await handleMessage(
      { type: 'save-settings', settings: { cacheLifetimeDays: 3 }, apiKey: null },
      SENDERS.options,
      handlers,
      IDENTITY,
    );
    expect(handlers['save-settings']).toHaveBeenCalledWith(
      { type: 'save-settings', settings: { cacheLifetimeDays: 3 }, apiKey: null },
      { kind: 'options', frame: null, incognito: false },
    );
  });
});

describe('failures', () => {
  const SECRET = 'sk-secret-0123456789';

  it('turn a throwing lookup into a service error that quotes nothing', async () => {
    const { handlers, deps } = spyHandlers();
    deps.engine.lookupTab.mockRejectedValue(new Error(`fetch failed with apikey ${SECRET}`));
    const response = await handleMessage(VALID.lookup, SENDERS.popup, handlers, IDENTITY);
    expect(response).toEqual({
      ok: false,
      error: { kind: 'service-error', messages: [], reason: 'internal error' },
      budget: null,
    });
    expect(JSON.stringify(response)).not.toContain(SECRET);
  });

  it('turn other throwing handlers into an internal refusal', async () => {
    const { handlers } = spyHandlers();
    handlers['save-settings'].mockRejectedValue(new Error(SECRET));
    const response = await handleMessage(
      VALID['save-settings'],
      SENDERS.options,
      handlers,
      IDENTITY,
    );
    expect(response).toEqual({ ok: false, error: { kind: 'refused', reason: 'internal-error' } });
  });
});
