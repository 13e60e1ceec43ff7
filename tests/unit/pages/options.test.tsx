// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionsPage } from '../../../entrypoints/options/OptionsPage';
import type { BackgroundMessage } from '../../../lib/messages/protocol';
import {
  budget,
  fakeBackground,
  LEXICONS,
  MUHIT,
  PRIVATE_LEXICON,
  RIYADH,
  settings,
  status,
} from './fake-background';

afterEach(cleanup);

type Handlers = Parameters<typeof fakeBackground>[0];

const lexiconAnswer = () => ({ ok: true, data: LEXICONS, budget: budget() });
const apiFailure = (kind: string) => ({
  ok: false,
  error: { kind, messages: [] },
  budget: budget(),
});

function renderOptions(
  overrides: Handlers = {},
  options: { hasKey?: boolean; permission?: (url: string) => Promise<boolean> } = {},
) {
  const hasKey = options.hasKey ?? false;
  const background = fakeBackground({
    'get-settings': () => ({ ok: true, settings: settings(), hasKey }),
    status: () => status({ hasKey, budget: hasKey ? budget() : null }),
    'list-lexicons': lexiconAnswer,
    'save-settings': () => ({ ok: true }),
    'clear-cache': () => ({ ok: true }),
    'reset-counter': () => ({ ok: true }),
    ...overrides,
  });
  const requestPermission = vi.fn(options.permission ?? (async () => true));
  render(
    <OptionsPage
      send={background.send}
      requestPermission={requestPermission}
      navigatorLanguage="en-US"
    />,
  );
  return { ...background, requestPermission };
}

const keyField = () => screen.findByLabelText('API key');
const urlField = () => screen.getByLabelText('Service URL') as HTMLInputElement;
const type = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });
const statusTexts = () => screen.getAllByRole('status').map((region) => region.textContent ?? '');

