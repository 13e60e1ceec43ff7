import type { ExtensionHandle } from '../../automation/extension';
import { dblclickWord } from '../../automation/page-actions';
import type { SampleService } from '../../sample-service/server';
import { expect, test } from './support/extension';
import { cardIn, expectSettled, openPage, setUp, shownWord } from './support/flows-helpers';

/**
 * Issue 28: the card names a reading ("يكتبون → كتب · verb, present, they (m.)") and opens
 * on it, not on the homograph the lexicon lists first (كُتُب, "books"), which follows under
 * "Also"; the notebook keeps the lemma the card leads with.
 */
/** The card for `word` of flows-inflection.html's sentence, its page's first. */
async function cardOn(extension: ExtensionHandle, service: SampleService, word: string) {
  await setUp(extension, service);
  const page = await openPage(extension, service, 'flows-inflection');
  await dblclickWord(page, '#homograph', word);
  const card = await cardIn(page);
  await expect(shownWord(card)).toHaveText(word);
  return { page, card };
}

test('يكتبون opens on the verb كتب; the plural كُتُب follows under "Also"; the notebook keeps كَتَبَ', async ({
  extension,
  service,
}) => {
  const { card } = await cardOn(extension, service, 'يكتبون');
  await expectSettled(card);
  const panel = card.getByRole('tabpanel');
  await expect(panel).toContainText('verb, present, they (m.)');
  const lemmas = panel.getByRole('heading', { level: 3 });
  await expect(lemmas.first()).toHaveText('كَتَبَ');
  const also = panel.getByRole('region', { name: 'Also:' });
  await expect(also.getByRole('heading', { level: 3, name: 'كُتُب' })).toBeVisible();
  // The verb's entries come before the heading "Also", the noun's after it.
  const order = await panel.evaluate((element) =>
    [...element.querySelectorAll('h3')].map((heading) => heading.textContent),
  );
  expect(order.indexOf('كَتَبَ')).toBeLessThan(order.indexOf('Also:'));
  expect(order.indexOf('Also:')).toBeLessThan(order.indexOf('كُتُب'));

  const notebook = await extension.context.newPage();
  await notebook.goto(extension.url('notebook.html'));
  const row = notebook.getByRole('table').getByRole('row').nth(1);
  await expect(row.getByRole('cell').first()).toHaveText('كَتَبَ');
});

test('a word shown as written keeps the service’s order, with no "Also" heading', async ({
  extension,
  service,
}) => {
  await setUp(extension, service);
  const page = await openPage(extension, service);
  await dblclickWord(page, '#plain', 'ذهب');
  const card = await cardIn(page);
  await expectSettled(card);
  const panel = card.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 3 }).first()).toHaveText('ذَهَب');
  await expect(panel.getByRole('region', { name: 'Also:' })).toHaveCount(0);
});

test('وذهب الأطفال opens on the verb ذَهَبَ "went", the sentence making it the clause’s verb; the noun ذَهَب follows under "Also"', async ({
  extension,
  service,
}) => {
  // The page's first card: its lookup starts at the ticket, so the sentence must be there.
  const { card } = await cardOn(extension, service, 'وذهب');
  await expectSettled(card);
  const panel = card.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 3 }).first()).toHaveText('ذَهَبَ');
  const also = panel.getByRole('region', { name: 'Also:' });
  await expect(
    also.getByRole('heading', { level: 3, name: 'ذَهَب', exact: true }).first(),
  ).toBeVisible();
});
