import type { OperationResults } from '../../lib/lookup/types';
import { senseEntries } from '../entries';
import { textsKey } from '../entry-groups';
import { EmptyState } from '../StateViews';
import { ArabicList } from './ArabicList';
import { EntryGroups } from './EntryGroups';
import { SenseTranslations } from './SenseTranslations';

export function SensesPanel(props: { results: OperationResults }) {
  const entries = senseEntries(props.results.pos ?? []);
  if (entries.length === 0) return <EmptyState tab="senses" />;
  return (
    <EntryGroups
      entries={entries}
      posOf={(entry) => entry.pos}
      contentKey={(entry) => textsKey(entry.senses)}
    >
      {(entry) =>
        entry.senses.length > 0 ? (
          <ArabicList
            ordered
            class="lisan-senses"
            items={entry.senses}
            after={(sense) => <SenseTranslations sense={sense} translations={entry.translations} />}
          />
        ) : null
      }
    </EntryGroups>
  );
}
