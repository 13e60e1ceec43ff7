import { useId } from 'preact/hooks';
import type { OperationResults } from '../../lib/lookup/types';
import { senseEntries } from '../entries';
import { textsKey } from '../entry-groups';
import { useI18n } from '../I18nContext';
import { type ReadingKind, splitByReading } from '../lead-entries';
import { EmptyState } from '../StateViews';
import { ArabicList } from './ArabicList';
import { EntryGroups } from './EntryGroups';
import { SenseTranslations } from './SenseTranslations';

export function SensesPanel(props: { results: OperationResults; reading?: ReadingKind | null }) {
  const { t } = useI18n();
  const id = useId();
  const entries = senseEntries(props.results.pos ?? []);
  if (entries.length === 0) return <EmptyState tab="senses" />;
  // The reading the card names leads; homographs of another kind follow under "Also".
  const { leading, others } = splitByReading(entries, props.reading ?? null);
  return (
    <>
      <SenseGroups entries={leading} />
      {others.length > 0 ? (
        <section class="lisan-also" aria-labelledby={`${id}-also`}>
          <h3 id={`${id}-also`} class="lisan-also__heading">
            {t('entries.also')}
          </h3>
          <SenseGroups entries={others} />
        </section>
      ) : null}
    </>
  );
}

function SenseGroups(props: { entries: ReturnType<typeof senseEntries> }) {
  return (
    <EntryGroups
      entries={props.entries}
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
