import { inflateSync } from 'node:zlib';
import type { Frame, Page } from 'puppeteer-core';

/** A point in the page's viewport. */
export interface Point {
  x: number;
  y: number;
}

/**
 * The colour the reader sees at `at` in the page's viewport, [r, g, b]: a one-pixel
 * screenshot. The first pixel of a PNG's first row is stored as is whatever its row's
 * filter (every neighbour it could be predicted from is zero), so no decoder is needed.
 */
export async function pixelAt(page: Page, at: Point): Promise<number[]> {
  // Puppeteer takes the clip in the document's coordinates, and shoots the viewport.
  const { left, top } = await page.evaluate(() => ({ left: scrollX, top: scrollY }));
  const clip = { x: Math.round(at.x + left), y: Math.round(at.y + top), width: 1, height: 1 };
  const png = Buffer.from(await page.screenshot({ clip, captureBeyondViewport: false }));
  const data: Buffer[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    if (png.toString('latin1', offset + 4, offset + 8) === 'IDAT') {
      data.push(png.subarray(offset + 8, offset + 8 + length));
    }
    offset += 12 + length;
  }
  // After the row's filter byte.
  return [...inflateSync(Buffer.concat(data)).subarray(1, 4)];
}

/** The colour no page draws by chance: the covers' own. */
export const COVER_COLOUR = [255, 0, 255];

/**
 * The centre of the element matching `selector` in the card, in the page's viewport (the
 * card's host offset added): where the reader clicks it.
 */
export async function pointInCard(
  page: Page,
  card: Frame,
  selector: string,
  text: string,
): Promise<Point> {
  const host = await page.evaluate(() => {
    const box = document.querySelector('lisan-card')?.getBoundingClientRect();
    return { x: box?.x ?? 0, y: box?.y ?? 0 };
  });
  const inner = await card.evaluate(
    (sel, wanted) => {
      const element = [...document.querySelectorAll(sel)].find((found) =>
        found.textContent?.includes(wanted),
      );
      if (!element) throw new Error(`no ${sel} "${wanted}" in the card`);
      const box = element.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    },
    selector,
    text,
  );
  return { x: host.x + inner.x, y: host.y + inner.y };
}
