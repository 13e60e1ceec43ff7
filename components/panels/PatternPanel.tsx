import type { OperationResults } from '../../lib/lookup/types';
import { cleanText } from '../entries';
import { lemmaKey } from '../entry-groups';
import { useI18n } from '../I18nContext';
import { alignPattern, joinedForms, type PatternColumn } from '../root-marking';
import { EmptyState } from '../StateViews';
import { EntryGroups } from './EntryGroups';

/**
 * The pattern over the lemma, letter by letter, the letters standing for the root marked:
 * a picture of what the "Pattern" line says in words, so hidden from screen readers.
 */
function Alignment(props: { columns: PatternColumn[] }) {
  const top = joinedForms(props.columns.flatMap((column) => column.pattern));
  const bottom = joinedForms(props.columns.map((column) => column.lemma));
  let next = 0;
  return (
    <table class="lisan-align" lang="ar" dir="rtl" aria-hidden="true">
      <tbody>
        <tr class="lisan-align__pattern">
          {props.columns.flatMap((column) =>
            column.pattern.map(() => {
              const index = next++;
              return (
                <td key={index} class={column.radical ? 'lisan-radical' : undefined}>
                  {top[index]}
                </td>
              );
            }),
          )}
        </tr>
        <tr class="lisan-align__lemma">
          {props.columns.map((column, index) => (
            <td
              key={index}
              colSpan={column.pattern.length}
              class={column.radical ? 'lisan-radical' : undefined}
            >
              {bottom[index]}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

export function PatternPanel(props: { results: OperationResults }) {
  const { t } = useI18n();
  const entries = (props.results.pattern ?? []).flatMap((entry) => {
    const pattern = cleanText(entry.pattern);
    return pattern === null ? [] : [{ ...entry, pattern }];
  });
  if (entries.length === 0) return <EmptyState tab="pattern" />;
  return (
    <EntryGroups entries={entries} contentKey={(entry) => lemmaKey(entry.pattern)}>
      {(entry) => {
        const columns = alignPattern(entry.pattern, entry.lemma);
        return (
          <>
            <p class="lisan-field">
              <span class="lisan-field__label">{t('entry.pattern')}</span>{' '}
              <bdi class="lisan-pattern" lang="ar" dir="rtl">
                {entry.pattern}
              </bdi>
            </p>
            {columns ? <Alignment columns={columns} /> : null}
          </>
        );
      }}
    </EntryGroups>
  );
}
