import type { OperationResults } from '../../lib/lookup/types';
import { cleanText } from '../entries';
import { useI18n } from '../I18nContext';
import { EmptyState } from '../StateViews';
import { Lemma, LexiconGroups } from './LexiconGroups';

export function PatternPanel(props: { results: OperationResults }) {
  const { t } = useI18n();
  const entries = (props.results.pattern ?? []).flatMap((entry) => {
    const pattern = cleanText(entry.pattern);
    return pattern === null ? [] : [{ ...entry, pattern }];
  });
  if (entries.length === 0) return <EmptyState tab="pattern" />;
  return (
    <LexiconGroups entries={entries}>
      {(entry) => (
        <>
          <Lemma lemma={entry.lemma} />
          <p class="lisan-field">
            <span class="lisan-field__label">{t('entry.pattern')}</span>{' '}
            <bdi class="lisan-pattern" lang="ar" dir="rtl">
              {entry.pattern}
            </bdi>
          </p>
        </>
      )}
    </LexiconGroups>
  );
}
