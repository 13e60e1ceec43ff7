import type { Page } from '@playwright/test';
import { dblclickWord, dragSelectWord, openCards } from '../../automation/page-actions';
import {
  cardIn,
  expectSettled,
  pressLookupShortcut,
  queriesSince,
  selectionInTopFrame,
  shownWord,
} from './support/flows-helpers';
import { expect, test } from './support/sample-page';

/**
 * Issue 26: a page hides the word under the reader's pointer (sample-service/pages/
 * hostile-invisible.html): transparent text under a visible label that lets presses
 * through, text masked, clipped, filtered, faded, blended or shrunk away, or a word
 * slipped under the pointer between the two presses of a double-click. None of them is
 * looked up (entrypoints/content/reader-sees.ts, word-target.ts); a visible word, in the
 * same run, still opens the card for one call.
 */
const HIDDEN: ReadonlyArray<[id: string, word: string]> = [
  ['transparent', 'كبير'],
  ['fill', 'بحر'],
  ['masked', 'طالب'],
  ['clipped', 'صغير'],
  ['filtered', 'كتاب'],
  ['faded', 'جميل'],
  ['blended', 'قلم'],
  ['shrunk', 'مدرسة'],
];

/** Positive control: the visible word opens its card, and it is the only word asked. */
async function expectOnlyVisibleLookedUp(
  page: Page,
  before: number,
  service: Parameters<typeof queriesSince>[0],
  word = 'بيت',
) {
  await expect(shownWord(await cardIn(page))).toHaveText(word);
  await expectSettled(await cardIn(page));
  expect(queriesSince(service, before)).toEqual([word]);
}

test.describe('hostile page: words the reader cannot see', () => {
  test.use({ samplePageName: 'hostile-invisible' });

  test('a double-click on a word the page hides opens no card and spends nothing', async ({
    service,
    samplePage: { page, callsBefore: before },
  }) => {
    for (const [id, word] of HIDDEN) await dblclickWord(page, `#${id}`, word);
    await dblclickWord(page, '#visible', 'بيت');
    await expectOnlyVisibleLookedUp(page, before, service);
  });

  test('a double-click on a word painted in the colour behind it opens no card; light text on a dark band does', async ({
    service,
    samplePage: { page, callsBefore: before },
  }) => {
    // Black on black, white on the white page, and one colour in a modern syntax on its own.
    for (const [id, word] of [
      ['same-dark', 'ليل'],
      ['same-canvas', 'نجم'],
      ['same-modern', 'باب'],
    ] as const) {
      await dblclickWord(page, `#${id}`, word);
    }
    await expect(openCards(page)).toHaveCount(0);
    // Positive control: a dark background is no reason to refuse text that stands out on it.
    await dblclickWord(page, '#light-on-dark', 'قمر');
    await expectOnlyVisibleLookedUp(page, before, service, 'قمر');
  });

  test('a word slipped under the pointer between the two presses is not looked up', async ({
    service,
    samplePage: { page, callsBefore: before },
  }) => {
    await page.evaluate(() =>
      (window as unknown as { slipArabicUnder(s: string, w: string): void }).slipArabicUnder(
        '#english',
        'شمس',
      ),
    );
    await dblclickWord(page, '#english', 'hello');
    // The page did slip it in, and the browser selected it.
    await expect(page.locator('#english')).toHaveText('شمس');
    await expect.poll(() => page.evaluate(() => getSelection()?.toString().trim())).toBe('شمس');
    await dblclickWord(page, '#visible', 'بيت');
    await expectOnlyVisibleLookedUp(page, before, service);
  });

  test('a drag over a hidden word is not the reader’s selection: the shortcut asks nothing', async ({
    extension,
    service,
    samplePage: { page, callsBefore: before },
  }) => {
    const worker = await extension.serviceWorker();
    for (const [id, word] of HIDDEN.slice(0, 3)) {
      await dragSelectWord(page, `#${id}`, word);
      await pressLookupShortcut(worker, page);
      // Messages to one frame are handled in order: once this is answered, the shortcut was.
      await selectionInTopFrame(worker, page);
      await expect(openCards(page)).toHaveCount(0);
    }
    await dragSelectWord(page, '#visible', 'بيت');
    await pressLookupShortcut(worker, page);
    await expectOnlyVisibleLookedUp(page, before, service);
  });

  test('a bare arrow or letter key does not make the page’s selection the reader’s', async ({
    extension,
    service,
    samplePage: { page, callsBefore: before },
  }) => {
    const worker = await extension.serviceWorker();
    for (const key of ['ArrowRight', 'a', 'End']) {
      await page.evaluate(() => (window as unknown as { plantSelection(): void }).plantSelection());
      await page.keyboard.press(key);
      await pressLookupShortcut(worker, page);
      expect(await selectionInTopFrame(worker, page)).toEqual({ word: 'شمس' });
      await expect(openCards(page)).toHaveCount(0);
    }
    // Positive control: Shift with an arrow does extend a selection: the reader's own.
    await dragSelectWord(page, '#visible', 'بيت');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowRight');
    await pressLookupShortcut(worker, page);
    await expectOnlyVisibleLookedUp(page, before, service);
  });

  test('the notebook keeps the sentence as the reader saw it, not the text the page hid in it', async ({
    extension,
    samplePage: { page },
  }) => {
    await dblclickWord(page, '#sentence', 'كتاب');
    const card = await cardIn(page);
    await expect(shownWord(card)).toHaveText('كتاب');
    await expect(card.getByRole('button', { name: 'Save' })).toBeVisible();

    const notebook = await extension.context.newPage();
    await notebook.goto(extension.url('notebook.html'));
    const row = notebook.getByRole('table').getByRole('row').nth(1);
    // The card records the word as its answer shows: reopen until the row is there.
    await expect
      .poll(async () => {
        await notebook.reload();
        return notebook.getByRole('table').getByRole('row').count();
      })
      .toBe(2);
    await expect(row.locator('mark')).toHaveText('كتاب');
    await expect(row).toContainText('قرأ الطالب كتاب علم في البيت.');
    await expect(row).not.toContainText('sound');
    await expect(row).not.toContainText('c1::');
  });
});