describe('options page: key and service', () => {
  it('never prefills the key, prefills the service URL, and masks the key until Show', async () => {
    renderOptions({}, { hasKey: true });
    const key = (await keyField()) as HTMLInputElement;
    expect(key.value).toBe('');
    expect(key.type).toBe('password');
    expect(key.placeholder).toBe('A key is saved');
    expect(screen.getByText(/A key is saved\. Type a new key only/)).toBeTruthy();
    expect(urlField().value).toBe('https://siwar.ksaa.gov.sa/api/v1/external');

    const show = screen.getByRole('button', { name: 'Show' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(show);
    await waitFor(() => expect(show.getAttribute('aria-pressed')).toBe('true'));
    expect(key.type).toBe('text');
  });

  it('refuses a bad URL inline, with the next step, and sends nothing', async () => {
    const { ofType, requestPermission } = renderOptions();
    await keyField();
    type(urlField(), 'ftp://example.com/api');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByText(/must start with https:\/\//);
    expect(urlField().getAttribute('aria-invalid')).toBe('true');
    expect(urlField().getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(urlField());
    expect(ofType('save-settings')).toHaveLength(0);
    expect(requestPermission).not.toHaveBeenCalled();

    type(urlField(), 'example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/not a web address/)).toBeTruthy();
  });

  it('refuses http:// for a service on another computer, naming https:// as the fix', async () => {
    const { ofType } = renderOptions();
    await keyField();
    type(urlField(), 'http://siwar.example.org/api/v1/external');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByText(/Use https:\/\/ for this service/);
    expect(error.textContent).toContain('only for a service on this computer');
    expect(urlField().getAttribute('aria-invalid')).toBe('true');
    expect(ofType('save-settings')).toHaveLength(0);
  });

  it('refuses a key with spaces before sending it', async () => {
    const { ofType } = renderOptions();
    type(await keyField(), 'two words');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/no spaces/)).toBeTruthy();
    expect(ofType('save-settings')).toHaveLength(0);
  });

  it('saves the key and URL, asks for a custom origin during the click, then lists lexicons fresh', async () => {
    let savesWhenAsked = -1;
    const background = renderOptions(
      {},
      {
        permission: async () => {
          savesWhenAsked = background.ofType('save-settings').length;
          return true;
        },
      },
    );
    type(await keyField(), '  key-123  ');
    type(urlField(), 'http://127.0.0.1:8787/api/v1/external/');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Called synchronously in the click, before the save message.
    expect(background.requestPermission).toHaveBeenCalledWith(
      'http://127.0.0.1:8787/api/v1/external',
    );
    expect(savesWhenAsked).toBe(0);

    expect(await screen.findByRole('checkbox', { name: RIYADH.name })).toBeTruthy();
    expect(background.ofType('save-settings')).toEqual([
      {
        type: 'save-settings',
        settings: { serviceUrl: 'http://127.0.0.1:8787/api/v1/external' },
        apiKey: 'key-123',
      },
    ]);
    expect(background.ofType('list-lexicons').at(-1)).toEqual({
      type: 'list-lexicons',
      fresh: true,
    });
    await waitFor(() => expect(statusTexts().join(' ')).toContain('Saved. Connected: 3 lexicons.'));
    // The key field is emptied: the key went to the background and does not come back.
    expect(((await keyField()) as HTMLInputElement).value).toBe('');
    expect(screen.getByText(/A key is saved\./)).toBeTruthy();
  });

  it('does not ask for a permission the manifest already declares', async () => {
    const { requestPermission } = renderOptions();
    type(await keyField(), 'key-123');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('checkbox', { name: RIYADH.name });
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('still saves when the permission is refused, and says it then depends on CORS', async () => {
    const { ofType } = renderOptions({}, { permission: async () => false });
    type(await keyField(), 'key-123');
    type(urlField(), 'https://lexicon.example.org/api');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(statusTexts().join(' ')).toMatch(/CORS/));
    expect(statusTexts().join(' ')).toContain('https://lexicon.example.org');
    expect(ofType('save-settings')).toHaveLength(1);
  });

  it('does not wait forever for a permission prompt nobody answers', async () => {
    const { ofType } = renderOptions({}, { permission: () => new Promise<boolean>(() => {}) });
    type(await keyField(), 'key-123');
    type(urlField(), 'http://127.0.0.1:8787/api/v1/external');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('checkbox', { name: RIYADH.name }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(ofType('save-settings')).toHaveLength(1);
    // The buttons still work.
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(statusTexts().join(' ')).toContain('Connected: 3 lexicons'));
  });

  it('saves without a key and says what is still missing', async () => {
    const { ofType } = renderOptions();
    await keyField();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(statusTexts().join(' ')).toContain('Enter your API key'));
    expect(ofType('save-settings')[0]).toEqual({
      type: 'save-settings',
      settings: { serviceUrl: 'https://siwar.ksaa.gov.sa/api/v1/external' },
    });
    expect(ofType('list-lexicons')).toHaveLength(0);
  });

  it('words a refused save', async () => {
    renderOptions({
      'save-settings': () => ({ ok: false, error: { kind: 'refused', reason: 'invalid-key' } }),
    });
    type(await keyField(), 'key-123');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(statusTexts().join(' ')).toMatch(/not an API key/));
  });

  it('removes the saved key only when asked (apiKey: null)', async () => {
    const { ofType } = renderOptions({}, { hasKey: true });
    await keyField();
    fireEvent.click(screen.getByRole('button', { name: 'Remove key' }));
    await waitFor(() => expect(statusTexts().join(' ')).toContain('The API key was removed.'));
    expect(ofType('save-settings')).toEqual([
      { type: 'save-settings', settings: {}, apiKey: null },
    ]);
    expect(screen.getByText(/No key is saved yet/)).toBeTruthy();
    expect(screen.getByText('Save your API key to see the lexicons.')).toBeTruthy();
  });
});

describe('options page: test connection', () => {
  it('reports the number of lexicons with one fresh call', async () => {
    const { ofType } = renderOptions({}, { hasKey: true });
    await screen.findByRole('checkbox', { name: RIYADH.name });
    const before = ofType('list-lexicons').length;
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(statusTexts()).toContain('Connected: 3 lexicons'));
    expect(ofType('list-lexicons').slice(before)).toEqual([{ type: 'list-lexicons', fresh: true }]);
  });

  it.each([
    ['key-rejected', /rejected the API key/, 'key'],
    ['limit-reached', /used up its call limit/, 'limit'],
    ['service-error', /problem answering.*try again/, 'try again'],
    ['network', /could not be reached.*try again/, 'try again'],
    ['timeout', /too long.*Try again/, 'try again'],
  ])('words %s plainly, with its next step', async (kind, sentence, word) => {
    let calls = 0;
    renderOptions(
      { 'list-lexicons': () => (calls++ === 0 ? lexiconAnswer() : apiFailure(kind)) },
      { hasKey: true },
    );
    await screen.findByRole('checkbox', { name: RIYADH.name });
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(statusTexts().join(' ')).toMatch(sentence));
    expect(statusTexts().join(' ').toLowerCase()).toContain(word);
  });

  it('asks for a key instead of calling without one', async () => {
    const { ofType } = renderOptions();
    await keyField();
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(statusTexts().join(' ')).toContain('No API key is saved yet'));
    expect(ofType('list-lexicons')).toHaveLength(0);
  });
});

