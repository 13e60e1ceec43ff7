import { expect, test } from './support/extension';
import {
  apiCalls,
  callsUsedText,
  closedLoopbackServiceUrl,
  GEOLOGY,
  lookUpInPopup,
  openCard,
  openPopup,
  optionsCallsLine,
  panel,
  serviceStatus,
  setUp,
  viewCallsLine,
} from './support/resilience-helpers';

/**
 * Every way a lookup can fail, as the reader sees it in the popup and the card: the
 * contract's wording ("key", "limit", "permission", "try again") and a next step.
 */

test.describe('a rejected key', () => {
  for (const apiKey of ['inactive', 'expired', 'no-such-key']) {
    test(`key "${apiKey}": popup and card say "key" and offer Settings; nothing is retried`, async ({
      extension,
      service,
    }) => {
      const options = await setUp(extension, {
        apiKey,
        serviceUrl: service.baseUrl,
        outcome: 'lexicons-failed',
      });
      await expect(serviceStatus(options)).toContainText('The service rejected the API key.');

      const popup = await openPopup(extension);
      await lookUpInPopup(popup, 'كتاب');
      const alert = popup.getByRole('alert');
      await expect(alert).toContainText('key');
      await expect(alert).toContainText('The service rejected your API key. Check it in Settings.');
      await expect(alert.getByRole('button', { name: 'Open Settings' })).toBeVisible();
      await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      // A 401 is final: one call, no retry, and nothing counted.
      expect(apiCalls(service, '/public/search').map((call) => call.status)).toEqual([401]);

      const page = await extension.context.newPage();
      await page.goto(`${service.origin}/pages/demo.html`);
      const card = await openCard(page, '#plain', 'قلم');
      const cardAlert = card.getByRole('alert');
      await expect(cardAlert).toContainText('key');
      await expect(cardAlert.getByRole('button', { name: 'Open Settings' })).toBeVisible();
      expect(apiCalls(service, '/public/search').map((call) => call.status)).toEqual([401, 401]);
      expect(service.callCount(apiKey)).toBe(0);
    });
  }

  test('"Open Settings" in the card opens the options page', async ({ extension, service }) => {
    const options = await setUp(extension, {
      apiKey: 'expired',
      serviceUrl: service.baseUrl,
      outcome: 'lexicons-failed',
    });
    await options.close();
    const page = await extension.context.newPage();
    await page.goto(`${service.origin}/pages/demo.html`);
    const card = await openCard(page, '#plain', 'كتاب');
    const opened = extension.context.waitForEvent('page', {
      predicate: (candidate) => candidate.url() === extension.url('options.html'),
    });
    await card.getByRole('button', { name: 'Open Settings' }).click();
    const settings = await opened;
    await expect(settings.getByLabel('API key')).toBeVisible();
  });
});

test('a spent key: the service says "limit" once, then our counter refuses without calling', async ({
  extension,
  service,
}) => {
  // `limited` allows 3 successful calls. Save spends the first on the lexicon list.
  await setUp(extension, { apiKey: 'limited', serviceUrl: service.baseUrl });
  expect(service.callCount('limited')).toBe(1);

  const popup = await openPopup(extension);
  await lookUpInPopup(popup, 'كتاب');
  await expect(panel(popup)).toContainText('كِتَاب');
  await lookUpInPopup(popup, 'قلم');
  await expect(panel(popup)).toContainText('قَلَم');
  expect(service.callCount('limited')).toBe(3);

  // The next new word: the service answers 401 "max limit calls exceeded".
  await lookUpInPopup(popup, 'بيت');
  const alert = popup.getByRole('alert');
  await expect(alert).toContainText('limit');
  await expect(alert).toContainText('This key has used its call limit');
  await expect(alert.getByRole('button', { name: 'Open Settings' })).toBeVisible();
  expect(apiCalls(service).at(-1)).toMatchObject({ path: '/public/search', status: 401 });
  const callsAfterLimit = service.calls().length;

  // From now on our own counter knows the key is spent: a new word costs no call at all.
  await lookUpInPopup(popup, 'شمس');
  await expect(popup.getByRole('alert')).toContainText('limit');
  const page = await extension.context.newPage();
  await page.goto(`${service.origin}/pages/demo.html`);
  const card = await openCard(page, '#plain', 'بحر');
  await expect(card.getByRole('alert')).toContainText('limit');
  expect(service.calls().length).toBe(callsAfterLimit);

  // Words already cached still work (the message says so), also without a call.
  const second = await openPopup(extension);
  await lookUpInPopup(second, 'كتاب');
  await expect(panel(second)).toContainText('كِتَاب');
  await expect(second.getByText('Cached words still work')).toBeVisible();
  expect(service.calls().length).toBe(callsAfterLimit);
  expect(service.callCount('limited')).toBe(3);
});

