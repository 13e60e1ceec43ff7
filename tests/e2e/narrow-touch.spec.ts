import type { Page } from '@playwright/test';
import { type Device, launchWithExtension } from '../../automation/extension';
import { cardRevealed, dblclickWord, openCards, wordBox } from '../../automation/page-actions';
import { test as base, expect } from './support/extension';
import {
  cardIn,
  dragSelect,
  lookupButton,
  openPage,
  pressLookupButton,
  setUp,
  shownWord,
  visiblePanel,
} from './support/flows-helpers';

/** A small phone, as Firefox for Android or Chrome on a phone would show a page. */
const PHONE: Device = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/** A phone-sized browser with Lisan set up, on the demo page. */
const test = base.extend<{ phonePage: Page }>({
  phonePage: async ({ service }, use) => {
    service.reset();
    const extension = await launchWithExtension(PHONE);
    try {
      await setUp(extension, service);
      await use(await openPage(extension, service));
    } finally {
      await extension.close();
    }
  },
});

/**
 * A long-press on `word`, as a phone's browser handles it: the finger goes down on the word,
 * the browser selects the word under it, and takes the gesture over, so the page gets a
 * touchcancel and no mouse event at all. (Chromium's emulation does not select on a long
 * press, so the selection is made by script while the trusted touch is down.) Returns the
 * number of mouseup events the page saw: none, as on a phone.
 */
async function longPressSelect(page: Page, selector: string, word: string): Promise<number> {
  const box = await wordBox(page, selector, word);
  const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.evaluate(() => {
    const counter = window as unknown as { mouseups: number };
    counter.mouseups = 0;
    addEventListener('mouseup', () => counter.mouseups++, true);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] });
  await page.locator(selector).evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      getSelection()?.setBaseAndExtent(node, at, node, at + wanted.length);
      return;
    }
  }, word);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
  await cdp.detach();
  return page.evaluate(() => (window as unknown as { mouseups: number }).mouseups);
}

test('on a 360 px touch screen the card fits the width and the Look up button answers a tap', async ({
  phonePage: page,
}) => {
  await dblclickWord(page, '#plain', 'كتاب');
  const card = await cardIn(page);
  await expect(shownWord(card)).toHaveText('كتاب');
  await expect(visiblePanel(card).getByRole('listitem').first()).toBeVisible();
  await cardRevealed(page);
  const box = await openCards(page).boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(360);
  // Nothing in the card is wider than the card: no sideways scrolling on a phone.
  const overflow = await card
    .locator('html')
    .evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');
  await expect(openCards(page)).toHaveCount(0);

  await dragSelect(page, '#plain', 'قلم');
  const button = lookupButton(page);
  await expect(button).toBeVisible();
  const buttonBox = await button.boundingBox();
  expect((buttonBox?.x ?? 0) + (buttonBox?.width ?? Infinity)).toBeLessThanOrEqual(360);
  await pressLookupButton(page, 'tap');
  await expect(shownWord(card)).toHaveText('قلم');
});

test('on a touch screen, a long-press selection gets the Look up button, which a tap presses', async ({
  phonePage: page,
}) => {
  expect(await longPressSelect(page, '#plain', 'قلم')).toBe(0);
  await expect(lookupButton(page)).toBeVisible();
  await pressLookupButton(page, 'tap');
  await expect(shownWord(await cardIn(page))).toHaveText('قلم');
});
