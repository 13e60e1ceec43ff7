import type { OperationResults } from '../../lib/lookup/types';
import { cleanText, rootQuery } from '../entries';
import { useI18n } from '../I18nContext';
import { markRoot, type RootSpan } from '../root-marking';
import { EmptyState } from '../StateViews';
import { WordLink } from '../WordLink';
import { EntryGroups } from './EntryGroups';

/** The lemma with its root's letters marked (ك ت ب in كِتَاب), diacritics on their letters. */
function MarkedLemma(props: { spans: RootSpan[] }) {
  return (
    <bdi class="lisan-marked" lang="ar" dir="rtl">
      {props.spans.map((span, index) =>
        span.root ? (
          <mark key={index} class="lisan-radical">
            {span.text}
          </mark>
        ) : (
          span.text
        ),
      )}
    </bdi>
  );
}

/** "Root ك ت ب in كِتَاب", the root a link; the root alone when its letters are not found. */
function RootLine(props: { root: string; lemma: string }) {
  const { t, rich } = useI18n();
  const spans = markRoot(props.lemma, props.root);
  // Shown spaced as the lexicon writes it; looked up as one word.
  const link = <WordLink word={rootQuery(props.root)} label={props.root} />;
  return (
    <p class="lisan-field">
      <span class="lisan-field__label">{t('entry.root')}</span>{' '}
      {spans ? rich('root.inLemma', { root: link, lemma: <MarkedLemma spans={spans} /> }) : link}
    </p>
  );
}

export function RootPanel(props: { results: OperationResults }) {
  const entries = (props.results.root ?? []).flatMap((entry) => {
    const root = cleanText(entry.root);
    return root === null ? [] : [{ ...entry, root }];
  });
  if (entries.length === 0) return <EmptyState tab="root" />;
  return (
    <EntryGroups entries={entries} contentKey={(entry) => rootQuery(entry.root)}>
      {(entry) => <RootLine root={entry.root} lemma={entry.lemma} />}
    </EntryGroups>
  );
}
