import { cardRevealed, dblclickWord } from '../../automation/page-actions';
import { expect, test } from './support/extension';
import { cardIn, openPage, setUp } from './support/flows-helpers';

/**
 * Fresh pages: without CardFrame's keepFocus, Chromium gave the focus back to the page's
 * frame just after Tab moved it into the card's on about one first card in ten (later cards
 * of a page: none in 39), so twenty first cards catch that in about nine runs in ten.
 */
const FIRST_CARDS = 20;

test('the arrow pressed after Tab reaches the card, on every page’s first card', async ({
  extension,
  service,
}) => {
  test.setTimeout(FIRST_CARDS * 10_000);
  await setUp(extension, service);
  // Every key the page's own document gets, as a script of the page would see it.
  await extension.context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { keysSeenByPage: seen });
    addEventListener('keydown', (event) => seen.push(event.key), true);
  });
  for (let card = 0; card < FIRST_CARDS; card += 1) {
    const page = await openPage(extension, service);
    await dblclickWord(page, '#plain', 'كتاب');
    const frame = await cardIn(page);
    const tab = (name: string) => frame.getByRole('tab', { name });
    await expect(tab('Senses')).toHaveAttribute('aria-selected', 'true');
    await cardRevealed(page);

    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        tab('Senses').evaluate((el) => el === document.activeElement && document.hasFocus()),
      )
      .toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(tab('Examples'), `first card ${card + 1}`).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const seenByPage = await page.evaluate(
      () => (window as unknown as { keysSeenByPage: string[] }).keysSeenByPage,
    );
    expect(seenByPage).toEqual(['Tab']);
    await page.close();
  }
});
