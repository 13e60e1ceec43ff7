import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { useI18n } from './I18nContext';

/**
 * Looks a word up in place (the view switches to it and keeps a Back history); `asWritten`
 * asks for its own entry, without the reading that would lead (TabLookupRequest).
 */
export const LookupContext = createContext<(word: string, asWritten?: boolean) => void>(() => {});

/**
 * A word in the results that can be looked up: a real button (keyboard and screen reader
 * know it), styled as a link. `label` shows the word as the lexicon wrote it when the query
 * differs (a root "ك ت ب" looks up "كتب").
 */
export function WordLink(props: { word: string; label?: string; asWritten?: boolean }) {
  const lookUp = useContext(LookupContext);
  const { t } = useI18n();
  return (
    <button
      type="button"
      class="lisan-word-link"
      lang="ar"
      dir="rtl"
      title={t('link.lookUp', { word: props.word })}
      onClick={() => (props.asWritten ? lookUp(props.word, true) : lookUp(props.word))}
    >
      {props.label ?? props.word}
    </button>
  );
}
