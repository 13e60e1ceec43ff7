import type { Page } from '@playwright/test';
import { configureThroughOptions } from '../../automation/options';
import { dblclickWord, dragSelectWord } from '../../automation/page-actions';
import { expect, test } from './support/extension';
import {
  apiPaths,
  BASIC,
  cardHost,
  cardIn,
  expectEntry,
  newPaths,
  openPage,
  pressLookupButton,
  queriesSince,
  RIYADH,
  setUp,
  shownWord,
  visiblePanel,
  watchContentRequests,
} from './support/flows-helpers';

async function expectSensesCard(page: Page, word: string) {
  const card = await cardIn(page);
  await expect(shownWord(card)).toHaveText(word);
  await expect(card.getByRole('tab', { name: 'Senses' })).toHaveAttribute('aria-selected', 'true');
  return card;
}

test.describe('double-click on a page', () => {
  test('a plain word (كتاب) opens the card with its entries, one call', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    const before = apiPaths(service).length;

    await dblclickWord(page, '#plain', 'كتاب');
    const card = await expectSensesCard(page, 'كتاب');
    const panel = visiblePanel(card);
    await expectEntry(panel, {
      lexicon: RIYADH,
      lemma: 'كِتَاب',
      items: [
        'مجموعة من الصفحات المطبوعة أو المخطوطة المجلدة معًا',
        'رسالة مكتوبة يبعث بها شخص إلى آخر',
      ],
    });
    await expectEntry(panel, {
      lexicon: BASIC,
      lemma: 'كِتَاب',
      items: ['أوراق مجموعة في غلاف فيها كلام مكتوب'],
    });
    // Found as written: no "Showing … for …" notice, and a single call.
    await expect(panel).not.toContainText('Showing');
    expect(newPaths(service, before)).toEqual(['/public/search']);
    expect(queriesSince(service, before)).toEqual(['كتاب']);
  });

  test('a word with ال (الكتاب) shows the entry found without the article', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    const before = apiPaths(service).length;

    await dblclickWord(page, '#definite', 'الكتاب');
    const card = await expectSensesCard(page, 'الكتاب');
    const panel = visiblePanel(card);
    await expect(panel).toContainText('Showing كتاب for الكتاب');
    await expectEntry(panel, {
      lexicon: RIYADH,
      lemma: 'كِتَاب',
      items: ['مجموعة من الصفحات المطبوعة أو المخطوطة المجلدة معًا'],
    });
    // No headword carries the article and the list does not know الكتاب: its reading is
    // asked first, and the word as written is never asked (one call, not two).
    expect(queriesSince(service, before)).toEqual(['كتاب']);
    // Nor is it offered as a link: no headword is written with the article.
    await expect(panel).not.toContainText('· as written');
  });

  test('a word with ال and diacritics (الرَّجُلُ) shows the matched entry', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    const before = apiPaths(service).length;

    await dblclickWord(page, '#diacritics', 'الرَّجُلُ');
    const card = await expectSensesCard(page, 'الرَّجُلُ');
    const panel = visiblePanel(card);
    await expect(panel).toContainText('Showing رجل for الرَّجُلُ');
    await expectEntry(panel, { lexicon: RIYADH, lemma: 'رَجُل', items: ['الذكر البالغ من بني آدم'] });
    // Diacritics are not sent: the service compares letters.
    expect(queriesSince(service, before)).toEqual(['رجل']);
  });

  test('a word with diacritics and tanween (كِتَابٌ) is found as written', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    const before = apiPaths(service).length;

    await dblclickWord(page, '#diacritics', 'كِتَابٌ');
    const card = await expectSensesCard(page, 'كِتَابٌ');
    const panel = visiblePanel(card);
    await expectEntry(panel, { lexicon: BASIC, lemma: 'كِتَاب' });
    await expect(panel).not.toContainText('Showing');
    expect(queriesSince(service, before)).toEqual(['كتاب']);
  });

  test('a word with proclitics (والكتاب) says which word it shows instead', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);

    await dblclickWord(page, '#clitics', 'والكتاب');
    const card = await expectSensesCard(page, 'والكتاب');
    const panel = visiblePanel(card);
    await expect(panel.getByText('Showing كتاب for والكتاب')).toBeVisible();
    await expectEntry(panel, {
      lexicon: RIYADH,
      lemma: 'كِتَاب',
      items: ['مجموعة من الصفحات المطبوعة أو المخطوطة المجلدة معًا'],
    });
  });

  test('a word with a preposition (بالقلم) shows قَلَم', async ({ extension, service }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);

    await dblclickWord(page, '#clitics', 'بالقلم');
    const card = await expectSensesCard(page, 'بالقلم');
    const panel = visiblePanel(card);
    await expect(panel.getByText('Showing قلم for بالقلم')).toBeVisible();
    await expectEntry(panel, {
      lexicon: RIYADH,
      lemma: 'قَلَم',
      items: ['أداة للكتابة بالحبر أو الرصاص'],
    });
    await expectEntry(panel, { lexicon: BASIC, lemma: 'قَلَم', items: ['ما يُكتب به'] });
  });

  test('a word with tanween alif (كتابًا) shows كِتَاب', async ({ extension, service }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    const before = apiPaths(service).length;

    await dblclickWord(page, '#clitics', 'كتابًا');
    const card = await expectSensesCard(page, 'كتابًا');
    const panel = visiblePanel(card);
    // Both words visible, and what was undone named.
    await expect(panel.locator('.lisan-analysis')).toHaveText(/كتابًا.*كتاب.*accusative/);
    await expectEntry(panel, { lexicon: BASIC, lemma: 'كِتَاب' });
    expect(queriesSince(service, before)).toEqual(['كتابا', 'كتاب']);
  });

  test('a word inside an iframe opens the card in that frame', async ({ extension, service }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    const frame = page.frame({ url: /\/pages\/frame\.html$/ });
    if (!frame) throw new Error('the demo page has no frame.html iframe');

    await dblclickWord(frame, '#frame-text', 'قمر');
    const card = await cardIn(frame);
    await expect(shownWord(card)).toHaveText('قمر');
    await expectEntry(visiblePanel(card), {
      lexicon: RIYADH,
      lemma: 'قَمَر',
      items: ['الجرم السماوي الذي يدور حول الأرض ويضيء ليلًا'],
    });
    await expectEntry(visiblePanel(card), {
      lexicon: BASIC,
      lemma: 'قَمَر',
      items: ['كوكب الليل المنير'],
    });
    // The card belongs to the frame; the top page has none.
    await expect(cardHost(frame)).toHaveCount(1);
    await expect(cardHost(page)).toHaveCount(0);
  });

  test('an Arabic word inside left-to-right English text (#mixed-ltr)', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);

    await dblclickWord(page, '#mixed-ltr span:nth-of-type(2)', 'مكتبة');
    const card = await expectSensesCard(page, 'مكتبة');
    await expectEntry(visiblePanel(card), {
      lexicon: RIYADH,
      lemma: 'مَكْتَبَة',
      items: ['مكان تُحفظ فيه الكتب للمطالعة أو الاستعارة'],
    });
  });

  test('an Arabic word between Latin words in right-to-left text (#mixed-rtl)', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);

    await dblclickWord(page, '#mixed-rtl', 'قمر');
    const card = await expectSensesCard(page, 'قمر');
    await expectEntry(visiblePanel(card), { lexicon: RIYADH, lemma: 'قَمَر' });
    // The card's own Close button closes it.
    await (await cardIn(page)).getByRole('button', { name: 'Close' }).click();
    await expect(cardHost(page)).toHaveCount(0);
  });
});

