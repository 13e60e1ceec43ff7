import { expect, test } from './support/extension';
import {
  BASIC,
  cardHost,
  cardIn,
  cardRequests,
  clickContextMenuItem,
  contextMenuItemExists,
  dragSelect,
  expectEntry,
  LOOKUP_COMMAND,
  lookupButton,
  openPage,
  pressLookupShortcut,
  RIYADH,
  selectInField,
  selectionInTopFrame,
  setUp,
  shownWord,
  visiblePanel,
  watchContentRequests,
} from './support/flows-helpers';

// Playwright's key presses go to the page, not to the browser's shortcut handling, and it
// cannot click a native context menu. These tests check that the browser registered the
// shortcut and the menu item, then fire Chrome's own events (`dispatch`) at the listeners
// the background registered: from there on, everything is the extension's real code path
// (background → content script of the tab → card ticket → card → lookup).

test.describe('keyboard shortcut', () => {
  test('is registered as Alt+Shift+L for "lookup-selection"', async ({ extension }) => {
    const worker = await extension.serviceWorker();
    const commands = await worker.evaluate(() => chrome.commands.getAll());
    expect(commands).toContainEqual(
      expect.objectContaining({
        name: LOOKUP_COMMAND,
        shortcut: 'Alt+Shift+L',
        description: 'Look up the selected word',
      }),
    );
  });

  test('looks up the word selected on the page', async ({ extension, service }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    const worker = await extension.serviceWorker();

    await dragSelect(page, '#plain', 'كتاب');
    await expect(lookupButton(page)).toBeVisible();
    await pressLookupShortcut(worker, page);

    const card = await cardIn(page);
    await expect(shownWord(card)).toHaveText('كتاب');
    await expectEntry(visiblePanel(card), {
      lexicon: RIYADH,
      lemma: 'كِتَاب',
      items: ['مجموعة من الصفحات المطبوعة أو المخطوطة المجلدة معًا'],
    });
    // The card replaces the selection's button.
    await expect(page.locator('lisan-lookup-button')).toHaveCount(0);
  });

  test('looks up the word selected in a textarea, then in a text input', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service, 'flows-editable');
    const worker = await extension.serviceWorker();
    const textarea = page.getByRole('textbox', { name: 'ملاحظة' });

    await selectInField(textarea, 'مكتبة');
    await pressLookupShortcut(worker, page);
    let card = await cardIn(page);
    await expect(shownWord(card)).toHaveText('مكتبة');
    await expectEntry(visiblePanel(card), {
      lexicon: RIYADH,
      lemma: 'مَكْتَبَة',
      items: ['مكان تُحفظ فيه الكتب للمطالعة أو الاستعارة'],
    });
    // Escape closes the card and gives the field its focus back, selection intact.
    await card.getByRole('tab', { name: 'Senses' }).press('Escape');
    await expect(cardHost(page)).toHaveCount(0);
    await expect(textarea).toBeFocused();
    expect(
      await textarea.evaluate((field: HTMLTextAreaElement) =>
        field.value.slice(field.selectionStart, field.selectionEnd),
      ),
    ).toBe('مكتبة');

    const input = page.getByRole('textbox', { name: 'عنوان' });
    await selectInField(input, 'سلام');
    await pressLookupShortcut(worker, page);
    card = await cardIn(page);
    await expect(shownWord(card)).toHaveText('سلام');
    await expectEntry(visiblePanel(card), {
      lexicon: RIYADH,
      lemma: 'سَلَام',
      items: ['تحية يلقيها المرء على غيره'],
    });
  });

  test('looks up the word selected inside an iframe, in that frame', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    const worker = await extension.serviceWorker();
    const frame = page.frame({ url: /\/pages\/frame\.html$/ });
    if (!frame) throw new Error('the demo page has no frame.html iframe');

    await dragSelect(frame, '#frame-words', 'مدرسة');
    await pressLookupShortcut(worker, page);

    const card = await cardIn(frame);
    await expect(shownWord(card)).toHaveText('مدرسة');
    await expectEntry(visiblePanel(card), {
      lexicon: BASIC,
      lemma: 'مَدْرَسَة',
      items: ['مكان يتعلم فيه التلاميذ'],
    });
    await expect(cardHost(page)).toHaveCount(0);
  });

  test('with a word selected in the page and another in its iframe, looks up the one in the frame the reader is in', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    const worker = await extension.serviceWorker();
    const seen = await watchContentRequests(worker);
    const frame = page.frame({ url: /\/pages\/frame\.html$/ });
    if (!frame) throw new Error('the demo page has no frame.html iframe');

    await dragSelect(page, '#plain', 'كتاب');
    await dragSelect(frame, '#frame-words', 'مدرسة');
    await pressLookupShortcut(worker, page);

    const card = await cardIn(frame);
    await expect(shownWord(card)).toHaveText('مدرسة');
    await expectEntry(visiblePanel(card), { lexicon: RIYADH, lemma: 'مَدْرَسَة' });
    // The top frame kept its (now inactive) selection, and has handled the shortcut's
    // message by the time it answers this one: it asked for no card of its own.
    expect(await selectionInTopFrame(worker, page)).toEqual({ word: 'كتاب' });
    expect(await cardRequests(seen)).toEqual(['مدرسة']);
    await expect(cardHost(page)).toHaveCount(0);
    await expect(cardHost(frame)).toHaveCount(1);
  });
});

