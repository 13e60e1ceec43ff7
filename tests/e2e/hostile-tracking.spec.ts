import { cardFrame, dblclickWord, openCards } from '../../automation/page-actions';
import { expect, expectTabLoaded, test } from './support/hostile-fixtures';
import { type HostilePage, READER_PARAGRAPH } from './support/hostile-page';

/** Ten words of the reader's paragraph (hostile.html), none looked up before the test. */
const WORDS = ['بيت', 'كبير', 'قرأ', 'طالب', 'كتاب', 'علم', 'كتب', 'رسالة', 'بقلم', 'جديد'];
/** The content script's REVEAL_MS, less a little for the two clocks' rounding. */
const MIN_FIRST_SEEN_MS = 245;

/** Messages the page heard that it did not post itself (its own are barrier markers). */
async function notPostedByPage(hostile: HostilePage): Promise<string[]> {
  await hostile.scan();
  const heard = (await hostile.record()).messages.map((message) => message.data);
  expect(heard, 'the page hears its own messages').toContainEqual(
    expect.stringContaining('"hostile":"barrier"'),
  );
  return heard.filter((data) => !data.includes('"hostile":"barrier"'));
}

/**
 * Double-clicks `word`, waits until the card shows its Senses, and returns when, after the
 * gesture, the page first saw the card's host visible (hostile.html's observers).
 */
async function firstSeenAfterGesture(hostile: HostilePage, word: string): Promise<number> {
  const { page } = hostile;
  await dblclickWord(page, READER_PARAGRAPH, word);
  await expectTabLoaded(page, 'Senses');
  const seen = async () =>
    (await hostile.record()).hostChanges.find((change) => change.seen)?.at ?? null;
  await expect.poll(seen).not.toBeNull();
  const at = (await seen()) ?? Number.NaN;
  await page.keyboard.press('Escape');
  await expect(openCards(page)).toHaveCount(0);
  return at;
}

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

  test('a word looked up before shows no sooner than a new one', async ({ setup }, testInfo) => {
    const { hostile, ledger } = setup;
    // The first card also loads the kept frame: not a trial.
    await firstSeenAfterGesture(hostile, 'في');
    const fresh: number[] = [];
    for (const word of WORDS) fresh.push(await firstSeenAfterGesture(hostile, word));
    const calls = ledger.calls().length;
    const cached: number[] = [];
    for (const word of WORDS) cached.push(await firstSeenAfterGesture(hostile, word));
    // Positive control: the second round was answered without the service.
    expect(ledger.calls().length).toBe(calls);

    const range = (times: number[]) =>
      `${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))} ms`;
    testInfo.annotations.push(
      { type: 'first seen, new words', description: range(fresh) },
      { type: 'first seen, words looked up before', description: range(cached) },
    );
    // However fast the answer, the page sees the card no sooner than the fixed delay.
    for (const at of [...fresh, ...cached]) expect(at).toBeGreaterThanOrEqual(MIN_FIRST_SEEN_MS);
  });
});
