import type { Frame, Page } from '@playwright/test';
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
 * new word), one site spends calls on at most 10 new words a minute
 * (lib/lookup/site-limits.ts). Here the reader double-clicks 12 different words of the demo
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

test.describe('hostile page: the per-site limit of new words', () => {
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

  test('a page that reopens itself in new tabs, and frames another origin, shares one site’s 10 words', async ({
    extension,
    service,
  }) => {
    test.setTimeout(120_000);
    await setUp(extension, service);
    const first = await openPage(extension, service);
    const before = service.calls().length;
    const lookUp = async (target: Page | Frame, selector: string, word: string) => {
      await dblclickWord(target, selector, word);
      await expect(shownWord(await cardIn(target))).toHaveText(word);
    };
    const admitted = async (target: Page | Frame) => {
      await expectSettled(await cardIn(target));
      await expect(visiblePanel(await cardIn(target)).getByRole('alert')).toHaveCount(0);
    };

    // Positive control: five new words in the first tab, each looked up.
    for (const word of ['بيت', 'كبير', 'صغير', 'قلم', 'جميل']) {
      await lookUp(first, '#plain', word);
      await admitted(first);
    }
    // The page opens itself again from the reader's click, and embeds a frame of another
    // origin (localhost, the same service) in that tab.
    await first.evaluate(() => {
      const reopen = document.createElement('button');
      reopen.id = 'reopen';
      reopen.textContent = 'More words!';
      reopen.onclick = () => window.open(location.href);
      document.body.prepend(reopen);
    });
    const [second] = await Promise.all([
      extension.context.waitForEvent('page'),
      first.click('#reopen'),
    ]);
    await second.waitForLoadState();
    const frameUrl = `${service.origin.replace('127.0.0.1', 'localhost')}/pages/frame.html`;
    await second.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.id = 'other-origin';
      frame.src = src;
      frame.style.cssText = 'width:600px;height:300px';
      document.body.prepend(frame);
    }, frameUrl);
    const framed = second.frameLocator('#other-origin');
    await expect(framed.locator('#frame-text')).toContainText('هذا نص داخل إطار');
    const frame = second.frames().find((each) => each.url() === frameUrl);
    if (!frame) throw new Error('the frame of another origin did not load');

    for (const word of ['معلم', 'طالب', 'قمر', 'بحر', 'كتاب']) {
      await lookUp(frame, '#frame-text', word);
      await admitted(frame);
    }
    expect(queriesSince(service, before)).toHaveLength(NEW_WORDS_PER_MINUTE);
    // The site's eleventh new word, in the other origin's frame of the new tab: refused.
    await lookUp(frame, '#frame-text', 'شعر');
    await expect(visiblePanel(await cardIn(frame)).getByRole('alert')).toContainText(LIMIT_TEXT);
    // And in a third tab of the site, with the first one closed.
    await first.close();
    const third = await openPage(extension, service);
    await lookUp(third, '#plain', 'مدرسة');
    await expect(visiblePanel(await cardIn(third)).getByRole('alert')).toContainText(LIMIT_TEXT);
    expect(queriesSince(service, before)).toHaveLength(NEW_WORDS_PER_MINUTE);
  });
});
