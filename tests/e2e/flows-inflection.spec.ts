import { dblclickWord, isFocused } from '../../automation/page-actions';
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

  test('المدرسه, typed as the web types, shows مدرسة, named "· standard spelling"', async ({
    extension,
    service,
  }) => {
    const card = await clickWord(extension, service, '#web-typed', 'المدرسه');
    const panel = visiblePanel(card);
    await expectEntry(panel, {
      lexicon: BASIC,
      lemma: 'مَدْرَسَة',
      items: ['مكان يتعلم فيه التلاميذ'],
    });
    await expectAnalysis(panel, ['المدرسه', 'مدرسة'], 'standard spelling');
  });

  test('مدرسه in a paragraph typed with ه for ة is asked as مدرسة first, not مدرس + "his"', async ({
    extension,
    service,
  }) => {
    // Its nearest words show no such writer (a full stop ends them); the paragraph does:
    // no ة anywhere, and المدينه (lib/arabic/teh-marbuta-writing.ts).
    const callsBefore = service.calls().length;
    const card = await clickWord(extension, service, '#web-paragraph', 'مدرسه');
    const panel = visiblePanel(card);
    await expectEntry(panel, {
      lexicon: BASIC,
      lemma: 'مَدْرَسَة',
      items: ['مكان يتعلم فيه التلاميذ'],
    });
    // The words asked, in order (the lexicon list's call asks none).
    const asked = queriesSince(service, callsBefore).filter((query) => query !== null);
    expect(asked[0]).toBe('مدرسة');
    expect(asked).not.toContain('مدرس');
  });

  test('تقول, in a text mostly قال’s "she says", shows قال and never asks for تقول itself', async ({
    extension,
    service,
  }) => {
    // تقول is also the form V perfect تقوّل (its own entry); a four-letter ت-word the list
    // conjugates reads as the imperfect first (lib/arabic/analyse.ts, TEH_IMPERFECT).
    const callsBefore = service.calls().length;
    const card = await clickWord(extension, service, '#own-entry', 'تقول');
    const panel = visiblePanel(card);
    await expectEntry(panel, { lexicon: VERBS, lemma: 'قَالَ', items: ['نطق بكلام'] });
    await expectAnalysis(panel, ['تقول', 'قال'], 'verb, present, she');
    const asked = queriesSince(service, callsBefore);
    expect(asked).toContain('قال');
    expect(asked).not.toContain('تقول');
  });

  test('under قال, تقول "as written" shows its own entry تقوّل, and Back returns to قال', async ({
    extension,
    service,
  }) => {
    const card = await clickWord(extension, service, '#own-entry', 'تقول');
    const panel = visiblePanel(card);
    await expectEntry(panel, { lexicon: VERBS, lemma: 'قَالَ', items: ['نطق بكلام'] });
    const readings = panel.locator('.lisan-suggestions', { hasText: /^Also:/ });
    await expect(readings).toContainText('تقول · as written');
    const callsBefore = service.calls().length;
    await readings.getByRole('button', { name: 'تقول', exact: true }).click();

    await expect(shownWord(card)).toHaveText('تقول');
    await expectEntry(panel, { lexicon: VERBS, lemma: 'تَقَوَّلَ', items: ['نسب إليه قولًا لم يقله'] });
    // The word as written, asked once; the lead is not asked again.
    expect(queriesSince(service, callsBefore)).toEqual(['تقول']);

    await card.getByRole('button', { name: 'Back' }).click();
    await expectEntry(panel, { lexicon: VERBS, lemma: 'قَالَ', items: ['نطق بكلام'] });
    await expect(panel.getByRole('heading', { level: 3, name: 'تَقَوَّلَ' })).toHaveCount(0);
    expect(service.calls().length).toBe(callsBefore + 1);
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
    const link = readings.getByRole('button', { name: 'تقول', exact: true });
    await expect(link).toBeVisible();
    for (let presses = 0; presses < 40 && !(await isFocused(link)); presses++) {
      await popup.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    await popup.keyboard.press('Enter');
    await expectEntry(visiblePanel(popup), { lexicon: VERBS, lemma: 'تَقَوَّلَ' });
  });
});
