import { expect, test } from './support/extension';
import {
  apiPaths,
  BASIC,
  cardHost,
  cardIn,
  cardRequests,
  dragSelect,
  expectEntry,
  lookupButton,
  newPaths,
  openPage,
  pressLookupButton,
  RIYADH,
  setUp,
  shownWord,
  visiblePanel,
  watchContentRequests,
} from './support/flows-helpers';

test.describe('selecting Arabic text', () => {
  test('a dragged word gets a "Look up" button that spends nothing until pressed', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    const seen = await watchContentRequests(await extension.serviceWorker());
    const before = apiPaths(service).length;

    await dragSelect(page, '#plain', 'كتاب');
    const button = lookupButton(page);
    await expect(button).toBeVisible();
    // Shown, not looked up: no card, no card requested, no call.
    await expect(cardHost(page)).toHaveCount(0);
    expect(await cardRequests(seen)).toEqual([]);
    expect(service.calls().length).toBe(before);

    await pressLookupButton(page);
    const card = await cardIn(page);
    await expect(shownWord(card)).toHaveText('كتاب');
    await expectEntry(visiblePanel(card), {
      lexicon: RIYADH,
      lemma: 'كِتَاب',
      items: ['مجموعة من الصفحات المطبوعة أو المخطوطة المجلدة معًا'],
    });
    await expectEntry(visiblePanel(card), { lexicon: BASIC, lemma: 'كِتَاب' });
    await expect(page.locator('lisan-lookup-button')).toHaveCount(0);
    expect(await cardRequests(seen)).toEqual(['كتاب']);
    expect(newPaths(service, before)).toEqual(['/public/search']);
  });

  test('more than three words, or no Arabic letter, gets no button; three words do', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    const seen = await watchContentRequests(await extension.serviceWorker());
    const before = apiPaths(service).length;

    await dragSelect(page, '#abstract', 'في كل علم سعادة');
    await expect(page.locator('lisan-lookup-button')).toHaveCount(0);
    await dragSelect(page, '#mixed-ltr', 'means a book');
    await expect(page.locator('lisan-lookup-button')).toHaveCount(0);

    // Three words are still a phrase a lexicon may hold: the button appears.
    await dragSelect(page, '#plain', 'في بيت كبير');
    await expect(lookupButton(page)).toBeVisible();

    // Only the last selection asked whether to show the button: the first two were turned
    // down on the spot, not on their way (one frame's messages arrive in order).
    const asked = (await seen()).filter((message) => message.type === 'page-config');
    expect(asked).toHaveLength(1);
    expect(await cardRequests(seen)).toEqual([]);
    expect(service.calls().length).toBe(before);
  });
});
