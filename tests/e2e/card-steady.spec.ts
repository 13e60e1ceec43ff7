import type { Page } from '@playwright/test';
import { cardRevealed, dblclickWord, wordBox } from '../../automation/page-actions';
import { expect, test } from './support/extension';
import { cardHost, openPage, setUp } from './support/flows-helpers';

/**
 * Issue 28: the card takes at most 2 heights while it opens (the skeleton's, then its
 * answer's), for a new word and a remembered one, on a page's first card, at a machine's
 * pace and at a reader's (the frame loads from the first press, the card shows at the
 * second). Measured as the issue measured it, from the page: the host's height every frame
 * from the first press, shown or not (the page sees both), until 500 ms after the card
 * took its own size, however long the answer took on a busy machine.
 */

/** Records the card host's height every frame from the first press until `stop`. */
async function recordHeights(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { cardHeights?: number[]; stopHeightsAt?: number };
    const heights: number[] = [];
    const sample = () => {
      const host = document.querySelector('lisan-card');
      if (host) heights.push(Math.round(host.getBoundingClientRect().height));
      if (performance.now() < (w.stopHeightsAt ?? Number.POSITIVE_INFINITY))
        requestAnimationFrame(sample);
      else w.cardHeights = heights;
    };
    addEventListener('mousedown', () => requestAnimationFrame(sample), { once: true });
  });
}

async function readerDblclick(page: Page, selector: string, word: string): Promise<void> {
  const box = await wordBox(page, selector, word);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down({ clickCount: 1 });
  await page.waitForTimeout(50);
  await page.mouse.up({ clickCount: 1 });
  await page.waitForTimeout(60);
  await page.mouse.down({ clickCount: 2 });
  await page.waitForTimeout(50);
  await page.mouse.up({ clickCount: 2 });
}

async function heightsOfFirstCard(
  page: Page,
  word: string,
  pace: 'machine' | 'reader',
): Promise<number[]> {
  await recordHeights(page);
  if (pace === 'reader') await readerDblclick(page, '#plain', word);
  else await dblclickWord(page, '#plain', word);
  await cardRevealed(page);
  // A late third height would come after the card took its size: watch 500 ms more.
  await page.evaluate(() => {
    (window as unknown as { stopHeightsAt?: number }).stopHeightsAt = performance.now() + 500;
  });
  return page
    .waitForFunction(() => (window as unknown as { cardHeights?: number[] }).cardHeights, null, {
      timeout: 15_000,
    })
    .then((handle) => handle.jsonValue() as Promise<number[]>);
}

for (const [word, pace] of [
  ['كتاب', 'reader'],
  ['ذهب', 'reader'],
  ['ذهب', 'machine'],
] as const) {
  test(`${word}, ${pace}'s double-click: at most 2 heights while the card opens, new and remembered`, async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const first = await openPage(extension, service);
    const fresh = await heightsOfFirstCard(first, word, pace);
    expect(new Set(fresh).size, `new word: ${[...new Set(fresh)].join(' → ')}`).toBeLessThanOrEqual(
      2,
    );
    await first.close();

    // The word is cached now; a new page has a new card frame.
    const second = await openPage(extension, service);
    const cached = await heightsOfFirstCard(second, word, pace);
    expect(
      new Set(cached).size,
      `cached word: ${[...new Set(cached)].join(' → ')}`,
    ).toBeLessThanOrEqual(2);
    await expect(cardHost(second)).toBeVisible();
  });
}
