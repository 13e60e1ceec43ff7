// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { render as renderPreact } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopupPage } from '../../../entrypoints/popup/PopupPage';
import type { BackgroundMessage } from '../../../lib/messages/protocol';
import { budget, fakeBackground, status } from './fake-background';

afterEach(cleanup);

type Handlers = Parameters<typeof fakeBackground>[0];

const senses = (message: BackgroundMessage) => {
  const word = message.type === 'lookup' ? message.word : '';
  return {
    ok: true,
    word,
    matched: word,
    strippedClitics: false,
    results: {
      pos: [{ lemma: 'كِتَاب', lexiconName: 'معجم الرياض', pos: 'اسم', senses: ['مجموعة صحف'] }],
    },
    refusedLexicons: [],
    budget: budget(13),
  };
};

function renderPopup(
  overrides: Handlers = {},
  options: { selection?: () => Promise<string | null>; hasKey?: boolean } = {},
) {
  const hasKey = options.hasKey ?? true;
  const background = fakeBackground({
    status: () => status({ hasKey, budget: hasKey ? budget() : null }),
    lookup: senses,
    ...overrides,
  });
  const openOptions = vi.fn();
  const getSelection = vi.fn(options.selection ?? (async () => null));
  render(popup({ send: background.send, getSelection, openOptions }));
  return { ...background, openOptions, getSelection };
}

function popup(props: Omit<Parameters<typeof PopupPage>[0], 'navigatorLanguage'>) {
  return <PopupPage {...props} navigatorLanguage="en-US" />;
}

const searchField = () => screen.getByRole('searchbox', { name: /word/ }) as HTMLInputElement;

/** Enter in a one-field form submits it (implicit submission). */
function pressEnter(field: HTMLInputElement) {
  fireEvent.keyDown(field, { key: 'Enter' });
  if (field.form) fireEvent.submit(field.form);
}

describe('toolbar popup', () => {
  it('has an Arabic search field named with "word", focused', async () => {
    renderPopup();
    const field = searchField();
    expect(field.getAttribute('lang')).toBe('ar');
    expect(field.getAttribute('dir')).toBe('rtl');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('focuses the search field as it first renders, not a frame later', () => {
    // Preact runs effects after the next frame; layout effects within the render itself.
    // No act() here: it would run both before we look.
    const root = document.createElement('div');
    document.body.append(root);
    const background = fakeBackground({ status: () => status({ hasKey: true, budget: budget() }) });
    renderPreact(
      popup({ send: background.send, getSelection: async () => null, openOptions: vi.fn() }),
      root,
    );
    expect(document.activeElement).toBe(root.querySelector('input[type="search"]'));
    renderPreact(null, root);
    root.remove();
  });

  it('looks the word up on Enter, without a session, and shows the results tabs', async () => {
    const { ofType } = renderPopup();
    const field = searchField();
    fireEvent.input(field, { target: { value: ' كتاب ' } });
    pressEnter(field);
    expect(await screen.findByRole('tab', { name: 'Senses' })).toBeTruthy();
    await waitFor(() =>
      expect(ofType('lookup')).toEqual([{ type: 'lookup', word: 'كتاب', tab: 'senses' }]),
    );
    expect(await screen.findByText('مجموعة صحف')).toBeTruthy();
  });

  it('does nothing for an empty search', async () => {
    const { ofType } = renderPopup();
    pressEnter(searchField());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ofType('lookup')).toHaveLength(0);
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('prefills the word selected in the page, without looking it up yet', async () => {
    const { ofType } = renderPopup({}, { selection: async () => 'مدرسة' });
    await waitFor(() => expect(searchField().value).toBe('مدرسة'));
    expect(ofType('lookup')).toHaveLength(0);
    pressEnter(searchField());
    await waitFor(() => expect(ofType('lookup')[0]?.word).toBe('مدرسة'));
  });

  it('does not overwrite what the reader already typed', async () => {
    let answer: (word: string | null) => void = () => {};
    renderPopup({}, { selection: () => new Promise((resolve) => (answer = resolve)) });
    fireEvent.input(searchField(), { target: { value: 'قلم' } });
    answer('مدرسة');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(searchField().value).toBe('قلم');
  });

  it('tolerates a page without Lisan’s content script', async () => {
    renderPopup({}, { selection: async () => Promise.reject(new Error('no receiver')) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(searchField().value).toBe('');
  });

  it('offers to set up the key when none is saved', async () => {
    const { openOptions } = renderPopup({}, { hasKey: false });
    const setUp = await screen.findByRole('button', { name: 'Set up your API key' });
    fireEvent.click(setUp);
    expect(openOptions).toHaveBeenCalledTimes(1);
  });

  it('shows the calls used, and no set-up link, when a key is saved', async () => {
    renderPopup();
    expect(await screen.findByText('12 of 5,000 calls used')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set up your API key' })).toBeNull();
  });

  it('shows a refused or failed lookup as an error, without crashing', async () => {
    renderPopup({
      lookup: () => ({ ok: false, error: { kind: 'refused', reason: 'sender-not-allowed' } }),
    });
    fireEvent.input(searchField(), { target: { value: 'كتاب' } });
    pressEnter(searchField());
    expect((await screen.findByRole('alert')).textContent).toMatch(/Try again/);
  });

  it('words a rejected key with "key" and offers the settings', async () => {
    const { openOptions } = renderPopup({
      lookup: () => ({ ok: false, error: { kind: 'key-rejected', messages: [] }, budget: null }),
    });
    fireEvent.input(searchField(), { target: { value: 'كتاب' } });
    pressEnter(searchField());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/key/);
    fireEvent.click(screen.getByRole('button', { name: 'Open Settings' }));
    expect(openOptions).toHaveBeenCalled();
  });

  it('follows the UI language setting', async () => {
    renderPopup({ status: () => status({ uiLanguage: 'ar' }) });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    // The Arabic label is Arabic only (no English "(word)" in it).
    expect(screen.getByRole('searchbox', { name: 'كلمة عربية للبحث عنها' })).toBeTruthy();
  });
});
