import type { Frame, Page } from '@playwright/test';
import { cardFrame, cardRevealed, dblclickWord, openCards } from '../../automation/page-actions';
import { expect, expectTabLoaded, test } from './support/hostile-fixtures';
import { READER_PARAGRAPH } from './support/hostile-page';

const LATER_TABS = ['Examples', 'Root', 'Pattern', 'Forms', 'Related'] as const;
const UNSEEN = /the page hides or covers this card/;

/** Opens a card for `word` and waits until the page shows it (past Lisan's reveal delay). */
async function openShownCard(page: Page, word: string): Promise<Frame> {
  await dblclickWord(page, READER_PARAGRAPH, word);
  await expectTabLoaded(page, 'Senses');
  await cardRevealed(page);
  return cardFrame(page);
}

/** The centre of each of the card's later tabs, in page coordinates. */
async function tabCentres(card: Frame): Promise<Array<{ x: number; y: number }>> {
  const centres = [];
  for (const name of LATER_TABS) {
    const box = await card.getByRole('tab', { name }).boundingBox();
    if (!box) throw new Error(`the ${name} tab has no box`);
    centres.push({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  }
  return centres;
}

test.describe('hostile page: the card frame', () => {
  test('the page can neither reach the card frame nor read its address', async ({ setup }) => {
    const { hostile, page } = setup;
    await openShownCard(page, 'كتاب');
    const record = await hostile.record();
    expect(record.cards).toEqual([{ shadowOpen: false, src: null }]);
    // window.frames holds the page's own frames only (positive control: it has one).
    const frames = await page.evaluate(() => ({
      windows: window.frames.length,
      own: document.querySelectorAll('iframe').length,
    }));
    expect(frames.own).toBeGreaterThan(0);
    expect(frames.windows).toBe(frames.own);
    expect(await hostile.hijackCardFrame()).toBeNull();
    // The scan reads the page's own open shadow root, and finds nothing of Lisan's.
    const scan = await hostile.scan();
    expect(scan.shadow).toContain('control-shadow');
    expect(scan.shadow).not.toContain('lisan-card');
  });

  test('a card frame navigated away from the card is not shown, and the next card is a new one', async ({
    setup,
    service,
  }) => {
    const { page, ledger } = setup;
    const first = await openShownCard(page, 'كتاب');
    // What a page that reached the frame would do: load a document of its own into it.
    // (Playwright's goto would wait on a frame that moves to another process; the frame
    // is told to go instead, and the page's load of it is what Lisan notices.)
    const elsewhere = `${service.origin}/pages/hostile-frame.html`;
    await first.evaluate((url) => location.assign(url), elsewhere);
    await expect.poll(() => page.frames().some((frame) => frame.url() === elsewhere)).toBe(true);
    await expect(openCards(page)).toHaveCount(0);

    const next = await openShownCard(page, 'كتاب');
    expect(next).not.toBe(first);
    await expect(next.getByRole('tabpanel')).toContainText('كِتَاب');
    await expect(page.locator('lisan-card')).toHaveCount(1);
    // The second card was answered from the cache.
    expect(ledger.queries()).toEqual(['كتاب']);
  });

  test("a card the page dims spends nothing for the reader's clicks on its tabs", async ({
    setup,
  }, testInfo) => {
    const { page, ledger } = setup;
    const card = await openShownCard(page, 'كتاب');
    const tabs = await tabCentres(card);
    const before = ledger.calls().length;

    // The page dims the card to near-invisible, over content the reader is clicking, with a
    // rule that outweighs the host's own style.
    await page.addStyleTag({ content: 'lisan-card { opacity: 0.02 !important; }' });
    for (let click = 0; click < 20; click++) {
      const { x, y } = tabs[click % tabs.length] ?? { x: 0, y: 0 };
      await page.mouse.click(x, y);
    }
    // Either the card refused the tab (and says so), or Lisan had already moved the dimmed
    // card out of the clicks' way (when it resized): both spend nothing.
    const refused = await card.getByText(UNSEEN).count();
    testInfo.annotations.push({ type: 'dimmed card', description: `notice shown: ${refused}` });

    // Positive control: a card the reader can see fetches the tab they click. Its calls come
    // after any the clicks above caused, over the same way to the service.
    await page.keyboard.press('Escape');
    await expect(openCards(page)).toHaveCount(0);
    await page.evaluate(() => document.querySelector('style:last-of-type')?.remove());
    const seen = await openShownCard(page, 'بيت');
    const shownBefore = ledger.calls().length;
    await seen.getByRole('tab', { name: 'Examples' }).click();
    await expectTabLoaded(page, 'Examples');
    expect(ledger.calls().length).toBeGreaterThan(shownBefore);
    await expect(seen.getByText(UNSEEN)).toHaveCount(0);
    // Every call since the page dimmed the card was for the visible card's word.
    expect(new Set(ledger.queries().slice(before))).toEqual(new Set(['بيت']));
  });
});
