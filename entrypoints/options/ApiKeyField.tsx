import type { Ref } from 'preact';
import { usePageText } from '../../components/hooks/usePageText';

/**
 * The API key field: write-only (a new key is typed here; the saved one never comes back
 * to the page), masked until Show, with its error, hint and "forget" button.
 */
export function ApiKeyField(props: {
  id: string;
  value: string;
  onInput: (value: string) => void;
  hasKey: boolean;
  invalid: boolean;
  inputRef: Ref<HTMLInputElement>;
  onForget: () => void;
  /** Shown as text rather than masked. */
  shown: boolean;
  onToggleShown: () => void;
}) {
  const t = usePageText();
  const { id, invalid, shown } = props;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div class="page-field">
      <label for={id}>{t('options.apiKey')}</label>
      <div class="page-row">
        <input
          ref={props.inputRef}
          id={id}
          name="apiKey"
          // Preact's types accept either literal, not the union of the two.
          type={(shown ? 'text' : 'password') as 'password'}
          value={props.value}
          placeholder={
            props.hasKey ? t('options.apiKeyPlaceholderSaved') : t('options.apiKeyPlaceholderNone')
          }
          autocomplete="off"
          spellcheck={false}
          dir="ltr"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          onInput={(event) => props.onInput(event.currentTarget.value)}
        />
        <button
          type="button"
          class="page-button"
          aria-pressed={shown}
          aria-controls={id}
          onClick={props.onToggleShown}
        >
          {t('options.showKey')}
        </button>
      </div>
      {invalid ? (
        <p id={errorId} class="page-field-error">
          {t('key.invalid')}
        </p>
      ) : null}
      <p id={hintId} class="page-hint">
        {props.hasKey ? t('options.apiKeySaved') : t('options.apiKeyNone')}
      </p>
      {props.hasKey ? (
        <button type="button" class="page-button page-button--quiet" onClick={props.onForget}>
          {t('options.forgetKey')}
        </button>
      ) : null}
    </div>
  );
}
