import type { OperationResults } from '../../lib/lookup/types';
import { Ar, textProps } from '../Arabic';
import { type FormsTable, formsTable, isKnownCode, type Term } from '../forms-table';
import { useI18n } from '../I18nContext';
import { EmptyState } from '../StateViews';
import { WordLink } from '../WordLink';
import { EntryGroups } from './EntryGroups';

/** A gender or number in the UI's language: known codes translated, else what the service says. */
function TermLabel(props: { term: Term }) {
  const { t, lang } = useI18n();
  const { key, code, name } = props.term;
  if (isKnownCode(key)) return <>{t(`forms.${key}`)}</>;
  const text = (lang === 'ar' ? (name ?? code) : (code ?? name)) ?? null;
  if (text === null) return <NotRecorded />;
  return <bdi {...textProps(text)}>{text}</bdi>;
}

function NotRecorded() {
  const { t } = useI18n();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span class="lisan-sr-only">{t('notRecorded')}</span>
    </>
  );
}

function Paradigm(props: { table: FormsTable; lemma: string }) {
  const { rich } = useI18n();
  const { genders, numbers, formsAt } = props.table;
  return (
    <table class="lisan-forms">
      <caption class="lisan-sr-only">
        {rich('forms.caption', { lemma: <Ar>{props.lemma}</Ar> })}
      </caption>
      <thead>
        <tr>
          <td />
          {genders.map((gender) => (
            <th key={gender.key} scope="col">
              <TermLabel term={gender} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {numbers.map((number) => (
          <tr key={number.key}>
            <th scope="row">
              <TermLabel term={number} />
            </th>
            {genders.map((gender) => {
              const forms = formsAt(number, gender);
              return (
                // Forms are Arabic, right to left in both UI languages; "none" is the UI's.
                <td key={gender.key} {...(forms.length > 0 ? { dir: 'rtl', lang: 'ar' } : {})}>
                  {forms.length === 0 ? <NotRecorded /> : null}
                  {forms.map((form) => (
                    <WordLink key={form} word={form} />
                  ))}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One table per lemma: what several lexicons list for it is merged, each form once. */
export function FormsPanel(props: { results: OperationResults }) {
  const entries = (props.results.conjugations ?? []).filter(
    (entry) => formsTable(entry.wordForms).numbers.length > 0,
  );
  if (entries.length === 0) return <EmptyState tab="forms" />;
  return (
    <EntryGroups entries={entries} contentKey={() => 'one table per lemma'}>
      {(entry, reading) => (
        <Paradigm
          table={formsTable(reading.entries.flatMap((entry) => entry.wordForms))}
          lemma={entry.lemma}
        />
      )}
    </EntryGroups>
  );
}
