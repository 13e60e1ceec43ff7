import type { OperationResults } from '../../lib/lookup/types';
import { uniqueTexts } from '../entries';
import { EmptyState } from '../StateViews';
import { Lemma, LexiconGroups } from './LexiconGroups';

export function ExamplesPanel(props: { results: OperationResults }) {
  const entries = (props.results.examples ?? [])
    .map((entry) => ({ ...entry, examples: uniqueTexts(entry.examples) }))
    .filter((entry) => entry.examples.length > 0);
  if (entries.length === 0) return <EmptyState tab="examples" />;
  return (
    <LexiconGroups entries={entries}>
      {(entry) => (
        <>
          <Lemma lemma={entry.lemma} />
          <ul class="lisan-examples" lang="ar" dir="rtl">
            {entry.examples.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </ul>
        </>
      )}
    </LexiconGroups>
  );
}
