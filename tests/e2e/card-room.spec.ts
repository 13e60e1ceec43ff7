import type { Frame, Page } from '@playwright/test';
import { cardRevealed, dblclickWord, wordBox } from '../../automation/page-actions';
import { CARD_MAX_HEIGHT } from '../../lib/messages/content-protocol';
import { expect, test } from './support/extension';
import { cardHost, cardIn, expectSettled, openPage, setUp } from './support/flows-helpers';

/**
 * Issue 28: a card never cuts its content while there is room on the word's other side
 * (ذهب's card was 315 px tall for 381 px of content with 540 px free above the word).
 */

/** The height the card draws, measured inside its own document. */
const drawnHeight = (card: Frame) =>
  card.evaluate(() => document.querySelector('main.card')?.getBoundingClientRect().height ?? 0);

async function openOn(page: Page): Promise<Frame> {
  await dblclickWord(page, '#word', 'ذهب');
  const card = await cardIn(page);
  await expectSettled(card);
  await cardRevealed(page);
  return card;
}

test('a card taller than the room below the word moves above it, whole, where it fits', async ({
  extension,
  service,
}) => {
  await setUp(extension, service);
  const page = await openPage(extension, service, 'card-geometry');
  await page.setViewportSize({ width: 1280, height: 1200 });
  await page.locator('#word').evaluate((word: HTMLElement) => {
    word.style.top = '10px';
  });
  const content = Math.min(CARD_MAX_HEIGHT, Math.ceil(await drawnHeight(await openOn(page))));
  // Room below for a usual card (300 px), not for this one: 40 px short of it.
  expect(content, 'ذهب’s card is taller than the usual room').toBeGreaterThan(345);
  await page.keyboard.press('Escape');
  await expect(cardHost(page)).toHaveCount(0);

  const height = await page.evaluate(() => innerHeight);
  const wordHeight = (await wordBox(page, '#word', 'ذهب')).height;
  const top = height - 14 - (content - 40) - wordHeight;
  await page.locator('#word').evaluate((word: HTMLElement, at) => {
    word.style.top = `${at}px`;
  }, top);
  const card = await openOn(page);
  const word = await wordBox(page, '#word', 'ذهب');
  await expect
    .poll(async () => (await cardHost(page).boundingBox())?.height ?? 0)
    .toBeGreaterThanOrEqual(content - 1);
  const box = await cardHost(page).boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(word.y);
  // Nothing scrolls: the card is as tall as what it draws.
  expect(
    await card.evaluate(() => {
      const scroller = document.scrollingElement as HTMLElement;
      return scroller.scrollHeight - scroller.clientHeight;
    }),
  ).toBeLessThanOrEqual(1);
});

test('with no room for it on either side, the card takes the larger and scrolls inside', async ({
  extension,
  service,
}) => {
  await setUp(extension, service);
  const page = await openPage(extension, service, 'card-geometry');
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.locator('#word').evaluate((word: HTMLElement) => {
    word.style.top = '150px';
  });
  const card = await openOn(page);
  const word = await wordBox(page, '#word', 'ذهب');
  const box = await cardHost(page).boundingBox();
  if (!box) throw new Error('no card');
  const below = box.y >= word.y + word.height;
  // The larger side of the two, whole.
  expect(below).toBe(400 - (word.y + word.height) > word.y);
  const scroll = await card.evaluate(() => {
    const scroller = document.scrollingElement as HTMLElement;
    return {
      overflow: scroller.scrollHeight - scroller.clientHeight,
      style: getComputedStyle(document.body).overflowY,
      bar: getComputedStyle(document.documentElement).scrollbarWidth,
    };
  });
  expect(scroll.overflow).toBeGreaterThan(0);
  expect(scroll.style).toBe('auto');
  expect(scroll.bar).not.toBe('none');
});
