import { describe, expect, it, vi } from 'vitest';
import { createNotebookHandlers } from '../../../entrypoints/background/notebook-handlers';
import { NotebookPages } from '../../../entrypoints/background/notebook-pages';
import type { LookupEngine } from '../../../lib/lookup';
import type { ParsedBackgroundMessage } from '../../../lib/messages/protocol';
import type { MessageSource } from '../../../lib/messages/router';
import {
  createNotebookStore,
  HISTORY_STORE,
  NOTEBOOK_DB_VERSION,
  SAVED_STORE,
} from '../../../lib/notebook/store';
import type { Note } from '../../../lib/notebook/types';

let counter = 0;
const uniqueName = () => `notebook-test-${++counter}-${Math.random()}`;

const note = (word: string, time: number): Note => ({
  word,
  matched: word,
  lemma: word,
  sentence: `جملة فيها ${word}`,
  title: 'صفحة',
  url: 'https://example.com/',
  time,
});

describe('the notebook store', () => {
  it('keeps the newest rows past its bound, newest first', async () => {
    const store = createNotebookStore({ name: uniqueName(), maxHistory: 3 });
    for (const [index, word] of ['أ', 'ب', 'ج', 'د', 'ه'].entries()) {
      await store.addHistory(note(word, 1000 + index));
    }
    expect((await store.history()).map((row) => row.word)).toEqual(['ه', 'د', 'ج']);
  });

  it('deletes one row, clears the history, and leaves saved words alone', async () => {
    const store = createNotebookStore({ name: uniqueName() });
    await store.addHistory(note('كتاب', 1));
    await store.addHistory(note('قلم', 2));
    await store.save(note('كتاب', 3));
    const [newest] = await store.history();
    await store.deleteHistory(newest?.id ?? -1);
    expect((await store.history()).map((row) => row.word)).toEqual(['كتاب']);
    await store.clearHistory();
    expect(await store.history()).toEqual([]);
    expect(await store.isSaved('كتاب')).toBe(true);
  });

  it('saves one row per matched form and unsaves it', async () => {
    const store = createNotebookStore({ name: uniqueName() });
    await store.save(note('كتاب', 1));
    await store.save({ ...note('كتاب', 2), word: 'الكتاب' });
    expect((await store.saved()).map((row) => row.word)).toEqual(['الكتاب']);
    await store.unsave('كتاب');
    expect(await store.isSaved('كتاب')).toBe(false);
  });

  it('opens a version 1 database (history only) and keeps its rows', async () => {
    const name = uniqueName();
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => {
        const history = request.result.createObjectStore(HISTORY_STORE, {
          keyPath: 'id',
          autoIncrement: true,
        });
        history.createIndex('time', 'time');
        history.add(note('قديم', 5));
      };
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
    const store = createNotebookStore({ name });
    expect((await store.history()).map((row) => row.word)).toEqual(['قديم']);
    await store.save(note('جديد', 6));
    expect((await store.saved()).map((row) => row.word)).toEqual(['جديد']);
    expect(NOTEBOOK_DB_VERSION).toBe(2);
    expect(SAVED_STORE).toBe('saved');
  });
});

