import type { Frame, Page } from '@playwright/test';
import { cardRevealed, dblclickWord, wordBox } from '../../automation/page-actions';
import { expect, test } from './support/extension';
import {
  cardHost,
  cardIn,
  cardRequests,
  expectEntry,
  openPage,
  queriesSince,
  RIYADH,
  setUp,
  shownWord,
  visiblePanel,
  watchContentRequests,
} from './support/flows-helpers';

/**
 * Issue 13: a card whose frame is bound draws a word it remembers at the second press of
 * a double-click, before the dblclick; it looks up and records nothing until that
 * dblclick confirms it, and a second press that becomes a drag closes it.
 */

type Seen = () => Promise<Array<{ type: string; word?: string }>>;
const MARKER = 'lisan-test-marker';

/** The first press, its release, and the second press on `word`, left held down. */
async function pressTwice(page: Page, word: string): Promise<void> {
  const box = await wordBox(page, '#plain', word);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  await page.mouse.down({ clickCount: 2 });
}

/** Drags the held press to a Latin word in another paragraph: no word to double-click there. */
async function dragAway(page: Page): Promise<void> {
  const box = await wordBox(page, '#mixed-rtl', 'Lisan');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up({ clickCount: 2 });
}

/**
 * The background's messages after the first `since`, once the card's marker has arrived:
 * sent after the card has painted twice (`painted`, for a card the reader can see: a
 * hidden frame paints nothing), so after any record it would make after a paint.
 */
async function messagesAfter(seen: Seen, card: Frame, since: number, painted = true) {
  await card.evaluate(
    ([type, afterPaints]) =>
      new Promise<void>((resolve) => {
        const mark = () => {
          chrome.runtime.sendMessage({ type }).catch(() => undefined);
          resolve();
        };
        if (!afterPaints) return mark();
        requestAnimationFrame(() => requestAnimationFrame(mark));
      }),
    [MARKER, painted] as const,
  );
  await expect.poll(async () => (await seen()).some((m) => m.type === MARKER)).toBe(true);
  return (await seen()).slice(since).map((m) => (m.word ? `${m.type} ${m.word}` : m.type));
}

/**
 * A page whose card frame is bound, after a first card for كتاب, closed; `since` and
 * `calls` count the background's messages and the service's calls so far.
 */
async function boundCardPage(
  extension: Parameters<typeof setUp>[0],
  service: Parameters<typeof setUp>[1],
) {
  await setUp(extension, service);
  const page = await openPage(extension, service);
  const seen = await watchContentRequests(await extension.serviceWorker());
  await dblclickWord(page, '#plain', 'كتاب');
  const card = await cardIn(page);
  await expectEntry(visiblePanel(card), { lexicon: RIYADH, lemma: 'كِتَاب' });
  await expect.poll(async () => (await seen()).map((m) => m.type)).toContain('notebook-record');
  await page.mouse.click(2, 2);
  await expect(cardHost(page)).toHaveCount(0);
  return { page, card, seen, since: (await seen()).length, calls: service.calls().length };
}

test('a remembered word is drawn at the second press, and recorded once its double-click ends', async ({
  extension,
  service,
}) => {
  const { page, card, seen, since, calls } = await boundCardPage(extension, service);

  await pressTwice(page, 'كتاب');
  // Drawn while the button is still down, from the card's own memory.
  await expect(cardHost(page)).toHaveCount(1);
  await expect(shownWord(card)).toHaveText('كتاب');
  await expectEntry(visiblePanel(card), { lexicon: RIYADH, lemma: 'كِتَاب' });
  expect(await messagesAfter(seen, card, since)).toEqual([MARKER]);

  await page.mouse.up({ clickCount: 2 });
  // The content script's messages and the card's race each other: their order is not
  // part of the contract, only that all come after the dblclick.
  await expect
    .poll(async () => {
      const [first, ...after] = (await seen()).slice(since).map((m) => m.type);
      return [first, ...after.sort()];
    })
    .toEqual([MARKER, 'card-shown', 'notebook-is-saved', 'notebook-record', 'word-context']);
  await expect(cardHost(page)).toHaveCount(1);
  await expect(shownWord(card)).toHaveText('كتاب');
  // Shown afresh at the dblclick, the host still takes the card's own height (REVEAL_MS
  // later), though the card, drawn at the press, is not drawn again.
  await cardRevealed(page);
  expect(service.calls().length).toBe(calls);
});

test('a second press that becomes a drag closes the card, having looked up and recorded nothing', async ({
  extension,
  service,
}) => {
  const { page, card, seen, since, calls } = await boundCardPage(extension, service);

  // A word the card does not remember: the card is shown (as for any word), drawn empty.
  await pressTwice(page, 'قلم');
  await expect(cardHost(page)).toHaveCount(1);
  await dragAway(page);
  await expect(cardHost(page)).toHaveCount(0);

  // A word it remembers: drawn at the press, closed by the drag.
  await pressTwice(page, 'كتاب');
  await expectEntry(visiblePanel(card), { lexicon: RIYADH, lemma: 'كِتَاب' });
  expect(await messagesAfter(seen, card, since)).toEqual([MARKER]);
  await dragAway(page);
  await expect(cardHost(page)).toHaveCount(0);
  await expect(card.locator('.lisan-word')).toHaveCount(0);

  // The next double-click records and looks up its own word only: nothing was held back.
  await dblclickWord(page, '#plain', 'قلم');
  await expectEntry(visiblePanel(card), { lexicon: RIYADH, lemma: 'قَلَم' });
  await expect
    .poll(async () => (await seen()).slice(since).map((m) => `${m.type} ${m.word ?? ''}`))
    .toContain('notebook-record قلم');
  const words = (await seen()).slice(since).flatMap((m) => (m.word ? [m.word] : []));
  expect(new Set(words)).toEqual(new Set(['قلم']));
  expect(queriesSince(service, calls)).toEqual(['قلم']);
});

test('a first card whose frame has loaded since the first press is shown at the second, and asks no ticket before a dblclick', async ({
  extension,
  service,
}) => {
  await setUp(extension, service);
  const page = await openPage(extension, service);
  const seen = await watchContentRequests(await extension.serviceWorker());
  const calls = service.calls().length;
  const frameLoaded = async () => {
    const card = await cardIn(page);
    await expect.poll(() => card.evaluate(() => document.readyState)).toBe('complete');
    return card;
  };

  // The first press loads the frame, hidden; by the second it has loaded and is shown.
  const box = await wordBox(page, '#plain', 'قلم');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  const card = await frameLoaded();
  await expect(cardHost(page)).toHaveCount(0);
  await page.mouse.down({ clickCount: 2 });
  await expect(cardHost(page)).toHaveCount(1);
  // The press became a drag: closed, and no ticket was asked, so nothing was looked up.
  await dragAway(page);
  await expect(cardHost(page)).toHaveCount(0);
  expect(await messagesAfter(seen, card, 0, false)).toEqual(['page-config', MARKER]);
  expect(queriesSince(service, calls)).toEqual([]);

  // A double-click: the ticket is asked then, and the card shows the word.
  await dblclickWord(page, '#plain', 'قلم');
  await expectEntry(visiblePanel(card), { lexicon: RIYADH, lemma: 'قَلَم' });
  expect(await cardRequests(seen)).toEqual(['قلم']);
  expect(queriesSince(service, calls)).toEqual(['قلم']);
});