describe('options page: lexicons', () => {
  it('names each checkbox after its lexicon, with details and a private marker', async () => {
    renderOptions({}, { hasKey: true });
    const riyadh = await screen.findByRole('checkbox', { name: RIYADH.name });
    expect(screen.getByRole('checkbox', { name: MUHIT.name })).toBeTruthy();
    const own = screen.getByRole('checkbox', { name: PRIVATE_LEXICON.name });

    const details = (box: HTMLElement) =>
      document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(details(riyadh)).toContain('Riyadh Dictionary of Contemporary Arabic');
    expect(details(riyadh)).toContain('KSGAAL');
    expect(details(riyadh)).toContain('12,500 entries');
    expect(details(riyadh)).not.toContain('Private');
    expect(details(own)).toContain('Private');
    expect(details(screen.getByRole('checkbox', { name: MUHIT.name }))).toContain('1 entry');
    expect(screen.getByText('None ticked means all public lexicons are searched.')).toBeTruthy();
  });

  it('loads the list from the cache on opening (no fresh call the user did not ask for)', async () => {
    const { ofType } = renderOptions({}, { hasKey: true });
    await screen.findByRole('checkbox', { name: RIYADH.name });
    expect(ofType('list-lexicons')).toEqual([{ type: 'list-lexicons' }]);
  });

  it('saves a tick at once, with the lexicon’s scope', async () => {
    const { ofType } = renderOptions({}, { hasKey: true });
    fireEvent.click(await screen.findByRole('checkbox', { name: RIYADH.name }));
    await waitFor(() => expect(ofType('save-settings')).toHaveLength(1));
    expect(ofType('save-settings')[0]?.settings).toEqual({
      lexicons: [{ id: 'Riyadh', name: RIYADH.name, scope: 'public' }],
    });
    fireEvent.click(screen.getByRole('checkbox', { name: PRIVATE_LEXICON.name }));
    await waitFor(() => expect(ofType('save-settings')).toHaveLength(2));
    expect(ofType('save-settings')[1]?.settings.lexicons).toEqual([
      { id: 'Riyadh', name: RIYADH.name, scope: 'public' },
      { id: 'team-glossary', name: 'Team glossary', scope: 'private' },
    ]);
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: RIYADH.name }) as HTMLInputElement).checked,
      ).toBe(true),
    );
  });

  it('puts a tick back when the save failed, and says so', async () => {
    renderOptions(
      {
        'save-settings': () => ({
          ok: false,
          error: { kind: 'refused', reason: 'storage-failed' },
        }),
      },
      { hasKey: true },
    );
    const box = (await screen.findByRole('checkbox', { name: RIYADH.name })) as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() => expect(statusTexts().join(' ')).toContain('was not saved'));
    expect((screen.getByRole('checkbox', { name: RIYADH.name }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('adds a private lexicon id by hand, validated, as a ticked private entry', async () => {
    const { ofType } = renderOptions({}, { hasKey: true });
    await screen.findByRole('checkbox', { name: RIYADH.name });
    const field = screen.getByLabelText('Private lexicon ID');
    const add = screen.getByRole('button', { name: 'Add private lexicon' });

    type(field, 'two ids,here');
    fireEvent.click(add);
    expect(await screen.findByText(/no spaces or commas/)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(ofType('save-settings')).toHaveLength(0);

    type(field, '');
    fireEvent.click(add);
    expect(await screen.findByText('Enter the ID of the private lexicon.')).toBeTruthy();

    type(field, ' my-private-1 ');
    fireEvent.click(add);
    const added = (await screen.findByRole('checkbox', {
      name: 'my-private-1',
    })) as HTMLInputElement;
    expect(added.checked).toBe(true);
    const details = document.getElementById(added.getAttribute('aria-describedby') ?? '');
    expect(details?.textContent).toContain('Private');
    await waitFor(() => expect(ofType('save-settings')).toHaveLength(1));
    expect(ofType('save-settings')[0]?.settings.lexicons).toEqual([
      { id: 'my-private-1', name: 'my-private-1', scope: 'private' },
    ]);
  });

  it('shows saved private choices even when the service does not list them', async () => {
    renderOptions(
      {
        'get-settings': () => ({
          ok: true,
          settings: settings({
            lexicons: [{ id: 'secret', name: 'Secret lexicon', scope: 'private' }],
          }),
          hasKey: true,
        }),
      },
      { hasKey: true },
    );
    const box = (await screen.findByRole('checkbox', {
      name: 'Secret lexicon',
    })) as HTMLInputElement;
    expect(box.checked).toBe(true);
  });

  it('words a failed list and offers to reload it', async () => {
    let calls = 0;
    renderOptions(
      { 'list-lexicons': () => (calls++ === 0 ? apiFailure('network') : lexiconAnswer()) },
      { hasKey: true },
    );
    expect(await screen.findByText(/could not be loaded.*try again/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload lexicons' }));
    expect(await screen.findByRole('checkbox', { name: RIYADH.name })).toBeTruthy();
  });
});

describe('options page: preferences', () => {
  it('saves each trigger on its own', async () => {
    const { ofType } = renderOptions({}, { hasKey: true });
    const double = await screen.findByRole('checkbox', {
      name: 'Double-click a word to look it up',
    });
    const button = screen.getByRole('checkbox', {
      name: 'Show a look-up button when I select Arabic text',
    });
    expect((double as HTMLInputElement).checked).toBe(true);
    expect((button as HTMLInputElement).checked).toBe(true);
    fireEvent.click(double);
    await waitFor(() =>
      expect(ofType('save-settings').at(-1)?.settings).toEqual({
        triggers: { doubleClick: false },
      }),
    );
  });

  it('switches the page to Arabic, right to left, when chosen', async () => {
    const { ofType } = renderOptions({}, { hasKey: true });
    const select = (await screen.findByLabelText('Language of Lisan')) as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Automatic', 'العربية', 'English']);
    fireEvent.change(select, { target: { value: 'ar' } });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('إعدادات لسان');
    expect(ofType('save-settings').at(-1)?.settings).toEqual({ uiLanguage: 'ar' });
    // The key field keeps "API key" in its name in Arabic too.
    expect(screen.getByLabelText(/API key/)).toBeTruthy();
  });

  it('re-words the status lines already shown when the UI language switches', async () => {
    renderOptions({}, { hasKey: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear cache' }));
    await waitFor(() => expect(statusTexts()).toContain('The cache was cleared.'));
    const select = screen.getByLabelText('Language of Lisan') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'ar' } });
    await waitFor(() => expect(document.documentElement.lang).toBe('ar'));
    expect(statusTexts()).toContain('مُسحت الذاكرة المؤقتة.');
    expect(statusTexts().join(' ')).not.toMatch(/The cache was cleared/);
  });

  it('offers Light, Dark and System themes, saves the choice and applies it to the page', async () => {
    const { ofType } = renderOptions({}, { hasKey: true });
    const group = await screen.findByRole('group', { name: 'Theme' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Light', 'Dark', 'System']);
    expect((within(group).getByRole('radio', { name: 'System' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(document.documentElement.dataset.theme).toBeUndefined();
    fireEvent.click(within(group).getByRole('radio', { name: 'Dark' }));
    await waitFor(() =>
      expect(ofType('save-settings').at(-1)?.settings).toEqual({ theme: 'dark' }),
    );
  });

  it('checks the cache lifetime before saving it', async () => {
    const { ofType } = renderOptions({}, { hasKey: true });
    const days = await screen.findByLabelText('Keep answers for (days)');
    fireEvent.change(days, { target: { value: '0' } });
    expect(await screen.findByText('Enter a whole number of days from 1 to 365.')).toBeTruthy();
    expect(ofType('save-settings')).toHaveLength(0);
    fireEvent.change(days, { target: { value: '90' } });
    await waitFor(() =>
      expect(ofType('save-settings').at(-1)?.settings).toEqual({ cacheLifetimeDays: 90 }),
    );
  });
});

describe('options page: calls and cache', () => {
  it('shows calls used as "12 of 5,000 calls used", with a progress bar', async () => {
    renderOptions({}, { hasKey: true });
    const line = await screen.findByText('12 of 5,000 calls used');
    const bar = screen.getByRole('progressbar', { name: 'Calls used' });
    expect(bar.getAttribute('value')).toBe('12');
    expect(bar.getAttribute('max')).toBe('5000');
    expect(bar.getAttribute('aria-describedby')).toBe(line.id);
  });

  it('groups thousands in the count', async () => {
    renderOptions({ status: () => status({ budget: budget(4321, 5000) }) }, { hasKey: true });
    expect(await screen.findByText('4,321 of 5,000 calls used')).toBeTruthy();
  });

  it('names the button "Clear cache" and shows the cache size beside it', async () => {
    const { ofType } = renderOptions({}, { hasKey: true });
    const clear = await screen.findByRole('button', { name: 'Clear cache' });
    expect(clear.textContent).toBe('Clear cache (1,234 answers, 2.1 MB)');
    fireEvent.click(clear);
    await waitFor(() => expect(statusTexts()).toContain('The cache was cleared.'));
    expect(ofType('clear-cache')).toHaveLength(1);
  });

  it('resets the counter when asked', async () => {
    const { ofType } = renderOptions({}, { hasKey: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Reset counter' }));
    await waitFor(() => expect(statusTexts()).toContain('The counter was reset.'));
    expect(ofType('reset-counter')).toHaveLength(1);
  });
});

describe('options page: bad answers', () => {
  it.each<[string, Handlers]>([
    ['garbage settings', { 'get-settings': () => ({ ok: true, settings: 42, hasKey: 'yes' }) }],
    ['no background', { 'get-settings': () => undefined }],
    [
      'a refusal',
      {
        'get-settings': () => ({
          ok: false,
          error: { kind: 'refused', reason: 'sender-not-allowed' },
        }),
      },
    ],
  ])('shows an error with Try again for %s, and recovers', async (_name, handlers) => {
    let first = true;
    const handler = handlers['get-settings'] as (message: BackgroundMessage) => unknown;
    renderOptions({
      status: () => 'not a status',
      'get-settings': (message) => {
        if (first) {
          first = false;
          return handler(message);
        }
        return { ok: true, settings: settings(), hasKey: false };
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/could not load your settings.*try again/i);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('API key')).toBeTruthy();
  });

  it('survives a lexicon list of the wrong shape', async () => {
    renderOptions(
      { 'list-lexicons': () => ({ ok: true, data: [{ nonsense: true }], budget: null }) },
      { hasKey: true },
    );
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
  });
});
