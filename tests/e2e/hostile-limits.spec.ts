import { dblclickWord } from '../../automation/page-actions';
import { expect, test } from './support/extension';
import {
  cardIn,
  expectSettled,
  openPage,
  queriesSince,
  setUp,
  shownWord,
  visiblePanel,
} from './support/flows-helpers';

/**
 * However a page gets the reader to look words up (issue 11: it can move every click to a
 * new word), one tab spends calls on at most 10 new words a minute
 * (lib/lookup/tab-limits.ts). Here the reader double-clicks 12 different words of the demo
 * page, each a lemma the sample service finds with one call.
 */
const WORDS = [
  'بيت',
  'كبير',
  'بحر',
  'طالب',
  'صغير',
  'كتاب',
  'جميل',
  'قلم',
  'مدرسة',
  'معلم',
  'قرأ',
  'كتب',
] as const;
const NEW_WORDS_PER_MINUTE = 10;
const LIMIT_TEXT = 'This page has asked for 10 new words within a minute';

test.describe('hostile page: the per-tab limit of new words', () => {
  test('12 new words from one tab spend 10 words’ calls, then the card says the limit; a cached word still shows', async ({
    extension,
    service,
  }) => {
    test.setTimeout(120_000);
    await setUp(extension, service);
    const page = await openPage(extension, service);
    const before = service.calls().length;

    // Positive control: each of the first ten is looked up, one call each.
    for (const word of WORDS.slice(0, NEW_WORDS_PER_MINUTE)) {
      await dblclickWord(page, '#plain', word);
      await expect(shownWord(await cardIn(page))).toHaveText(word);
      await expectSettled(await cardIn(page));
      await expect(visiblePanel(await cardIn(page)).getByRole('alert')).toHaveCount(0);
    }
    expect(queriesSince(service, before)).toEqual(WORDS.slice(0, NEW_WORDS_PER_MINUTE));

    // The eleventh and twelfth: the card says why, and nothing is asked of the service.
    for (const word of WORDS.slice(NEW_WORDS_PER_MINUTE)) {
      await dblclickWord(page, '#plain', word);
      await expect(shownWord(await cardIn(page))).toHaveText(word);
      await expect(visiblePanel(await cardIn(page)).getByRole('alert')).toContainText(LIMIT_TEXT);
      await expect(visiblePanel(await cardIn(page)).getByRole('alert')).toContainText(
        /again in \d+ s\./,
      );
    }
    expect(queriesSince(service, before)).toHaveLength(NEW_WORDS_PER_MINUTE);

    // A word looked up before is answered from the background's cache: no limit for it.
    // (After a reload: the card frame is new, so it remembers no answer of its own.)
    await page.reload();
    await dblclickWord(page, '#plain', 'كتاب');
    await expect(shownWord(await cardIn(page))).toHaveText('كتاب');
    await expectSettled(await cardIn(page));
    await expect(visiblePanel(await cardIn(page))).toContainText('مجموعة من الصفحات المطبوعة');
    await expect(visiblePanel(await cardIn(page)).getByRole('alert')).toHaveCount(0);
    expect(queriesSince(service, before)).toHaveLength(NEW_WORDS_PER_MINUTE);

    // The reload did not reset the tab's count: a new word is still refused.
    await dblclickWord(page, '#abstract', 'شمس');
    await expect(shownWord(await cardIn(page))).toHaveText('شمس');
    await expect(visiblePanel(await cardIn(page)).getByRole('alert')).toContainText(LIMIT_TEXT);
    expect(queriesSince(service, before)).toHaveLength(NEW_WORDS_PER_MINUTE);
  });
});
