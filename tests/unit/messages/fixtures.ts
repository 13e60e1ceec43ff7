import { type Mock, vi } from 'vitest';
import { createHandlers, type HandlerDeps } from '../../../entrypoints/background/handlers';
import type { NotebookHandlers } from '../../../entrypoints/background/notebook-handlers';
import { NotebookPages } from '../../../entrypoints/background/notebook-pages';
import type { LookupEngine } from '../../../lib/lookup';
import { createSiteLimits } from '../../../lib/lookup/site-limits';
import type { MessageHandlers } from '../../../lib/messages/router';
import type { ExtensionIdentity } from '../../../lib/messages/sender';
import { DEFAULT_SETTINGS } from '../../../lib/settings/schema';

/** fakeBrowser's runtime.id and getURL base. */
export const EXTENSION_ID = 'test-extension-id';
export const EXT = `chrome-extension://${EXTENSION_ID}`;

export const IDENTITY: ExtensionIdentity = {
  id: EXTENSION_ID,
  base: `${EXT}/`,
  options: `${EXT}/options.html`,
  // One page per UI language, in lib/i18n/languages.ts's order.
  popup: [`${EXT}/popup-ar.html`, `${EXT}/popup.html`],
  notebook: `${EXT}/notebook.html`,
  welcome: `${EXT}/welcome.html`,
  card: `${EXT}/card.html`,
};

export const CARD_TAB = 7;
export const CARD_FRAME = 4;

/** Senders as the browser describes them, one per context, plus impostors. */
export const SENDERS = {
  options: { id: EXTENSION_ID, url: `${EXT}/options.html`, origin: EXT },
  optionsInTab: {
    id: EXTENSION_ID,
    url: `${EXT}/options.html`,
    origin: EXT,
    tab: { id: 3 },
    frameId: 0,
  },
  popup: { id: EXTENSION_ID, url: `${EXT}/popup.html`, origin: EXT },
  popupInArabic: { id: EXTENSION_ID, url: `${EXT}/popup-ar.html?word=%D9%83`, origin: EXT },
  // A popup page for a language Lisan has not.
  popupOfNoLanguage: { id: EXTENSION_ID, url: `${EXT}/popup-fr.html`, origin: EXT },
  notebook: { id: EXTENSION_ID, url: `${EXT}/notebook.html`, origin: EXT, tab: { id: 5 } },
  // The page opened on install, in a tab of its own.
  welcome: {
    id: EXTENSION_ID,
    url: `${EXT}/welcome.html`,
    origin: EXT,
    tab: { id: 6 },
    frameId: 0,
  },
  card: {
    id: EXTENSION_ID,
    url: `${EXT}/card.html#t=abc`,
    origin: EXT,
    tab: { id: CARD_TAB },
    frameId: CARD_FRAME,
  },
  cardOtherFrame: {
    id: EXTENSION_ID,
    url: `${EXT}/card.html`,
    origin: EXT,
    tab: { id: CARD_TAB },
    frameId: 9,
  },
  cardOtherTab: {
    id: EXTENSION_ID,
    url: `${EXT}/card.html`,
    origin: EXT,
    tab: { id: 8 },
    frameId: CARD_FRAME,
  },
  contentScript: {
    id: EXTENSION_ID,
    url: 'https://example.com/article',
    origin: 'https://example.com',
    tab: { id: CARD_TAB },
    frameId: 0,
  },
  contentScriptAboutBlank: {
    id: EXTENSION_ID,
    url: 'about:blank',
    origin: 'https://example.com',
    tab: { id: CARD_TAB },
    frameId: 2,
  },
  contentScriptNoOrigin: {
    id: EXTENSION_ID,
    url: 'http://localhost:8080/',
    tab: { id: 12 },
    frameId: 0,
  },
  otherExtension: {
    id: 'other-extension-id',
    url: 'chrome-extension://other-extension-id/options.html',
    origin: 'chrome-extension://other-extension-id',
  },
  otherExtensionClaimingOurUrl: {
    id: 'other-extension-id',
    url: `${EXT}/options.html`,
    origin: EXT,
  },
  noId: { url: `${EXT}/options.html`, origin: EXT },
  noUrl: { id: EXTENSION_ID, origin: EXT },
  webPageAsOptions: {
    id: EXTENSION_ID,
    url: 'https://evil.example/options.html',
    origin: 'https://evil.example',
    tab: { id: 5 },
    frameId: 0,
  },
  forgedOrigin: { id: EXTENSION_ID, url: `${EXT}/options.html`, origin: 'https://evil.example' },
  cardWithoutTab: { id: EXTENSION_ID, url: `${EXT}/card.html`, origin: EXT },
  background: { id: EXTENSION_ID, url: `${EXT}/background.js`, origin: EXT },
  unknownPage: { id: EXTENSION_ID, url: `${EXT}/other.html`, origin: EXT },
  contentScriptWithExtensionOrigin: {
    id: EXTENSION_ID,
    url: 'https://example.com/',
    origin: EXT,
    tab: { id: CARD_TAB },
    frameId: 0,
  },
  nothing: {},
} as const;

export type SenderName = keyof typeof SENDERS;

