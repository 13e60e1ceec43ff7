import { expect, test } from './support/extension';
import {
  apiCalls,
  callsUsedText,
  closeCard,
  lookUpInPopup,
  openCard,
  openPopup,
  optionsCallsLine,
  panel,
  setUp,
  viewCallsLine,
} from './support/resilience-helpers';

/**
 * Every call is precious (5,000 per key for its whole life), so these tests count the
 * calls on the sample service's own log rather than trusting the extension's counter.
 */

test('a word looked up in the popup, then twice in the card, costs one call', async ({
  extension,
  service,
}) => {
  await setUp(extension, { apiKey: 'demo', serviceUrl: service.baseUrl });
  const before = service.calls().length;

  const popup = await openPopup(extension);
  await lookUpInPopup(popup, 'كتاب');
  await expect(panel(popup)).toContainText('كِتَاب');
  expect(apiCalls(service, '/public/search').map((call) => call.query)).toEqual(['كتاب']);

  const page = await extension.context.newPage();
  await page.goto(`${service.origin}/pages/demo.html`);
  let card = await openCard(page, '#plain', 'كتاب');
  await expect(panel(card)).toContainText('كِتَاب');
  await closeCard(page);
  card = await openCard(page, '#plain', 'كتاب');
  await expect(panel(card)).toContainText('كِتَاب');
  await expect(panel(card)).toContainText('معجم الرياض');

  expect(service.calls().length).toBe(before + 1);
  expect(service.callCount('demo')).toBe(2);
});

test('diacritic and tatweel variants of a cached word cost no call', async ({
  extension,
  service,
}) => {
  await setUp(extension, { apiKey: 'demo', serviceUrl: service.baseUrl });
  const popup = await openPopup(extension);
  await lookUpInPopup(popup, 'كتاب');
  await expect(panel(popup)).toContainText('كِتَاب');
  const after = service.calls().length;

  for (const variant of ['كِتَاب', 'كتـــاب', 'كِتـــَاب']) {
    await lookUpInPopup(popup, variant);
    await expect(panel(popup)).toContainText('كِتَاب');
    await expect(panel(popup)).toContainText('معجم الرياض');
  }
  // Written with diacritics and tanween on a page: كِتَابٌ
  const page = await extension.context.newPage();
  await page.goto(`${service.origin}/pages/demo.html`);
  const card = await openCard(page, '#diacritics', 'كِتَابٌ');
  await expect(panel(card)).toContainText('كِتَاب');
  await expect(panel(card)).toContainText('معجم الرياض');

  expect(service.calls().length).toBe(after);
});

test('identical lookups at the same moment share one call', async ({ extension, service }) => {
  await setUp(extension, { apiKey: 'demo', serviceUrl: service.baseUrl });
  // Slow answers (below the client's 15 s timeout), so the card's lookup starts while the
  // popup's is still under way, even on a busy machine.
  service.setFaults([{ fault: { kind: 'latency', ms: 8000 }, path: '/public/search' }]);
  const page = await extension.context.newPage();
  await page.goto(`${service.origin}/pages/demo.html`);
  const popup = await openPopup(extension);

  await lookUpInPopup(popup, 'قلم');
  const popupLoading = popup.getByRole('status');
  await expect(popupLoading).toContainText('Looking up');
  const card = await openCard(page, '#plain', 'قلم');
  await expect(card.getByRole('status')).toContainText('Looking up');
  await expect(popupLoading).toContainText('Looking up');

  await expect(panel(card)).toContainText('قَلَم', { timeout: 20_000 });
  await expect(panel(popup)).toContainText('قَلَم');
  expect(apiCalls(service, '/public/search')).toHaveLength(1);
  expect(service.callCount('demo')).toBe(2);
});

test('"N of 5,000 calls used" matches the service\'s own count', async ({ extension, service }) => {
  const options = await setUp(extension, { apiKey: 'demo', serviceUrl: service.baseUrl });
  await expect(optionsCallsLine(options)).toHaveText(callsUsedText(service.callCount('demo')));

  const popup = await openPopup(extension);
  for (const [word, lemma] of [
    ['كتاب', 'كِتَاب'],
    ['قلم', 'قَلَم'],
    ['بيت', 'بَيْت'],
  ] as const) {
    await lookUpInPopup(popup, word);
    await expect(panel(popup)).toContainText(lemma);
  }
  // Other tabs are other operations, each fetched when its tab is first opened.
  for (const name of ['Examples', 'Related']) {
    await popup.getByRole('tab', { name }).click();
    await expect(popup.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    // The panel shows a text-less skeleton until its answer (entries or "No …") is in.
    await expect(panel(popup)).toHaveText(/\S/);
  }

  const page = await extension.context.newPage();
  await page.goto(`${service.origin}/pages/demo.html`);
  const card = await openCard(page, '#plain', 'بحر');
  await expect(panel(card)).toContainText('بَحْر');

  const count = service.callCount('demo');
  // lexicon list + 3 senses + examples + 3 related operations + the card's senses
  expect(count).toBe(9);
  await expect(viewCallsLine(card)).toHaveText(callsUsedText(count));
  await options.reload();
  await expect(optionsCallsLine(options)).toHaveText(callsUsedText(count));
});
