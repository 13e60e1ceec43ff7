import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { type ExtensionHandle, launchWithExtension } from '../../automation/extension';
import { expect, test } from './support/extension';
import {
  apiPaths,
  expectEntry,
  expectSettled,
  lexiconReading,
  newPaths,
  openTab,
  RIYADH,
  setUp,
  shownWord,
  VERBS,
  visiblePanel,
} from './support/flows-helpers';

/** Types a word into the popup's search field and presses Enter, as a reader would. */
async function search(popup: Page, word: string): Promise<void> {
  const field = popup.getByRole('searchbox', { name: /word/i });
  await field.fill(word);
  await field.press('Enter');
  await expect(shownWord(popup)).toHaveText(word);
  await expect(popup.getByRole('tab', { name: 'Senses' })).toHaveAttribute('aria-selected', 'true');
}

/** The page the toolbar button opens now (the background sets it per UI language). */
async function toolbarPopup(extension: ExtensionHandle): Promise<string> {
  const worker = await extension.serviceWorker();
  return worker.evaluate(() => chrome.action.getPopup({}));
}

/** Lisan's language set to Arabic in the options page, which stays open. */
async function chooseArabic(extension: ExtensionHandle): Promise<Page> {
  const options = await extension.context.newPage();
  await options.goto(extension.url('options.html'));
  await options.getByLabel('Language of Lisan').selectOption('ar');
  await expect(options.locator('html')).toHaveAttribute('lang', 'ar');
  // The toolbar button now opens the page built in Arabic.
  await expect.poll(() => toolbarPopup(extension)).toBe(extension.url('popup-ar.html'));
  return options;
}

/**
 * The toolbar's popup with its script held back: its entry chunk's request waits (CDP
 * Fetch) until `release()`, so the test acts on the page as parsed, before any of Lisan's
 * code has run.
 */
