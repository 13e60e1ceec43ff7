import type { OperationResults } from '../../lib/lookup/types';
import { Ar, textProps } from '../Arabic';
import { formRows } from '../entries';
import { useI18n } from '../I18nContext';
import { EmptyState } from '../StateViews';
import { WordLink } from '../WordLink';
import { Lemma, LexiconGroups } from './LexiconGroups';

function Cell(props: { value: string | null }) {
  const { t } = useI18n();
  if (props.value === null) {
    return (
      <td>
        <span aria-hidden="true">—</span>
        <span class="lisan-sr-only">{t('notRecorded')}</span>
      </td>
    );
  }
  return (
    <td>
      <bdi {...textProps(props.value)}>{props.value}</bdi>
    </td>
  );
}

export function FormsPanel(props: { results: OperationResults }) {
  const { t, rich } = useI18n();
  const entries = (props.results.conjugations ?? [])
    .map((entry) => ({ ...entry, rows: formRows(entry.wordForms) }))
    .filter((entry) => entry.rows.length > 0);
  if (entries.length === 0) return <EmptyState tab="forms" />;
  return (
    <LexiconGroups entries={entries}>
      {(entry) => (
        <>
          <Lemma lemma={entry.lemma} />
          <table class="lisan-forms">
            <caption class="lisan-sr-only">
              {rich('forms.caption', { lemma: <Ar>{entry.lemma}</Ar> })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('forms.form')}</th>
                <th scope="col">{t('forms.gender')}</th>
                <th scope="col">{t('forms.number')}</th>
              </tr>
            </thead>
            <tbody>
              {entry.rows.map((row) => (
                <tr key={`${row.form}\u0000${row.gender}\u0000${row.number}`}>
                  <td>
                    <WordLink word={row.form} />
                  </td>
                  <Cell value={row.gender} />
                  <Cell value={row.number} />
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </LexiconGroups>
  );
}