test.describe('the double-click setting', () => {
  test('switched off in the options, a double-click opens no card and spends no call', async ({
    extension,
    service,
  }) => {
    // A reader has a page open, where a double-click has already opened a card (so the
    // content script holds the trigger settings), goes to the options, switches
    // double-click off, comes back.
    const options = await configureThroughOptions(extension.context, extension.id, {
      apiKey: 'demo',
      serviceUrl: service.baseUrl,
    });
    const page = await openPage(extension, service);
    await dblclickWord(page, '#plain', 'كتاب');
    await expect(shownWord(await cardIn(page))).toHaveText('كتاب');
    await page.mouse.click(2, 2);
    await expect(cardHost(page)).toHaveCount(0);
    await options.bringToFront();
    const doubleClick = options.getByRole('checkbox', {
      name: 'Double-click a word to look it up',
    });
    await expect(doubleClick).toBeChecked();
    await doubleClick.uncheck();
    await expect(doubleClick).not.toBeChecked();
    await expect(
      options.getByRole('region', { name: 'Looking words up' }).getByRole('status'),
    ).toHaveText('Saved.');

    // Every card request the content scripts make, as the background receives it.
    const seen = await watchContentRequests(await extension.serviceWorker());
    const before = apiPaths(service).length;

    await page.bringToFront();
    await dblclickWord(page, '#plain', 'كتاب');
    // The browser selected the word: the double-click reached the page.
    await expect.poll(() => page.evaluate(() => getSelection()?.toString())).toBe('كتاب');

    // The other trigger still works, and its request comes after anything the double-click
    // could have asked for (one frame's messages arrive in order).
    await dragSelectWord(page, '#plain', 'قلم');
    await pressLookupButton(page);
    const card = await cardIn(page);
    await expect(shownWord(card)).toHaveText('قلم');
    await expectEntry(visiblePanel(card), { lexicon: RIYADH, lemma: 'قَلَم' });

    // The open tab learnt the trigger is off (the background tells open tabs when it is
    // saved), so the double-click opened no card; only the selection button did (in the
    // kept frame of the first card, so with no ticket).
    const requests = (await seen()).filter(
      (m) => m.type === 'card-ticket' || m.type === 'card-shown',
    );
    expect(requests).toEqual([{ type: 'card-shown' }]);
    expect(queriesSince(service, before)).toEqual(['قلم']);
    await expect(cardHost(page)).toHaveCount(1);
  });
});
