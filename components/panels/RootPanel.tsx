import type { OperationResults } from '../../lib/lookup/types';
import { cleanText, rootQuery } from '../entries';
import { useI18n } from '../I18nContext';
import { EmptyState } from '../StateViews';
import { WordLink } from '../WordLink';
import { Lemma, LexiconGroups } from './LexiconGroups';

export function RootPanel(props: { results: OperationResults }) {
  const { t } = useI18n();
  const entries = (props.results.root ?? []).flatMap((entry) => {
    const root = cleanText(entry.root);
    return root === null ? [] : [{ ...entry, root }];
  });
  if (entries.length === 0) return <EmptyState tab="root" />;
  return (
    <LexiconGroups entries={entries}>
      {(entry) => (
        <>
          <Lemma lemma={entry.lemma} />
          <p class="lisan-field">
            <span class="lisan-field__label">{t('entry.root')}</span>{' '}
            {/* Shown spaced as the lexicon writes it; looked up as one word. */}
            <WordLink word={rootQuery(entry.root)} label={entry.root} />
          </p>
        </>
      )}
    </LexiconGroups>
  );
}
