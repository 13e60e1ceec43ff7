import { cardFrame, dblclickWord, dragSelectWord, openCards } from '../../automation/page-actions';
import { pressLookupButton } from './support/flows-helpers';
import {
  CANARY_KEY,
  clickOutsideCard,
  expect,
  expectTabLoaded,
  test,
} from './support/hostile-fixtures';
import { BAIT_WORDS, READER_PARAGRAPH } from './support/hostile-page';

/**
 * What a page can fake: the reader's gestures (script-made events over a script-made
 * selection) and Lisan's own messages. None of it may open a card or spend a call. Each
 * "nothing happened" is checked after a trusted gesture has gone through the same path
 * and been seen to work, so that the path was observable.
 */
test.describe('hostile page: faked gestures and forged messages', () => {
  test('script-made clicks, double-clicks, the shortcut and button presses open no card and spend no call', async ({
    setup,
  }) => {
    const { hostile, page, ledger } = setup;
    const lookupButton = page.locator('lisan-lookup-button');

    // Bait words selected by selectAllChildren and by a range, in the text and in a field,
    // then mousedown/mouseup/click/dblclick and Alt+Shift+L keydowns, all made by script.
    expect(await hostile.fakeGestures()).toBeGreaterThan(20);

    // Positive control: the reader's own double-click goes through the same path.
    await dblclickWord(page, READER_PARAGRAPH, 'كتاب');
    await expectTabLoaded(page, 'Senses');
    expect(ledger.queries()).toEqual(['كتاب']);
    let record = await hostile.record();
    expect(record.cards).toHaveLength(1);
    expect(record.buttons).toBe(0);
    await page.keyboard.press('Escape');
    await expect(openCards(page)).toHaveCount(0);

    // The reader selects a word: the look-up button appears (no call until it is pressed).
    await dragSelectWord(page, READER_PARAGRAPH, 'بيت');
    await expect(lookupButton).toBeVisible();
    // The page looks for the button through the host's shadow root, to press it by script
    // (click(), a MouseEvent, Enter, Space): the root is closed, so it finds nothing.
    expect(await hostile.pressLookupButton()).toBe(false);
    await expect(lookupButton).toBeVisible();
    await expect(openCards(page)).toHaveCount(0);
    // The script-made selections and gestures again, with the button up.
    await hostile.fakeGestures();
    expect(ledger.queries()).toEqual(['كتاب']);

    // Positive control: the reader presses the button.
    await dragSelectWord(page, READER_PARAGRAPH, 'بيت');
    await pressLookupButton(page);
    await expectTabLoaded(page, 'Senses');
    await expect((await cardFrame(page)).getByRole('heading', { name: 'بيت' })).toBeVisible();
    expect(ledger.queries()).toEqual(['كتاب', 'بيت']);
    record = await hostile.record();
    expect(record.cards).toHaveLength(2);
    // The second card is the first one's frame, kept and shown again.
    await expect(page.locator('lisan-card')).toHaveCount(1);
    for (const bait of BAIT_WORDS) expect(ledger.queries()).not.toContain(bait);
    await hostile.expectNoCanary(CANARY_KEY);
  });

  test('look-alike messages open no card and spend no call, and hear nothing that names the extension', async ({
    setup,
  }) => {
    const { hostile, page, ledger } = setup;
    // To this window and every frame, as objects and as JSON text; and at the extension
    // itself through chrome.runtime, where the page has it.
    await hostile.forgeMessages(BAIT_WORDS[0]);
    let record = await hostile.record();
    // The page's listener works: it heard its own forgeries...
    expect(record.messages.map((message) => message.data)).toContain(
      JSON.stringify({ type: 'open-card', word: BAIT_WORDS[0] }),
    );
    // ...and nothing from Lisan that would tell it the extension's id.
    expect(JSON.stringify(record.messages)).not.toContain(hostile.staticId);

    // Positive control: a real double-click opens the card and costs exactly one call.
    await dblclickWord(page, READER_PARAGRAPH, 'كتاب');
    await expectTabLoaded(page, 'Senses');
    expect(ledger.queries()).toEqual(['كتاب']);
    record = await hostile.record();
    expect(record.cards).toHaveLength(1);
    await hostile.expectNoCanary(CANARY_KEY);
  });

  test('an open card is not closed by anything the page forges', async ({ setup }) => {
    const { hostile, page, ledger } = setup;
    await dblclickWord(page, READER_PARAGRAPH, 'كتاب');
    await expectTabLoaded(page, 'Senses');

    // "close" posted from the page, and posted into the card; script-made MessageEvents
    // claiming the card's window as source and the extension's origins (dynamic and
    // static); fake Escape keys; a fake mousedown outside. Resolves once all are delivered.
    expect(await hostile.forgeClose()).toBe(1);
    await expect((await cardFrame(page)).getByRole('tab', { name: 'Senses' })).toBeVisible();

    // Positive control: the card's own "close" (its close button) is obeyed.
    await (await cardFrame(page)).getByRole('button', { name: 'Close' }).click();
    await expect(openCards(page)).toHaveCount(0);

    // The page would point the card's iframe at a page of its own, which would post
    // "close" from the card's window: behind the closed shadow root it cannot reach the
    // frame (hostile-frame.spec.ts navigates it the way a page that could would).
    await dblclickWord(page, READER_PARAGRAPH, 'كتاب');
    await expectTabLoaded(page, 'Senses');
    expect(await hostile.hijackCardFrame()).toBeNull();
    await expect((await cardFrame(page)).getByRole('tabpanel')).toContainText('كِتَاب');
    await clickOutsideCard(page);
    await expect(openCards(page)).toHaveCount(0);
    // The second card was answered from the cache.
    expect(ledger.queries()).toEqual(['كتاب']);
    await hostile.expectNoCanary(CANARY_KEY);
  });
});
