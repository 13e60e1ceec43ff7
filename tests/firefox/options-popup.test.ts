import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SampleService } from '../../sample-service/server';
import { byLabel, openTab, PANEL, textsOf, waitForText } from './support/dom';
import { type FirefoxSession, firefox } from './support/firefox';
import { configure, expectSenses, pathsSince, startService } from './support/flows';

let session: FirefoxSession;
let service: SampleService;
beforeAll(async () => {
  [session, service] = await Promise.all([firefox(), startService()]);
});
afterAll(() => service.close());

/** Types a word in the popup's search field and presses Enter. */
async function search(popup: Page, word: string): Promise<void> {
  await (await byLabel(popup, 'Arabic word to look up')).type(word);
  await popup.keyboard.press('Enter');
  await expectSenses(popup, word);
}

/** The page the toolbar button opens now, as the options page (an extension page) reads it. */
function toolbarPopup(options: Page): Promise<string> {
  return options.evaluate(() => {
    const { browser } = globalThis as unknown as {
      browser: { browserAction: { getPopup(details: object): Promise<string> } };
    };
    return browser.browserAction.getPopup({});
  });
}

/** Picks Lisan's language in the options page; the toolbar button then opens `page`. */
async function chooseLanguage(options: Page, label: string, value: string, page: string) {
  await (await byLabel(options, label)).select(value);
  await vi.waitFor(async () => expect(await toolbarPopup(options)).toBe(session.url(page)), {
    timeout: 10_000,
  });
}

describe('Firefox: options page and toolbar popup', () => {
  it('configures through the options page: the lexicons load from the service', async () => {
    const options = await configure(session, service);
    const lexicons = await textsOf(options, 'input[type="checkbox"] + label, label');
    expect(lexicons).toContain('معجم الرياض للغة العربية المعاصرة');
    // Firefox asks for a custom service's host permission in a panel readers can miss.
    await waitForText(options, '.page-hint', 'Add-ons and themes › Lisan › Permissions');
    await options.close();
  });

  it('the popup searches a word and fills every tab once, on first opening', async () => {
    const popup = await session.openExtensionPage('popup.html');
    let since = service.calls().length;
    await search(popup, 'كتب');
    await waitForText(popup, PANEL, 'خطّ الحروف والكلمات على الورق أو نحوه');
    // One search fills Senses and carries the roots, patterns and forms too.
    expect(pathsSince(service, since)).toEqual(['/public/search']);

    const tabs: Array<[string, string, string[]]> = [
      ['Examples', 'كتب الطالبُ الدرسَ في دفتره', ['/public/examples']],
      // Filled by the search that filled Senses: no call.
      ['Root', 'ك ت ب', []],
      ['Pattern', 'فَعَلَ', []],
      ['Forms', 'كَتَبْنَ', []],
      ['Related', 'دَوَّنَ', ['/public/opposites', '/public/synonyms', '/public/word-structures']],
    ];
    for (const [tab, text, paths] of tabs) {
      since = service.calls().length;
      await openTab(popup, tab);
      await waitForText(popup, PANEL, text);
      expect(pathsSince(service, since), tab).toEqual(paths);
    }
    // Every tab again: shown from what was fetched, no call.
    since = service.calls().length;
    for (const [tab, text] of [['Senses', 'خطّ بالقلم'], ...tabs]) {
      await openTab(popup, tab as string);
      await waitForText(popup, PANEL, text as string);
    }
    expect(pathsSince(service, since)).toEqual([]);
    await popup.close();
  });

  it('with Lisan in Arabic, the toolbar opens the popup page built in Arabic, which searches', async () => {
    const options = await session.openExtensionPage('options.html');
    await chooseLanguage(options, 'Language of Lisan', 'ar', 'popup-ar.html');
    try {
      const popup = await session.openExtensionPage('popup-ar.html');
      expect(
        await popup.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual(['ar', 'rtl']);
      await (await byLabel(popup, 'كلمة عربية للبحث عنها')).type('كتب');
      await popup.keyboard.press('Enter');
      // Looked up above: shown from the cache.
      await waitForText(popup, PANEL, 'خطّ الحروف والكلمات على الورق أو نحوه');
      await popup.close();
    } finally {
      // The other test files share this Firefox: back to the browser's language, English.
      await chooseLanguage(options, 'لغة لسان', 'auto', 'popup.html');
      await options.close();
    }
  });
});
