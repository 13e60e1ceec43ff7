import type { Frame, Page } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { type SampleService, startSampleService } from '../../../sample-service/server';
import { byLabel, byText, clickText, waitForText } from './dom';
import { type FirefoxSession, firefox } from './firefox';

/** A key no page, URL or file would contain by chance: finding it anywhere is a leak. */
export const FIREFOX_KEY = 'lisan-firefox-e2e-5d8c07a3e1';

/** A sample service of the test file's own that knows FIREFOX_KEY. */
export function startService(): Promise<SampleService> {
  return startSampleService({
    port: 0,
    keys: [{ key: FIREFOX_KEY, limit: 5000, status: 'active', privateLexicons: [] }],
  });
}

/** The API paths the service answered after the first `since` calls, sorted. */
export function pathsSince(service: SampleService, since: number): string[] {
  return service
    .calls()
    .slice(since)
    .map((call) => call.path)
    .sort();
}

/**
 * Configures Lisan as a reader does: options page, type the key and the service URL, press
 * Save, wait for the lexicon list. Returns the options page, still open.
 */
export async function configure(firefox: FirefoxSession, service: SampleService): Promise<Page> {
  const options = await firefox.openExtensionPage('options.html');
  await (await byLabel(options, 'API key')).type(FIREFOX_KEY);
  const url = await byLabel(options, 'Service URL');
  await url.click({ count: 3 });
  await url.type(service.baseUrl);
  await clickText(options, 'button', 'Save');
  await waitForText(options, '[role="status"]', 'Connected');
  return options;
}

/** Waits until the results view shows `word` with its Senses tab selected and filled. */
export async function expectSenses(view: Page | Frame, word: string): Promise<void> {
  await byText(view, 'h2', word);
  await view.waitForFunction(() => {
    const tab = document.querySelector('[role="tab"][aria-selected="true"]');
    const panel = document.querySelector('[role="tabpanel"]:not([hidden])');
    return (
      tab?.textContent?.trim() === 'Senses' &&
      panel !== null &&
      panel.querySelector('.lisan-skeleton') === null &&
      panel.querySelectorAll('li').length > 0
    );
  });
}

/**
 * The card's frame in `page`, once shown. Firefox reports a moz-extension iframe's URL as
 * about:blank, so each frame is asked where it is.
 */
export async function cardFrame(page: Page): Promise<Frame> {
  await page.waitForFunction(() => {
    const host = document.querySelector('lisan-card');
    return host?.checkVisibility({ visibilityProperty: true }) === true;
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    for (const frame of page.frames()) {
      const href = await frame.evaluate(() => location.href).catch(() => '');
      if (href.startsWith('moz-extension://') && href.includes('/card.html')) return frame;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no card frame in the page');
}

/** True while a card is shown in `page` (a closed card's host stays, hidden). */
export function cardShown(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('lisan-card')].some((host) =>
      host.checkVisibility({ visibilityProperty: true }),
    ),
  );
}

/** Waits until no card is shown in `page`. */
export async function expectNoCard(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('lisan-card')].every(
      (host) => !host.checkVisibility({ visibilityProperty: true }),
    ),
  );
}

/** `word`'s box inside `selector` (viewport coordinates), scrolled into view. */
export function wordBox(
  page: Page,
  selector: string,
  word: string,
): Promise<{ x: number; y: number; width: number; height: number }> {
  return page.evaluate(
    (sel, wanted) => {
      const element = document.querySelector(sel);
      if (!element) throw new Error(`no ${sel}`);
      element.scrollIntoView({ block: 'center' });
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const index = (node.textContent ?? '').indexOf(wanted);
        if (index < 0) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + wanted.length);
        const { x, y, width, height } = range.getBoundingClientRect();
        return { x, y, width, height };
      }
      throw new Error(`"${wanted}" is not in ${sel}`);
    },
    selector,
    word,
  );
}

/** Double-clicks `word` inside `selector` with trusted mouse events, as a reader would. */
export async function dblclickWord(page: Page, selector: string, word: string): Promise<void> {
  const box = await wordBox(page, selector, word);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { count: 2 });
}

type DemoPage = [FirefoxSession, SampleService, Page];

/** A file's Firefox with Lisan set up against its own sample service, on the demo page. */
async function demoPage(): Promise<DemoPage> {
  const [session, service] = await Promise.all([firefox(), startService()]);
  await (await configure(session, service)).close();
  return [session, service, await session.openWebPage(`${service.origin}/pages/demo.html`)];
}

/**
 * The demo page for a test file: made before its tests (handed to `use`), its page and
 * service closed after them.
 */
export function onDemoPage(use: (demo: DemoPage) => void): void {
  let demo: DemoPage | undefined;
  beforeAll(async () => {
    demo = await demoPage();
    use(demo);
  });
  afterAll(async () => {
    await demo?.[2].close();
    await demo?.[1].close();
  });
}
