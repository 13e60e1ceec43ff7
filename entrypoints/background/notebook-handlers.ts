import { hasArabicLetter } from '../../lib/arabic';
import type { LookupEngine, ResultTab, TabLookupResponse } from '../../lib/lookup';
import type { BackgroundMessageType } from '../../lib/messages/protocol';
import type { MessageHandlers, MessageSource } from '../../lib/messages/router';
import type { ExportRow, NotebookList } from '../../lib/notebook/export-row';
import type { NotebookStore } from '../../lib/notebook/store';
import { senseTranslations } from '../../lib/notebook/translations';
import type { Note } from '../../lib/notebook/types';
import type { Settings } from '../../lib/settings/schema';
import type { NotebookPages } from './notebook-pages';

/** The notebook's message kinds: one handler each, merged into the background's map. */
type NotebookMessageType = Extract<BackgroundMessageType, `notebook-${string}`>;
export type NotebookHandlers = Pick<MessageHandlers, NotebookMessageType>;

export interface NotebookHandlerDeps {
  store: NotebookStore;
  engine: Pick<LookupEngine, 'cachedTab'>;
  /** The notebook's settings: history on or off, Listen's voice and rate. */
  settings(): Promise<Settings['notebook']>;
  /** The popup has no tab: whether the window it belongs to is private. */
  focusedWindowIsPrivate(): Promise<boolean>;
  /** The page each tab last showed a word from (kept by the `word-context` handler). */
  pages: NotebookPages;
  now?: () => number;
}

/**
 * The background's side of the notebook. History is never written for a private window
 * or while "Keep history" is off; nothing here calls the service (exports read the cache).
 */
export function createNotebookHandlers(deps: NotebookHandlerDeps): NotebookHandlers {
  const now = deps.now ?? (() => Date.now());

  async function isPrivate(from: MessageSource): Promise<boolean> {
    if (from.incognito) return true;
    return from.kind === 'popup' ? deps.focusedWindowIsPrivate().catch(() => true) : false;
  }

  function noteOf(
    message: { word: string; matched: string; lemma: string },
    from: MessageSource,
  ): Note {
    const context = from.frame === null ? undefined : deps.pages.of(from.frame.tabId, message.word);
    return {
      word: message.word,
      matched: message.matched,
      lemma: message.lemma,
      sentence: context?.sentence ?? '',
      title: context?.title ?? '',
      url: context?.url ?? '',
      time: now(),
    };
  }

  async function exportRows(list: NotebookList): Promise<ExportRow[]> {
    const notes = list === 'history' ? await deps.store.history() : await deps.store.saved();
    // One cache read per distinct word, lemma and tab, however often the word was met.
    const details = new Map<string, Promise<Omit<ExportRow, keyof Note>>>();
    return Promise.all(
      notes.map(async (note) => {
        const key = `${note.matched}\u0000${note.lemma}`;
        let known = details.get(key);
        if (!known) {
          known = cachedDetails(deps.engine, note.matched, note.lemma);
          details.set(key, known);
        }
        return { ...note, ...(await known) };
      }),
    );
  }

  return {
    async 'notebook-record'(message, from) {
      // The history is of Arabic words read: a Latin query has no place in it.
      if (!hasArabicLetter(message.word)) return { ok: true };
      if ((await deps.settings()).keepHistory && !(await isPrivate(from))) {
        await deps.store.addHistory(noteOf(message, from));
      }
      return { ok: true };
    },
    async 'notebook-save'(message, from) {
      // Saving is the reader's own act, so it works in a private window too; the page
      // context is absent there (never kept, above).
      if (message.saved) await deps.store.save(noteOf(message, from));
      else await deps.store.unsave(message.matched);
      return { ok: true, saved: message.saved };
    },
    async 'notebook-is-saved'({ matched }) {
      const [saved, { voice, rate }] = await Promise.all([
        deps.store.isSaved(matched),
        deps.settings(),
      ]);
      return { ok: true, saved, voice, rate };
    },
    async 'notebook-list'() {
      const [history, saved] = await Promise.all([deps.store.history(), deps.store.saved()]);
      return { ok: true, history, saved };
    },
    async 'notebook-delete'({ row }) {
      if (row.list === 'history') await deps.store.deleteHistory(row.id);
      else await deps.store.unsave(row.matched);
      return { ok: true };
    },
    async 'notebook-clear-history'() {
      deps.pages.clear();
      await deps.store.clearHistory();
      return { ok: true };
    },
    async 'notebook-export'({ list }) {
      return { ok: true, rows: await exportRows(list) };
    },
  };
}

/**
 * Part of speech, senses, root and pattern of a word, as far as the cache knows them: of
 * the entries of the lemma the reader was shown first (يكتبون's كَتَبَ, not the plural
 * كُتُب the lexicon lists before it), then the others.
 */
async function cachedDetails(
  engine: Pick<LookupEngine, 'cachedTab'>,
  matched: string,
  lemma: string,
): Promise<Omit<ExportRow, keyof Note>> {
  const read = (tab: ResultTab): Promise<TabLookupResponse | null> =>
    engine.cachedTab({ word: matched, tab }).catch(() => null);
  const [senses, root, pattern] = await Promise.all([
    read('senses'),
    read('root'),
    read('pattern'),
  ]);
  const first = <T>(answer: TabLookupResponse | null, pick: (r: Results) => T[] | undefined) =>
    answer?.ok ? pick(answer.results) : undefined;
  const all = first(senses, (r) => r.pos) ?? [];
  const same = (entry: { lemma: string }) =>
    entry.lemma.normalize('NFC') === lemma.normalize('NFC');
  const pos = [...all.filter(same), ...all.filter((entry) => !same(entry))];
  const firstSenses = pos
    .flatMap((entry) => entry.senses.map((sense) => ({ entry, sense })))
    .slice(0, 3);
  const text = (values: (string | null | undefined)[]) =>
    values.find((value): value is string => typeof value === 'string' && value !== '') ?? null;
  return {
    pos: text(pos.map((entry) => entry.pos)),
    senses: firstSenses.map(({ sense }) => sense),
    translations: firstSenses.flatMap(({ entry, sense }) => senseTranslations(entry, sense)),
    lexicon: pos[0]?.lexiconName ?? null,
    root: text((first(root, (r) => r.root) ?? []).map((entry) => entry.root)),
    pattern: text((first(pattern, (r) => r.pattern) ?? []).map((entry) => entry.pattern)),
  };
}

type Results = Extract<TabLookupResponse, { ok: true }>['results'];
