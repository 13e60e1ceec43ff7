/**
 * `npm run screenshots`: every screen (options, popup, card, welcome, notebook) in light
 * and dark, English and Arabic, against the sample service, into screenshots/ (gitignored),
 * and the stores' 1280×800 screens into screenshots/store/ (store-screenshots.ts). The
 * reader's theme and language are set the way a reader sets them: on the options page.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { launchWithExtension } from '../automation/extension';
import { configureThroughOptions } from '../automation/options';
import { cardFrame, cardRevealed, dblclickWord } from '../automation/page-actions';
import { RESULT_TABS } from '../lib/lookup/types';
import { startSampleService } from '../sample-service/server';
import { shootStore } from './store-screenshots';

const OUT = resolve(import.meta.dirname, '../screenshots');
const STORE_OUT = resolve(OUT, 'store');

const THEMES = [
  ['light', 'Light', 'فاتح'],
  ['dark', 'Dark', 'داكن'],
] as const;
const LANGUAGES = ['en', 'ar'] as const;

async function main(): Promise<void> {
  mkdirSync(STORE_OUT, { recursive: true });
  const service = await startSampleService({ port: 0 });
  const extension = await launchWithExtension();
  try {
    const options = await configureThroughOptions(extension.context, extension.id, {
      apiKey: 'demo',
      serviceUrl: service.baseUrl,
    });
    await options.setViewportSize({ width: 900, height: 1100 });
    for (const lang of LANGUAGES) {
      await options.getByLabel(/Language of Lisan|لغة لسان/).selectOption(lang);
      await options.locator(`html[lang="${lang}"]`).waitFor();
      for (const [theme, en, ar] of THEMES) {
        await options.getByRole('radio', { name: lang === 'ar' ? ar : en }).check();
        await options.locator(`html[data-theme="${theme}"]`).waitFor();
        const name = (screen: string) => resolve(OUT, `${screen}-${lang}-${theme}.png`);
        await options.screenshot({ path: name('options'), fullPage: true });
        await shoot(extension.url('popup.html'), { width: 380, height: 600 }, name('popup'), popup);
        await shoot(
          extension.url('welcome.html'),
          { width: 900, height: 1000 },
          name('welcome'),
          welcome,
        );
        await shoot(
          `${service.origin}/pages/demo.html`,
          { width: 1000, height: 760 },
          name('card'),
          card,
        );
        await shootCardTabs(`${service.origin}/pages/demo.html`, (tab) => name(`card-${tab}`));
        // The words looked up above are its history by now.
        await shoot(
          extension.url('notebook.html'),
          { width: 1000, height: 700 },
          name('notebook'),
          notebook,
        );
        await shootStore({
          context: extension.context,
          url: extension.url,
          articleUrl: `${service.origin}/pages/demo.html`,
          path: (screen) => resolve(STORE_OUT, `${screen}-${lang}-${theme}.png`),
          card,
          popup,
        });
        console.info(
          `${lang} ${theme}: options, popup, welcome, card and its tabs, notebook; store screens`,
        );
      }
    }
  } finally {
    await extension.close();
    await service.close();
  }
  console.info(`Screenshots in ${OUT}`);

  /** The card alone on its other tabs for ذهب (a noun and a verb, several lexicons). */
  async function shootCardTabs(url: string, path: (tab: string) => string): Promise<void> {
    const page = await extension.context.newPage();
    await page.setViewportSize({ width: 1000, height: 760 });
    await page.goto(url);
    await card(page);
    const tabs = (await cardFrame(page)).getByRole('tab');
    for (const [index, tab] of RESULT_TABS.entries()) {
      if (tab === 'senses') continue; // the "card" screenshot itself
      await tabs.nth(index).click();
      await (await cardFrame(page))
        .getByRole('tabpanel')
        .getByRole('heading', { level: 3 })
        .first()
        .waitFor();
      // A clip of the page, as the full-page shots are taken: an element shot of the
      // out-of-process card frame once came out with unshaped, mirrored Arabic.
      const box = await page.locator('lisan-card').boundingBox();
      await page.screenshot({ path: path(tab), ...(box ? { clip: box } : { fullPage: true }) });
    }
    await page.close();
  }

  async function shoot(
    url: string,
    viewport: { width: number; height: number },
    path: string,
    prepare: (page: Page) => Promise<void>,
  ): Promise<void> {
    const page = await extension.context.newPage();
    await page.setViewportSize(viewport);
    await page.goto(url);
    await prepare(page);
    await page.screenshot({ path, fullPage: true });
    await page.close();
  }
}

async function popup(page: Page): Promise<void> {
  const field = page.getByRole('searchbox');
  await field.fill('كتاب');
  await field.press('Enter');
  await page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first().waitFor();
}

async function welcome(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'كتاب' }).click();
  await page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first().waitFor();
}

async function notebook(page: Page): Promise<void> {
  await page.getByRole('table').getByRole('row').nth(1).waitFor();
}

async function card(page: Page): Promise<void> {
  await dblclickWord(page, '#plain', 'ذهب');
  await (await cardFrame(page))
    .getByRole('tabpanel')
    .getByRole('heading', { level: 3 })
    .first()
    .waitFor();
  // The card has drawn its answer and taken its height (not the looking-up size it opens at).
  await cardRevealed(page);
}

await main();
