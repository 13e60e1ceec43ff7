import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import type { SampleService } from '../../sample-service/server';
import { clickText, waitForText } from './support/dom';
import type { FirefoxSession } from './support/firefox';
import {
  cardFrame,
  cardShown,
  dblclickWord,
  expectNoCard,
  expectSenses,
  FIREFOX_KEY,
  onDemoPage,
} from './support/flows';

let session: FirefoxSession;
let service: SampleService;
let page: Page;
onDemoPage((demo) => {
  [session, service, page] = demo;
});

describe('Firefox: the key and a hostile page', () => {
  it('the key is neither in storage.local nor anywhere the page can see', async () => {
    // A lookup first, so the key has been used (and could have leaked) on this page.
    await dblclickWord(page, '#plain', 'كتاب');
    const card = await cardFrame(page);
    await expectSenses(card, 'كتاب');
    expect(service.calls().at(-1)?.query).toBe('كتاب');

    const options = await session.openExtensionPage('options.html');
    const stored = await options.evaluate(async () =>
      JSON.stringify(
        await (globalThis as unknown as { browser: typeof chrome }).browser.storage.local.get(null),
      ),
    );
    await options.close();
    // Stored settings exist (the service URL), the key is not among them.
    expect(stored).toContain(service.baseUrl);
    expect(stored).not.toContain(FIREFOX_KEY);

    const visible = await page.evaluate(() =>
      JSON.stringify({
        html: document.documentElement.outerHTML,
        shadow: [...document.querySelectorAll('lisan-card')].map(
          (host) => `${host.shadowRoot?.innerHTML ?? ''}`,
        ),
        storage: { ...localStorage },
        session: { ...sessionStorage },
        names: Object.keys(window),
      }),
    );
    expect(visible).not.toContain(FIREFOX_KEY);
    await page.keyboard.press('Escape');
    await expectNoCard(page);
  });

  it('script-made selections and double-clicks open no card and spend no call', async () => {
    const since = service.calls().length;
    const faked = await page.evaluate(() => {
      let count = 0;
      for (const word of ['قلم', 'بيت', 'بحر']) {
        const paragraph = document.getElementById('plain');
        const text = paragraph?.firstChild;
        if (!text?.textContent) continue;
        const start = text.textContent.indexOf(word);
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + word.length);
        getSelection()?.removeAllRanges();
        getSelection()?.addRange(range);
        const box = range.getBoundingClientRect();
        const at = { bubbles: true, clientX: box.x + 2, clientY: box.y + 2, detail: 2 };
        for (const type of ['mousedown', 'mouseup', 'click', 'mousedown', 'mouseup', 'dblclick']) {
          paragraph?.dispatchEvent(new MouseEvent(type, at));
          count += 1;
        }
        document.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'L', altKey: true, shiftKey: true, bubbles: true }),
        );
      }
      return count;
    });
    expect(faked).toBe(18);

    // Positive control: the reader's own double-click takes the same path and is answered.
    await dblclickWord(page, '#abstract', 'علم');
    const card = await cardFrame(page);
    await expectSenses(card, 'علم');
    // Every call the service answered since the fakes is the reader's word.
    expect(
      service
        .calls()
        .slice(since)
        .map((call) => call.query),
    ).toEqual(['علم']);
    expect(await cardShown(page)).toBe(true);
  });

  it('a popover shown over the card that lets clicks through makes a tab press ask for a confirming click, and spends nothing until then', async () => {
    await dblclickWord(page, '#plain', 'بيت');
    const card = await cardFrame(page);
    await expectSenses(card, 'بيت');
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('lisan-card') as Element).opacity === '1',
    );
    // Firefox has no IntersectionObserver v2, and the cover is invisible to hit testing.
    // Shown in the top layer after the card, it is drawn above it.
    await page.evaluate(() => {
      const cover = document.createElement('div');
      cover.id = 'cover';
      cover.popover = 'manual';
      cover.style.cssText =
        'inset:0;margin:0;border:0;width:auto;height:auto;background:#fff;pointer-events:none';
      document.documentElement.append(cover);
      cover.showPopover();
    });
    const covered = service.calls().length;
    await clickText(card, '[role="tab"]', 'Examples');
    await waitForText(card, '.card-unseen', 'The page changed around this card');
    expect(service.calls().length).toBe(covered);

    // Positive control: the cover gone, the reader's next click inside the card confirms.
    await page.evaluate(() => document.getElementById('cover')?.remove());
    await clickText(card, 'button', 'Try again');
    await card.waitForFunction(() => document.querySelector('.card-unseen') === null);
    // The press went through: Examples is open, from the search answer or one call for
    // the reader's own word (issue 27: a rich search answer carries the examples).
    await card.waitForFunction(() =>
      document
        .querySelector('[role="tab"][aria-selected="true"]')
        ?.textContent?.includes('Examples'),
    );
    const after = service
      .calls()
      .slice(covered)
      .map((call) => call.query);
    expect(after.filter((query) => query !== 'بيت')).toEqual([]);
    expect(after.length).toBeLessThanOrEqual(1);
    await page.keyboard.press('Escape');
    await expectNoCard(page);
  });
});