describe('what the background records', () => {
  /** A sender: a card in tab 4 unless told otherwise (`tabId: null`: no tab, the popup). */
  const from = ({
    kind = 'card',
    tabId = 4,
    incognito = false,
  }: {
    kind?: MessageSource['kind'];
    tabId?: number | null;
    incognito?: boolean;
  } = {}) =>
    ({
      kind,
      frame: tabId === null ? null : { tabId, frameId: 0 },
      incognito,
    }) satisfies MessageSource;
  const lookup = { word: 'الكتاب', matched: 'كتاب', lemma: 'كِتَاب' };

  function setup(options: { keepHistory?: boolean; privateWindow?: boolean } = {}) {
    const store = createNotebookStore({ name: uniqueName() });
    const cachedTab = vi.fn<LookupEngine['cachedTab']>(async () => ({
      ok: false,
      error: { kind: 'network', messages: [] },
      budget: null,
    }));
    const pages = new NotebookPages();
    const handlers = createNotebookHandlers({
      store,
      pages,
      engine: { cachedTab },
      settings: async () => ({ keepHistory: options.keepHistory ?? true, voice: '', rate: 1 }),
      focusedWindowIsPrivate: async () => options.privateWindow ?? false,
      now: () => 42,
    });
    /** Runs the handler of the message's kind, as the router would. */
    const handle = (message: ParsedBackgroundMessage, sender: MessageSource) =>
      (
        handlers[message.type as keyof typeof handlers] as (
          message: ParsedBackgroundMessage,
          sender: MessageSource,
        ) => Promise<unknown>
      )(message, sender);
    return { store, handle, cachedTab, pages };
  }

  it('records a card lookup with the sentence its content script sent', async () => {
    const { store, handle, pages } = setup();
    // The word-context handler keeps it (tests/unit/messages/background.test.ts).
    pages.keep(4, 'الكتاب', 'قرأت الكتاب', { title: 'مقالة', url: 'https://example.com/a' });
    await handle({ type: 'notebook-record', ...lookup }, from());
    expect(await store.history()).toEqual([
      expect.objectContaining({
        ...lookup,
        sentence: 'قرأت الكتاب',
        title: 'مقالة',
        url: 'https://example.com/a',
        time: 42,
      }),
    ]);
  });

  it('records nothing from a private tab or window, nor with history off', async () => {
    for (const [options, sender] of [
      [{}, from({ incognito: true })],
      [{ privateWindow: true }, from({ kind: 'popup', tabId: null })],
      [{ keepHistory: false }, from()],
    ] as const) {
      const { store, handle } = setup(options);
      await handle({ type: 'notebook-record', ...lookup }, sender);
      expect(await store.history()).toEqual([]);
    }
  });

  it('exports what the cache holds, reading it once per word and never calling', async () => {
    const { handle, cachedTab } = setup();
    await handle({ type: 'notebook-record', ...lookup }, from());
    await handle({ type: 'notebook-record', ...lookup }, from());
    cachedTab.mockImplementation(async ({ tab }) =>
      tab === 'senses'
        ? {
            ok: true as const,
            word: 'كتاب',
            matched: 'كتاب',
            strippedClitics: false,
            results: {
              pos: [{ lemma: 'كِتَاب', lexiconName: 'المعاصر', pos: 'اسم', senses: ['ما يكتب'] }],
            },
            refusedLexicons: [],
            budget: { used: 0, limit: 5000, warning: 'none' as const, spent: false },
          }
        : { ok: false as const, error: { kind: 'network' as const, messages: [] }, budget: null },
    );
    const answer = await handle({ type: 'notebook-export', list: 'history' }, from());
    expect(answer).toMatchObject({
      ok: true,
      rows: [
        { pos: 'اسم', senses: ['ما يكتب'], root: null, pattern: null, lexicon: 'المعاصر' },
        { pos: 'اسم' },
      ],
    });
    // senses, root, pattern: three reads for the one word met twice.
    expect(cachedTab).toHaveBeenCalledTimes(3);
  });

  it('exports the senses of the lemma the card led with, not of the entry the lexicon lists first', async () => {
    const { handle, cachedTab } = setup();
    await handle({ type: 'notebook-record', word: 'يكتبون', matched: 'كتب', lemma: 'كَتَبَ' }, from());
    cachedTab.mockImplementation(async ({ tab }) =>
      tab === 'senses'
        ? {
            ok: true as const,
            word: 'كتب',
            matched: 'كتب',
            strippedClitics: false,
            results: {
              pos: [
                { lemma: 'كُتُب', lexiconName: 'المعاصر', pos: 'اسم', senses: ['جمع كتاب'] },
                { lemma: 'كَتَبَ', lexiconName: 'المعاصر', pos: 'فعل', senses: ['خطّ'] },
              ],
            },
            refusedLexicons: [],
            budget: { used: 0, limit: 5000, warning: 'none' as const, spent: false },
          }
        : { ok: false as const, error: { kind: 'network' as const, messages: [] }, budget: null },
    );
    const answer = await handle({ type: 'notebook-export', list: 'history' }, from());
    expect(answer).toMatchObject({
      ok: true,
      rows: [{ lemma: 'كَتَبَ', pos: 'فعل', senses: ['خطّ', 'جمع كتاب'] }],
    });
  });
});
