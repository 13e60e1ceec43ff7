import { cardFrame, dblclickWord } from '../../automation/page-actions';
import { CANARY_KEY, expect, expectTabLoaded, test } from './support/hostile-fixtures';
import { READER_PARAGRAPH } from './support/hostile-page';

const LATER_TABS = ['Examples', 'Root', 'Pattern', 'Forms', 'Related'] as const;

test.describe('hostile page: the API key', () => {
  test('never reaches anything the page can read while the reader uses the card', async ({
    setup,
    service,
  }) => {
    const { hostile, page, ledger } = setup;
    // Before Lisan does anything on the page.
    await hostile.expectNoCanary(CANARY_KEY);

    await dblclickWord(page, READER_PARAGRAPH, 'كتاب');
    await expectTabLoaded(page, 'Senses');
    await expect((await cardFrame(page)).getByRole('tabpanel')).toContainText('كِتَاب');
    // The canary is the key doing the work: a leak of the key would be a leak of this string.
    expect(ledger.calls().map((call) => [call.key, call.query])).toEqual([[CANARY_KEY, 'كتاب']]);
    const scan = await hostile.expectNoCanary(CANARY_KEY);
    // Lisan's shadow root is closed and its card posts nothing to the page: the scan found
    // no card address, and heard nothing from the card.
    expect(scan.shadow).not.toContain('lisan-card');
    expect(scan.shadow + scan.frames).not.toContain('card.html');
    const heard = (await hostile.record()).messages.map((message) => message.data);
    expect(heard).not.toContainEqual(expect.stringContaining('lisan'));

    for (const tab of LATER_TABS) {
      await (await cardFrame(page)).getByRole('tab', { name: tab }).click();
      await expectTabLoaded(page, tab);
      await hostile.expectNoCanary(CANARY_KEY);
    }
    const calls = ledger.calls();
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.every((call) => call.key === CANARY_KEY)).toBe(true);
    expect(service.callCount(CANARY_KEY)).toBe(calls.length + 1);
  });
});
