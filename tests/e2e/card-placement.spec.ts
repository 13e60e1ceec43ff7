import type { Page } from '@playwright/test';
import { cardRevealed, dblclickWord, isFocused, wordBox } from '../../automation/page-actions';
import { expect, test } from './support/extension';
import {
  apiPaths,
  cardHost,
  cardIn,
  expectSettled,
  openPage,
  openTab,
  setUp,
  shownWord,
} from './support/flows-helpers';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const apart = (card: Box, word: Box) =>
  card.y + card.height <= word.y ||
  card.y >= word.y + word.height ||
  card.x + card.width <= word.x ||
  card.x >= word.x + word.width;

/** Moves the test page's one word to a fraction of the viewport (card-geometry.html). */
async function placeWord(page: Page, x: number, y: number): Promise<void> {
  await page.locator('#word').evaluate(
    (word: HTMLElement, at) => {
      word.style.left = `calc(${at.x} * (100vw - 4rem))`;
      word.style.top = `calc(${at.y} * (100vh - 3rem))`;
    },
    { x, y },
  );
}

async function cardBox(page: Page): Promise<Box> {
  await cardRevealed(page);
  const box = await cardHost(page).boundingBox();
  if (!box) throw new Error('the card is not shown');
  return box;
}

test.describe('where the card sits', () => {
  test('never covers the word, over a grid of word positions and viewport sizes', async ({
    extension,
    service,
  }) => {
    test.setTimeout(180_000);
    await setUp(extension, service);
    const page = await openPage(extension, service, 'card-geometry');
    for (const viewport of [
      { width: 320, height: 400 },
      { width: 360, height: 640 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(viewport);
      for (const x of [0, 0.5, 1]) {
        for (const y of [0, 0.35, 0.65, 1]) {
          await placeWord(page, x, y);
          await dblclickWord(page, '#word', 'ذهب');
          const card = await cardIn(page);
          await expect(shownWord(card)).toHaveText('ذهب');
          await expectSettled(card);
          const word = await wordBox(page, '#word', 'ذهب');
          const where = `${viewport.width}×${viewport.height} at ${x},${y}`;
          const first = await cardBox(page);
          expect(apart(first, word), where).toBe(true);
          expect(first.y, where).toBeGreaterThanOrEqual(0);
          expect(first.y + first.height, where).toBeLessThanOrEqual(viewport.height);

          // Another tab, another height: the edge nearest the word stays where it is.
          await openTab(card, 'Related');
          await expectSettled(card);
          const related = await cardBox(page);
          expect(apart(related, word), where).toBe(true);
          const below = first.y >= word.y + word.height;
          if (below) expect(related.y, where).toBe(first.y);
          else expect(related.y + related.height, where).toBeCloseTo(first.y + first.height, 0);
          await page.keyboard.press('Escape');
          await expect(cardHost(page)).toHaveCount(0);
        }
      }
    }
  });
  // Its steady size in the first 500 ms: card-steady.spec.ts.
});

test.describe('the card and the keyboard', () => {
  test('opens without the focus: Space scrolls the page, arrows spend nothing', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    await dblclickWord(page, '#plain', 'كتاب');
    const card = await cardIn(page);
    await expect(shownWord(card)).toHaveText('كتاب');
    await expectSettled(card);
    const calls = apiPaths(service).length;

    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('body');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    const scrolled = await page.evaluate(() => scrollY);
    await page.keyboard.press('Space');
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(scrolled);
    await expect(card.getByRole('tab', { name: 'Senses' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(apiPaths(service)).toHaveLength(calls);
  });

  test('Tab takes the reader into the card, arrows switch tabs there, Escape leaves', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    await dblclickWord(page, '#plain', 'كتاب');
    const card = await cardIn(page);
    await expectSettled(card);
    // The reader presses Tab into a card they see, at its own size.
    await cardRevealed(page);

    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.localName))
      .toBe('lisan-card');
    await expect.poll(() => isFocused(card.getByRole('tab', { name: 'Senses' }))).toBe(true);
    // Keys reach the card once the browser's focus is there too (later under load).
    await expect.poll(() => card.evaluate(() => document.hasFocus())).toBe(true);
    // Right-to-left UI? No: English UI, so Right is the next tab. The reader's own key,
    // pressed on the page: it reaches the card only if the browser's focus is there.
    await page.keyboard.press('ArrowRight');
    await expect(card.getByRole('tab', { name: 'Examples' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(cardHost(page)).toHaveCount(0);
  });
});
