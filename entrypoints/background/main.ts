import { browser } from 'wxt/browser';
import { createLookupEngine, type LookupEngine } from '../../lib/lookup';
import { createSiteLimits } from '../../lib/lookup/site-limits';
import { sendToTab } from '../../lib/messages/client';
import { handleMessage } from '../../lib/messages/router';
import { createNotebookStore } from '../../lib/notebook/store';
import { markAnswersChanged } from '../../lib/settings/answers-changed';
import { restrictStorageToTrustedContexts, writeApiKey } from '../../lib/settings/key-vault';
import { updateSettings } from '../../lib/settings/store';
import { createStoredConfigSource, engineConfigOf } from './config';
import { createHandlers } from './handlers';
import { CONTEXT_MENU_ID, contextMenuMessage, createContextMenu, LOOKUP_COMMAND } from './menus';
import { createNotebookHandlers } from './notebook-handlers';
import { NotebookPages } from './notebook-pages';
import { sendPageConfigChangesToTabs } from './page-config-broadcast';
import { keepPopupInReadersLanguage } from './popup-language';
import { TicketBook, type TicketStorageArea } from './tickets';

export interface BackgroundOptions {
  /** Tests pass a stub; the extension builds the real engine. */
  engine?: LookupEngine;
}

/**
 * Everything the background does at start. Listeners are registered synchronously, as
 * MV3 requires for a service worker woken by an event.
 */
export function startBackground(options: BackgroundOptions = {}): { tickets: TicketBook } {
  // Before anything touches the key; the vault also awaits this itself.
  void restrictStorageToTrustedContexts().catch(() => undefined);
  // The worker would keep a timing entry, its URL the word asked, for each of its last 250
  // fetches, which nothing of ours reads: 6 KB of its JS heap (npm run bench).
  performance.setResourceTimingBufferSize?.(0);

  const config = createStoredConfigSource();
  browser.storage.onChanged.addListener((_changes, area) => {
    if (area === 'local') config.forget();
  });
  const settings = async () => (await config.read()).settings;
  const engine =
    options.engine ??
    createLookupEngine({ getConfig: async () => engineConfigOf(await config.read()) });
  const session = (browser.storage as { session?: TicketStorageArea }).session;
  const tickets = new TicketBook({ area: session ?? null });
  const limits = createSiteLimits();
  const notebookPages = new NotebookPages();
  const handlers = createHandlers({
    engine,
    tickets,
    limits,
    loadSettings: settings,
    // Forgotten here too, not only on onChanged: a lookup right after a save must not
    // race the event.
    updateSettings: (patch) => config.forgetAfter(updateSettings(patch)),
    readApiKey: async () => (await config.read()).apiKey,
    writeApiKey: (key) => config.forgetAfter(writeApiKey(key)),
    closeOtherCards: (tabId, keep) => void sendToTab(tabId, { type: 'close-card', keep }),
    answersChanged: markAnswersChanged,
    notebookPages,
    notebook: createNotebookHandlers({
      pages: notebookPages,
      store: createNotebookStore(),
      engine,
      settings: async () => (await settings()).notebook,
      focusedWindowIsPrivate: async () => (await browser.windows.getLastFocused()).incognito,
    }),
  });

  // Only our own contexts reach onMessage; there is no onMessageExternal and no
  // externally_connectable, so other extensions and web pages cannot message us at all.
  // Answered through sendResponse (and `true`: the answer comes later), which Chrome's own
  // API and Firefox's both honour; a returned promise only the polyfill would.
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    void handleMessage(message, sender, handlers).then(sendResponse);
    return true;
  });

  sendPageConfigChangesToTabs();
  keepPopupInReadersLanguage();

  browser.runtime.onInstalled.addListener((details) => {
    void createContextMenu().catch(() => undefined);
    // A first install (not an update): what Lisan does, how to set it up, a word to try.
    if (details.reason === 'install') void openWelcomePage().catch(() => undefined);
  });
  browser.runtime.onStartup.addListener(() => void createContextMenu().catch(() => undefined));

  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId !== CONTEXT_MENU_ID || tab?.id === undefined || tab.id < 0) return;
    const message = contextMenuMessage(info);
    if (message) void sendToTab(tab.id, message, info.frameId);
  });

  browser.commands.onCommand.addListener((command, tab) => {
    if (command !== LOOKUP_COMMAND) return;
    void lookUpSelectionIn(tab?.id).catch(() => undefined);
  });

  browser.tabs.onRemoved.addListener((tabId) => {
    limits.forgetTab(tabId);
    void tickets.forgetTab(tabId).catch(() => undefined);
  });

  return { tickets };
}

async function openWelcomePage(): Promise<void> {
  const url = (browser.runtime.getURL as unknown as (path: string) => string)('/welcome.html');
  await browser.tabs.create({ url });
}

/** The shortcut: every frame of the active tab is asked; the one holding a selection acts. */
async function lookUpSelectionIn(tabId: number | undefined): Promise<void> {
  let target = tabId;
  if (target === undefined) {
    const [active] = await browser.tabs.query({ active: true, currentWindow: true });
    target = active?.id;
  }
  if (target !== undefined && target >= 0) await sendToTab(target, { type: 'lookup-selection' });
}
