import type { Frame, Page } from '@playwright/test';
import type { ExtensionHandle } from '../../automation/extension';
import { configureThroughOptions } from '../../automation/options';
import { cardFrame, dblclickWord } from '../../automation/page-actions';
import type { SampleService } from '../../sample-service/server';
import { expect, test } from './support/extension';
import { BASIC, lexiconReading, RIYADH, VERBS } from './support/flows-helpers';

/** Sets Lisan up through the options page (in Arabic when asked), then double-clicks `word`. */
async function openCard(
  extension: ExtensionHandle,
  service: SampleService,
  word: string,
  lang: 'en' | 'ar' = 'en',
): Promise<{ page: Page; card: Frame }> {
  const options = await configureThroughOptions(extension.context, extension.id, {
    apiKey: 'demo',
    serviceUrl: service.baseUrl,
  });
  if (lang === 'ar') {
    await options.getByLabel('Language of Lisan').selectOption('ar');
    await expect(options.locator('html')).toHaveAttribute('lang', 'ar');
  }
  const page = await extension.context.newPage();
  await page.goto(`${service.origin}/pages/demo.html`);
  await dblclickWord(page, '#plain', word);
  return { page, card: await cardFrame(page) };
}

function cardDocument(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().includes('/card.html'));
  if (!frame) throw new Error('the card frame is not in the page');
  return frame;
}

/**
 * Where the view's parts start on the UI's side (left in English, right in Arabic): the word
 * in the header, the tab row, and the first lemma and sources line, measured on their text.
 */
function startEdges(frame: Frame, side: 'left' | 'right') {
  return frame.evaluate((edge) => {
    const textEdge = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const range = document.createRange();
      range.selectNodeContents(element);
      return Math.round(range.getBoundingClientRect()[edge]);
    };
    const tabs = document.querySelector('[role="tablist"]')?.getBoundingClientRect()[edge];
    const panel = '[role="tabpanel"]:not([hidden])';
    return {
      word: textEdge('h2'),
      tabs: tabs === undefined ? null : Math.round(tabs),
      lemma: textEdge(`${panel} h3`),
      sources: textEdge(`${panel} h4`),
    };
  }, side);
}

test.describe('in-page card', () => {
  test('double-clicking an Arabic word opens the card with its senses', async ({
    extension,
    service,
  }) => {
    const { card } = await openCard(extension, service, 'كتاب');
    await expect(card.getByRole('tab', { name: 'Senses' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = card.getByRole('tabpanel');
    await expect(panel).toContainText('كِتَاب');
    await expect(panel).toContainText('معجم الرياض');
  });

  test('ذهب: the noun once with the lexicons that give it, the verb apart, its forms in one table', async ({
    extension,
    service,
  }) => {
    const { card } = await openCard(extension, service, 'ذهب');
    const senses = card.getByRole('tabpanel');

    await expect(senses.getByRole('heading', { level: 3 })).toHaveText(['ذَهَب', 'ذَهَبَ']);
    const noun = senses.getByRole('article', { name: 'ذَهَب', exact: true });
    await expect(noun.getByRole('group')).toHaveCount(2);
    await expect(noun.getByRole('group', { name: RIYADH })).toContainText('معدن نفيس');
    await expect(noun.getByRole('group', { name: BASIC })).toContainText('معدن ثمين أصفر');
    const verb = senses.getByRole('article', { name: 'ذَهَبَ', exact: true });
    await expect(verb.getByRole('group', { name: RIYADH })).toContainText('مضى وسار');
    await expect(verb.getByRole('group', { name: VERBS })).toContainText('انتقل من مكان إلى آخر');

    await card.getByRole('tab', { name: 'Forms' }).click();
    const forms = card.getByRole('tabpanel');
    // Both lexicons give the same forms: one table, once, under both names.
    await expect(forms.getByRole('table')).toHaveCount(1);
    const table = lexiconReading(forms, 'ذَهَبَ', VERBS).getByRole('table');
    await expect(lexiconReading(forms, 'ذَهَبَ', RIYADH).getByRole('table')).toHaveCount(1);
    await expect(table.getByRole('columnheader')).toHaveText(['Masculine', 'Feminine']);
    await expect(table.getByRole('rowheader')).toHaveText(['Singular', 'Dual', 'Plural']);
    await expect(table.getByRole('button')).toHaveCount(6);
  });

  test('the root is marked in the lemma and the pattern drawn over it, letter by letter', async ({
    extension,
    service,
  }) => {
    const { card } = await openCard(extension, service, 'كتاب');
    await card.getByRole('tab', { name: 'Root' }).click();
    const kitab = card.getByRole('tabpanel').getByRole('article', { name: 'كِتَاب', exact: true });
    await expect(kitab.locator('mark')).toHaveText(['كِتَ', 'ب']);

    await card.getByRole('tab', { name: 'Pattern' }).click();
    const pattern = card.getByRole('tabpanel').getByRole('article', { name: 'كِتَاب', exact: true });
    await expect(pattern).toContainText('فِعَال');
    const rows = pattern.locator('table tr');
    const letters = (row: number) =>
      rows
        .nth(row)
        .locator('td')
        .evaluateAll((cells) => cells.map((cell) => cell.textContent?.replaceAll('\u200D', '')));
    expect(await letters(0)).toEqual(['فِ', 'عَ', 'ا', 'ل']);
    expect(await letters(1)).toEqual(['كِ', 'تَ', 'ا', 'ب']);
    // Right to left: the first letter of each row is the rightmost, one above the other.
    const [first, last] = await Promise.all([
      rows.nth(1).locator('td').first().boundingBox(),
      rows.nth(1).locator('td').last().boundingBox(),
    ]);
    expect(first?.x).toBeGreaterThan(last?.x ?? Number.POSITIVE_INFINITY);
  });

  for (const [lang, side] of [
    ['en', 'left'],
    ['ar', 'right'],
  ] as const) {
    test(`header, tabs and entries line up on one edge (${lang} UI: ${side})`, async ({
      extension,
      service,
    }) => {
      const { page, card } = await openCard(extension, service, 'كتاب', lang);
      await expect(
        card.getByRole('tabpanel').getByRole('heading', { level: 3 }).first(),
      ).toBeVisible();
      const edges = await startEdges(cardDocument(page), side);
      const values = Object.values(edges);
      expect(values, JSON.stringify(edges)).not.toContain(null);
      const spread = Math.max(...(values as number[])) - Math.min(...(values as number[]));
      expect(spread, JSON.stringify(edges)).toBeLessThanOrEqual(3);
    });
  }
});
