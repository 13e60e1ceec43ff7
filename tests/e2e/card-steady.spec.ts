import type { Page } from '@playwright/test';
import { dblclickWord, wordBox } from '../../automation/page-actions';
import { expect, test } from './support/extension';
import { cardHost, openPage, setUp } from './support/flows-helpers';

/**
 * Issue 28: the card takes at most 2 heights in its first 500 ms shown (the skeleton's,
 * then its answer's), for a new word and a remembered one, on a page's first card, at a
 * machine's pace and at a reader's (the frame loads from the first press, the card shows
 * at the second).
 */

/** Records the shown card's height every frame, from the first press until 500 ms shown. */
async function recordHeights(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { cardHeights?: number[] };
    const heights: number[] = [];
    let shownAt: number | null = null;
    const sample = () => {
      const host = document.querySelector('lisan-card');
      const style = host ? getComputedStyle(host) : null;
      if (host && style?.visibility === 'visible' && style.opacity !== '0') {
        shownAt ??= performance.now();
        heights.push(Math.round(host.getBoundingClientRect().height));
      }
      if (shownAt === null || performance.now() - shownAt < 500) requestAnimationFrame(sample);
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
  test(`${word}, ${pace}'s double-click: at most 2 heights in the first 500 ms, new and remembered`, async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const first = await openPage(extension, service);
    const fresh = await heightsOfFirstCard(first, word, pace);
    expect(new Set(fresh).size, `new word: ${fresh.join(', ')}`).toBeLessThanOrEqual(2);
    await first.close();

    // The word is cached now; a new page has a new card frame.
    const second = await openPage(extension, service);
    const cached = await heightsOfFirstCard(second, word, pace);
    expect(new Set(cached).size, `cached word: ${cached.join(', ')}`).toBeLessThanOrEqual(2);
    await expect(cardHost(second)).toBeVisible();
  });
}