test.describe('context-menu item', () => {
  test('exists once the extension is installed, titled "Look up “%s”"', async ({ extension }) => {
    const worker = await extension.serviceWorker();
    await expect.poll(() => contextMenuItemExists(worker)).toBe(true);
    const title = await worker.evaluate(() => chrome.i18n.getMessage('contextMenuLookup'));
    expect(title).toBe('Look up “%s”');
  });

  test('looks up the text selected on the page', async ({ extension, service }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    const worker = await extension.serviceWorker();
    await expect.poll(() => contextMenuItemExists(worker)).toBe(true);

    await dragSelect(page, '#plain', 'قلم');
    await clickContextMenuItem(worker, page, { selectionText: 'قلم' });

    const card = await cardIn(page);
    await expect(shownWord(card)).toHaveText('قلم');
    await expectEntry(visiblePanel(card), {
      lexicon: RIYADH,
      lemma: 'قَلَم',
      items: ['أداة للكتابة بالحبر أو الرصاص'],
    });
  });

  test('looks up the text selected in a textarea', async ({ extension, service }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service, 'flows-editable');
    const worker = await extension.serviceWorker();
    await expect.poll(() => contextMenuItemExists(worker)).toBe(true);

    await selectInField(page.getByRole('textbox', { name: 'ملاحظة' }), 'كتابًا');
    await clickContextMenuItem(worker, page, { selectionText: 'كتابًا', editable: true });

    const card = await cardIn(page);
    await expect(shownWord(card)).toHaveText('كتابًا');
    const panel = visiblePanel(card);
    await expect(panel.locator('.lisan-analysis')).toHaveText(/كتابًا.*كتاب.*accusative/);
    await expectEntry(panel, { lexicon: BASIC, lemma: 'كِتَاب' });
  });

  test('still looks up the clicked text when the selection has gone meanwhile', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    const worker = await extension.serviceWorker();
    await expect.poll(() => contextMenuItemExists(worker)).toBe(true);

    // The reader right-clicks (the menu is the browser's: Playwright cannot click it), and
    // the page dropped the selection between the right-click and the menu click.
    await page.mouse.click(5, 5, { button: 'right' });
    await expect.poll(() => page.evaluate(() => getSelection()?.isCollapsed ?? true)).toBe(true);
    await clickContextMenuItem(worker, page, { selectionText: '«سلام»' });

    const card = await cardIn(page);
    await expect(shownWord(card)).toHaveText('سلام');
    await expectEntry(visiblePanel(card), { lexicon: RIYADH, lemma: 'سَلَام' });
  });
});
