import { useContext, useId, useState } from 'preact/hooks';
import type { CandidateAnalysis } from '../lib/arabic';
import { useI18n } from './I18nContext';
import { type OfferedWord, readingLinks, sameLink } from './reading-links';
import { LookupContext, WordLink } from './WordLink';

/**
 * Words offered as links under the results: each costs nothing until it is clicked. A
 * link that would read the same as an earlier one is left out.
 */
function LinkRow(props: { label: string; words: readonly (string | OfferedWord)[] }) {
  const { t } = useI18n();
  const offered = props.words
    .map((item) => (typeof item === 'string' ? { word: item } : item))
    .filter((item, index, all) => all.findIndex((other) => sameLink(other, item)) === index);
  // Links that carry a description are told apart by ";", since "·" precedes the description.
  const noted = offered.some((item) => item.note !== undefined);
  return (
    <p class="lisan-suggestions">
      <span class="lisan-suggestions__label">{props.label}</span>{' '}
      {offered.map(({ word, note, asWritten }, index) => (
        <span key={`${word} ${note ?? ''}`}>
          {index > 0 ? <span aria-hidden="true">{noted ? t('linkSeparator') : ' · '}</span> : null}
          <WordLink word={word} asWritten={asWritten} />
          {note ? <span class="lisan-suggestions__note"> · {note}</span> : null}
        </span>
      ))}
    </p>
  );
}

/** Other lemmas the service's search returned for the word. */
export function SeeAlso(props: { words: readonly string[] | undefined }) {
  const { t } = useI18n();
  if (!props.words || props.words.length === 0) return null;
  return <LinkRow label={t('seeAlso.label')} words={props.words} />;
}

/** Inflected readings of a word shown by its own entry: "Also: قال · verb, present, she". */
export function OtherReadings(props: { readings: readonly CandidateAnalysis[] | undefined }) {
  const { t } = useI18n();
  if (!props.readings || props.readings.length === 0) return null;
  return <LinkRow label={t('otherReadings.label')} words={readingLinks(props.readings, t)} />;
}

/**
 * Nothing found within the call cap: the candidates not tried ("Try: خاص · خاصة") and a
 * field to correct the word by hand; Enter looks it up in place, with Back to this word.
 */
export function NotFoundHelp(props: { word: string; untried: readonly string[] | undefined }) {
  const { t } = useI18n();
  const lookUp = useContext(LookupContext);
  const [text, setText] = useState(props.word);
  const id = useId();
  const untried = props.untried ?? [];
  return (
    <div class="lisan-not-found">
      {untried.length > 0 ? <LinkRow label={t('notFound.try')} words={untried} /> : null}
      <form
        class="lisan-correct"
        onSubmit={(event) => {
          event.preventDefault();
          const word = text.trim();
          if (word !== '') lookUp(word);
        }}
      >
        <label for={`${id}-correct`}>{t('notFound.correct')}</label>
        <input
          id={`${id}-correct`}
          class="lisan-correct__input"
          type="text"
          lang="ar"
          dir="rtl"
          autocomplete="off"
          spellcheck={false}
          enterKeyHint="search"
          aria-describedby={`${id}-hint`}
          value={text}
          onInput={(event) => setText(event.currentTarget.value)}
        />
        <span id={`${id}-hint`} class="lisan-sr-only">
          {t('notFound.correctHint')}
        </span>
      </form>
    </div>
  );
}
