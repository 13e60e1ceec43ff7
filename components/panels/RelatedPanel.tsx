import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import type { OperationResults, Structure } from '../../lib/lookup/types';
import { textProps } from '../Arabic';
import { cleanText, type RelatedEntry, relatedEntries } from '../entries';
import { useI18n } from '../I18nContext';
import { EmptyState } from '../StateViews';
import { WordLink } from '../WordLink';
import { EntryGroups } from './EntryGroups';

/** A labelled part of an entry (Synonyms, Opposites, Relations); absent when it has nothing. */
function Section(props: { label: string; children: ComponentChildren }) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of text, not of form controls (fieldset)
    <div role="group" class="lisan-related" aria-labelledby={id}>
      <h5 id={id} class="lisan-related__label">
        {props.label}
      </h5>
      {props.children}
    </div>
  );
}

function WordList(props: { words: readonly string[] }) {
  return (
    <ul class="lisan-word-list" lang="ar" dir="rtl">
      {props.words.map((word) => (
        <li key={word}>
          <WordLink word={word} />
        </li>
      ))}
    </ul>
  );
}

function Relation(props: { relation: Structure }) {
  const { relation } = props;
  const type = cleanText(relation.relationType) ?? cleanText(relation.relationTypeCode);
  const sense = cleanText(relation.relatedSense);
  return (
    <li class="lisan-relation">
      {type !== null ? (
        <bdi class="lisan-relation__type" {...textProps(type)}>
          {type}
        </bdi>
      ) : null}{' '}
      <WordLink word={relation.relatedLemma.trim()} />
      {sense !== null ? (
        <span class="lisan-relation__sense" lang="ar" dir="rtl">
          {sense}
        </span>
      ) : null}
    </li>
  );
}

/** Two lexicons saying the same of a lemma are one reading with two sources. */
function relatedKey(entry: RelatedEntry): string {
  return JSON.stringify([entry.synonyms, entry.opposites, entry.relations]);
}

export function RelatedPanel(props: { results: OperationResults }) {
  const { t } = useI18n();
  const entries = relatedEntries(props.results);
  if (entries.length === 0) return <EmptyState tab="related" />;
  return (
    <EntryGroups entries={entries} contentKey={relatedKey}>
      {(entry) => (
        <>
          {entry.synonyms.length > 0 ? (
            <Section label={t('related.synonyms')}>
              <WordList words={entry.synonyms} />
            </Section>
          ) : null}
          {entry.opposites.length > 0 ? (
            <Section label={t('related.opposites')}>
              <WordList words={entry.opposites} />
            </Section>
          ) : null}
          {entry.relations.length > 0 ? (
            <Section label={t('related.relations')}>
              <ul class="lisan-relations" lang="ar" dir="rtl">
                {entry.relations.map((relation, index) => (
                  <Relation key={index} relation={relation} />
                ))}
              </ul>
            </Section>
          ) : null}
        </>
      )}
    </EntryGroups>
  );
}
