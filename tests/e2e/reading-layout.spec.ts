import type { Frame, Page } from '@playwright/test';
import type { ExtensionHandle } from '../../automation/extension';
import { expect, test } from './support/extension';
import {
  expectSettled,
  openExtensionPage,
  openPage,
  openTab,
  RIYADH,
  searchInPopup,
  settledCardOf,
  setUp,
} from './support/flows-helpers';
import { arabicLaidOutLeftToRight, textsTooSmall } from './support/text-checks';

/**
 * Issue 28: Arabic is right to left in both UI languages, and nothing on a Lisan page is
 * too small to read, measured on the computed styles of every text at Chromium's defaults.
 */

async function chooseLanguage(extension: ExtensionHandle, lang: 'en' | 'ar'): Promise<void> {
  if (lang === 'en') return;
  const options = await openExtensionPage(extension, 'options.html');
  await options.getByLabel('Language of Lisan').selectOption('ar');
  await expect(options.locator('html')).toHaveAttribute('lang', 'ar');
  await options.close();
}

async function expectReadable(view: Page | Frame, where: string): Promise<void> {
  expect(await arabicLaidOutLeftToRight(view), `${where}: Arabic laid out left to right`).toEqual(
    [],
  );
  expect(await textsTooSmall(view), `${where}: text too small`).toEqual([]);
}

for (const lang of ['en', 'ar'] as const) {
  test(`the card and popup lay Arabic out right to left, at readable sizes (${lang} UI)`, async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    await chooseLanguage(extension, lang);
    const card = await settledCardOf(await openPage(extension, service), '#plain', 'كتاب');
    const sense = card.getByRole('tabpanel').locator('ol li').first();
    await expect(sense).toBeVisible();
    // Numbered senses number on the right, and their lines align right.
    await expect(sense).toHaveCSS('direction', 'rtl');
    await expectReadable(card, 'card, Senses');
    for (const tab of lang === 'en'
      ? ['Forms', 'Related', 'Root', 'Pattern']
      : ['الصيغ', 'علاقات', 'الجذر', 'الوزن']) {
      await openTab(card, tab);
      await expectSettled(card);
      await expectReadable(card, `card, ${tab}`);
    }

    const popup = await openExtensionPage(
      extension,
      lang === 'ar' ? 'popup-ar.html' : 'popup.html',
    );
    await expect(popup.getByRole('navigation')).toBeVisible();
    await expectReadable(popup, 'popup, recent words');
    await searchInPopup(popup, 'كتاب');
    await expect(popup.getByRole('tabpanel').locator('ol li').first()).toBeVisible();
    await expectReadable(popup, 'popup, results');

    const notebook = await openExtensionPage(extension, 'notebook.html');
    await expect(notebook.getByRole('table').getByRole('row')).toHaveCount(2);
    await expectReadable(notebook, 'notebook');
  });
}

test('the options and welcome pages are readable and lay Arabic out right to left', async ({
  extension,
  service,
}) => {
  await setUp(extension, service, [RIYADH]);
  const options = await openExtensionPage(extension, 'options.html');
  await expect(options.getByRole('checkbox', { name: RIYADH, exact: true })).toBeChecked();
  await expectReadable(options, 'options');
  const welcome = await openExtensionPage(extension, 'welcome.html');
  await welcome.getByRole('button', { name: 'كتاب' }).click();
  await expect(welcome.getByRole('tabpanel').locator('ol li').first()).toBeVisible();
  await expectReadable(welcome, 'welcome');
});

test('the card’s sizes at Chromium’s defaults: lemma ≥ 26 px, senses ≥ 18 px, tabs ≥ 14 px', async ({
  extension,
  service,
}) => {
  await setUp(extension, service);
  const card = await settledCardOf(await openPage(extension, service), '#plain', 'كتاب');
  const px = (value: string) => Number.parseFloat(value);
  const size = (locator: ReturnType<Frame['locator']>) =>
    locator.first().evaluate((element) => getComputedStyle(element).fontSize);
  const panel = card.getByRole('tabpanel');
  expect(px(await size(panel.getByRole('heading', { level: 3 })))).toBeGreaterThanOrEqual(26);
  expect(px(await size(panel.locator('ol li')))).toBeGreaterThanOrEqual(18);
  expect(px(await size(card.getByRole('tab')))).toBeGreaterThanOrEqual(14);
  // The root is the browser's 16 px: every rem of the card is what it says.
  expect(await card.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
    '16px',
  );
});
