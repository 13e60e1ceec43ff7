import { type Device, launchWithExtension } from '../../automation/extension';
import { dblclickWord, openCards } from '../../automation/page-actions';
import { expect, test } from './support/extension';
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

test('on a 360 px touch screen the card fits the width and the Look up button answers a tap', async ({
  service,
}) => {
  service.reset();
  const extension = await launchWithExtension(PHONE);
  try {
    await setUp(extension, service);
    const page = await openPage(extension, service);

    await dblclickWord(page, '#plain', 'كتاب');
    const card = cardIn(page);
    await expect(shownWord(card)).toHaveText('كتاب');
    await expect(visiblePanel(card).getByRole('listitem').first()).toBeVisible();
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
  } finally {
    await extension.close();
  }
});
