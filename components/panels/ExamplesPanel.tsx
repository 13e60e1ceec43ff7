import type { OperationResults } from '../../lib/lookup/types';
import { uniqueTexts } from '../entries';
import { textsKey } from '../entry-groups';
import { EmptyState } from '../StateViews';
import { ArabicList } from './ArabicList';
import { EntryGroups } from './EntryGroups';

export function ExamplesPanel(props: { results: OperationResults }) {
  const entries = (props.results.examples ?? [])
    .map((entry) => ({ ...entry, examples: uniqueTexts(entry.examples) }))
    .filter((entry) => entry.examples.length > 0);
  if (entries.length === 0) return <EmptyState tab="examples" />;
  return (
    <EntryGroups entries={entries} contentKey={(entry) => textsKey(entry.examples)}>
      {(entry) => <ArabicList class="lisan-examples" items={entry.examples} />}
    </EntryGroups>
  );
}
