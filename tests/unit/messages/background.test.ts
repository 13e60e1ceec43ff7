import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createHandlers } from '../../../entrypoints/background/handlers';
import { startBackground } from '../../../entrypoints/background/main';
import { CONTEXT_MENU_ID, contextMenuMessage } from '../../../entrypoints/background/menus';
import { TICKETS_PER_MINUTE } from '../../../lib/lookup/site-limits';
import type { TabLookupResponse } from '../../../lib/lookup/types';
import type { AnyResponse } from '../../../lib/messages/protocol';
import { writeApiKey } from '../../../lib/settings/key-vault';
import { DEFAULT_SETTINGS } from '../../../lib/settings/schema';
import { BUDGET, CARD_TAB, SENDERS, spyDeps } from './fixtures';

/** A minimal browser event that tests can fire (fakeBrowser leaves these unmocked). */
function fakeEvent<Args extends unknown[]>() {
  const listeners: ((...args: Args) => unknown)[] = [];
  return {
    addListener: (listener: (...args: Args) => unknown) => listeners.push(listener),
    removeListener: () => undefined,
    hasListener: () => false,
    hasListeners: () => listeners.length > 0,
    fire: (...args: Args) => Promise.all(listeners.map((listener) => listener(...args))),
  };
}

const KEY = 'sk-test-abcdef0123456789';
let menuClicked: ReturnType<typeof fakeEvent<[unknown, unknown]>>;
let command: ReturnType<typeof fakeEvent<[string, unknown]>>;
let tabMessages: ReturnType<typeof vi.fn>;
let engine: ReturnType<typeof spyDeps>['engine'];

