import { browser } from 'wxt/browser';
import { POPUP_PAGES } from '../i18n/popup-pages';

export type SenderKind =
  | 'options'
  | 'popup'
  | 'notebook'
  | 'welcome'
  | 'card'
  | 'content-script'
  | 'unknown';

/** Who we are: our id and the URLs of our pages, as runtime.getURL gives them. */
export interface ExtensionIdentity {
  id: string;
  /** runtime.getURL('/'): the extension's own origin. */
  base: string;
  options: string;
  /** The toolbar popup's pages, one per UI language (lib/i18n/popup-pages.ts). */
  popup: readonly string[];
  notebook: string;
  /** The page opened on install; optional so identities written before it still type-check. */
  welcome?: string;
  /** The card may be web-accessible with a dynamic URL, so its host can differ from `base`. */
  card: string;
}

export function currentIdentity(): ExtensionIdentity {
  // Typed loosely: WXT types getURL to the pages it has generated, which may not exist yet.
  const getURL = (path: string): string =>
    (browser.runtime.getURL as unknown as (path: string) => string)(path);
  return {
    id: browser.runtime.id,
    base: getURL('/'),
    options: getURL('/options.html'),
    popup: POPUP_PAGES.map(({ page }) => getURL(`/${page}`)),
    notebook: getURL('/notebook.html'),
    welcome: getURL('/welcome.html'),
    card: getURL('/card.html'),
  };
}

/** The sender fields we read, checked one by one: the object comes from the browser, but defend anyway. */
interface SenderFacts {
  id: string | undefined;
  url: URL | null;
  origin: string | undefined | null;
  tabId: number | null;
  frameId: number | null;
}

/**
 * Which of our contexts sent a message. The rules:
 * - The sender must be this extension (`sender.id`), with a parseable `sender.url`; when
 *   the browser also gives `sender.origin`, it must agree with the document's URL.
 * - A URL with the extension's scheme (chrome-extension:, moz-extension:) from a sender
 *   with our id is one of our own documents: other extensions' pages carry their own id,
 *   and our content scripts never run in extension pages.
 * - options / popup / welcome: our options.html / a popup page (popup.html, popup-ar.html…)
 *   / welcome.html at runtime.getURL's origin. With or
 *   without a tab: these pages are not web-accessible, so no web page can load them, and
 *   the options page may be embedded in the browser's add-ons page.
 * - card: our card.html inside a tab (`sender.tab.id`) and frame (`sender.frameId`),
 *   since it always runs in an iframe of a web page. Its host may be the static id or a
 *   dynamic one (web-accessible with `use_dynamic_url`).
 * - content-script: a web URL (not the extension scheme) in a tab and frame.
 * - anything else (another extension, our background or another page of ours, a message
 *   without URL or tab, contradictory fields): unknown.
 */
export function classifySender(
  sender: unknown,
  self: ExtensionIdentity = currentIdentity(),
): SenderKind {
  const facts = readSender(sender);
  if (!facts || facts.id === undefined || facts.id !== self.id || facts.url === null) {
    return 'unknown';
  }
  const url = facts.url;
  if (facts.origin === null) return 'unknown';
  const base = parseUrl(self.base);
  if (base === null) return 'unknown';

  if (url.protocol === base.protocol) {
    // The browser's origin for the document must agree with its URL.
    if (facts.origin !== undefined && facts.origin !== originOf(url)) return 'unknown';
    if (samePage(url, self.options)) return 'options';
    if (self.popup.some((page) => samePage(url, page))) return 'popup';
    if (samePage(url, self.notebook)) return 'notebook';
    if (self.welcome !== undefined && samePage(url, self.welcome)) return 'welcome';
    if (url.pathname !== pathOf(self.card)) return 'unknown';
    return facts.tabId !== null && facts.frameId !== null ? 'card' : 'unknown';
  }
  // about:blank and srcdoc frames report their parent's origin: only an extension origin is suspect.
  if (facts.origin?.startsWith(`${base.protocol}//`)) return 'unknown';
  return facts.tabId !== null && facts.frameId !== null ? 'content-script' : 'unknown';
}

/** The tab and frame of a sender classified as card or content script, and its document's URL. */
export function senderFrame(
  sender: unknown,
): { tabId: number; frameId: number; url?: string } | null {
  const facts = readSender(sender);
  return facts && facts.tabId !== null && facts.frameId !== null
    ? { tabId: facts.tabId, frameId: facts.frameId, url: facts.url?.href ?? '' }
    : null;
}

function readSender(sender: unknown): SenderFacts | null {
  if (typeof sender !== 'object' || sender === null) return null;
  const record = sender as Record<string, unknown>;
  const id = typeof record.id === 'string' ? record.id : undefined;
  const url = typeof record.url === 'string' ? parseUrl(record.url) : null;
  // Absent is fine (older browsers); present but not a string is not.
  const origin =
    record.origin === undefined
      ? undefined
      : typeof record.origin === 'string'
        ? record.origin
        : null;
  const tab = record.tab;
  const tabIdValue =
    typeof tab === 'object' && tab !== null ? (tab as Record<string, unknown>).id : undefined;
  return {
    id,
    url,
    origin,
    tabId: isIndex(tabIdValue) ? tabIdValue : null,
    frameId: isIndex(record.frameId) ? record.frameId : null,
  };
}

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * scheme://host, computed by hand: `URL.origin` is "null" for extension schemes in some
 * runtimes (Node), while browsers report `chrome-extension://id` / `moz-extension://uuid`.
 */
function originOf(url: URL): string {
  return `${url.protocol}//${url.host}`;
}

function samePage(url: URL, expected: string): boolean {
  const page = parseUrl(expected);
  return (
    page !== null &&
    url.protocol === page.protocol &&
    url.host === page.host &&
    url.pathname === page.pathname
  );
}

function pathOf(expected: string): string | null {
  return parseUrl(expected)?.pathname ?? null;
}
