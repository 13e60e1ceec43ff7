import { dblclickWord } from '../../automation/page-actions';
import { expect, test } from './support/extension';
import {
  BASIC,
  cardIn,
  expectEntry,
  openPage,
  setUp,
  shownWord,
  VERBS,
  visiblePanel,
} from './support/flows-helpers';

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
    await setUp(extension, service);
    const page = await openPage(extension, service, 'flows-inflection');

    await dblclickWord(page, '#verb', 'قالت');
    const card = await cardIn(page);
    // The heading stays the word the reader clicked; the form shown is named below it.
    await expect(shownWord(card)).toHaveText('قالت');
    const panel = visiblePanel(card);
    await expectEntry(panel, { lexicon: VERBS, lemma: 'قَالَ', items: ['نطق بكلام'] });
    const analysis = panel.locator('.lisan-analysis');
    await expect(analysis).toContainText('قالت');
    await expect(analysis).toContainText('قال');
    await expect(analysis).toContainText('verb, past, she');
  });

  test('الملاعب shows the entry of ملعب, named "الملاعب → ملعب · plural"', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service, 'flows-inflection');

    await dblclickWord(page, '#plural', 'الملاعب');
    const card = await cardIn(page);
    await expect(shownWord(card)).toHaveText('الملاعب');
    const panel = visiblePanel(card);
    await expectEntry(panel, { lexicon: BASIC, lemma: 'مَلْعَب', items: ['مكان اللعب'] });
    const analysis = panel.locator('.lisan-analysis');
    await expect(analysis).toContainText('الملاعب');
    await expect(analysis).toContainText('ملعب');
    await expect(analysis).toContainText('plural');
  });
});
