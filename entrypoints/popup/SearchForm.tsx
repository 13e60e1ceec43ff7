import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { MAX_WORD_LENGTH } from '../../lib/messages/words';
import { WORD_PARAMETER } from './early-input';
import { usePopupText } from './usePopupText';

// One field per popup: fixed ids, the same as in index.html.
const FIELD_ID = 'popup-word';
const HINT_ID = 'popup-hint';

/**
 * The search field and its button. index.html holds the same markup (English), so the field
 * is focused before any script runs; keep the two alike, element for element
 * (tests/unit/pages/popup-static-html.test.tsx checks it).
 */
export function SearchForm(props: {
  field: RefObject<HTMLInputElement | null>;
  text: string;
  onText: (text: string) => void;
  onSubmit: (text: string) => void;
}) {
  const t = usePopupText();
  // In the render itself: an effect would run a frame later, and the reader types now.
  // (The HTML's autofocus has usually focused the field already; this keeps it so.)
  useLayoutEffect(() => props.field.current?.focus(), []);
  return (
    <form
      class="popup-search"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(props.text);
      }}
    >
      <label for={FIELD_ID} class="popup-label">
        {t('popup.searchLabel')}
      </label>
      <div class="page-row">
        <input
          ref={props.field}
          id={FIELD_ID}
          name={WORD_PARAMETER}
          type="search"
          lang="ar"
          dir="rtl"
          value={props.text}
          maxLength={MAX_WORD_LENGTH}
          autocomplete="off"
          // biome-ignore lint/a11y/noAutofocus: the popup exists to type a word; focus belongs here
          autoFocus
          aria-describedby={HINT_ID}
          onInput={(event) => props.onText(event.currentTarget.value)}
        />
        <button type="submit" class="page-button page-button--primary">
          {t('popup.searchButton')}
        </button>
      </div>
      <p id={HINT_ID} class="page-hint">
        {t('popup.hint')}
      </p>
    </form>
  );
}
