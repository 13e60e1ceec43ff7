import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { textProps } from '../Arabic';
import { type GroupingRules, groupEntries, type Reading } from '../entry-groups';
import { useI18n } from '../I18nContext';

/**
 * Entries grouped by lemma and part of speech, each lemma once: under it, what the lexicons
 * say, each reading under the names of the lexicons that give it (its sources), so readers
 * can compare lexicons without reading the same headword again. Each lemma is an article
 * named by the lemma, each reading a group named by its sources (not landmarks: a lexicon
 * names readings of several lemmas).
 */
export function EntryGroups<T extends { lexiconName: string; lemma: string }>(
  props: GroupingRules<T> & {
    entries: readonly T[];
    /** The reading's content, given its first entry (all its entries say the same). */
    children: (entry: T, reading: Reading<T>) => ComponentChildren;
  },
) {
  const id = useId();
  const groups = groupEntries(props.entries, props);
  return (
    <div class="lisan-groups">
      {groups.map((group, groupIndex) => {
        const groupId = `${id}-${groupIndex}`;
        return (
          <article key={groupId} class="lisan-entry" aria-labelledby={`${groupId}-lemma`}>
            <div class="lisan-entry__head">
              <h3 id={`${groupId}-lemma`} class="lisan-lemma" lang="ar" dir="rtl">
                {group.lemma}
              </h3>
              {group.pos !== null ? <PartOfSpeech pos={group.pos} /> : null}
            </div>
            {group.readings.map((reading, readingIndex) => (
              // biome-ignore lint/a11y/useSemanticElements: a group of text, not of form controls (fieldset)
              <div
                key={readingIndex}
                role="group"
                class="lisan-reading"
                aria-labelledby={`${groupId}-sources-${readingIndex}`}
              >
                <Sources id={`${groupId}-sources-${readingIndex}`} names={reading.sources} />
                {props.children(reading.entries[0] as T, reading)}
              </div>
            ))}
          </article>
        );
      })}
    </div>
  );
}

function PartOfSpeech(props: { pos: string }) {
  const { t } = useI18n();
  return (
    <span class="lisan-pos">
      <span class="lisan-sr-only">{t('entry.partOfSpeech')} </span>
      <bdi {...textProps(props.pos)}>{props.pos}</bdi>
    </span>
  );
}

/** "Sources: A، B": the region is named by the names alone, so each can be found by it. */
function Sources(props: { id: string; names: readonly string[] }) {
  const { t } = useI18n();
  const names = props.names.join('، ');
  return (
    <h4 class="lisan-sources">
      <span class="lisan-sources__label">
        {t(props.names.length === 1 ? 'entry.source' : 'entry.sources')}
      </span>{' '}
      <bdi id={props.id} class="lisan-sources__names" {...textProps(names)}>
        {names}
      </bdi>
    </h4>
  );
}