beforeEach(async () => {
  fakeBrowser.reset();
  // The key vault's IndexedDB outlives fakeBrowser.reset(); start each test without a key.
  await writeApiKey(null);
  menuClicked = fakeEvent();
  command = fakeEvent();
  tabMessages = vi.fn(async () => undefined);
  const browser = fakeBrowser as unknown as Record<string, Record<string, unknown>>;
  Object.assign(browser.contextMenus ?? {}, {
    onClicked: menuClicked,
    create: vi.fn(),
    removeAll: vi.fn(async () => undefined),
  });
  Object.assign(browser.commands ?? {}, { onCommand: command });
  Object.assign(browser.tabs ?? {}, { sendMessage: tabMessages });
  Object.assign(browser.i18n ?? {}, { getMessage: vi.fn(() => 'Look up “%s”') });
  Object.assign(browser.permissions ?? {}, { contains: vi.fn(async () => false) });
  engine = spyDeps().engine;
  startBackground({ engine });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A message as the browser delivers it: the answer comes through sendResponse. */
function send(message: unknown, sender: unknown): Promise<AnyResponse> {
  return new Promise((resolve) => {
    void fakeBrowser.runtime.onMessage.trigger(message, sender as never, (answer: unknown) =>
      resolve(answer as AnyResponse),
    );
  });
}

describe('the background, wired', () => {
  // The worker runs on the browser's own API, not the polyfill: Chrome ignores a promise
  // returned by a listener, and keeps the channel open only for a listener returning true.
  it('keeps the settings between messages, and reads them again after a save', async () => {
    const reads = vi.spyOn(fakeBrowser.storage.local, 'get');
    for (let index = 0; index < 3; index++) {
      expect(await send({ type: 'status' }, SENDERS.popup)).toMatchObject({ theme: 'system' });
    }
    expect(reads.mock.calls.filter(([key]) => key === 'settings')).toHaveLength(1);
    const save = { type: 'save-settings', settings: { theme: 'dark' } };
    expect(await send(save, SENDERS.options)).toEqual({ ok: true });
    expect(await send({ type: 'status' }, SENDERS.popup)).toMatchObject({ theme: 'dark' });
  });

  it('answers through sendResponse, keeping the channel open for it', async () => {
    const answered = new Promise<unknown>((resolve) => {
      void fakeBrowser.runtime.onMessage
        .trigger({ type: 'status' }, SENDERS.popup as never, resolve)
        .then((returned) => expect(returned).toEqual([true]));
    });
    expect(await answered).toMatchObject({ ok: true, hasKey: false });
  });

  it('runs the card flow: ticket → claim → session lookups, each ticket once', async () => {
    const ticket = await send(
      { type: 'card-ticket', word: 'كتاب', instance: '11-22' },
      SENDERS.contentScript,
    );
    expect(ticket).toEqual({ ok: true, ticket: expect.any(String) });
    // The other frames of the tab close their cards.
    expect(tabMessages).toHaveBeenCalledWith(CARD_TAB, { type: 'close-card', keep: '11-22' }, {});

    const { ticket: id } = ticket as { ticket: string };
    const claim = await send({ type: 'card-claim', ticket: id }, SENDERS.card);
    // The Senses the ticket started come with the claim, through the router's checks, and
    // how to draw them: the card asks nothing else before it shows the word.
    expect(claim).toEqual({
      ok: true,
      word: 'كتاب',
      session: expect.any(String),
      uiLanguage: DEFAULT_SETTINGS.uiLanguage,
      theme: DEFAULT_SETTINGS.theme,
      senses: expect.objectContaining({ ok: true, word: 'كتاب' }),
    });
    expect(await send({ type: 'card-claim', ticket: id }, SENDERS.card)).toMatchObject({
      error: { reason: 'ticket-invalid' },
    });

    const { session } = claim as { session: string };
    for (const tab of ['senses', 'examples', 'related'] as const) {
      expect((await send({ type: 'lookup', word: 'قلم', tab, session }, SENDERS.card)).ok).toBe(
        true,
      );
    }
    // The ticket started its word's Senses; then the card's three lookups.
    expect(engine.lookupTab).toHaveBeenCalledTimes(4);
    // The same session from another frame of the tab is refused.
    expect(
      await send({ type: 'lookup', word: 'قلم', tab: 'senses', session }, SENDERS.cardOtherFrame),
    ).toMatchObject({
      error: { reason: 'session-invalid' },
    });
  });

  it('gives a card the page embedded itself no lookup and no call', async () => {
    expect(
      await send({ type: 'card-claim', ticket: 'made-up-ticket' }, SENDERS.card),
    ).toMatchObject({
      error: { reason: 'ticket-invalid' },
    });
    expect(await send({ type: 'lookup', word: 'كتاب', tab: 'senses' }, SENDERS.card)).toMatchObject(
      {
        error: { reason: 'session-invalid' },
      },
    );
    expect(engine.lookupTab).not.toHaveBeenCalled();
  });

  it('lends a word what its paragraph shows of a writer who types ة as ه, not the paragraph', async () => {
    // No ة anywhere, and the article before a ه: such a writer (teh-marbuta-writing.ts).
    const sentence = 'قال رئيس الحكومه، في تلك الفتره كانت المدينه هادئه';
    await send({ type: 'word-context', word: 'الفتره', sentence }, SENDERS.contentScript);
    await send({ type: 'card-ticket', word: 'الفتره' }, SENDERS.contentScript);
    expect(engine.lookupTab).toHaveBeenLastCalledWith(
      {
        word: 'الفتره',
        tab: 'senses',
        context: {
          before: ['في', 'تلك'],
          after: ['كانت', 'المدينه', 'هادئه'],
          paragraph: { typesHehForTehMarbuta: true },
        },
      },
      expect.any(Function),
    );
  });

  it('lends a word its neighbours for its next lookup only, then drops them', async () => {
    // The page text beside the word; the background keeps only the words next to it.
    const beside = { sentence: 'قال، إنه لم يعد مضمار السباق مستخدماً منذ' };
    const context = { before: ['إنه', 'لم'], after: ['مضمار', 'السباق', 'مستخدماً'] };
    expect(
      await send({ type: 'word-context', word: 'يعد', ...beside }, SENDERS.contentScript),
    ).toEqual({ ok: true });
    // Only a content script sends them: a card or a page cannot.
    expect(
      await send({ type: 'word-context', word: 'يعد', ...beside }, SENDERS.card),
    ).toMatchObject({ ok: false });
    await send({ type: 'card-ticket', word: 'يعد' }, SENDERS.contentScript);
    expect(engine.lookupTab).toHaveBeenLastCalledWith(
      { word: 'يعد', tab: 'senses', context },
      expect.any(Function),
    );
    // Taken once: the same word asked again goes without them.
    await send({ type: 'card-ticket', word: 'يعد' }, SENDERS.contentScript);
    expect(engine.lookupTab).toHaveBeenLastCalledWith(
      { word: 'يعد', tab: 'senses' },
      expect.any(Function),
    );
  });

  it('issues a site 30 card tickets a minute across its tabs, then refuses them with no lookup', async () => {
    const ticket = () => send({ type: 'card-ticket', word: 'كتاب' }, SENDERS.contentScript);
    for (let issued = 0; issued < TICKETS_PER_MINUTE; issued++) {
      expect(await ticket()).toMatchObject({ ok: true });
    }
    expect(engine.lookupTab).toHaveBeenCalledTimes(TICKETS_PER_MINUTE);
    expect(await ticket()).toEqual({
      ok: false,
      error: { kind: 'refused', reason: 'rate-limited' },
    });
    expect(engine.lookupTab).toHaveBeenCalledTimes(TICKETS_PER_MINUTE);
    // Another tab of the site shares its count, even once the first tab is closed; a
    // frame of another origin in it spends for the top page's site; another site has its own.
    const otherTab = { ...SENDERS.contentScript, tab: { id: CARD_TAB + 1 } };
    await fakeBrowser.tabs.onRemoved.trigger(CARD_TAB, { windowId: 1, isWindowClosing: false });
    expect(await send({ type: 'card-ticket', word: 'كتاب' }, otherTab)).toMatchObject({
      ok: false,
    });
    const embedded = {
      ...otherTab,
      url: 'https://embedded.org/frame',
      origin: 'https://embedded.org',
      frameId: 3,
    };
    const framed = { type: 'card-ticket', word: 'كتاب', top: 'https://www.example.com' };
    expect(await send(framed, embedded)).toMatchObject({ ok: false });
    const otherSite = {
      ...SENDERS.contentScript,
      url: 'https://other.org/',
      origin: 'https://other.org',
    };
    expect(await send({ type: 'card-ticket', word: 'كتاب' }, otherSite)).toMatchObject({
      ok: true,
    });
  });

  it('ends sessions when their tab closes', async () => {
    const { ticket } = (await send(
      { type: 'card-ticket', word: 'كتاب' },
      SENDERS.contentScript,
    )) as { ticket: string };
    const { session } = (await send({ type: 'card-claim', ticket }, SENDERS.card)) as {
      session: string;
    };
    await fakeBrowser.tabs.onRemoved.trigger(CARD_TAB, { windowId: 1, isWindowClosing: false });
    expect(
      await send({ type: 'lookup', word: 'كتاب', tab: 'senses', session }, SENDERS.card),
    ).toMatchObject({
      error: { reason: 'session-invalid' },
    });
  });

  it('keeps the key in the background: saved by options, never sent back', async () => {
    expect(
      await send(
        { type: 'save-settings', settings: { uiLanguage: 'ar' }, apiKey: KEY },
        SENDERS.options,
      ),
    ).toEqual({
      ok: true,
    });
    const answers = [
      await send({ type: 'get-settings' }, SENDERS.options),
      await send({ type: 'status', includeCache: true }, SENDERS.options),
      await send({ type: 'status' }, SENDERS.popup),
      await send({ type: 'status' }, SENDERS.card),
      await send({ type: 'page-config' }, SENDERS.contentScript),
    ];
    expect(answers[0]).toEqual({
      ok: true,
      settings: { ...DEFAULT_SETTINGS, uiLanguage: 'ar' },
      hasKey: true,
    });
    expect(answers[1]).toEqual({
      ok: true,
      hasKey: true,
      serviceUrl: DEFAULT_SETTINGS.serviceUrl,
      budget: BUDGET,
      uiLanguage: 'ar',
      theme: 'system',
      cache: { entries: 3, approxBytes: 1200 },
    });
    // The popup and card do not ask for the cache figures: reading them walks every answer.
    expect(answers[2]).toMatchObject({ ok: true, cache: null });
    expect(engine.cacheStats).toHaveBeenCalledTimes(1);
    expect(answers[4]).toEqual({
      ok: true,
      doubleClick: true,
      selectionButton: true,
      uiLanguage: 'ar',
      keepHistory: true,
    });
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(KEY);
    // …and nothing that content scripts can read or observe holds it.
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain(KEY);
  });

  it('refuses settings and key changes from anyone but the options page', async () => {
    for (const sender of [
      SENDERS.popup,
      SENDERS.card,
      SENDERS.contentScript,
      SENDERS.otherExtension,
    ]) {
      expect(
        await send({ type: 'save-settings', settings: {}, apiKey: KEY }, sender),
      ).toMatchObject({
        ok: false,
        error: { kind: 'refused', reason: 'sender-not-allowed' },
      });
      expect(await send({ type: 'reset-counter' }, sender)).toMatchObject({
        error: { reason: 'sender-not-allowed' },
      });
    }
    expect(engine.resetBudget).not.toHaveBeenCalled();
    expect(
      (await send({ type: 'get-settings' }, SENDERS.options)) as { hasKey: boolean },
    ).toMatchObject({ hasKey: false });
  });

  it('saves a custom service URL even without its optional host permission (CORS may allow it)', async () => {
    const save = {
      type: 'save-settings',
      settings: { serviceUrl: 'http://127.0.0.1:8787/api/v1/external' },
    };
    fakeBrowser.permissions.contains = vi.fn(async () => false);
    expect(await send(save, SENDERS.options)).toEqual({ ok: true });
    expect(await send({ type: 'get-settings' }, SENDERS.options)).toMatchObject({
      settings: { serviceUrl: 'http://127.0.0.1:8787/api/v1/external' },
    });
  });

  it('runs the options page maintenance messages on the engine', async () => {
    expect(await send({ type: 'list-lexicons', fresh: true }, SENDERS.options)).toEqual({
      ok: true,
      data: [],
      budget: BUDGET,
    });
    expect(engine.listLexicons).toHaveBeenCalledWith({ fresh: true });
    expect(await send({ type: 'clear-cache' }, SENDERS.options)).toEqual({ ok: true });
    expect(await send({ type: 'reset-counter' }, SENDERS.options)).toEqual({ ok: true });
    expect(engine.clearCache).toHaveBeenCalledTimes(1);
    expect(engine.resetBudget).toHaveBeenCalledTimes(1);
  });

  it('creates the context menu on install and start, and sends the selection to the clicked frame', async () => {
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' } as never);
    await fakeBrowser.runtime.onStartup.trigger();
    await vi.waitFor(() => expect(fakeBrowser.contextMenus.create).toHaveBeenCalledTimes(2));
    expect(fakeBrowser.contextMenus.create).toHaveBeenCalledWith({
      id: CONTEXT_MENU_ID,
      title: 'Look up “%s”',
      contexts: ['selection'],
    });
    expect(fakeBrowser.i18n.getMessage).toHaveBeenCalledWith('contextMenuLookup');

    await menuClicked.fire(
      { menuItemId: CONTEXT_MENU_ID, selectionText: ' كتاب ', frameId: 3 },
      { id: 5 },
    );
    expect(tabMessages).toHaveBeenCalledWith(
      5,
      { type: 'open-card', word: 'كتاب' },
      { frameId: 3 },
    );
    await menuClicked.fire(
      { menuItemId: 'someone-else', selectionText: 'x', frameId: 0 },
      { id: 5 },
    );
    expect(tabMessages).toHaveBeenCalledTimes(1);
  });

  it('sends the shortcut to the tab it was pressed in, or the active tab', async () => {
    await command.fire('lookup-selection', { id: 9 });
    await vi.waitFor(() =>
      expect(tabMessages).toHaveBeenCalledWith(9, { type: 'lookup-selection' }, {}),
    );
    const query = vi.fn(async () => [{ id: 42 }]);
    Object.assign(fakeBrowser.tabs, { query });
    await command.fire('lookup-selection', undefined);
    await vi.waitFor(() =>
      expect(tabMessages).toHaveBeenCalledWith(42, { type: 'lookup-selection' }, {}),
    );
    expect(query).toHaveBeenCalledWith({ active: true, currentWindow: true });
    await command.fire('something-else', { id: 9 });
    expect(tabMessages).toHaveBeenCalledTimes(2);
  });
});

describe('contextMenuMessage', () => {
  it('cuts long selections to the word limit and falls back to the frame selection', () => {
    expect(
      contextMenuMessage({ menuItemId: CONTEXT_MENU_ID, selectionText: 'ك'.repeat(300) }),
    ).toEqual({
      type: 'open-card',
      word: 'ك'.repeat(100),
    });
    expect(contextMenuMessage({ menuItemId: CONTEXT_MENU_ID })).toEqual({
      type: 'lookup-selection',
    });
    expect(contextMenuMessage({ menuItemId: CONTEXT_MENU_ID, selectionText: '   ' })).toEqual({
      type: 'lookup-selection',
    });
  });
});

/** An answer a test holds back, so that it arrives after the claim. */
const SLOW_SENSES: TabLookupResponse = {
  ok: false,
  error: { kind: 'key-rejected', messages: [], reason: 'rejected' },
  budget: null,
};

describe('handlers', () => {
  const OPTIONS = { kind: 'options', frame: null, incognito: false } as const;
  const CONTENT = {
    kind: 'content-script',
    frame: { tabId: CARD_TAB, frameId: 0 },
    incognito: false,
  } as const;
  const save = (apiKey?: string | null, settings = {}) =>
    ({ type: 'save-settings', settings, apiKey }) as const;

  it('keeps the page a word came from for its note only when sent, and never a private tab’s', async () => {
    const d = spyDeps();
    const handlers = createHandlers(d);
    const around = {
      type: 'word-context',
      word: 'الكتاب',
      sentence: 'نمت. قرأت الكتاب ثم',
    } as const;
    const page = { title: 'مقالة', url: 'https://example.com/a' };
    // History off: the content script sends no page, and none is kept.
    expect(await handlers['word-context'](around, CONTENT)).toEqual({ ok: true });
    expect(d.notebookPages.of(CARD_TAB, 'الكتاب')).toBeUndefined();
    await handlers['word-context']({ ...around, page }, { ...CONTENT, incognito: true });
    expect(d.notebookPages.of(CARD_TAB, 'الكتاب')).toBeUndefined();
    await handlers['word-context']({ ...around, page }, CONTENT);
    expect(d.notebookPages.of(CARD_TAB, 'الكتاب')).toEqual({
      word: 'الكتاب',
      sentence: 'قرأت الكتاب ثم',
      ...page,
    });
    expect(d.notebookPages.of(CARD_TAB, 'كتاب')).toBeUndefined();
  });

  it('keeps the key when none is given, removes it for null, and refuses a blank or bad one', async () => {
    const d = spyDeps();
    const handlers = createHandlers(d);
    expect(await handlers['save-settings'](save(undefined), OPTIONS)).toEqual({ ok: true });
    expect(d.writeApiKey).not.toHaveBeenCalled();
    expect(await handlers['save-settings'](save(null), OPTIONS)).toEqual({ ok: true });
    expect(d.writeApiKey).toHaveBeenCalledWith(null);
    for (const bad of ['', '   ', 'has space', 'مفتاح']) {
      expect(await handlers['save-settings'](save(bad), OPTIONS)).toEqual({
        ok: false,
        error: { kind: 'refused', reason: 'invalid-key' },
      });
    }
    expect(await handlers['save-settings'](save(`  ${KEY} `), OPTIONS)).toEqual({ ok: true });
    expect(d.writeApiKey).toHaveBeenLastCalledWith(KEY);
  });

  it('answers storage-failed, without details, when storage refuses', async () => {
    const d = spyDeps();
    d.updateSettings.mockRejectedValue(new Error(`quota exceeded for ${KEY}`));
    const response = await createHandlers(d)['save-settings'](
      save(KEY, { uiLanguage: 'en' }),
      OPTIONS,
    );
    expect(response).toEqual({ ok: false, error: { kind: 'refused', reason: 'storage-failed' } });
  });

  it('tells the cards their kept answers are stale after a save or a cleared cache, not after a refusal', async () => {
    const d = spyDeps();
    const handlers = createHandlers(d);
    await handlers['save-settings'](save('has space'), OPTIONS);
    expect(d.answersChanged).not.toHaveBeenCalled();
    await handlers['save-settings'](save(undefined, { uiLanguage: 'ar' }), OPTIONS);
    expect(d.answersChanged).toHaveBeenCalledTimes(1);
    await handlers['clear-cache']({ type: 'clear-cache' }, OPTIONS);
    expect(d.engine.clearCache).toHaveBeenCalled();
    expect(d.answersChanged).toHaveBeenCalledTimes(2);
  });

  it('starts the Senses lookup of the word a ticket is issued for, and only then', async () => {
    const d = spyDeps();
    const ticket = createHandlers(d)['card-ticket'];
    await ticket({ type: 'card-ticket', word: 'كتاب' }, { ...CONTENT, frame: null });
    expect(d.engine.lookupTab).not.toHaveBeenCalled();
    await ticket({ type: 'card-ticket', word: 'كتاب' }, CONTENT);
    expect(d.engine.lookupTab).toHaveBeenCalledExactlyOnceWith(
      { word: 'كتاب', tab: 'senses' },
      expect.any(Function),
    );
  });

  /** A card in the tab that asked for the ticket. */
  const card = { kind: 'card', frame: { tabId: CARD_TAB, frameId: 3 }, incognito: false } as const;

  it("gives the card the answer started for its ticket's word: one lookup, not two", async () => {
    const d = spyDeps();
    d.tickets.checkSession.mockResolvedValue(true);
    const handlers = createHandlers(d);
    await handlers['card-ticket']({ type: 'card-ticket', word: 'كتاب' }, CONTENT);
    const answer = await handlers.lookup(
      { type: 'lookup', word: 'كتاب', tab: 'senses', session: 's' },
      card,
    );
    expect(answer).toMatchObject({ ok: true, word: 'كتاب' });
    expect(d.engine.lookupTab).toHaveBeenCalledTimes(1);
    // Taken once: the next lookup of the word asks the engine (which has it cached).
    await handlers.lookup({ type: 'lookup', word: 'كتاب', tab: 'senses', session: 's' }, card);
    expect(d.engine.lookupTab).toHaveBeenCalledTimes(2);
  });

  it('answers the claim in the reader’s language and theme, as saved', async () => {
    const d = spyDeps();
    d.tickets.claim.mockResolvedValue({ word: 'كتاب', session: 's' });
    d.loadSettings.mockResolvedValue({ ...DEFAULT_SETTINGS, uiLanguage: 'ar', theme: 'dark' });
    const claim = await createHandlers(d)['card-claim']({ type: 'card-claim', ticket: 't' }, card);
    expect(claim).toMatchObject({ ok: true, uiLanguage: 'ar', theme: 'dark' });
  });

  it('answers the claim with the Senses its ticket started: one call, and no lookup to take it', async () => {
    const d = spyDeps();
    d.tickets.claim.mockResolvedValue({ word: 'كتاب', session: 's' });
    const handlers = createHandlers(d);
    await handlers['card-ticket']({ type: 'card-ticket', word: 'كتاب' }, CONTENT);
    const claim = await handlers['card-claim']({ type: 'card-claim', ticket: 'ticket-1' }, card);
    expect(claim).toMatchObject({ ok: true, word: 'كتاب', senses: { ok: true, word: 'كتاب' } });
    expect(d.engine.lookupTab).toHaveBeenCalledTimes(1);
    // Taken by the claim, once: a later lookup of the word is a question of its own.
    d.tickets.checkSession.mockResolvedValue(true);
    await handlers.lookup({ type: 'lookup', word: 'كتاب', tab: 'senses', session: 's' }, card);
    expect(d.engine.lookupTab).toHaveBeenCalledTimes(2);
  });

  it('leaves Senses not ready by CLAIM_WAIT_MS to the card’s lookup, still one call', async () => {
    const d = spyDeps();
    d.tickets.claim.mockResolvedValue({ word: 'كتاب', session: 's' });
    d.tickets.checkSession.mockResolvedValue(true);
    let answer: (response: TabLookupResponse) => void = () => undefined;
    d.engine.lookupTab.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const handlers = createHandlers(d);
    await handlers['card-ticket']({ type: 'card-ticket', word: 'كتاب' }, CONTENT);
    const claim = await handlers['card-claim']({ type: 'card-claim', ticket: 'ticket-1' }, card);
    expect(claim).toEqual({
      ok: true,
      word: 'كتاب',
      session: 's',
      uiLanguage: DEFAULT_SETTINGS.uiLanguage,
      theme: DEFAULT_SETTINGS.theme,
    });
    const lookup = handlers.lookup(
      { type: 'lookup', word: 'كتاب', tab: 'senses', session: 's' },
      card,
    );
    answer(SLOW_SENSES);
    expect(await lookup).toBe(SLOW_SENSES);
    expect(d.engine.lookupTab).toHaveBeenCalledTimes(1);
  });

  it("asks the engine for the word as written, never handing it the ticket's early answer", async () => {
    const d = spyDeps();
    d.tickets.checkSession.mockResolvedValue(true);
    const handlers = createHandlers(d);
    await handlers['card-ticket']({ type: 'card-ticket', word: 'تقول' }, CONTENT);
    await handlers.lookup(
      { type: 'lookup', word: 'تقول', tab: 'senses', session: 's', asWritten: true },
      card,
    );
    expect(d.engine.lookupTab).toHaveBeenCalledTimes(2);
    expect(d.engine.lookupTab).toHaveBeenLastCalledWith(
      { word: 'تقول', tab: 'senses', asWritten: true },
      expect.any(Function),
    );
  });

  it('closes other cards only when the content script names its instance', async () => {
    const d = spyDeps();
    d.tickets.issue.mockResolvedValue('t');
    const ticket = createHandlers(d)['card-ticket'];
    await ticket({ type: 'card-ticket', word: 'كتاب' }, CONTENT);
    expect(d.closeOtherCards).not.toHaveBeenCalled();
    await ticket({ type: 'card-ticket', word: 'كتاب', instance: 'a-b' }, CONTENT);
    expect(d.closeOtherCards).toHaveBeenCalledWith(CARD_TAB, 'a-b');
  });
});
