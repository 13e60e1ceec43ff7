import { useCallback, useEffect, useId, useState } from 'preact/hooks';
import { useDocumentLanguage } from '../../components/hooks/useDocumentLanguage';
import { useDocumentTheme } from '../../components/hooks/useDocumentTheme';
import { useExtensionStatus } from '../../components/hooks/useExtensionStatus';
import { I18nProvider, useI18n } from '../../components/I18nContext';
import { useNotebookText } from '../../components/notebook/useNotebookText';
import { Tabs } from '../../components/Tabs';
import { uiLanguage } from '../../lib/i18n/i18n';
import type { NotebookListResponse } from '../../lib/messages/protocol';
import type { Send } from '../../lib/messages/send';
import { NOTEBOOK_LISTS, type NotebookList } from '../../lib/notebook/export-row';
import type { AnkiDelivery } from './delivery';
import { ExportActions } from './ExportActions';
import { filterNotes } from './filter';
import { type NotebookRow, NotebookTable } from './NotebookTable';
import { groupNotes, type NoteGroup } from './note-groups';

export interface NotebookPageProps {
  send: Send;
  download: (name: string, text: string, type: string) => void;
  anki: AnkiDelivery;
  /** For tests; the browser's language otherwise. */
  navigatorLanguage?: string;
}

/** notebook.html: the history and the saved words, filtered, deleted, exported. */
export function NotebookPage(props: NotebookPageProps) {
  const status = useExtensionStatus(props.send);
  useDocumentTheme(status?.theme);
  return (
    <I18nProvider lang={uiLanguage(status?.uiLanguage ?? 'auto', props.navigatorLanguage)}>
      <NotebookBody {...props} />
    </I18nProvider>
  );
}

type Lists = Omit<NotebookListResponse, 'ok'>;
const TAB_LABELS = { history: 'notebook.history', saved: 'notebook.saved' } as const;

function NotebookBody(props: NotebookPageProps) {
  const t = useNotebookText();
  const { lang, dir, count } = useI18n();
  const id = useId();
  const { send } = props;
  const [lists, setLists] = useState<Lists | null | 'failed'>(null);
  const [list, setList] = useState<NotebookList>('history');
  const [filter, setFilter] = useState('');
  useDocumentLanguage(lang, t('notebook.title'));

  const reload = useCallback(async () => {
    const answer = await send({ type: 'notebook-list' });
    setLists(answer.ok ? { history: answer.history, saved: answer.saved } : 'failed');
  }, [send]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const rows: NotebookRow[] =
    lists === null || lists === 'failed'
      ? []
      : list === 'history'
        ? lists.history.map((row) => ({ ...row, key: String(row.id) }))
        : lists.saved.map((row) => ({ ...row, key: row.matched }));
  // One row per word: its occurrences (the sentences it was met in) inside.
  const words = groupNotes(rows);
  const shown = groupNotes(filterNotes(rows, filter));

  /** Deletes a word: every occurrence of it in the list. */
  const remove = async (group: NoteGroup<NotebookRow>) => {
    for (const row of group.occurrences) {
      const target =
        list === 'history'
          ? { list: 'history' as const, id: Number(row.key) }
          : { list: 'saved' as const, matched: row.matched };
      await send({ type: 'notebook-delete', row: target });
    }
    await reload();
  };

  return (
    <main class="page page--notebook">
      <h1>{t('notebook.title')}</h1>
      <p class="page-intro">{t('notebook.intro')}</p>
      <div class="page-field">
        <label for={`${id}-filter`}>{t('notebook.filter')}</label>
        <input
          id={`${id}-filter`}
          type="search"
          value={filter}
          aria-describedby={`${id}-filter-hint`}
          onInput={(event) => setFilter(event.currentTarget.value)}
        />
        <p id={`${id}-filter-hint`} class="page-hint">
          {t('notebook.filterHint')}
        </p>
      </div>
      <Tabs
        tabs={NOTEBOOK_LISTS}
        selected={list}
        onSelect={(next) => setList(next)}
        labelOf={(name) => t(TAB_LABELS[name])}
        label={t('notebook.tabs')}
        tabId={(name) => `${id}-tab-${name}`}
        panelId={(name) => `${id}-panel-${name}`}
        dir={dir}
      />
      {NOTEBOOK_LISTS.map((name) => (
        <section
          key={name}
          role="tabpanel"
          id={`${id}-panel-${name}`}
          aria-labelledby={`${id}-tab-${name}`}
          hidden={name !== list}
          class="notebook-panel"
        >
          {name !== list ? null : lists === null ? (
            <p role="status">{t('notebook.title')}…</p>
          ) : lists === 'failed' ? (
            <p role="alert" class="page-note page-note--error">
              {t('notebook.loadFailed')}
            </p>
          ) : (
            <>
              <ExportActions send={send} list={list} download={props.download} anki={props.anki} />
              <p class="page-hint" aria-live="polite">
                {words.length === 0
                  ? t(name === 'history' ? 'notebook.empty.history' : 'notebook.empty.saved')
                  : shown.length === 0
                    ? t('notebook.noMatch', { filter: filter.trim() })
                    : t('notebook.count', {
                        shown: count(shown.length),
                        total: count(words.length),
                      })}
              </p>
              <NotebookTable
                groups={shown}
                caption={t(TAB_LABELS[name])}
                onDelete={(group) => void remove(group)}
              />
            </>
          )}
        </section>
      ))}
    </main>
  );
}
