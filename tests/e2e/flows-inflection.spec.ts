import { dblclickWord } from '../../automation/page-actions';
import { expect, test } from './support/extension';
import {
  BASIC,
  cardIn,
  expectEntry,
  openPage,
  queriesSince,
  setUp,
  shownWord,
  VERBS,
  visiblePanel,
} from './support/flows-helpers';
import { lookUpInPopup, openPopup } from './support/resilience-helpers';

/** Double-clicks `word` on the page and returns its card, headed by the word as clicked. */
async function clickWord(
  extension: Parameters<typeof setUp>[0],
  service: Parameters<typeof setUp>[1],
  selector: string,
  word: string,
) {
  await setUp(extension, service);
  const page = await openPage(extension, service, 'flows-inflection');
  await dblclickWord(page, selector, word);
  const card = await cardIn(page);
  await expect(shownWord(card)).toHaveText(word);
  return card;
}

/** The card's analysis line names `words` (the word and the form shown) and `terms`. */
async function expectAnalysis(
  panel: ReturnType<typeof visiblePanel>,
  words: string[],
  terms: string,
) {
  const analysis = panel.locator('.lisan-analysis');
  for (const word of words) await expect(analysis).toContainText(word);
  await expect(analysis).toContainText(terms);
}

/**
 * Inflected words of running text (issue 9): the card finds the lemma's entry and names
 * how it got there, with both words visible. Needs the analyser (lib/arabic) to propose
 * قال for قالت and ملعب for الملاعب, with what it undid.
 */
test.describe('inflected words on a page', () => {
  test('قالت shows the entry of قال, named "قالت → قال · verb, past, she"', async ({
    extension,
    service,
  }) => {
    // The heading stays the word the reader clicked.
    const card = await clickWord(extension, service, '#verb', 'قالت');
    const panel = visiblePanel(card);
    await expectEntry(panel, { lexicon: VERBS, lemma: 'قَالَ', items: ['نطق بكلام'] });
    await expectAnalysis(panel, ['قالت', 'قال'], 'verb, past, she');
  });

  test('الملاعب shows the entry of ملعب, named "الملاعب → ملعب · plural"', async ({
    extension,
    service,
  }) => {
    const card = await clickWord(extension, service, '#plural', 'الملاعب');
    const panel = visiblePanel(card);
    await expectEntry(panel, { lexicon: BASIC, lemma: 'مَلْعَب', items: ['مكان اللعب'] });
    await expectAnalysis(panel, ['الملاعب', 'ملعب'], 'plural');
  });

  test('تقول shows its own entry and offers قال as a free link, looked up in place with Back', async ({
    extension,
    service,
  }) => {
    const card = await clickWord(extension, service, '#own-entry', 'تقول');
    const panel = visiblePanel(card);
    await expectEntry(panel, { lexicon: VERBS, lemma: 'تَقَوَّلَ', items: ['نسب إليه قولًا لم يقله'] });
    const readings = panel.locator('.lisan-suggestions', { hasText: /^Also:/ });
    await expect(readings).toContainText('قال · verb, present, she');
    // Named once, with its reading: not again among the search's "See also".
    await expect(panel.getByRole('button', { name: 'قال', exact: true })).toHaveCount(1);
    // Offered, not asked: no call for قال until the reader clicks it.
    const callsBefore = service.calls().length;
    expect(queriesSince(service, 0)).not.toContain('قال');

    await readings.getByRole('button', { name: 'قال', exact: true }).click();
    await expect(shownWord(card)).toHaveText('قال');
    await expectEntry(visiblePanel(card), { lexicon: VERBS, lemma: 'قَالَ', items: ['نطق بكلام'] });
    expect(queriesSince(service, callsBefore)).toContain('قال');
    await card.getByRole('button', { name: 'Back' }).click();
    await expect(shownWord(card)).toHaveText('تقول');
  });

  test('the offered readings are reached and followed with the keyboard alone', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    // In the popup: the card's out-of-process frame hides its focus from the test.
    const popup = await openPopup(extension);
    await lookUpInPopup(popup, 'تقول');
    const readings = visiblePanel(popup).locator('.lisan-suggestions', { hasText: /^Also:/ });
    const link = readings.getByRole('button', { name: 'قال', exact: true });
    await expect(link).toBeVisible();
    const focused = () => link.evaluate((button) => button === document.activeElement);
    for (let presses = 0; presses < 40 && !(await focused()); presses++) {
      await popup.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    await popup.keyboard.press('Enter');
    await expect(shownWord(popup)).toHaveText('قال');
  });
});