test('a private lexicon refused (403): public results stay, with a "permission" notice', async ({
  extension,
  service,
}) => {
  await setUp(extension, {
    apiKey: 'public-only',
    serviceUrl: service.baseUrl,
    lexicons: [GEOLOGY],
  });

  const popup = await openPopup(extension);
  await lookUpInPopup(popup, 'بحر');
  const results = panel(popup);
  await expect(results).toContainText('بَحْر');
  await expect(results).toContainText('معجم الرياض للغة العربية المعاصرة');
  await expect(results).toContainText('permission');
  await expect(results).toContainText(
    `No permission for the private lexicon ${GEOLOGY}; showing public lexicons only.`,
  );
  await expect(popup.getByRole('alert')).toHaveCount(0);
  const posCalls = apiCalls(service).filter((call) => /\/(pos|search)$/.test(call.path));
  expect(posCalls.map((call) => [call.path, call.status]).sort()).toEqual([
    ['/private/pos', 403],
    ['/public/search', 200],
  ]);

  // The card shows the same, and the public answer comes from the cache.
  const page = await extension.context.newPage();
  await page.goto(`${service.origin}/pages/demo.html`);
  const card = await openCard(page, '#plain', 'بحر');
  await expect(panel(card)).toContainText('بَحْر');
  await expect(panel(card)).toContainText('permission');
  expect(apiCalls(service, '/public/search')).toHaveLength(1);
});

test('a service error (500): the card says "try again", and Try again works once it recovers', async ({
  extension,
  service,
}) => {
  await setUp(extension, { apiKey: 'demo', serviceUrl: service.baseUrl });
  service.setFaults([{ fault: { kind: 'status-500' } }]);

  const page = await extension.context.newPage();
  await page.goto(`${service.origin}/pages/demo.html`);
  const card = await openCard(page, '#plain', 'كتاب');
  const alert = card.getByRole('alert');
  await expect(alert).toContainText(/try again/i);
  await expect(alert).toContainText('The lexical service had a problem answering.');
  // A short bounded retry: the first attempt and two more, none counted.
  expect(apiCalls(service, '/public/search').map((call) => call.status)).toEqual([500, 500, 500]);
  expect(service.callCount('demo')).toBe(1);

  service.setFaults([]);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(panel(card)).toContainText('كِتَاب');
  await expect(card.getByRole('alert')).toHaveCount(0);
  expect(service.callCount('demo')).toBe(2);
  await expect(viewCallsLine(card)).toHaveText(callsUsedText(2));
});

for (const kind of ['malformed', 'truncated'] as const) {
  test(`a ${kind} answer: "could not read … Try again", counted like the service counts it`, async ({
    extension,
    service,
  }) => {
    await setUp(extension, { apiKey: 'demo', serviceUrl: service.baseUrl });
    service.setFaults([{ fault: { kind }, path: '/public/search' }]);

    const popup = await openPopup(extension);
    await lookUpInPopup(popup, 'كتاب');
    const alert = popup.getByRole('alert');
    await expect(alert).toContainText(/try again/i);
    await expect(alert).toContainText('The service sent an answer Lisan could not read.');
    // A 200 whose body broke is charged by the service, so it is counted here too, once.
    expect(apiCalls(service, '/public/search').map((call) => call.status)).toEqual([200]);
    expect(service.callCount('demo')).toBe(2);
    await expect(viewCallsLine(popup)).toHaveText(callsUsedText(2));

    service.setFaults([]);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(panel(popup)).toContainText('كِتَاب');
    expect(service.callCount('demo')).toBe(3);
    await expect(viewCallsLine(popup)).toHaveText(callsUsedText(3));
  });
}

test('the service unreachable: options, popup and card say "try again"', async ({
  extension,
  service,
}) => {
  const deadUrl = await closedLoopbackServiceUrl();
  const options = await setUp(extension, {
    apiKey: 'demo',
    serviceUrl: deadUrl,
    outcome: 'lexicons-failed',
  });
  await expect(serviceStatus(options)).toContainText('The lexical service could not be reached.');
  await expect(serviceStatus(options)).toContainText('try again');

  const popup = await openPopup(extension);
  await lookUpInPopup(popup, 'كتاب');
  const alert = popup.getByRole('alert');
  await expect(alert).toContainText(
    'The lexical service could not be reached. Check your connection, then try again.',
  );
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();

  // The demo page comes from the live sample service; only the API URL is dead.
  const page = await extension.context.newPage();
  await page.goto(`${service.origin}/pages/demo.html`);
  const card = await openCard(page, '#plain', 'قلم');
  await expect(card.getByRole('alert')).toContainText('try again');
  expect(service.calls()).toHaveLength(0);
  await expect(optionsCallsLine(options)).toHaveText(callsUsedText(0));
});

test('"Test connection" reports a rejected key, then "Connected" for a good one', async ({
  extension,
  service,
}) => {
  const options = await setUp(extension, {
    apiKey: 'inactive',
    serviceUrl: service.baseUrl,
    outcome: 'lexicons-failed',
  });
  const status = serviceStatus(options);
  const test = options.getByRole('button', { name: 'Test connection' });

  await test.click();
  await expect(status).toHaveText(
    'The service rejected the API key. Check the key, paste it again and press Save.',
  );
  expect(apiCalls(service, '/public/lexicons').map((call) => call.status)).toEqual([401, 401]);

  await options.getByLabel('API key').first().fill('demo');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(status).toHaveText('Saved. Connected: 4 lexicons.');

  await test.click();
  await expect(status).toHaveText('Connected: 4 lexicons');
  // "Test connection" asks the service itself, not the cache.
  expect(apiCalls(service, '/public/lexicons').map((call) => call.status)).toEqual([
    401, 401, 200, 200,
  ]);
  await expect(optionsCallsLine(options)).toHaveText(callsUsedText(service.callCount('demo')));
});