export const EXPECTED_KIND: Record<SenderName, string> = {
  options: 'options',
  optionsInTab: 'options',
  popup: 'popup',
  popupInArabic: 'popup',
  popupOfNoLanguage: 'unknown',
  notebook: 'notebook',
  welcome: 'welcome',
  card: 'card',
  cardOtherFrame: 'card',
  cardOtherTab: 'card',
  contentScript: 'content-script',
  contentScriptAboutBlank: 'content-script',
  contentScriptNoOrigin: 'content-script',
  otherExtension: 'unknown',
  otherExtensionClaimingOurUrl: 'unknown',
  noId: 'unknown',
  noUrl: 'unknown',
  webPageAsOptions: 'content-script',
  forgedOrigin: 'unknown',
  cardWithoutTab: 'unknown',
  background: 'unknown',
  unknownPage: 'unknown',
  contentScriptWithExtensionOrigin: 'unknown',
  nothing: 'unknown',
};

export const BUDGET = { used: 12, limit: 5000, warning: 'none', spent: false } as const;

/** The background's dependencies, each a spy that answers like the real one. */
const OK = { ok: true as const };

export function spyDeps() {
  return {
    engine: {
      lookupTab: vi.fn<LookupEngine['lookupTab']>(async (request) => ({
        ok: true as const,
        word: request.word,
        matched: request.word,
        strippedClitics: false,
        results: {},
        refusedLexicons: [],
        budget: { ...BUDGET },
      })),
      listLexicons: vi.fn<LookupEngine['listLexicons']>(async () => ({
        ok: true as const,
        data: [],
      })),
      budget: vi.fn<LookupEngine['budget']>(async () => ({ ...BUDGET })),
      resetBudget: vi.fn<LookupEngine['resetBudget']>(async () => undefined),
      lemmaAudio: vi.fn<LookupEngine['lemmaAudio']>(async () => ({
        ok: true as const,
        dataUrl: 'data:audio/wav;base64,UklGRg==',
      })),
      clearCache: vi.fn<LookupEngine['clearCache']>(async () => undefined),
      cacheStats: vi.fn<LookupEngine['cacheStats']>(async () => ({
        entries: 3,
        approxBytes: 1200,
      })),
      cachedTab: vi.fn<LookupEngine['cachedTab']>(async () => ({
        ok: false as const,
        error: { kind: 'network' as const, messages: [] },
        budget: null,
      })),
    },
    tickets: {
      issue: vi.fn<HandlerDeps['tickets']['issue']>(async () => 'ticket-1'),
      claim: vi.fn<HandlerDeps['tickets']['claim']>(async () => null),
      checkSession: vi.fn<HandlerDeps['tickets']['checkSession']>(async () => false),
    },
    limits: createSiteLimits(),
    loadSettings: vi.fn<HandlerDeps['loadSettings']>(async () => DEFAULT_SETTINGS),
    updateSettings: vi.fn<HandlerDeps['updateSettings']>(async () => DEFAULT_SETTINGS),
    readApiKey: vi.fn<HandlerDeps['readApiKey']>(async () => null),
    writeApiKey: vi.fn<HandlerDeps['writeApiKey']>(async () => undefined),
    closeOtherCards: vi.fn<HandlerDeps['closeOtherCards']>(),
    answersChanged: vi.fn<HandlerDeps['answersChanged']>(async () => undefined),
    notebookPages: new NotebookPages(),
    notebook: {
      'notebook-record': vi.fn<NotebookHandlers['notebook-record']>(async () => OK),
      'notebook-save': vi.fn<NotebookHandlers['notebook-save']>(async ({ saved }) => ({
        ok: true as const,
        saved,
      })),
      'notebook-is-saved': vi.fn<NotebookHandlers['notebook-is-saved']>(async () => ({
        ok: true as const,
        saved: false,
        voice: '',
        rate: 1,
      })),
      'notebook-list': vi.fn<NotebookHandlers['notebook-list']>(async () => ({
        ok: true as const,
        history: [],
        saved: [],
      })),
      'notebook-delete': vi.fn<NotebookHandlers['notebook-delete']>(async () => OK),
      'notebook-clear-history': vi.fn<NotebookHandlers['notebook-clear-history']>(async () => OK),
      'notebook-export': vi.fn<NotebookHandlers['notebook-export']>(async () => ({
        ok: true as const,
        rows: [],
      })),
    },
  } satisfies HandlerDeps;
}

type SpyDeps = ReturnType<typeof spyDeps>;
type HandlerSpies = { [T in keyof MessageHandlers]: Mock<MessageHandlers[T]> };

/**
 * The real handlers over spy dependencies, each handler wrapped in a spy too: tests can
 * ask whether a handler ran, and what it asked of the engine, the tickets or storage.
 */
export function spyHandlers(): { handlers: HandlerSpies; deps: SpyDeps } {
  const deps = spyDeps();
  const real = createHandlers(deps);
  const handlers = Object.fromEntries(
    Object.entries(real).map(([type, handle]) => [type, vi.fn(handle)]),
  ) as unknown as HandlerSpies;
  return { handlers, deps };
}

/** True when any spy of `deps` (nested ones included) was called. */
export function anyDepCalled(deps: SpyDeps): boolean {
  const spies = [
    ...Object.values(deps.engine),
    ...Object.values(deps.tickets),
    deps.loadSettings,
    deps.updateSettings,
    deps.readApiKey,
    deps.writeApiKey,
    deps.closeOtherCards,
    deps.answersChanged,
    ...Object.values(deps.notebook),
  ];
  return spies.some((spy) => spy.mock.calls.length > 0);
}
