import { cardFrame } from '../../automation/page-actions';
import { type SampleService, startSampleService } from '../../sample-service/server';
import { expect, test } from './support/extension';
import {
  contentScriptWorld,
  lookUpInPopup,
  openCard,
  openPopup,
  panel,
  recordRequests,
  serviceStatus,
  setUp,
} from './support/resilience-helpers';

/**
 * The API key stays in the background. Distinctive keys (on a sample service of this
 * test's own) make "the key appears nowhere" a meaningful search: "demo" would match
 * the demo page's own address.
 */
const FIRST_KEY = 'lisan-e2e-custody-3f9a1c7d52';
const SECOND_KEY = 'lisan-e2e-custody-8b2e64f0a9';

let custody: SampleService;
test.beforeAll(async () => {
  custody = await startSampleService({
    port: 0,
    keys: [FIRST_KEY, SECOND_KEY].map((key) => ({
      key,
      limit: 5000,
      status: 'active' as const,
      privateLexicons: [],
    })),
  });
});
test.afterAll(async () => {
  await custody?.close();
});
test.beforeEach(() => custody.reset());

function containsAKey(text: string): boolean {
  return text.includes(FIRST_KEY) || text.includes(SECOND_KEY);
}

interface Attempt {
  value?: string;
  error?: string;
}

/** Runs a promise in the isolated world; reports its JSON value or its error message. */
const attempt = (expression: string) =>
  `(${expression}).then((value) => ({ value: JSON.stringify(value) ?? 'undefined' }),` +
  ` (error) => ({ error: String(error && error.message ? error.message : error) }))`;

test('a content script can neither read the key nor hear of its changes', async ({ extension }) => {
  const page = await extension.context.newPage();
  await page.goto(`${custody.origin}/pages/demo.html`);
  const world = await contentScriptWorld(extension, page);

  // The page's own world has no extension storage at all.
  expect(await world.evaluateInPage<string>('typeof globalThis.chrome?.storage')).toBe('undefined');
  // The content script's world has the API, and listens for every change.
  expect(await world.evaluate<string>('typeof chrome.storage.onChanged')).toBe('object');
  await world.evaluate(
    '(globalThis.lisanE2eChanges = [], chrome.storage.onChanged.addListener(' +
      '(changes, area) => globalThis.lisanE2eChanges.push({ area, changes: JSON.stringify(changes) })), true)',
  );

  const options = await setUp(extension, { apiKey: FIRST_KEY, serviceUrl: custody.baseUrl });

  // Reading storage from the content script is refused outright (TRUSTED_CONTEXTS).
  for (const area of ['local', 'session']) {
    const read = await world.evaluate<Attempt>(attempt(`chrome.storage.${area}.get(null)`));
    expect(read.error, `storage.${area} from a content script`).toMatch(/not allowed/);
    expect(containsAKey(JSON.stringify(read))).toBe(false);
  }
  // Asking the background does not help: a content script may only ask for a card ticket
  // and the page settings, and no answer carries the key.
  for (const message of [
    { type: 'get-settings' },
    { type: 'status' },
    { type: 'list-lexicons' },
    { type: 'page-config' },
  ]) {
    const answer = await world.evaluate<Attempt>(
      attempt(`chrome.runtime.sendMessage(${JSON.stringify(message)})`),
    );
    expect(answer.error).toBeUndefined();
    expect(containsAKey(answer.value ?? '')).toBe(false);
    if (message.type !== 'page-config') expect(JSON.parse(answer.value ?? '{}').ok).toBe(false);
  }

  // Change the key in the options page, as a reader replacing it would.
  await options.getByLabel('API key').first().fill(SECOND_KEY);
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(serviceStatus(options)).toHaveText('Saved. Connected: 4 lexicons.');
  // A barrier: a change the content script may see (storage.sync, unused by Lisan). Change
  // events reach the content script in order, so once it has this one, any event the key's
  // saves could have caused would have arrived before it.
  await options.evaluate(() => chrome.storage.sync.set({ lisanE2eProbe: 'after-key-change' }));
  await expect
    .poll(() => world.evaluate<string>('JSON.stringify(globalThis.lisanE2eChanges)'))
    .toContain('after-key-change');
  const changes = await world.evaluate<{ area: string; changes: string }[]>(
    'globalThis.lisanE2eChanges',
  );
  expect(changes.map((change) => change.area)).toEqual(['sync']);
  expect(containsAKey(JSON.stringify(changes))).toBe(false);

  // The options page does not show the saved key back.
  const keyField = options.getByLabel('API key').first();
  await expect(keyField).toHaveValue('');
  await expect(keyField).toHaveAttribute('placeholder', 'A key is saved');
  expect(containsAKey(await options.content())).toBe(false);
});

test('the key travels only in the apikey header, and no page shows it', async ({ extension }) => {
  const requests = recordRequests(extension);
  const options = await setUp(extension, { apiKey: FIRST_KEY, serviceUrl: custody.baseUrl });
  const popup = await openPopup(extension);
  await lookUpInPopup(popup, 'كتاب');
  await expect(panel(popup)).toContainText('كِتَاب');

  await options.getByLabel('API key').first().fill(SECOND_KEY);
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(serviceStatus(options)).toHaveText('Saved. Connected: 4 lexicons.');
  const page = await extension.context.newPage();
  await page.goto(`${custody.origin}/pages/demo.html`);
  const card = await openCard(page, '#plain', 'قلم');
  await expect(panel(card)).toContainText('قَلَم');

  // The worker's requests are in the browser's log: as many as the service answered.
  const toService = requests.filter((request) => request.url().startsWith(custody.baseUrl));
  expect(toService).toHaveLength(custody.calls().length);
  expect(toService.every((request) => request.serviceWorker() !== null)).toBe(true);
  const headerKeys: string[] = [];
  for (const request of toService) {
    expect(containsAKey(request.url())).toBe(false);
    const headers = await request.allHeaders();
    headerKeys.push(headers.apikey ?? '');
    const others = Object.entries(headers).filter(([name]) => name !== 'apikey');
    expect(containsAKey(JSON.stringify(others))).toBe(false);
  }
  // Lexicons and كتاب with the first key; lexicons and قلم with the second.
  expect(headerKeys).toEqual([FIRST_KEY, FIRST_KEY, SECOND_KEY, SECOND_KEY]);
  expect(custody.calls().map((call) => call.key)).toEqual(headerKeys);
  expect(custody.calls().some((call) => containsAKey(`${call.path} ${call.query}`))).toBe(false);

  // No extension page holds the key in its DOM.
  // The card's address has a per-session id (use_dynamic_url), not the extension's id.
  const cardPage = page
    .frames()
    .find(
      (frame) =>
        frame.url().startsWith('chrome-extension://') && frame.url().includes('/card.html'),
    );
  expect(cardPage).toBeDefined();
  await expect((await cardFrame(page)).getByRole('tabpanel')).toBeVisible();
  for (const html of [
    await options.content(),
    await popup.content(),
    (await cardPage?.content()) ?? '',
    await page.content(),
  ]) {
    expect(containsAKey(html)).toBe(false);
  }
  await expect(options.getByLabel('API key').first()).toHaveValue('');
});
