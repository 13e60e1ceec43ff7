import type { Frame, Locator, Page } from '@playwright/test';
import { cardRevealed, dblclickWord, isFocused } from '../../automation/page-actions';
import { expect, test } from './support/extension';
import {
  apiPaths,
  cardHost,
  cardIn,
  clickContextMenuItem,
  expectEntry,
  expectSettled,
  lexiconReading,
  newPaths,
  openPage,
  openTab,
  RIYADH,
  setUp,
  shownWord,
  visiblePanel,
} from './support/flows-helpers';

/**
 * Double-clicks the first word of a right-to-left text field: it starts at the field's
 * right edge. (A field's text has no DOM range to measure, unlike the page's text.)
 */
async function dblclickFirstWordOf(page: Page, field: Locator): Promise<void> {
  const box = await field.boundingBox();
  if (!box) throw new Error('the field is not visible');
  await page.mouse.dblclick(box.x + box.width - 16, box.y + box.height / 2);
}

test.describe('closing the card', () => {
  test('Escape in the card closes it and gives the focus back to the field it came from', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service, 'flows-editable');
    const input = page.getByRole('textbox', { name: 'عنوان' });

    await dblclickFirstWordOf(page, input);
    const card = await cardIn(page);
    await expect(shownWord(card)).toHaveText('سلام');
    await expectEntry(visiblePanel(card), { lexicon: RIYADH, lemma: 'سَلَام' });
    // The field keeps the focus; Tab takes the reader into the card, on its selected tab, so
    // that arrows and Escape work there. (Playwright's focus emulation does not reach into
    // the card's out-of-process frame, so toBeFocused() cannot see it there: the page's and
    // the card's active elements are checked instead, and then what the keys do.)
    await expect(input).toBeFocused();
    // The reader presses Tab into a card they see: not while it waits to be revealed.
    await cardRevealed(page);
    await page.keyboard.press('Tab');
    await expectFocusOnSensesTab(page, card);
    // The reader's own key, pressed on the page: it reaches the card only if the browser's
    // focus is there.
    await page.keyboard.press('ArrowRight');
    await expect(card.getByRole('tab', { name: 'Examples' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.keyboard.press('Escape');
    await expect(cardHost(page)).toHaveCount(0);
    await expect(input).toBeFocused();

    // The next card is the same frame, shown again: a fresh results view on Senses (not the
    // Examples tab left open), reached with Tab once more, and Escape closes it again.
    await dblclickFirstWordOf(page, input);
    await expect(cardHost(page)).toHaveCount(1);
    await expect(page.locator('lisan-card')).toHaveCount(1);
    await expect(card.getByRole('tab', { name: 'Senses' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Tab');
    await expectFocusOnSensesTab(page, card);
    await page.keyboard.press('Escape');
    await expect(cardHost(page)).toHaveCount(0);
    await expect(input).toBeFocused();
  });

  test('Escape in the page closes it too', async ({ extension, service }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service, 'flows-editable');
    const textarea = page.getByRole('textbox', { name: 'ملاحظة' });

    await dblclickWord(page, '#text', 'كتاب');
    const card = await cardIn(page);
    await expect(shownWord(card)).toHaveText('كتاب');
    // The reader goes back to the page by keyboard while the card is open.
    await textarea.focus();
    await expect(textarea).toBeFocused();
    await textarea.press('Escape');
    await expect(cardHost(page)).toHaveCount(0);
    await expect(textarea).toBeFocused();
  });

  test('a click inside the card keeps it; a click outside closes it', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);

    await dblclickWord(page, '#plain', 'كتاب');
    const card = await cardIn(page);
    await expectEntry(visiblePanel(card), { lexicon: RIYADH, lemma: 'كِتَاب' });
    const examples = await openTab(card, 'Examples');
    await expectEntry(examples, {
      lexicon: RIYADH,
      lemma: 'كِتَاب',
      items: ['قرأتُ كتابًا مفيدًا في التاريخ'],
    });
    await expect(cardHost(page)).toHaveCount(1);

    await page.getByRole('heading', { level: 1 }).click();
    await expect(cardHost(page)).toHaveCount(0);
  });
});

test.describe('one card per tab', () => {
  test('a second word replaces the first card, whatever opened it', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    const worker = await extension.serviceWorker();

    await dblclickWord(page, '#plain', 'كتاب');
    await expect(shownWord(await cardIn(page))).toHaveText('كتاب');
    await dblclickWord(page, '#plain', 'قلم');
    await expect(shownWord(await cardIn(page))).toHaveText('قلم');
    await expect(cardHost(page)).toHaveCount(1);

    // A keyboard reader selects another word (no click that would close the card) and
    // looks it up from the context menu: the open card gives way to the new one.
    await page.locator('#mixed-ltr span:nth-of-type(3)').evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    });
    await clickContextMenuItem(worker, page, { selectionText: 'سلام' });
    await expect(shownWord(await cardIn(page))).toHaveText('سلام');
    await expectEntry(visiblePanel(await cardIn(page)), { lexicon: RIYADH, lemma: 'سَلَام' });
    await expect(cardHost(page)).toHaveCount(1);
  });

  test('a card opened in the iframe closes the top page’s card, and the other way round', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    const frame = page.frame({ url: /\/pages\/frame\.html$/ });
    if (!frame) throw new Error('the demo page has no frame.html iframe');

    await dblclickWord(page, '#mixed-rtl', 'قمر');
    await expect(shownWord(await cardIn(page))).toHaveText('قمر');

    // The top page never sees this double-click: only the background can close its card.
    await dblclickWord(frame, '#frame-words', 'شمس');
    await expect(shownWord(await cardIn(frame))).toHaveText('شمس');
    await expectEntry(visiblePanel(await cardIn(frame)), { lexicon: RIYADH, lemma: 'شَمْس' });
    await expect(cardHost(page)).toHaveCount(0);
    await expect(cardHost(frame)).toHaveCount(1);

    await dblclickWord(page, '#mixed-rtl', 'لغة');
    await expect(shownWord(await cardIn(page))).toHaveText('لغة');
    await expect(cardHost(frame)).toHaveCount(0);
    await expect(cardHost(page)).toHaveCount(1);
  });
});

