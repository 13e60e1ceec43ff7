import { useId, useRef, useState } from 'preact/hooks';
import { problemMessage } from '../../components/pages/problems';
import { StatusMessage } from '../../components/pages/StatusMessage';
import { useAnnouncement } from '../../components/pages/useAnnouncement';
import { usePageText } from '../../components/pages/usePageText';
import type { PageMessageKey, PageTranslator } from '../../lib/i18n/pages-messages';
import { apiKeySchema, DEFAULT_SERVICE_URL } from '../../lib/settings/schema';
import type { LexiconResult, OptionsActions } from './model';
import { checkServiceUrl, isCustomOrigin, type ServiceUrlProblem } from './service-url';

export interface ServiceSectionProps {
  serviceUrl: string;
  hasKey: boolean;
  actions: OptionsActions;
  /** Asks for the host permission of a custom service; must be called during the click. */
  requestPermission: (serviceUrl: string) => Promise<boolean>;
}

const URL_PROBLEMS: Record<ServiceUrlProblem, PageMessageKey> = {
  empty: 'url.empty',
  invalid: 'url.invalid',
  scheme: 'url.scheme',
  insecure: 'url.insecure',
  credentials: 'url.credentials',
  'query-or-hash': 'url.queryOrHash',
};

/** The API key (write-only) and the service URL, with Save and Test connection. */
export function ServiceSection(props: ServiceSectionProps) {
  const t = usePageText();
  const id = useId();
  const [key, setKey] = useState('');
  const [showKey, setShowKey] = useState(false);
  const [url, setUrl] = useState(props.serviceUrl);
  const [urlProblem, setUrlProblem] = useState<ServiceUrlProblem | null>(null);
  const [keyProblem, setKeyProblem] = useState(false);
  const [message, announce] = useAnnouncement();
  const busy = useRef(false);
  // Counts tasks, so a late permission answer does not overwrite a newer report.
  const task = useRef(0);
  const keyInput = useRef<HTMLInputElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);

  const connectedLine = (t: PageTranslator, result: LexiconResult, saved: boolean): string => {
    if (!result.ok) {
      const problem = t(problemMessage(result.problem), { origin: originOf(url) });
      return saved ? t('options.savedButLexicons', { problem }) : problem;
    }
    const count = String(result.count);
    if (saved)
      return result.count === 1
        ? t('options.savedConnectedOne')
        : t('options.savedConnected', { count });
    return result.count === 1 ? t('options.connectedOne') : t('options.connected', { count });
  };

  /** Runs one task at a time: a second click while saving must not save twice. */
  const exclusive = (run: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    task.current++;
    void run().finally(() => {
      busy.current = false;
    });
  };

  const onSave = (event: Event) => {
    event.preventDefault();
    if (busy.current) return;
    const checked = checkServiceUrl(url);
    setUrlProblem(checked.ok ? null : checked.problem);
    if (!checked.ok) {
      urlInput.current?.focus();
      return;
    }
    const typedKey = key.trim();
    const keyValid = typedKey === '' || apiKeySchema.safeParse(typedKey).success;
    setKeyProblem(!keyValid);
    if (!keyValid) {
      keyInput.current?.focus();
      return;
    }
    // Asked here, before any await: browsers show the prompt only during the user's click.
    // The save does not wait for the answer: a custom server that allows CORS works without it.
    const permission = isCustomOrigin(checked.url)
      ? props.requestPermission(checked.url).catch(() => false)
      : Promise.resolve(true);
    exclusive(async () => {
      announce((t) => ({ tone: 'info', lines: [t('options.saving')] }));
      const problem = await props.actions.save(
        { serviceUrl: checked.url },
        typedKey === '' ? undefined : typedKey,
      );
      if (problem) {
        announce((t) => ({
          tone: 'error',
          lines: [t(problemMessage(problem), { origin: originOf(checked.url) })],
        }));
        return;
      }
      setKey('');
      setShowKey(false);
      setUrl(checked.url);
      const denied = (t: PageTranslator) =>
        t('options.permissionDenied', { origin: originOf(checked.url) });
      if (typedKey === '' && !props.hasKey) {
        announce((t) => ({ tone: 'success', lines: [t('options.savedNoKey')] }));
        const mine = task.current;
        void permission.then((granted) => {
          if (!granted && task.current === mine)
            announce((t) => ({ tone: 'error', lines: [t('options.savedNoKey'), denied(t)] }));
        });
        return;
      }
      announce((t) => ({ tone: 'info', lines: [t('options.saved'), t('lexicons.loading')] }));
      // A granted (or declared) permission answers at once; a prompt may stay open for a
      // while, or forever where no prompt can be shown. The service may allow CORS, so the
      // lexicons are asked for anyway, and asked again if the permission comes later.
      const early = await settleWithin(permission, PERMISSION_WAIT_MS);
      const result = await props.actions.loadLexicons(true);
      const report = (granted: boolean | undefined, shown: LexiconResult) => {
        announce((t) => ({
          tone: shown.ok && granted !== false ? 'success' : 'error',
          lines: [connectedLine(t, shown, true), ...(granted === false ? [denied(t)] : [])],
        }));
      };
      report(early, result);
      await props.actions.refreshStatus();
      if (early !== undefined) return;
      // Not awaited: an unanswered prompt must not block the buttons.
      const mine = ++task.current;
      void permission.then(async (granted) => {
        const retried = granted && !result.ok ? await props.actions.loadLexicons(true) : result;
        // Only if nothing else was reported since.
        if (task.current === mine) report(granted, retried);
      });
    });
  };

  const onTest = () => {
    if (!props.hasKey) {
      task.current++;
      announce((t) => ({ tone: 'error', lines: [t('options.testNeedsKey')] }));
      return;
    }
    exclusive(async () => {
      announce((t) => ({ tone: 'info', lines: [t('options.testing')] }));
      const result = await props.actions.loadLexicons(true);
      announce((t) => ({
        tone: result.ok ? 'success' : 'error',
        lines: [connectedLine(t, result, false)],
      }));
      await props.actions.refreshStatus();
    });
  };

  const onForgetKey = () => {
    exclusive(async () => {
      const problem = await props.actions.save({}, null);
      announce((t) =>
        problem
          ? { tone: 'error', lines: [t(problemMessage(problem), { origin: originOf(url) })] }
          : { tone: 'success', lines: [t('options.keyRemoved')] },
      );
      keyInput.current?.focus();
      await props.actions.refreshStatus();
    });
  };

  const keyHintId = `${id}-key-hint`;
  const keyErrorId = `${id}-key-error`;
  const urlHintId = `${id}-url-hint`;
  const urlErrorId = `${id}-url-error`;

  return (
    <section class="page-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('options.serviceHeading')}</h2>
      <form class="page-form" onSubmit={onSave} noValidate>
        <div class="page-field">
          <label for={`${id}-key`}>{t('options.apiKey')}</label>
          <div class="page-row">
            <input
              ref={keyInput}
              id={`${id}-key`}
              name="apiKey"
              // Preact's types accept either literal, not the union of the two.
              type={(showKey ? 'text' : 'password') as 'password'}
              // A new key is typed here; the saved one never comes back to the page.
              value={key}
              placeholder={
                props.hasKey
                  ? t('options.apiKeyPlaceholderSaved')
                  : t('options.apiKeyPlaceholderNone')
              }
              autocomplete="off"
              spellcheck={false}
              dir="ltr"
              aria-invalid={keyProblem || undefined}
              aria-describedby={keyProblem ? `${keyErrorId} ${keyHintId}` : keyHintId}
              onInput={(event) => {
                setKey(event.currentTarget.value);
                if (keyProblem) setKeyProblem(false);
              }}
            />
            <button
              type="button"
              class="page-button"
              aria-pressed={showKey}
              aria-controls={`${id}-key`}
              onClick={() => setShowKey((shown) => !shown)}
            >
              {t('options.showKey')}
            </button>
          </div>
          {keyProblem ? (
            <p id={keyErrorId} class="page-field-error">
              {t('key.invalid')}
            </p>
          ) : null}
          <p id={keyHintId} class="page-hint">
            {props.hasKey ? t('options.apiKeySaved') : t('options.apiKeyNone')}
          </p>
          {props.hasKey ? (
            <button type="button" class="page-button page-button--quiet" onClick={onForgetKey}>
              {t('options.forgetKey')}
            </button>
          ) : null}
        </div>
        <div class="page-field">
          <label for={`${id}-url`}>{t('options.serviceUrl')}</label>
          <input
            ref={urlInput}
            id={`${id}-url`}
            name="serviceUrl"
            type="url"
            value={url}
            autocomplete="url"
            spellcheck={false}
            dir="ltr"
            aria-invalid={urlProblem !== null || undefined}
            aria-describedby={urlProblem ? `${urlErrorId} ${urlHintId}` : urlHintId}
            onInput={(event) => {
              setUrl(event.currentTarget.value);
              if (urlProblem) setUrlProblem(null);
            }}
          />
          {urlProblem ? (
            <p id={urlErrorId} class="page-field-error">
              {t(URL_PROBLEMS[urlProblem], { example: DEFAULT_SERVICE_URL })}
            </p>
          ) : null}
          <p id={urlHintId} class="page-hint">
            {t('options.serviceUrlHint')}
            {import.meta.env.FIREFOX ? ` ${t('options.serviceUrlFirefoxHint')}` : null}
          </p>
        </div>
        <div class="page-actions">
          <button type="submit" class="page-button page-button--primary">
            {t('options.save')}
          </button>
          <button type="button" class="page-button" onClick={onTest}>
            {t('options.test')}
          </button>
        </div>
        <StatusMessage message={message} />
      </form>
    </section>
  );
}

/** How long Save waits for the permission prompt before asking for the lexicons anyway. */
const PERMISSION_WAIT_MS = 1000;

/** The promise's value if it settles within `ms`, else undefined (it keeps running). */
function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
