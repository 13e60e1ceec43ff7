import { expect, test } from './support/extension';
import {
  closeCard,
  lookUpInPopup,
  openCard,
  openPopup,
  panel,
  recordRequests,
  setUp,
} from './support/resilience-helpers';

test('offline: cached words still show their results; a new word fails at once with "try again"', async ({
  extension,
  service,
}) => {
  await setUp(extension, { apiKey: 'demo', serviceUrl: service.baseUrl });
  const popup = await openPopup(extension);
  await lookUpInPopup(popup, 'كتاب');
  await expect(panel(popup)).toContainText('كِتَاب');
  // The page is loaded while the network is up; the card itself is an extension page.
  const page = await extension.context.newPage();
  await page.goto(`${service.origin}/pages/demo.html`);
  const callsBefore = service.calls().length;

  const requests = recordRequests(extension);
  await extension.context.setOffline(true);
  // Playwright applies the emulation to the service worker too: the worker sees itself offline.
  const worker = await extension.serviceWorker();
  await expect.poll(() => worker.evaluate(() => navigator.onLine)).toBe(false);

  // A cached word, in a fresh popup (its results come from the background, not the view).
  const offlinePopup = await openPopup(extension);
  await lookUpInPopup(offlinePopup, 'كتاب');
  await expect(panel(offlinePopup)).toContainText('كِتَاب');
  await expect(panel(offlinePopup)).toContainText('معجم الرياض');

  // A new word: the network wording and Try again, without trying the network (no retries).
  await lookUpInPopup(offlinePopup, 'قلم');
  const alert = offlinePopup.getByRole('alert');
  await expect(alert).toContainText(
    'The lexical service could not be reached. Check your connection, then try again.',
  );
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();

  // The same in the card.
  let card = await openCard(page, '#plain', 'كتاب');
  await expect(panel(card)).toContainText('كِتَاب');
  await closeCard(page);
  card = await openCard(page, '#plain', 'بيت');
  await expect(card.getByRole('alert')).toContainText('try again');

  // Failing fast: not one attempt reached for the network (so no retries either).
  const toService = requests.filter((request) => request.url().startsWith(service.baseUrl));
  expect(toService.map((request) => request.url())).toEqual([]);
  expect(service.calls().length).toBe(callsBefore);

  // Back online, Try again fetches the word.
  await extension.context.setOffline(false);
  await expect.poll(() => worker.evaluate(() => navigator.onLine)).toBe(true);
  await card.getByRole('button', { name: 'Try again' }).click();
  await expect(panel(card)).toContainText('بَيْت');
  expect(service.calls().length).toBe(callsBefore + 1);
});
