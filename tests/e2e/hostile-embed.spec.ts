import type { Frame, FrameLocator } from '@playwright/test';
import { cardFrame, dblclickWord, openCards } from '../../automation/page-actions';
import { CANARY_KEY, expect, expectTabLoaded, test } from './support/hostile-fixtures';
import { BAIT_WORDS, READER_PARAGRAPH, REFUSED } from './support/hostile-page';

/** Well-formed (the card's own check passes) but never issued. */
const FORGED_TICKET = 'A'.repeat(43);

/** Waits until a card frame has either opened its results or refused; true for results. */
async function settle(frame: Frame | FrameLocator): Promise<boolean> {
  const senses = frame.getByRole('tab', { name: 'Senses' });
  await expect(senses.or(frame.getByText(REFUSED))).toBeVisible();
  return (await senses.count()) === 1;
}

test.describe('hostile page: embedding the card itself', () => {
  test("the page's own embeds of the card spend no call", async ({ setup }, testInfo) => {
    const { hostile, page, ledger } = setup;
    // The static address (the page was told the id): Chromium refuses it, since the card is
    // web-accessible only under its per-session dynamic address. The frame's load event
    // fires all the same, on Chromium's error page.
    const staticCard = `chrome-extension://${hostile.staticId}/card.html`;
    await hostile.embed('static-plain', staticCard);
    await hostile.embed('static-forged', `${staticCard}#t=${FORGED_TICKET}`);
    for (const id of ['static-plain', 'static-forged']) {
      expect(await hostile.embeddedUrl(id)).toMatch(/^chrome-error:/);
    }
    expect(ledger.queries()).toEqual([]);

    // The reader opens a card. Its shadow root is closed, so the page cannot read its URL;
    // this test hands it the URL, as if the page had learned it some other way.
    await dblclickWord(page, READER_PARAGRAPH, 'كتاب');
    await expectTabLoaded(page, 'Senses');
    expect(ledger.queries()).toEqual(['كتاب']);
    expect(await hostile.cardSrc()).toBeNull();
    const dynamicCard = await hostile.cardSrcFromDevtools();
    // No ticket in it: the content script posts the ticket to the card's own origin.
    expect(dynamicCard).toMatch(/\/card\.html$/);
    expect(dynamicCard).not.toContain(hostile.staticId);
    testInfo.annotations.push({
      type: 'embeds',
      description: `static address: blocked (chrome-error); dynamic address ${dynamicCard}: loads and refuses`,
    });

    // The dynamic address loads in the page's frames, and the card refuses: no ticket, and
    // a forged one in the old fragment form.
    for (const [id, src] of [
      ['dynamic-plain', dynamicCard],
      ['dynamic-forged', `${dynamicCard}#t=${FORGED_TICKET}`],
    ] as const) {
      const frame = await hostile.embed(id, src);
      await expect(frame.getByText(REFUSED)).toBeVisible();
      await expect(frame.getByRole('tab')).toHaveCount(0);
    }
    // The reader's card is untouched, and the only call is the reader's own.
    await expect((await cardFrame(page)).getByRole('tab', { name: 'Senses' })).toBeVisible();
    expect(ledger.queries()).toEqual(['كتاب']);
    await hostile.expectNoCanary(CANARY_KEY);
  });

  test('a page that copies the card while it opens gets no ticket, and tickets it posts are refused', async ({
    setup,
  }, testInfo) => {
    const { hostile, page, ledger } = setup;
    // The moment a card shows, the page would read its URL from an open shadow root and
    // embed two copies, to race the reader's card for a ticket in the URL. The root is
    // closed: it finds no URL, so this test hands it the card's, as if learned elsewhere.
    await hostile.stealTickets(2);
    await dblclickWord(page, READER_PARAGRAPH, 'كتاب');
    const readerCard = await cardFrame(page);
    await expectTabLoaded(page, 'Senses');
    const record = await hostile.record();
    expect(record.cards).toEqual([{ shadowOpen: false, src: null }]);
    expect(record.thefts).toEqual([]);
    const stolen = await hostile.cardSrcFromDevtools();
    expect(stolen).toMatch(/\/card\.html$/);
    await hostile.embed('thief-1', stolen);
    await hostile.embed('thief-2', stolen);

    const frames = {
      reader: readerCard,
      'thief-1': page.frameLocator('#thief-1'),
      'thief-2': page.frameLocator('#thief-2'),
    };
    const winners: string[] = [];
    for (const [name, frame] of Object.entries(frames)) {
      if (await settle(frame)) winners.push(name);
    }
    // Only the reader's card opens: the copies had no ticket to claim.
    expect(winners).toEqual(['reader']);
    for (const thief of ['thief-1', 'thief-2'] as const) {
      await expect(frames[thief].getByText(REFUSED)).toBeVisible();
      await expect(frames[thief].getByRole('tab')).toHaveCount(0);
    }
    const reader = frames.reader;
    await expect(reader.locator('.lisan-status')).toBeEmpty();
    await expect(reader.getByRole('tabpanel')).toContainText('كِتَاب');

    // The page would post tickets into the reader's card, shaped as the content script's
    // own (tests/unit/pages/card.test.tsx shows the card refuses them): behind the closed
    // shadow root it has no window of the reader's card to post to.
    const posted = await hostile.forgeTickets(
      [FORGED_TICKET, 'B'.repeat(43), 'not a ticket', stolen],
      BAIT_WORDS[0],
    );
    expect(posted).toBe(0);
    testInfo.annotations.push({ type: 'forged tickets posted', description: String(posted) });
    // And into a copy, which stays refused.
    await page.evaluate(
      (ticket) =>
        (
          document.getElementById('thief-1') as HTMLIFrameElement | null
        )?.contentWindow?.postMessage({ source: 'lisan-parent', type: 'ticket', ticket }, '*'),
      FORGED_TICKET,
    );
    await page.waitForTimeout(500);
    await expect(reader.getByRole('tabpanel')).toContainText('كِتَاب');
    await expect(reader.getByText(REFUSED)).toHaveCount(0);
    await expect(frames['thief-1'].getByText(REFUSED)).toBeVisible();
    await expect(frames['thief-1'].getByRole('tab')).toHaveCount(0);
    // Exactly what the reader's own look-up costs: one Senses call for the word.
    expect(ledger.queries()).toEqual(['كتاب']);

    // Positive control: the reader's next card, in the same kept frame, takes Lisan's word.
    await page.keyboard.press('Escape');
    await expect(openCards(page)).toHaveCount(0);
    await dblclickWord(page, READER_PARAGRAPH, 'كتاب');
    await expectTabLoaded(page, 'Senses');
    await expect(reader.getByRole('tabpanel')).toContainText('كِتَاب');
    expect(ledger.queries()).toEqual(['كتاب']);
    await hostile.expectNoCanary(CANARY_KEY);
  });
});
