import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/extension';
import { apiPaths, lookUpAndRecord, openPage, setUp } from './support/flows-helpers';

const lookUp = lookUpAndRecord;

async function downloaded(notebook: Page, button: string): Promise<string> {
  const [download] = await Promise.all([
    notebook.waitForEvent('download'),
    notebook.getByRole('button', { name: button }).click(),
  ]);
  return readFile(await download.path(), 'utf8');
}

test.describe('the reader’s notebook', () => {
  test('keeps three lookups with their sentences, saves, filters and exports, spending no call', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);

    const first = await lookUp(page, '#plain', 'كتاب');
    const save = first.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await lookUp(page, '#plain', 'قلم');
    await lookUp(page, '#abstract', 'شمس');
    const callsAfterLookups = apiPaths(service).length;

    const notebook = await extension.context.newPage();
    await notebook.goto(extension.url('notebook.html'));
    await expect(notebook.getByRole('heading', { name: 'Notebook', level: 1 })).toBeVisible();
    const history = notebook.getByRole('table');
    // Newest first, each with the sentence it was met in, the word marked.
    const rows = history.getByRole('row');
    // The card records a word as its answer shows; the last record may still be on its
    // way to the background when the notebook first lists (under load): reopen until it is.
    await expect
      .poll(async () => {
        if ((await rows.count()) < 4) {
          await notebook.reload();
          await expect(rows.first()).toBeVisible();
        }
        return rows.count();
      })
      .toBe(4);
    await expect(rows.nth(1)).toContainText('شمس الصيف حارة، وقمر الشتاء بارد.');
    await expect(rows.nth(1).locator('mark')).toHaveText('شمس');
    await expect(rows.nth(2)).toContainText('كان يقول: كتاب جميل أو قلم جديد يكفيني.');
    await expect(rows.nth(2).locator('mark')).toHaveText('قلم');
    await expect(rows.nth(3).locator('mark')).toHaveText('كتاب');
    await expect(rows.nth(3)).toContainText('صفحة تجربة لسان');
    await expect(rows.nth(3).getByRole('cell').first()).toHaveText('كِتَاب');

    expect(await axeViolations(notebook)).toEqual([]);

    await notebook.getByRole('tab', { name: 'Saved' }).click();
    const saved = notebook.getByRole('table');
    await expect(saved.getByRole('row')).toHaveCount(2);
    await expect(saved.getByRole('row').nth(1)).toContainText('كتاب');

    await notebook.getByRole('tab', { name: 'History' }).click();
    // Diacritics in the filter do not hide the word.
    await notebook.getByRole('searchbox', { name: 'Filter' }).fill('شَمْس');
    await expect(notebook.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(notebook.getByRole('table').locator('mark')).toHaveText('شمس');
    await notebook.getByRole('searchbox', { name: 'Filter' }).fill('');

    const csv = await downloaded(notebook, 'Export CSV');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'lemma,word,part of speech,root,pattern,senses,translations,sentence,source,date',
    );
    expect(lines).toHaveLength(4);
    // All from the cache: the card's one search call filled senses, root and pattern,
    // though the Root and Pattern tabs were never opened.
    expect(lines[3]).toMatch(/^كِتَاب,كتاب,اسم,ك ت ب,فِعَال,"?مجموعة من الصفحات/);

    const anki = await downloaded(notebook, 'Export for Anki');
    const notes = anki.trimEnd().split('\n');
    expect(notes.slice(0, 2)).toEqual(['#separator:tab', '#html:true']);
    expect(notes.at(-1)).toContain('كان يقول: <b>كتاب</b> جميل');
    expect(notes.at(-1)?.split('\t')[1]).toContain('<b>كِتَاب</b>');

    // Recording, saving, listing, filtering and both exports: not one call.
    expect(apiPaths(service).length).toBe(callsAfterLookups);
  });

  test('with "Keep history" off, nothing new is kept; "Clear history" empties it', async ({
    extension,
    service,
  }) => {
    await setUp(extension, service);
    const page = await openPage(extension, service);
    await lookUp(page, '#plain', 'كتاب');

    const options = await extension.context.newPage();
    await options.goto(extension.url('options.html'));
    const keep = options.getByRole('checkbox', { name: 'Keep history' });
    await expect(keep).toBeChecked();
    await keep.click();
    await expect(keep).not.toBeChecked();

    await page.bringToFront();
    await lookUp(page, '#plain', 'قلم');
    const notebook = await extension.context.newPage();
    await notebook.goto(extension.url('notebook.html'));
    await expect(notebook.getByRole('table').getByRole('row')).toHaveCount(2);
    // The one row is كتاب's (its sentence names قلم too); قلم's lemma is not there.
    await expect(notebook.getByRole('table')).not.toContainText('قَلَم');

    await options.bringToFront();
    await options.getByRole('button', { name: 'Clear history' }).click();
    await expect(options.getByText('History cleared.')).toBeVisible();
    await notebook.reload();
    await expect(notebook.getByText('No lookups yet.', { exact: false })).toBeVisible();
  });
});
