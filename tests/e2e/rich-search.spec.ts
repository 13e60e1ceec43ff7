import type { Page } from '@playwright/test';
import type { ExtensionHandle } from '../../automation/extension';
import { dblclickWord } from '../../automation/page-actions';
import type { SampleService } from '../../sample-service/server';
import { expect, test } from './support/extension';
import {
  cardIn,
  expectSettled,
  openPage,
  openTab,
  setUp,
  shownWord,
  visiblePanel,
} from './support/flows-helpers';

/**
 * The sample service's Riyadh lexicon answers search in the rich shape (sample-service/
 * search.ts): one answer holds every part of an entry, a recording and match flags.
 */

const TABS = ['Senses', 'Examples', 'Root', 'Pattern', 'Forms', 'Related'];

/**
 * Lisan set up for the sample service, a page holding `word` alone in a paragraph, and the
 * card of its double-click; `before`: the calls made before the double-click.
 */
async function cardOnNewPage(extension: ExtensionHandle, service: SampleService, word: string) {
  await setUp(extension, service);
  const page = await openPage(extension, service);
  const before = service.calls().length;
  return { page, before, card: await cardFor(page, word) };
}

/** `word` alone in a paragraph of `page`, double-clicked: the card for it. */
async function cardFor(page: Page, word: string) {
  await page.evaluate((text) => {
    const paragraph = document.createElement('p');
    paragraph.id = 'lisan-test-word';
    paragraph.textContent = text;
    document.body.prepend(paragraph);
  }, word);
  await dblclickWord(page, '#lisan-test-word', word);
  const card = await cardIn(page);
  await expect(shownWord(card)).toHaveText(word);
  await expectSettled(card);
  return card;
}

const paths = (service: { calls(): readonly { path: string; query: string | null }[] }) =>
  service.calls().map((call) => `${call.path} ${call.query}`);

test.describe('one search answer for the whole card', () => {
  test('fills all six tabs of a new word with one call, a translation under its sense', async ({
    extension,
    service,
  }) => {
    const { card, before } = await cardOnNewPage(extension, service, 'كاتب');
    const senses = visiblePanel(card);
    await expect(senses.getByRole('list', { name: 'Translations' }).first()).toHaveText(
      'English: writer',
    );
    for (const name of TABS) {
      await openTab(card, name);
      await expectSettled(card);
    }
    await expect(visiblePanel(card).getByRole('button', { name: 'مُؤَلِّف' })).toBeVisible();
    expect(paths(service).slice(before)).toEqual(['/public/search كاتب']);
  });

  test('shows a noun’s plural in Forms, with no call beyond its Senses', async ({
    extension,
    service,
  }) => {
    const { card } = await cardOnNewPage(extension, service, 'قلم');
    const before = service.calls().length;
    const forms = await openTab(card, 'Forms');
    await expectSettled(card);
    await expect(forms.getByRole('button', { name: 'أَقْلَام' })).toBeVisible();
    await expect(forms.getByRole('button', { name: 'أَقْلُم' })).toBeVisible();
    expect(service.calls().length).toBe(before);
  });

  test('takes the lemma the service’s lemmatiser matched, with one call', async ({
    extension,
    service,
  }) => {
    const { card, before } = await cardOnNewPage(extension, service, 'ومكتبات');
    await expect(card.getByText(/found by the service/)).toContainText('مكتبة');
    await expect(visiblePanel(card).getByRole('heading', { name: 'مَكْتَبَة' })).toBeVisible();
    expect(paths(service).slice(before)).toEqual(['/public/search ومكتبات']);
  });

  test('plays the service’s recording on Listen, fetched once and kept', async ({
    extension,
    service,
  }) => {
    const { page, card } = await cardOnNewPage(extension, service, 'كاتب');
    const listen = card.getByRole('button', { name: 'Listen (recording)' });
    // Opening the card fetched no recording: only Listen does.
    expect(service.audioFetches()).toEqual([]);
    await listen.click();
    const said = card.locator('.lisan-notebook-bar__status');
    await expect(said).toHaveText(/recording/);
    expect(service.audioFetches()).toHaveLength(1);

    // A new card for the word: the background plays what it kept.
    await page.mouse.click(2, 2);
    await expect(page.locator('lisan-card')).toBeHidden();
    await dblclickWord(page, '#lisan-test-word', 'كاتب');
    const again = await cardIn(page);
    await expectSettled(again);
    await expect(again.locator('.lisan-notebook-bar__status')).toHaveText('');
    await again.getByRole('button', { name: 'Listen (recording)' }).click();
    await expect(again.locator('.lisan-notebook-bar__status')).toHaveText(/recording/);
    expect(service.audioFetches()).toHaveLength(1);
  });
});
