import { useI18n } from '../../components/I18nContext';
import { useNotebookText } from '../../components/notebook/useNotebookText';
import type { Note } from '../../lib/notebook/types';

export interface NotebookRow extends Note {
  /** Unique within the table: the history id, or the matched form of a saved word. */
  key: string;
}

/** One list of the notebook as a table: lemma, word, sentence with the word marked, source, date. */
export function NotebookTable(props: {
  rows: readonly NotebookRow[];
  caption: string;
  onDelete: (row: NotebookRow) => void;
}) {
  const t = useNotebookText();
  const { lang } = useI18n();
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
          <th scope="col">{t('notebook.colSentence')}</th>
          <th scope="col">{t('notebook.colSource')}</th>
          <th scope="col">{t('notebook.colDate')}</th>
          <th scope="col">{t('notebook.colActions')}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.key}>
            <td lang="ar" dir="rtl" class="notebook-lemma">
              {row.lemma}
            </td>
            <td lang="ar" dir="rtl">
              {row.word}
            </td>
            <td lang="ar" dir="rtl" class="notebook-sentence">
              <MarkedSentence sentence={row.sentence} word={row.word} />
            </td>
            <td class="notebook-source">
              <Source title={row.title} url={row.url} />
            </td>
            <td>
              <time dateTime={new Date(row.time).toISOString()}>{date.format(row.time)}</time>
            </td>
            <td>
              <button
                type="button"
                class="page-button page-button--quiet"
                aria-label={t('notebook.delete', { word: row.word })}
                onClick={() => props.onDelete(row)}
              >
                {t('notebook.deleteShort')}
              </button>
            </td>
          </tr>
        ))}
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
    <a href={props.url} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  ) : (
    label
  );
}
