import type { OperationResults } from '../../lib/lookup/types';
import { cleanText, rootQuery } from '../entries';
import { useI18n } from '../I18nContext';
import { markRoot } from '../root-marking';
import { EmptyState } from '../StateViews';
import { WordLink } from '../WordLink';
import { EntryGroups } from './EntryGroups';

/** The lemma with its root's letters marked (ك ت ب in كِتَاب); plain when they are not found. */
function MarkedLemma(props: { lemma: string; root: string }) {
  const spans = markRoot(props.lemma, props.root);
  if (!spans) return null;
  return (
    <p class="lisan-marked" lang="ar" dir="rtl">
      {spans.map((span, index) =>
        span.root ? (
          <mark key={index} class="lisan-radical">
            {span.text}
          </mark>
        ) : (
          span.text
        ),
      )}
    </p>
  );
}

export function RootPanel(props: { results: OperationResults }) {
  const { t } = useI18n();
  const entries = (props.results.root ?? []).flatMap((entry) => {
    const root = cleanText(entry.root);
    return root === null ? [] : [{ ...entry, root }];
  });
  if (entries.length === 0) return <EmptyState tab="root" />;
  return (
    <EntryGroups entries={entries} contentKey={(entry) => rootQuery(entry.root)}>
      {(entry) => (
        <div class="lisan-root">
          <p class="lisan-field">
            <span class="lisan-field__label">{t('entry.root')}</span>{' '}
            {/* Shown spaced as the lexicon writes it; looked up as one word. */}
            <WordLink word={rootQuery(entry.root)} label={entry.root} />
          </p>
          <MarkedLemma lemma={entry.lemma} root={entry.root} />
        </div>
      )}
    </EntryGroups>
  );
}
