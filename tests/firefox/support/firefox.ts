import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Frame, type Page } from 'puppeteer-core';

/** The built Firefox add-on; LISAN_FIREFOX_EXTENSION_DIR points elsewhere. */
export const FIREFOX_EXTENSION_DIR = resolve(
  process.env.LISAN_FIREFOX_EXTENSION_DIR ??
    resolve(import.meta.dirname, '../../../.output/firefox-mv2'),
);

/** Fixed, so extension pages have known addresses (moz-extension://<uuid>/options.html). */
const EXTENSION_UUID = '6f1d2c3b-4a5e-4f60-8a71-92b3c4d5e6f7';

/** Finds Firefox ESR: FIREFOX_PATH, then Debian's firefox-esr. */
export function findFirefox(): string {
  const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr'];
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return found;
  throw new Error(
    'No Firefox ESR found. Tried FIREFOX_PATH (unset or missing) and /usr/bin/firefox-esr. ' +
      'Install it with `sudo apt-get install -y firefox-esr` (or `bash scripts/ensure-browsers.sh ' +
      'firefox` as root), or set FIREFOX_PATH.',
  );
}

function geckoId(): string {
  const manifestPath = join(FIREFOX_EXTENSION_DIR, 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: run \`npm run build:firefox\` first.`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    browser_specific_settings?: { gecko?: { id?: string } };
  };
  const id = manifest.browser_specific_settings?.gecko?.id;
  if (!id) throw new Error(`${manifestPath} declares no gecko id`);
  return id;
}

/** The BiDi calls puppeteer does not expose: its own session, reached through a frame. */
interface BidiSession {
  send(method: string, params: object): Promise<{ result: unknown }>;
}
interface BidiFrameInternals {
  browsingContext: {
    navigate(url: string, wait: 'none'): Promise<unknown>;
    userContext: { browser: { session: BidiSession } };
  };
}
function internals(frame: Frame): BidiFrameInternals['browsingContext'] {
  const context = (frame as unknown as Partial<BidiFrameInternals>).browsingContext;
  if (!context?.userContext?.browser?.session) {
    throw new Error('puppeteer-core changed: its BiDi frame no longer has a browsingContext');
  }
  return context;
}

export interface FirefoxSession {
  browser: Browser;
  /** moz-extension://<uuid>/<path> */
  url(path: string): string;
  /** Opens an extension page in a new tab and waits until it has rendered. */
  openExtensionPage(path: string): Promise<Page>;
  /** Opens a web page in a new tab, in front. */
  openWebPage(url: string): Promise<Page>;
  /** Firefox's console errors (the browser console) that name one of the add-on's files. */
  extensionErrors(): Promise<string[]>;
}

let session: Promise<FirefoxSession> | undefined;

/**
 * The one Firefox of this test run, with the add-on installed as a temporary add-on.
 * Firefox allows a single BiDi session and is slow to start, so test files share it; it is
 * closed when the test worker exits (puppeteer kills it; its profile is removed here).
 */
export function firefox(): Promise<FirefoxSession> {
  session ??= launch();
  return session;
}

async function launch(): Promise<FirefoxSession> {
  const id = geckoId();
  const profile = mkdtempSync(join(tmpdir(), 'lisan-firefox-'));
  process.once('exit', () => rmSync(profile, { recursive: true, force: true }));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: findFirefox(),
    headless: true,
    userDataDir: profile,
    // Without it Firefox refuses to navigate to moz-extension:// over BiDi.
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [id]: EXTENSION_UUID }),
      'intl.locale.requested': 'en-US',
    },
  });
  await browser.installExtension(FIREFOX_EXTENSION_DIR);
  const url = (path: string) => `moz-extension://${EXTENSION_UUID}/${path.replace(/^\//, '')}`;

  return {
    browser,
    url,
    openExtensionPage: async (path) => {
      const page = await browser.newPage();
      // page.goto never sees an extension page's load in Firefox: navigate without waiting,
      // then wait for what the reader waits for, the page's content.
      await internals(page.mainFrame()).navigate(url(path), 'none');
      await page.waitForFunction(
        () => (document.getElementById('app')?.childElementCount ?? 0) > 0,
      );
      return page;
    },
    openWebPage: async (address) => {
      const page = await browser.newPage();
      await page.goto(address);
      await page.bringToFront();
      return page;
    },
    extensionErrors: () => extensionErrors(browser, EXTENSION_UUID),
  };
}

/**
 * Reads Firefox's console service from the browser window (a chrome context, reachable
 * with --remote-allow-system-access): CSP violations land there, not in any page's console
 * that BiDi reports.
 */
async function extensionErrors(browser: Browser, uuid: string): Promise<string[]> {
  const page = (await browser.pages())[0];
  if (!page) throw new Error('Firefox has no tab left');
  const bidi = internals(page.mainFrame()).userContext.browser.session;
  const tree = (await bidi.send('browsingContext.getTree', { 'moz:scope': 'chrome' })) as {
    result: { contexts: Array<{ context: string }> };
  };
  const chrome = tree.result.contexts[0]?.context;
  if (!chrome) throw new Error('no browser window to read the console from');
  const expression = `JSON.stringify(Services.console.getMessageArray()
    .filter((m) => m instanceof Ci.nsIScriptError && !(m.flags & Ci.nsIScriptError.warningFlag))
    .map((m) => m.errorMessage + ' (' + m.sourceName + ')')
    .filter((m) => m.includes(${JSON.stringify(uuid)})))`;
  const evaluated = (await bidi.send('script.evaluate', {
    expression,
    target: { context: chrome },
    awaitPromise: false,
  })) as { result: { type: string; result?: { value?: string } } };
  if (evaluated.result.type !== 'success' || typeof evaluated.result.result?.value !== 'string') {
    throw new Error(`could not read Firefox's console: ${JSON.stringify(evaluated.result)}`);
  }
  return JSON.parse(evaluated.result.result.value) as string[];
}
