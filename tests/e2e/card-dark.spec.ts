import type { Page } from '@playwright/test';
import { cardRevealed, dblclickWord } from '../../automation/page-actions';
import { expect, test } from './support/extension';
import { cardIn, expectSettled, openPage, setUp, shownWord } from './support/flows-helpers';

/**
 * Issue 28: a white band showed at the bottom of the dark card (card-ar-dark.png). The
 * dark card, on a light page, is dark to its edges: every pixel of its frame's bottom rows
 * and side columns (inside the rounded corners, within the card's own padding) is the
 * dark card's background, not the page's or the host's light one.
 */

/** The brightest pixel (0–255, the largest channel) of each edge strip of a PNG. */
async function brightestEdges(page: Page, png: Buffer, strip: number, corner: number) {
  const decoder = await page.context().newPage();
  try {
    return await decoder.evaluate(
      async ({ data, strip, corner }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2D canvas');
        context.drawImage(image, 0, 0);
        const brightest = (x: number, y: number, width: number, height: number) => {
          const { data: pixels } = context.getImageData(x, y, width, height);
          let max = 0;
          for (let at = 0; at < pixels.length; at += 4)
            max = Math.max(max, pixels[at] ?? 0, pixels[at + 1] ?? 0, pixels[at + 2] ?? 0);
          return max;
        };
        const { width, height } = image;
        return {
          bottom: brightest(corner, height - strip, width - 2 * corner, strip),
          left: brightest(0, corner, strip, height - 2 * corner),
          right: brightest(width - strip, corner, strip, height - 2 * corner),
        };
      },
      { data: png.toString('base64'), strip, corner },
    );
  } finally {
    await decoder.close();
  }
}

test('the dark card is dark to its edges on a light page: no light band at its bottom or sides', async ({
  extension,
  service,
}) => {
  await setUp(extension, service);
  const options = await extension.context.newPage();
  await options.goto(extension.url('options.html'));
  await options.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check();
  await expect(options.locator('html')).toHaveAttribute('data-theme', 'dark');
  await options.close();

  const page = await openPage(extension, service);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1000, height: 1200 });
  // A short entry: the whole card fits, so its bottom rows are its own padding.
  await dblclickWord(page, '#plain', 'قلم');
  const card = await cardIn(page);
  await expect(shownWord(card)).toHaveText('قلم');
  await expectSettled(card);
  await cardRevealed(page);
  const box = await page.locator('lisan-card').boundingBox();
  if (!box) throw new Error('the card host has no box');
  // One pixel inside the host's box: its own edge, at a fractional place, blends with the page.
  const inside = { x: Math.ceil(box.x) + 1, y: Math.ceil(box.y) + 1 };
  const png = await page.screenshot({
    clip: {
      ...inside,
      width: Math.floor(box.x + box.width) - 1 - inside.x,
      height: Math.floor(box.y + box.height) - 1 - inside.y,
    },
  });
  // 4 px strips, 12 px clear of the rounded corners; the dark background is #17181c.
  const edges = await brightestEdges(page, png, 4, 12);
  for (const [edge, value] of Object.entries(edges))
    expect(value, `${edge} edge: a light pixel`).toBeLessThan(64);
});
