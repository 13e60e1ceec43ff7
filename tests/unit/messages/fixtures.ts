import { vi } from 'vitest';
import type { RouterHandlers } from '../../../lib/messages/router';
import type { ExtensionIdentity } from '../../../lib/messages/sender';
import { DEFAULT_SETTINGS } from '../../../lib/settings/schema';

/** fakeBrowser's runtime.id and getURL base. */
export const EXTENSION_ID = 'test-extension-id';
export const EXT = `chrome-extension://${EXTENSION_ID}`;

export const IDENTITY: ExtensionIdentity = {
  id: EXTENSION_ID,
  base: `${EXT}/`,
  options: `${EXT}/options.html`,
  popup: `${EXT}/popup.html`,
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
  welcome: { id: EXTENSION_ID, url: `${EXT}/welcome.html`, origin: EXT },
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

/** Handlers that record their calls and answer like the real ones. */
export function spyHandlers() {
  return {
    issueTicket: vi.fn<RouterHandlers['issueTicket']>(async () => 'ticket-1'),
    cardShown: vi.fn<RouterHandlers['cardShown']>(),
    claimTicket: vi.fn<RouterHandlers['claimTicket']>(async () => null),
    checkSession: vi.fn<RouterHandlers['checkSession']>(async () => false),
    pageConfig: vi.fn<RouterHandlers['pageConfig']>(async () => ({
      ok: true as const,
      doubleClick: true,
      selectionButton: true,
      uiLanguage: 'auto' as const,
    })),
    lookup: vi.fn<RouterHandlers['lookup']>(async (request) => ({
      ok: true as const,
      word: request.word,
      matched: request.word,
      strippedClitics: false,
      results: {},
      refusedLexicons: [],
      budget: { ...BUDGET },
    })),
    status: vi.fn<RouterHandlers['status']>(async () => ({
      ok: true as const,
      hasKey: true,
      serviceUrl: DEFAULT_SETTINGS.serviceUrl,
      budget: { ...BUDGET },
      uiLanguage: 'auto' as const,
      theme: 'system' as const,
      cache: { entries: 0, approxBytes: 0 },
    })),
    getSettings: vi.fn<RouterHandlers['getSettings']>(async () => ({
      ok: true as const,
      settings: DEFAULT_SETTINGS,
      hasKey: false,
    })),
    saveSettings: vi.fn<RouterHandlers['saveSettings']>(async () => ({ ok: true as const })),
    listLexicons: vi.fn<RouterHandlers['listLexicons']>(async () => ({
      ok: true as const,
      data: [],
      budget: null,
    })),
    clearCache: vi.fn<RouterHandlers['clearCache']>(async () => undefined),
    resetCounter: vi.fn<RouterHandlers['resetCounter']>(async () => undefined),
  } satisfies RouterHandlers;
}
