import { expect, test } from './support/extension';
import {
  apiCalls,
  callsUsedText,
  controlWorker,
  lookUpInPopup,
  openCard,
  openPopup,
  optionsCallsLine,
  panel,
  setUp,
  viewCallsLine,
} from './support/resilience-helpers';

/**
 * Chrome stops an idle extension service worker after ~30 s and starts a fresh one for
 * the next event. Nothing that matters may live only in the worker's memory: answers,
 * the call counter, card sessions.
 */
test('the worker stopped mid-session: cache, counter and the open card carry on', async ({
  extension,
  service,
}) => {
  const options = await setUp(extension, { apiKey: 'demo', serviceUrl: service.baseUrl });
  const popup = await openPopup(extension);
  await lookUpInPopup(popup, 'كتاب');
  await expect(panel(popup)).toContainText('كِتَاب');
  // Examples of كتاب are fetched (and cached) now, for the card to open after the stop.
  await popup.getByRole('tab', { name: 'Examples' }).click();
  await expect(panel(popup)).toHaveText(/\S/);

  const page = await extension.context.newPage();
  await page.goto(`${service.origin}/pages/demo.html`);
  const card = await openCard(page, '#plain', 'كتاب');
  await expect(panel(card)).toContainText('كِتَاب');
  const examples = (await panel(popup).textContent()) ?? '';
  const callsBefore = service.calls().length;
  const countBefore = service.callCount('demo');
  expect(countBefore).toBe(3);

  // Stop the worker, and make sure it really is a new one that answers afterwards.
  const worker = await extension.serviceWorker();
  await worker.evaluate(() => {
    (globalThis as { lisanE2eMarker?: boolean }).lisanE2eMarker = true;
  });
  const control = await controlWorker(extension, options);
  await control.stop();

  // The open card: a tab it has not shown yet goes to the (new) background with the
  // card's session, which must still be valid; the answer comes from the cache.
  await card.getByRole('tab', { name: 'Examples' }).click();
  await expect(panel(card)).toHaveText(examples);
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect
    .poll(() => control.statuses().slice(control.statuses().lastIndexOf('stopped')))
    .toContain('running');
  expect(
    await worker.evaluate(() => (globalThis as { lisanE2eMarker?: boolean }).lisanE2eMarker),
  ).toBeUndefined();

  // A cached word in a fresh popup: no call.
  const again = await openPopup(extension);
  await lookUpInPopup(again, 'كتاب');
  await expect(panel(again)).toContainText('كِتَاب');
  expect(service.calls().length).toBe(callsBefore);

  // The counter survived: the line shows what the service counted.
  await expect(viewCallsLine(again)).toHaveText(callsUsedText(countBefore));
  await options.reload();
  await expect(optionsCallsLine(options)).toHaveText(callsUsedText(countBefore));

  // A second stop, then a tab nothing has fetched yet (Root came with the search answer):
  // its three calls, counted on top of the rest.
  await control.stop();
  await card.getByRole('tab', { name: 'Related' }).click();
  await expect(panel(card)).toHaveText(/\S/);
  await expect(card.getByRole('alert')).toHaveCount(0);
  expect(apiCalls(service, '/public/synonyms')).toHaveLength(1);
  expect(service.callCount('demo')).toBe(countBefore + 3);
  await expect(viewCallsLine(card)).toHaveText(callsUsedText(countBefore + 3));
});
