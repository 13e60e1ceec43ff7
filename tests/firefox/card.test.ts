import type { Page } from 'puppeteer-core';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { SampleService } from '../../sample-service/server';
import { byLabel, clickText, openTab, PANEL, textsOf, waitForText } from './support/dom';
import type { FirefoxSession } from './support/firefox';
import {
  cardFrame,
  dblclickWord,
  expectNoCard,
  expectSenses,
  onDemoPage,
  wordBox,
} from './support/flows';

let session: FirefoxSession;
let service: SampleService;
let page: Page;
onDemoPage((demo) => {
  [session, service, page] = demo;
});

function queriesSince(since: number): Array<string | null> {
  return service
    .calls()
    .slice(since)
    .map((call) => call.query);
}

describe('Firefox: the card on a web page', () => {
  it('a trusted double-click opens the card with the senses, for one call; Escape closes it', async () => {
    const since = service.calls().length;
    await dblclickWord(page, '#plain', 'كتاب');
    const card = await cardFrame(page);
    await expectSenses(card, 'كتاب');
    await waitForText(card, PANEL, 'مجموعة من الصفحات المطبوعة أو المخطوطة المجلدة معًا');
    expect(queriesSince(since)).toEqual(['كتاب']);

    await page.keyboard.press('Escape');
    await expectNoCard(page);
  });

  it('a second word shows in the kept card; a click outside closes it', async () => {
    await dblclickWord(page, '#plain', 'قلم');
    const card = await cardFrame(page);
    await expectSenses(card, 'قلم');
    await waitForText(card, PANEL, 'أداة للكتابة بالحبر أو الرصاص');
    // The closed card's frame was kept and shown again, not a second one added.
    expect(await page.evaluate(() => document.querySelectorAll('lisan-card').length)).toBe(1);

    await page.mouse.click(2, 2);
    await expectNoCard(page);
  });

  it('a word with clitics (والكتاب) says which word it shows', async () => {
    await dblclickWord(page, '#clitics', 'والكتاب');
    const card = await cardFrame(page);
    await expectSenses(card, 'والكتاب');
    await waitForText(card, PANEL, 'Showing كتاب for والكتاب');
    await waitForText(card, PANEL, 'مجموعة من الصفحات المطبوعة أو المخطوطة المجلدة معًا');
    await page.keyboard.press('Escape');
    await expectNoCard(page);
  });

  it('looks up a tab clicked in the shown card, and none in a card the page dims', async () => {
    await dblclickWord(page, '#plain', 'كتاب');
    const card = await cardFrame(page);
    await expectSenses(card, 'كتاب');
    // Firefox has no IntersectionObserver v2: the card asks the content script, which
    // answers from the host as shown (opaque from the gesture on).
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('lisan-card') as Element).opacity === '1',
    );
    const shown = service.calls().length;
    await openTab(card, 'Examples');
    expect(queriesSince(shown)).toEqual(['كتاب']);

    const style = await page.addStyleTag({ content: 'lisan-card { opacity: 0.02 !important; }' });
    const dimmed = service.calls().length;
    await clickText(card, '[role="tab"]', 'Root');
    // Either the card refused the press and says so, or Lisan had already made the dimmed
    // card transparent to clicks (it does once it resizes), so the press reached the page.
    // Polled: Firefox runs no animation frames in a frame it does not show.
    await vi.waitFor(
      async () => {
        const refused = await card.evaluate(
          () =>
            document.querySelector('.card-unseen')?.textContent?.includes('hides or covers') ??
            false,
        );
        const stepAside = await page.evaluate(
          () =>
            getComputedStyle(document.querySelector('lisan-card') as Element).pointerEvents ===
            'none',
        );
        expect(refused || stepAside).toBe(true);
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(queriesSince(dimmed)).toEqual([]);
    await style.evaluate((element) => element.remove());
    await page.keyboard.press('Escape');
    await expectNoCard(page);
  });

  it('with Arabic chosen in the options, the card and the popup speak Arabic, right to left', async () => {
    const options = await session.openExtensionPage('options.html');
    const language = await byLabel(options, 'Language of Lisan');
    await language.select('ar');
    await waitForText(options, 'label', 'لغة لسان');
    await options.close();
    // Back to English for the files after this one (they share the browser's profile), even
    // when this test fails, so one failure does not fail every later file.
    onTestFinished(async () => {
      const restore = await session.openExtensionPage('options.html');
      await (await byLabel(restore, 'لغة لسان')).select('en');
      await waitForText(restore, 'label', 'Language of Lisan');
      await restore.close();
    });

    await page.bringToFront();
    await dblclickWord(page, '#plain', 'بيت');
    const card = await cardFrame(page);
    await card.waitForFunction(
      () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'المعاني',
    );
    // <html dir> is set in an effect after the render: wait for it rather than race it.
    await card.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.keyboard.press('Escape');
    await expectNoCard(page);

    const popup = await session.openExtensionPage('popup.html');
    // The popup learns the language from the background's status answer, after its first
    // render: wait for it to turn right to left (it fails if it never does).
    await popup.waitForFunction(() => document.documentElement.dir === 'rtl');
    await (await byLabel(popup, 'كلمة عربية للبحث عنها')).type('قلم');
    await popup.keyboard.press('Enter');
    await openTab(popup, 'الجذر');
    expect(await textsOf(popup, '[role="tab"]')).toEqual([
      'المعاني',
      'الأمثلة',
      'الجذر',
      'الوزن',
      'الصيغ',
      'علاقات',
    ]);
    await popup.close();
  });
});

describe('Firefox: the Look up button', () => {
  it('a dragged word gets the button; pressed once it has faded in, it opens the card', async () => {
    const since = service.calls().length;
    const box = await wordBox(page, '#plain', 'مدرسة');
    const y = box.y + box.height / 2;
    // Right to left: the word is Arabic.
    await page.mouse.move(box.x + box.width - 1, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 1, y, { steps: 5 });
    await page.mouse.up();
    // The page cannot see inside the button's closed shadow root, nor find it by script.
    expect(
      await page.evaluate(() => document.querySelector('lisan-lookup-button')?.shadowRoot ?? null),
    ).toBeNull();
    await page.waitForFunction(() => {
      const host = document.querySelector('lisan-lookup-button');
      return host !== null && getComputedStyle(host).opacity === '1';
    });
    expect(service.calls().length).toBe(since);

    const button = await page.evaluate(() => {
      const rect = document.querySelector('lisan-lookup-button')?.getBoundingClientRect();
      return rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : null;
    });
    if (!button) throw new Error('no button');
    await page.mouse.click(button.x, button.y);
    await expectSenses(await cardFrame(page), 'مدرسة');
    expect(
      service
        .calls()
        .slice(since)
        .map((call) => call.query),
    ).toEqual(['مدرسة']);
  });
});
