import { useI18n } from '../../components/I18nContext';
import { useNotebookText } from '../../components/notebook/useNotebookText';
import type { Note } from '../../lib/notebook/types';
import type { NoteGroup } from './note-groups';

export interface NotebookRow extends Note {
  /** Unique within the list: the history id, or the matched form of a saved word. */
  key: string;
}

/**
 * One list of the notebook as a table, one row per word: lemma, the spellings met, how
 * often, each sentence with the word marked (its page and date under it), the last time.
 * Every Arabic cell is laid out right to left, whatever the UI language.
 */
export function NotebookTable(props: {
  groups: readonly NoteGroup<NotebookRow>[];
  caption: string;
  onDelete: (group: NoteGroup<NotebookRow>) => void;
}) {
  const t = useNotebookText();
  const { lang, count } = useI18n();
  const date = new Intl.DateTimeFormat(lang === 'ar' ? 'ar' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <table class="notebook-table">
      <caption class="lisan-sr-only">{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('notebook.colLemma')}</th>
          <th scope="col">{t('notebook.colWord')}</th>
          <th scope="col">{t('notebook.colTimes')}</th>
          <th scope="col">{t('notebook.colSentence')}</th>
          <th scope="col">{t('notebook.colDate')}</th>
          <th scope="col">{t('notebook.colActions')}</th>
        </tr>
      </thead>
      <tbody>
        {props.groups.map((group) => {
          const latest = group.occurrences[0] as NotebookRow;
          return (
            <tr key={group.key}>
              <td lang="ar" dir="rtl" class="notebook-lemma">
                {group.lemma}
              </td>
              <td lang="ar" dir="rtl" class="notebook-word">
                {group.words.join('، ')}
              </td>
              <td class="notebook-times">{count(group.occurrences.length)}</td>
              <td class="notebook-sentences">
                <ul>
                  {group.occurrences.map((note) => (
                    <li key={note.key}>
                      {note.sentence === '' ? null : (
                        <p lang="ar" dir="rtl" class="notebook-sentence">
                          <MarkedSentence sentence={note.sentence} word={note.word} />
                        </p>
                      )}
                      <p class="notebook-source">
                        <Source title={note.title} url={note.url} />{' '}
                        <time dateTime={new Date(note.time).toISOString()}>
                          {date.format(note.time)}
                        </time>
                      </p>
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                <time dateTime={new Date(latest.time).toISOString()}>
                  {date.format(latest.time)}
                </time>
              </td>
              <td>
                <button
                  type="button"
                  class="page-button page-button--quiet"
                  aria-label={t('notebook.delete', { word: group.lemma })}
                  onClick={() => props.onDelete(group)}
                >
                  {t('notebook.deleteShort')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function MarkedSentence(props: { sentence: string; word: string }) {
  const at = props.sentence.indexOf(props.word);
  if (at < 0) return <>{props.sentence}</>;
  return (
    <>
      {props.sentence.slice(0, at)}
      <mark>{props.word}</mark>
      {props.sentence.slice(at + props.word.length)}
    </>
  );
}

/** A link only for web pages: a stored URL is page data and could name any scheme. */
function Source(props: { title: string; url: string }) {
  const label = props.title || props.url;
  if (label === '') return null;
  return /^https?:\/\//i.test(props.url) ? (
    <bdi dir="auto">
      <a href={props.url} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    </bdi>
  ) : (
    <bdi dir="auto">{label}</bdi>
  );
}
