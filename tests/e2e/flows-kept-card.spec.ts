import { dblclickWord } from '../../automation/page-actions';
import { expect, test } from './support/extension';
import {
  cardHost,
  cardIn,
  expectEntry,
  openPage,
  queriesSince,
  RIYADH,
  setUp,
  shownWord,
  visiblePanel,
  watchContentRequests,
} from './support/flows-helpers';
import { controlWorker } from './support/resilience-helpers';

/**
 * The card's frame is kept between cards. The first card opens with a ticket; the card
 * then takes a channel from the content script, and later words are shown through it
 * without asking the background for a ticket.
 */
test.describe('the kept card frame', () => {
  test('a closed card keeps no word, and the next word shows in the same frame without a ticket', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    const seen = await watchContentRequests(await extension.serviceWorker());

    await dblclickWord(page, '#plain', 'كتاب');
    const card = await cardIn(page);
    await expect(shownWord(card)).toHaveText('كتاب');
    await expectEntry(visiblePanel(card), { lexicon: RIYADH, lemma: 'كِتَاب' });
    await page.mouse.click(2, 2);
    await expect(cardHost(page)).toHaveCount(0);
    // Hidden, the card holds nothing, so the next card cannot show this word even for a frame.
    await expect(card.locator('.lisan-word')).toHaveCount(0);
    await expect(card.getByRole('tabpanel')).toHaveCount(0);

    await dblclickWord(page, '#plain', 'قلم');
    await expect(shownWord(card)).toHaveText('قلم');
    await expectEntry(visiblePanel(card), { lexicon: RIYADH, lemma: 'قَلَم' });
    await expect(page.locator('lisan-card')).toHaveCount(1);
    const cardMessages = (await seen()).filter(
      (m) => m.type === 'card-ticket' || m.type === 'card-shown',
    );
    expect(cardMessages.map((m) => m.type)).toEqual(['card-ticket', 'card-shown']);
  });

  test('a closed card is out of the Tab order and hidden from assistive technology', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    // Frames in the browser's accessibility tree (which, unlike a locator, sees into the
    // card's closed shadow root): the page has one of its own.
    const cdp = await page.context().newCDPSession(page);
    const framesInTree = async () => {
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      return nodes.filter((node) => !node.ignored && node.role?.value === 'Iframe').length;
    };
    await dblclickWord(page, '#plain', 'كتاب');
    await expectEntry(visiblePanel(await cardIn(page)), { lexicon: RIYADH, lemma: 'كِتَاب' });
    expect(await framesInTree()).toBe(2);
    await page.mouse.click(2, 2);
    await expect(cardHost(page)).toHaveCount(0);
    expect(await framesInTree()).toBe(1);

    // The kept frame stays laid out (hidden), so check that Tab never reaches it.
    const reached = new Set<string>();
    for (let press = 0; press < 40; press++) {
      await page.keyboard.press('Tab');
      reached.add(await page.evaluate(() => document.activeElement?.localName ?? ''));
    }
    // Positive control: Tab did move through the page (it holds a frame of its own).
    expect(reached).toContain('iframe');
    expect(reached).not.toContain('lisan-card');
  });

  test('a card whose session the background has forgotten gets a new ticket and shows the word, for one call', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    await dblclickWord(page, '#plain', 'كتاب');
    const card = await cardIn(page);
    await expectEntry(visiblePanel(card), { lexicon: RIYADH, lemma: 'كِتَاب' });
    await page.mouse.click(2, 2);
    await expect(cardHost(page)).toHaveCount(0);

    // What half an hour without a look-up does: the background no longer knows the
    // session. (Its sessions live in storage.session; a stopped worker reads them again.)
    const worker = await extension.serviceWorker();
    await worker.evaluate(() => chrome.storage.session.clear());
    await (await controlWorker(extension, page)).stop();
    const before = service.calls().length;

    await dblclickWord(page, '#plain', 'قلم');
    await expect(shownWord(card)).toHaveText('قلم');
    await expectEntry(visiblePanel(card), { lexicon: RIYADH, lemma: 'قَلَم' });
    await expect(cardHost(page)).toHaveCount(1);
    // The refused look-up never reached the service: one call, for the word.
    expect(queriesSince(service, before)).toEqual(['قلم']);
  });
});
