/**
 * The store's screenshots (issue 30), made by `npm run screenshots` beside the others: 1280×800
 * each, as both stores take them, into screenshots/store/. Four screens (the card on an
 * article, the popup, the options, the notebook) per language and theme.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { cardFrame, dblclickWord } from '../automation/page-actions';

export const STORE_SIZE = { width: 1280, height: 800 } as const;

/** More words of the article's first paragraph, so that the notebook shows a reading. */
const MORE_WORDS = ['بيت', 'بحر', 'طالب', 'قلم'];

export interface StoreShots {
  context: BrowserContext;
  /** An extension page's address. */
  url: (page: string) => string;
  /** The sample service's article page. */
  articleUrl: string;
  /** Where one screen goes. */
  path: (screen: string) => string;
  /** Waits for the card of a double-clicked word on the article page. */
  card: (page: Page) => Promise<void>;
  /** Searches a word in the popup and waits for its answer. */
  popup: (page: Page) => Promise<void>;
}

async function opened(
  shots: StoreShots,
  url: string,
  size: { width: number; height: number } = STORE_SIZE,
): Promise<Page> {
  const page = await shots.context.newPage();
  await page.setViewportSize(size);
  await page.goto(url);
  return page;
}

/** A small page (the popup) shown at its own size, centred on the page's own background. */
async function framed(shots: StoreShots, small: Page, path: string): Promise<void> {
  const image = (await small.screenshot({ fullPage: true })).toString('base64');
  const background = await small.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const frame = await shots.context.newPage();
  await frame.setViewportSize(STORE_SIZE);
  await frame.setContent(
    `<body style="margin:0;height:100vh;display:grid;place-items:center;background:${background}">` +
      `<img alt="" style="box-shadow:0 4px 24px #0004;border-radius:8px" src="data:image/png;base64,${image}"></body>`,
  );
  await frame.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  await frame.screenshot({ path });
  await frame.close();
}

export async function shootStore(shots: StoreShots): Promise<void> {
  const article = await opened(shots, shots.articleUrl);
  await shots.card(article);
  await article.screenshot({ path: shots.path('1-card') });
  for (const word of MORE_WORDS) {
    await dblclickWord(article, '#plain', word);
    const card = await cardFrame(article);
    await card.getByRole('heading', { name: word, exact: true }).waitFor();
    await card.getByRole('tabpanel').getByRole('heading', { level: 3 }).first().waitFor();
  }
  await article.close();

  const popup = await opened(shots, shots.url('popup.html'), { width: 380, height: 600 });
  await shots.popup(popup);
  await framed(shots, popup, shots.path('2-popup'));
  await popup.close();

  for (const [screen, file] of [
    ['options.html', '3-options'],
    ['notebook.html', '4-notebook'],
  ] as const) {
    const page = await opened(shots, shots.url(screen));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: shots.path(file) });
    await page.close();
  }
}