test.describe('moving between words in the card', () => {
  test('a related word opens in the card; Back returns to the word and tab left, with no new call', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    const before = apiPaths(service).length;

    await dblclickWord(page, '#plain', 'كبير');
    const card = await cardIn(page);
    await expectEntry(visiblePanel(card), {
      lexicon: RIYADH,
      lemma: 'كَبِير',
      items: ['عظيم الحجم أو القدر'],
    });
    const related = await openTab(card, 'Related');
    const opposites = lexiconReading(related, 'كَبِير', RIYADH).getByRole('group', {
      name: 'Opposites',
    });
    await expect(opposites.getByRole('listitem')).toHaveText(['صَغِير']);
    expect(newPaths(service, before)).toEqual([
      '/public/opposites',
      '/public/search',
      '/public/synonyms',
      '/public/word-structures',
    ]);

    let seen = apiPaths(service).length;
    await opposites.getByRole('button', { name: 'صَغِير', exact: true }).click();
    await expect(shownWord(card)).toHaveText('صَغِير');
    await expect(shownWord(card)).toBeFocused();
    await expect(card.getByRole('tab', { name: 'Senses' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectEntry(visiblePanel(card), {
      lexicon: RIYADH,
      lemma: 'صَغِير',
      items: ['قليل الحجم أو القدر', 'حديث السن'],
    });
    expect(newPaths(service, seen)).toEqual(['/public/search']);
    expect(service.calls().at(-1)?.query).toBe('صغير');

    seen = apiPaths(service).length;
    const back = card.getByRole('button', { name: 'Back' });
    await expect(back).toHaveAccessibleDescription('to كبير');
    await back.click();
    await expect(shownWord(card)).toHaveText('كبير');
    await expect(card.getByRole('tab', { name: 'Related' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      lexiconReading(visiblePanel(card), 'كَبِير', RIYADH)
        .getByRole('group', { name: 'Opposites' })
        .getByRole('listitem'),
    ).toHaveText(['صَغِير']);
    await expectEntry(await openTab(card, 'Senses'), {
      lexicon: RIYADH,
      lemma: 'كَبِير',
      items: ['عظيم الحجم أو القدر'],
    });
    await expectSettled(card);
    expect(apiPaths(service)).toHaveLength(seen);
    // Back to the first word: no further history.
    await expect(card.getByRole('button', { name: 'Back' })).toHaveCount(0);
  });

  test('the root link looks the root up; Back returns with the root tab as it was', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);

    await dblclickWord(page, '#plain', 'كتاب');
    const card = await cardIn(page);
    await expectEntry(visiblePanel(card), { lexicon: RIYADH, lemma: 'كِتَاب' });
    const root = await openTab(card, 'Root');
    await expectEntry(root, { lexicon: RIYADH, lemma: 'كِتَاب', texts: ['ك ت ب'] });

    let seen = apiPaths(service).length;
    await lexiconReading(root, 'كِتَاب', RIYADH).getByRole('button', { name: 'ك ت ب' }).click();
    await expect(shownWord(card)).toHaveText('كتب');
    await expectEntry(visiblePanel(card), {
      lexicon: RIYADH,
      lemma: 'كَتَبَ',
      items: ['خطّ الحروف والكلمات على الورق أو نحوه'],
    });
    expect(newPaths(service, seen)).toEqual(['/public/search']);
    expect(service.calls().at(-1)?.query).toBe('كتب');

    seen = apiPaths(service).length;
    await card.getByRole('button', { name: 'Back' }).click();
    await expect(shownWord(card)).toHaveText('كتاب');
    await expect(card.getByRole('tab', { name: 'Root' })).toHaveAttribute('aria-selected', 'true');
    await expectEntry(visiblePanel(card), { lexicon: RIYADH, lemma: 'كِتَاب', texts: ['ك ت ب'] });
    await expectEntry(await openTab(card, 'Senses'), {
      lexicon: RIYADH,
      lemma: 'كِتَاب',
      items: ['مجموعة من الصفحات المطبوعة أو المخطوطة المجلدة معًا'],
    });
    await expectSettled(card);
    expect(apiPaths(service)).toHaveLength(seen);
  });
});

/**
 * The card holds the focus (given by Tab or the shortcut), on its Senses tab. Playwright's focus emulation does not reach
 * into the card's out-of-process frame, so both documents' active elements are read.
 */
async function expectFocusOnSensesTab(page: Page, card: Frame): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.localName))
    .toBe('lisan-card');
  await expect.poll(() => isFocused(card.getByRole('tab', { name: 'Senses' }))).toBe(true);
  // The browser routes keys to the card once it has the focus there too, which reaches the
  // card's process later than the page learns of it (slowly under load).
  await expect.poll(() => card.evaluate(() => document.hasFocus())).toBe(true);
}
