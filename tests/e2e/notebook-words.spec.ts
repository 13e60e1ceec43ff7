import { lookUpAndRecord, openExtensionPage, searchInPopup, setUp } from './support/flows-helpers';
import { expect, test } from './support/sample-page';

/**
 * Issue 28: the notebook is of Arabic words the lexicons answered, one row per word with
 * every sentence it was met in; Recent words likewise.
 */

const lookUp = lookUpAndRecord;

test('History is one row per word, its sentences inside, with how often it was met', async ({
  extension,
  samplePage: { page },
}) => {
  await lookUp(page, '#plain', 'كتاب');
  await lookUp(page, '#definite', 'الكتاب');
  await lookUp(page, '#plain', 'قلم');

  const notebook = await openExtensionPage(extension, 'notebook.html');
  const rows = notebook.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(notebook.getByText('2 of 2 words')).toBeVisible();
  const book = rows.filter({ has: notebook.getByRole('cell', { name: 'كِتَاب', exact: true }) });
  await expect(book).toHaveCount(1);
  await expect(book.getByRole('cell').nth(1)).toHaveText('الكتاب، كتاب');
  await expect(book.getByRole('cell').nth(2)).toHaveText('2');
  await expect(book.locator('mark')).toHaveText(['الكتاب', 'كتاب']);
  await expect(book).toContainText('الكتاب خير جليس');
  await expect(book).toContainText('كتاب جميل أو قلم جديد');

  // Deleting the word deletes every time it was met; the export follows the list.
  await book.getByRole('button', { name: 'Delete كِتَاب' }).click();
  await expect(rows).toHaveCount(2);
  const [download] = await Promise.all([
    notebook.waitForEvent('download'),
    notebook.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(await download.path()).toBeTruthy();
});

test('Recent words and History keep only Arabic words the lexicons answered', async ({
  extension,
  service,
}) => {
  await setUp(extension, service);
  const popup = await openExtensionPage(extension, 'popup.html');
  await searchInPopup(popup, 'xyz');
  await searchInPopup(popup, 'قثغ');
  await searchInPopup(popup, 'قلم');
  await expect(popup.getByRole('button', { name: 'Save' })).toBeVisible();

  const again = await openExtensionPage(extension, 'popup.html');
  const recent = again.getByRole('navigation', { name: 'Recent words' });
  await expect(recent.getByRole('button')).toHaveText(['قَلَم']);

  const notebook = await openExtensionPage(extension, 'notebook.html');
  await expect(notebook.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(notebook.getByRole('table')).not.toContainText('xyz');
  await expect(notebook.getByRole('table')).not.toContainText('قثغ');
});
