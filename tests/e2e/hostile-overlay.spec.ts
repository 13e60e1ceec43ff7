import { cardFrame, cardRevealed, dblclickWord, openCards } from '../../automation/page-actions';
import {
  CANARY_KEY,
  clickOutsideCard,
  expect,
  expectTabLoaded,
  test,
} from './support/hostile-fixtures';
import { BAIT_WORDS, type CoverMode, READER_PARAGRAPH } from './support/hostile-page';

const UNSEEN = /the page hides or covers this card/;

/** Each cover gets a card of its own, for a word not looked up before (so calls show). */
const COVERS: ReadonlyArray<[CoverMode, string]> = [
  ['fade', 'كتاب'],
  ['overlay-passthrough', 'بيت'],
  ['no-pointer', 'كبير'],
  ['overlay', 'علم'],
];

interface CoverOutcome {
  mode: CoverMode;
  /** The card was still open after the reader's click: the click reached the card. */
  cardStillOpen: boolean;
  /** Calls the reader's click spent (the Examples tab of the covered card). */
  callsSpent: number;
}

/**
 * The page owns the card's host element: it can fade it, cover it, or let clicks fall
 * through it. What that does to the reader's clicks is recorded (see the test's
 * annotations); what is required is that the key still never shows, that script-made
 * gestures under cover still open nothing and spend nothing, and that the page cannot
 * open cards of its own.
 */
test.describe('hostile page: covering the card', () => {
  test('fading, overlaying and click-through styling leak nothing and fake nothing', async ({
    setup,
  }, testInfo) => {
    const { hostile, page, ledger } = setup;
    const outcomes: CoverOutcome[] = [];

    for (const [mode, word] of COVERS) {
      await dblclickWord(page, READER_PARAGRAPH, word);
      await expectTabLoaded(page, 'Senses');
      await cardRevealed(page);
      const examples = (await cardFrame(page)).getByRole('tab', { name: 'Examples' });
      const box = await examples.boundingBox();
      if (!box) throw new Error('the Examples tab has no box');
      const before = ledger.calls().length;

      await hostile.cover(mode);
      await hostile.fakeGestures();
      // The reader clicks where the Examples tab is (or was, to the eye).
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      // Lisan closes the card on any trusted mousedown that is not on it, at once.
      const cardStillOpen = (await openCards(page).count()) === 1;
      if (cardStillOpen) {
        // The card has handled the click by its next frame (input comes before animation
        // frames). Chromium may have dropped it (a click on a frame that has just moved);
        // if it pressed the tab, the covered card spends nothing, and says so.
        const card = await cardFrame(page);
        await card.evaluate(() => new Promise(requestAnimationFrame));
        const tab = card.getByRole('tab', { name: 'Examples' });
        if ((await tab.getAttribute('aria-selected')) === 'true') {
          await expect(card.getByText(UNSEEN), mode).toBeVisible();
        }
      }
      outcomes.push({ mode, cardStillOpen, callsSpent: ledger.calls().length - before });
      await hostile.expectNoCanary(CANARY_KEY);

      await hostile.uncover();
      if (cardStillOpen) await clickOutsideCard(page);
      await expect(openCards(page)).toHaveCount(0);
    }

    testInfo.annotations.push(
      ...outcomes.map((outcome) => ({
        type: `cover: ${outcome.mode}`,
        description: outcome.cardStillOpen
          ? `the click reached the covered card and spent ${outcome.callsSpent} call(s)`
          : `the click did not reach the card; Lisan closed it (${outcome.callsSpent} calls)`,
      })),
    );
    // No click on a covered card spent a call.
    expect(outcomes.filter((outcome) => outcome.callsSpent > 0)).toEqual([]);
    // Every card was the reader's; no call was for a word the page chose.
    const record = await hostile.record();
    expect(record.cards).toHaveLength(COVERS.length);
    const queries = ledger.queries();
    for (const bait of BAIT_WORDS) expect(queries).not.toContain(bait);
    for (const [, word] of COVERS) expect(queries).toContain(word);
  });
});
