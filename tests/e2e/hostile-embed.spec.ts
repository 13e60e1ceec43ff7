import type { FrameLocator } from '@playwright/test';
import { CANARY_KEY, expect, expectTabLoaded, test } from './support/hostile-fixtures';
import { READER_PARAGRAPH, REFUSED } from './support/hostile-page';
import { cardFrame, dblclickWord } from './support/page-actions';

/** Well-formed (the card's own check passes) but never issued. */
const FORGED_TICKET = 'A'.repeat(43);

/** Waits until a card frame has either opened its results or refused; true for results. */
async function settle(frame: FrameLocator): Promise<boolean> {
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

    // The reader opens a card; through the open shadow root the page now sees its URL.
    await dblclickWord(page, READER_PARAGRAPH, 'كتاب');
    await expectTabLoaded(page, 'Senses');
    expect(ledger.queries()).toEqual(['كتاب']);
    const stolen = await hostile.cardSrc();
    const dynamicCard = stolen.replace(/#.*$/, '');
    expect(dynamicCard).not.toContain(hostile.staticId);
    testInfo.annotations.push({
      type: 'embeds',
      description: `static address: blocked (chrome-error); dynamic address ${dynamicCard}: loads and refuses`,
    });

    // The dynamic address loads in the page's frames, and the card refuses: no ticket, a
    // forged one, and the reader's own ticket copied after the reader's card claimed it.
    for (const [id, src] of [
      ['dynamic-plain', dynamicCard],
      ['dynamic-forged', `${dynamicCard}#t=${FORGED_TICKET}`],
      ['dynamic-copy', stolen],
    ] as const) {
      const frame = await hostile.embed(id, src);
      await expect(frame.getByText(REFUSED)).toBeVisible();
      await expect(frame.getByRole('tab')).toHaveCount(0);
    }
    // The reader's card is untouched, and the only call is the reader's own.
    await expect(cardFrame(page).getByRole('tab', { name: 'Senses' })).toBeVisible();
    expect(ledger.queries()).toEqual(['كتاب']);
    await hostile.expectNoCanary(CANARY_KEY);
  });

  test('a ticket copied while the card opens is claimed once: one frame shows results, one call', async ({
    setup,
  }, testInfo) => {
    const { hostile, page, ledger } = setup;
    // The moment a card appears, the page reads its URL from the open shadow root and
    // embeds two copies, racing the reader's card for the ticket.
    await hostile.stealTickets(2);
    await dblclickWord(page, READER_PARAGRAPH, 'كتاب');

    const frames = {
      reader: cardFrame(page),
      'thief-1': page.frameLocator('#thief-1'),
      'thief-2': page.frameLocator('#thief-2'),
    };
    const winners: string[] = [];
    for (const [name, frame] of Object.entries(frames)) {
      if (await settle(frame)) winners.push(name);
    }
    expect(winners).toHaveLength(1);
    testInfo.annotations.push({ type: 'ticket race won by', description: winners.join() });
    const record = await hostile.record();
    expect(record.thefts).toHaveLength(2);
    expect(record.thefts[0]).toContain('#t=');

    const winner = frames[winners[0] as keyof typeof frames];
    await expect(winner.locator('.lisan-status')).toBeEmpty();
    await expect(winner.getByRole('tabpanel')).toContainText('كِتَاب');
    // Exactly what the reader's own look-up costs: one Senses call for the word.
    expect(ledger.queries()).toEqual(['كتاب']);
    await hostile.expectNoCanary(CANARY_KEY);
  });
});
