import { cardFrame, cardRevealed, dblclickWord, openCards } from '../../automation/page-actions';
import { expect, expectTabLoaded, test } from './support/hostile-fixtures';
import { type HostilePage, READER_PARAGRAPH } from './support/hostile-page';

/** Ten words of the reader's paragraph (hostile.html), none looked up before the test. */
const WORDS = ['بيت', 'كبير', 'قرأ', 'طالب', 'كتاب', 'علم', 'كتب', 'رسالة', 'بقلم', 'جديد'];
/** The content script's REVEAL_MS, less a little for the two clocks' rounding. */
const MIN_RESIZE_MS = 245;

/** Messages the page heard that it did not post itself (its own are barrier markers). */
async function notPostedByPage(hostile: HostilePage): Promise<string[]> {
  await hostile.scan();
  const heard = (await hostile.record()).messages.map((message) => message.data);
  expect(heard, 'the page hears its own messages').toContainEqual(
    expect.stringContaining('"hostile":"barrier"'),
  );
  return heard.filter((data) => !data.includes('"hostile":"barrier"'));
}

/** What the page saw of one card, in ms after the reader's double-click. */
interface SeenCard {
  /** The host first visible (and opaque). */
  shown: number;
  /** The host first took a height other than the one it was shown at; null if it never did. */
  resized: number | null;
}

/**
 * Double-clicks `word`, waits until the card shows its Senses at the card's own size, and
 * returns what the page saw of the card's host (hostile.html's observers).
 */
async function seenAfterGesture(hostile: HostilePage, word: string): Promise<SeenCard> {
  const { page } = hostile;
  await dblclickWord(page, READER_PARAGRAPH, word);
  await expectTabLoaded(page, 'Senses');
  await cardRevealed(page);
  const changes = (await hostile.record()).hostChanges;
  const first = changes.find((change) => change.seen);
  expect(first, `the page saw the card of ${word}`).toBeDefined();
  const resized = changes.find((change) => change.seen && change.height !== first?.height);
  await page.keyboard.press('Escape');
  await expect(openCards(page)).toHaveCount(0);
  return { shown: first?.at ?? Number.NaN, resized: resized?.at ?? null };
}

/** Neither set of times lies wholly before the other: the page cannot sort them apart. */
function overlap(a: number[], b: number[]): boolean {
  return Math.min(...a) <= Math.max(...b) && Math.min(...b) <= Math.max(...a);
}

const range = (times: number[]) =>
  `${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))} ms (${times.length})`;

test.describe('hostile page: tracking what the reader looks up', () => {
  test('the page hears no message from Lisan, before or after a look-up', async ({ setup }) => {
    const { hostile, page, ledger } = setup;
    expect(await notPostedByPage(hostile)).toEqual([]);

    await dblclickWord(page, READER_PARAGRAPH, 'كتاب');
    await expectTabLoaded(page, 'Senses');
    await (await cardFrame(page)).getByRole('tab', { name: 'Examples' }).click();
    await expectTabLoaded(page, 'Examples');
    await page.keyboard.press('Escape');
    await expect(openCards(page)).toHaveCount(0);
    // Positive control: the look-up happened, with calls of its own.
    expect(ledger.queries()).toContain('كتاب');
    expect(await notPostedByPage(hostile)).toEqual([]);
  });

  test(
    'the page cannot tell a word looked up before from a new one by when the card changes',
    {
      tag: '@timing',
    },
    async ({ setup }, testInfo) => {
      const { hostile, ledger } = setup;
      // The first card also loads the kept frame: not a trial.
      await seenAfterGesture(hostile, 'في');
      const fresh: SeenCard[] = [];
      for (const word of WORDS) fresh.push(await seenAfterGesture(hostile, word));
      const calls = ledger.calls().length;
      const cached: SeenCard[] = [];
      for (const word of WORDS) cached.push(await seenAfterGesture(hostile, word));
      // Positive control: the second round was answered without the service.
      expect(ledger.calls().length).toBe(calls);

      const shown = (cards: SeenCard[]) => cards.map((card) => card.shown);
      const resized = (cards: SeenCard[]) =>
        cards.flatMap((card) => (card.resized === null ? [] : [card.resized]));
      testInfo.annotations.push(
        { type: 'shown, new words', description: range(shown(fresh)) },
        { type: 'shown, words looked up before', description: range(shown(cached)) },
        { type: 'resized, new words', description: range(resized(fresh)) },
        { type: 'resized, words looked up before', description: range(resized(cached)) },
      );
      // The reader sees the card at the gesture, before any answer, new word or not...
      for (const card of [...fresh, ...cached]) expect(card.shown).toBeLessThan(MIN_RESIZE_MS);
      expect(overlap(shown(fresh), shown(cached)), 'shown: new and cached overlap').toBe(true);
      // ...and its only answer-dependent change, the height, comes no sooner than the fixed
      // delay, however fast the answer. (Positive control: the words' cards do change height.)
      expect(resized(fresh).length).toBeGreaterThan(WORDS.length / 2);
      expect(resized(cached).length).toBe(resized(fresh).length);
      for (const at of [...resized(fresh), ...resized(cached)]) {
        expect(at).toBeGreaterThanOrEqual(MIN_RESIZE_MS);
      }
      expect(overlap(resized(fresh), resized(cached)), 'resized: new and cached overlap').toBe(
        true,
      );
    },
  );
});