async function popupBeforeItsScript(extension: ExtensionHandle) {
  const popup = await extension.context.newPage();
  const cdp: CDPSession = await extension.context.newCDPSession(popup);
  const held: string[] = [];
  let holding = true;
  cdp.on('Fetch.requestPaused', (event: { requestId: string }) => {
    if (holding) held.push(event.requestId);
    else void cdp.send('Fetch.continueRequest', { requestId: event.requestId });
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/chunks/popup-*.js' }] });
  await popup.goto(await toolbarPopup(extension), { waitUntil: 'commit' });
  await expect.poll(() => held.length).toBe(1);
  const release = async () => {
    holding = false;
    // A request of a document navigated away from is gone: nothing to continue.
    for (const requestId of held.splice(0)) {
      await cdp.send('Fetch.continueRequest', { requestId }).catch(() => undefined);
    }
  };
  return { popup, release };
}

test.describe('toolbar popup', () => {
  test('searching كتب fills each tab only when it is first opened, and never twice', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const popup = await extension.context.newPage();
    await popup.goto(extension.url('popup.html'));
    const before = apiPaths(service).length;

    await search(popup, 'كتب');
    const senses = visiblePanel(popup);
    await expectEntry(senses, {
      lexicon: RIYADH,
      lemma: 'كَتَبَ',
      items: ['خطّ الحروف والكلمات على الورق أو نحوه', 'ألّف ودوّن'],
    });
    await expectEntry(senses, { lexicon: RIYADH, lemma: 'كُتُب', items: ['جمع كِتَاب'] });
    await expectEntry(senses, { lexicon: VERBS, lemma: 'كَتَبَ', items: ['خطّ بالقلم'] });
    // Senses come from one search: no other tab has been fetched yet.
    expect(newPaths(service, before)).toEqual(['/public/search']);
    expect(service.calls().at(-1)?.query).toBe('كتب');

    let seen = apiPaths(service).length;
    const examples = await openTab(popup, 'Examples');
    await expectEntry(examples, {
      lexicon: RIYADH,
      lemma: 'كَتَبَ',
      items: ['كتب الطالبُ الدرسَ في دفتره', 'كتب الأديبُ روايته الأولى في شبابه'],
    });
    await expectEntry(examples, { lexicon: RIYADH, lemma: 'كُتُب', items: ['في بيتنا كتبٌ كثيرة'] });
    expect(newPaths(service, seen)).toEqual(['/public/examples']);

    seen = apiPaths(service).length;
    const root = await openTab(popup, 'Root');
    await expectEntry(root, { lexicon: RIYADH, lemma: 'كَتَبَ', texts: ['Root', 'ك ت ب'] });
    await expectEntry(root, { lexicon: VERBS, lemma: 'كَتَبَ', texts: ['ك ت ب'] });
    // The root is a link that looks up its letters.
    await expect(root.getByRole('button', { name: 'ك ت ب' }).first()).toHaveAttribute(
      'title',
      'Look up كتب',
    );
    // The search that filled Senses carried the roots: no call.
    expect(newPaths(service, seen)).toEqual([]);

    seen = apiPaths(service).length;
    const pattern = await openTab(popup, 'Pattern');
    await expectEntry(pattern, { lexicon: RIYADH, lemma: 'كَتَبَ', texts: ['Pattern', 'فَعَلَ'] });
    await expectEntry(pattern, { lexicon: RIYADH, lemma: 'كُتُب', texts: ['فُعُل'] });
    await expectEntry(pattern, { lexicon: VERBS, lemma: 'كَتَبَ', texts: ['فَعَلَ'] });
    expect(newPaths(service, seen)).toEqual([]);

    seen = apiPaths(service).length;
    const forms = await openTab(popup, 'Forms');
    // Both lexicons give the same forms: one table, under both names.
    const table = lexiconReading(forms, 'كَتَبَ', RIYADH).getByRole('table', {
      name: 'Forms of كَتَبَ',
    });
    await expect(lexiconReading(forms, 'كَتَبَ', VERBS).getByRole('table')).toHaveCount(1);
    await expect(forms.getByRole('table')).toHaveCount(1);
    await expect(table.getByRole('columnheader')).toHaveText(['Masculine', 'Feminine']);
    await expect(table.getByRole('rowheader')).toHaveText(['Singular', 'Dual', 'Plural']);
    const rows = table.getByRole('row');
    await expect(rows.nth(1).getByRole('cell')).toHaveText(['كَتَبَ', 'كَتَبَتْ']);
    await expect(rows.nth(2).getByRole('cell')).toHaveText(['كَتَبَا', 'كَتَبَتَا']);
    await expect(rows.nth(3).getByRole('cell')).toHaveText(['كَتَبُوا', 'كَتَبْنَ']);
    expect(newPaths(service, seen)).toEqual([]);

    seen = apiPaths(service).length;
    const related = await openTab(popup, 'Related');
    const riyadh = lexiconReading(related, 'كَتَبَ', RIYADH);
    await expect(riyadh.getByRole('group', { name: 'Synonyms' }).getByRole('listitem')).toHaveText([
      'خَطَّ',
      'دَوَّنَ',
    ]);
    await expect(riyadh.getByRole('group', { name: 'Opposites' }).getByRole('listitem')).toHaveText(
      ['مَحَا'],
    );
    // Related is three operations: synonyms, opposites and semantic relations.
    expect(newPaths(service, seen)).toEqual([
      '/public/opposites',
      '/public/synonyms',
      '/public/word-structures',
    ]);

    // Going back to every tab shows what was fetched, and asks the service nothing.
    seen = apiPaths(service).length;
    await expectEntry(await openTab(popup, 'Senses'), {
      lexicon: VERBS,
      lemma: 'كَتَبَ',
      items: ['خطّ بالقلم'],
    });
    await expectEntry(await openTab(popup, 'Examples'), {
      lexicon: RIYADH,
      lemma: 'كَتَبَ',
      items: ['كتب الطالبُ الدرسَ في دفتره'],
    });
    await expectEntry(await openTab(popup, 'Root'), {
      lexicon: RIYADH,
      lemma: 'كَتَبَ',
      texts: ['ك ت ب'],
    });
    await expectEntry(await openTab(popup, 'Pattern'), {
      lexicon: RIYADH,
      lemma: 'كَتَبَ',
      texts: ['فَعَلَ'],
    });
    // Two lexicons give كَتَبَ's forms: one table.
    await expect(
      (await openTab(popup, 'Forms')).getByRole('table', { name: 'Forms of كَتَبَ' }),
    ).toHaveCount(1);
    await expect((await openTab(popup, 'Related')).getByRole('listitem').first()).toBeVisible();
    await expectSettled(popup);
    expect(apiPaths(service)).toHaveLength(seen);
    // Five calls in all for six tabs: one search (Senses, Root, Pattern, Forms), Examples,
    // and Related's three.
    expect(apiPaths(service).length - before).toBe(5);
  });

  test('the search field takes typing before the popup’s script has run, and keeps it after', async ({
    extension,
  }) => {
    const { popup, release } = await popupBeforeItsScript(extension);
    const field = popup.getByRole('searchbox', { name: /word/i });
    await expect(field).toBeFocused();
    await popup.keyboard.type('كتب');
    await field.evaluate((element: HTMLInputElement) => {
      element.setSelectionRange(2, 2);
      Object.assign(window, { typedInto: element, blurred: false });
      element.addEventListener('blur', () => Object.assign(window, { blurred: true }));
    });
    await release();
    // Rendered: the line that follows the background's status answer is there.
    await expect(popup.locator('.popup-calls, .popup-setup')).toBeVisible();
    await expect(field).toHaveValue('كتب');
    await expect(field).toBeFocused();
    expect(
      await field.evaluate((element: HTMLInputElement) => ({
        same: element === (window as unknown as { typedInto: Element }).typedInto,
        blurred: (window as unknown as { blurred: boolean }).blurred,
        caret: [element.selectionStart, element.selectionEnd],
      })),
    ).toEqual({ same: true, blurred: false, caret: [2, 2] });
    await expect(popup.getByRole('searchbox')).toHaveCount(1);
    await popup.keyboard.type('ا');
    await expect(field).toHaveValue('كتاب');
  });

  test('the toolbar button is titled Lisan and opens the English page in an English browser', async ({
    extension,
  }) => {
    const worker = await extension.serviceWorker();
    expect(await worker.evaluate(() => chrome.action.getTitle({}))).toBe('Lisan');
    expect(await toolbarPopup(extension)).toBe(extension.url('popup.html'));
  });

  test('with Lisan in Arabic, the popup is painted in Arabic, right to left, before its script', async ({
    extension,
  }) => {
    const options = await chooseArabic(extension);
    const { popup, release } = await popupBeforeItsScript(extension);
    const label = 'كلمة عربية للبحث عنها';
    const field = popup.getByRole('searchbox', { name: label, exact: true });
    await expect(field).toBeFocused();
    await expect(popup.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(popup.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(popup.getByRole('button', { name: 'ابحث' })).toBeVisible();
    await expect(popup).toHaveTitle('لسان');
    await release();
    await expect(popup.locator('.popup-calls, .popup-setup')).toBeVisible();
    await expect(field).toBeFocused();
    await expect(popup.locator('html')).toHaveAttribute('dir', 'rtl');

    // Back to the browser's language (English here): the English page again.
    await options.getByLabel('لغة لسان').selectOption('auto');
    await expect(options.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(() => toolbarPopup(extension)).toBe(extension.url('popup.html'));
  });

  test('after a browser restart, the button still opens the page in the reader’s language', async () => {
    // Browsers forget setPopup at a restart: the background sets it again at start.
    const profile = mkdtempSync(join(tmpdir(), 'lisan-restart-'));
    try {
      const before = await launchWithExtension(undefined, profile);
      await chooseArabic(before);
      await before.close();
      const after = await launchWithExtension(undefined, profile);
      await expect.poll(() => toolbarPopup(after)).toBe(after.url('popup-ar.html'));
      await after.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`Enter pressed before the popup’s script has run still looks the word up, once (${lang})`, async ({
      extension,
      service,
    }) => {
      await setUp(extension, service);
      if (lang === 'ar') await chooseArabic(extension);
      const before = apiPaths(service).length;
      const { popup, release } = await popupBeforeItsScript(extension);
      await expect(popup.locator('html')).toHaveAttribute('lang', lang);
      const field = popup.getByRole('searchbox');
      await expect(field).toBeFocused();
      await popup.keyboard.type('كتب');
      await popup.keyboard.press('Enter');
      await release();
      await expect(shownWord(popup)).toHaveText('كتب');
      await expect(field).toHaveValue('كتب');
      await expect(popup.locator('html')).toHaveAttribute('lang', lang);
      await expectEntry(visiblePanel(popup), {
        lexicon: VERBS,
        lemma: 'كَتَبَ',
        items: ['خطّ بالقلم'],
      });
      await expectSettled(popup);
      expect(newPaths(service, before)).toEqual(['/public/search']);
    });
  }

  test('Forms splits a value holding alternatives (قرأ) into one link per spelling, in one cell', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const popup = await extension.context.newPage();
    await popup.goto(extension.url('popup.html'));

    await search(popup, 'قرأ');
    await expectEntry(visiblePanel(popup), {
      lexicon: RIYADH,
      lemma: 'قَرَأَ',
      items: ['نطق بالكلام المكتوب أو تتبّعه بنظره'],
    });
    const forms = await openTab(popup, 'Forms');
    const table = lexiconReading(forms, 'قَرَأَ', RIYADH).getByRole('table', {
      name: 'Forms of قَرَأَ',
    });
    // قَرَآ/قَرَأَا and قَرَؤُوا/قَرَأُوا: each alternative a link in its one cell.
    const cell = (number: string) =>
      table.getByRole('row').filter({ has: popup.getByRole('rowheader', { name: number }) });
    await expect(cell('Dual').getByRole('cell').first().getByRole('button')).toHaveText([
      'قَرَآ',
      'قَرَأَا',
    ]);
    await expect(cell('Plural').getByRole('cell').first().getByRole('button')).toHaveText([
      'قَرَؤُوا',
      'قَرَأُوا',
    ]);
    // No cell holds the slash itself.
    await expect(table.getByRole('cell').filter({ hasText: '/' })).toHaveCount(0);
  });

  test('Related lists synonyms, opposites and semantic relations (سلام)', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const popup = await extension.context.newPage();
    await popup.goto(extension.url('popup.html'));

    await search(popup, 'سلام');
    // The Riyadh lexicon repeats a sense; it is shown once.
    const senses = lexiconReading(visiblePanel(popup), 'سَلَام', RIYADH);
    await expect(senses.getByRole('listitem')).toHaveText([
      'الأمان والطمأنينة',
      'تحية يلقيها المرء على غيره',
    ]);
    const before = apiPaths(service).length;
    const related = await openTab(popup, 'Related');
    const riyadh = lexiconReading(related, 'سَلَام', RIYADH);
    await expect(riyadh.getByRole('group', { name: 'Synonyms' }).getByRole('listitem')).toHaveText([
      'أَمْن',
      'طُمَأْنِينَة',
    ]);
    await expect(riyadh.getByRole('group', { name: 'Opposites' }).getByRole('listitem')).toHaveText(
      ['حَرْب'],
    );
    const relation = riyadh.getByRole('group', { name: 'Relations' }).getByRole('listitem');
    await expect(relation).toHaveCount(1);
    await expect(relation).toContainText('ترادف');
    await expect(relation.getByRole('button', { name: 'أَمَان', exact: true })).toBeVisible();
    await expect(relation).toContainText('الطمأنينة وعدم الخوف');
    // The Riyadh lexicon's search answer carried every relation: no call for the tab.
    expect(newPaths(service, before)).toEqual([]);
  });

  test('with one lexicon ticked in the options, only that lexicon is asked and shown', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service, [VERBS]);
    const popup = await extension.context.newPage();
    await popup.goto(extension.url('popup.html'));
    const before = apiPaths(service).length;

    await search(popup, 'كتب');
    const senses = visiblePanel(popup);
    await expectEntry(senses, { lexicon: VERBS, lemma: 'كَتَبَ', items: ['خطّ بالقلم'] });
    await expect(senses.getByRole('group')).toHaveCount(1);
    const [call] = service.calls().slice(before);
    expect(call).toMatchObject({
      path: '/public/search',
      query: 'كتب',
      lexiconIds: ['8c1d7e2a-3f4b-4a6c-b5d9-1e2f3a4b5c6d'],
    });
  });
});
