import type { Ref } from 'preact';
import { usePageText } from '../../components/hooks/usePageText';
import type { PageMessageKey } from '../../lib/i18n/pages-messages';
import { DEFAULT_SERVICE_URL } from '../../lib/settings/schema';
import type { ServiceUrlProblem } from './service-url';

const URL_PROBLEMS: Record<ServiceUrlProblem, PageMessageKey> = {
  empty: 'url.empty',
  invalid: 'url.invalid',
  scheme: 'url.scheme',
  insecure: 'url.insecure',
  credentials: 'url.credentials',
  'query-or-hash': 'url.queryOrHash',
};

/** The service URL field, with what is wrong with it (and the next step) when it is. */
export function ServiceUrlField(props: {
  id: string;
  value: string;
  onInput: (value: string) => void;
  problem: ServiceUrlProblem | null;
  inputRef: Ref<HTMLInputElement>;
}) {
  const t = usePageText();
  const { id, problem } = props;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div class="page-field">
      <label for={id}>{t('options.serviceUrl')}</label>
      <input
        ref={props.inputRef}
        id={id}
        name="serviceUrl"
        type="url"
        value={props.value}
        autocomplete="url"
        spellcheck={false}
        dir="ltr"
        aria-invalid={problem !== null || undefined}
        aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
        onInput={(event) => props.onInput(event.currentTarget.value)}
      />
      {problem ? (
        <p id={errorId} class="page-field-error">
          {t(URL_PROBLEMS[problem], { example: DEFAULT_SERVICE_URL })}
        </p>
      ) : null}
      <p id={hintId} class="page-hint">
        {t('options.serviceUrlHint')}
        {import.meta.env.FIREFOX ? ` ${t('options.serviceUrlFirefoxHint')}` : null}
      </p>
    </div>
  );
}
