import type { OperationResults } from '../../lib/lookup/types';
import { textProps } from '../Arabic';
import { senseEntries } from '../entries';
import { useI18n } from '../I18nContext';
import { EmptyState } from '../StateViews';
import { Lemma, LexiconGroups } from './LexiconGroups';

export function SensesPanel(props: { results: OperationResults }) {
  const { t } = useI18n();
  const entries = senseEntries(props.results.pos ?? []);
  if (entries.length === 0) return <EmptyState tab="senses" />;
  return (
    <LexiconGroups entries={entries}>
      {(entry) => (
        <>
          <Lemma lemma={entry.lemma}>
            {entry.pos !== null ? (
              <span class="lisan-pos">
                <span class="lisan-sr-only">{t('entry.partOfSpeech')} </span>
                <bdi {...textProps(entry.pos)}>{entry.pos}</bdi>
              </span>
            ) : null}
          </Lemma>
          {entry.senses.length > 0 ? (
            <ol class="lisan-senses" lang="ar" dir="rtl">
              {entry.senses.map((sense) => (
                <li key={sense}>{sense}</li>
              ))}
            </ol>
          ) : null}
        </>
      )}
    </LexiconGroups>
  );
}
