import { useId, useRef, useState } from 'preact/hooks';
import { useAnnouncement } from '../../components/hooks/useAnnouncement';
import { usePageText } from '../../components/hooks/usePageText';
import { StatusMessage } from '../../components/pages/StatusMessage';
import { apiKeySchema } from '../../lib/settings/schema';
import { ApiKeyField } from './ApiKeyField';
import type { OptionsActions } from './model';
import { ServiceUrlField } from './ServiceUrlField';
import { forgetKey, saveService, testConnection, useServiceTasks } from './service-tasks';
import { checkServiceUrl, isCustomOrigin, type ServiceUrlProblem } from './service-url';
import { useField } from './useField';

export interface ServiceSectionProps {
  serviceUrl: string;
  hasKey: boolean;
  actions: OptionsActions;
  /** Asks for the host permission of a custom service; must be called during the click. */
  requestPermission: (serviceUrl: string) => Promise<boolean>;
}

/** The API key (write-only) and the service URL, with Save and Test connection. */
export function ServiceSection(props: ServiceSectionProps) {
  const t = usePageText();
  const id = useId();
  const key = useField<'invalid'>('');
  const [showKey, setShowKey] = useState(false);
  const url = useField<ServiceUrlProblem>(props.serviceUrl);
  const [message, announce] = useAnnouncement();
  const { tasks, exclusive, busy } = useServiceTasks(props.actions, announce);
  const keyInput = useRef<HTMLInputElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);

  const onSave = (event: Event) => {
    event.preventDefault();
    if (busy()) return;
    const checked = checkServiceUrl(url.value);
    url.setProblem(checked.ok ? null : checked.problem);
    if (!checked.ok) return urlInput.current?.focus();
    const typedKey = key.value.trim();
    const keyValid = typedKey === '' || apiKeySchema.safeParse(typedKey).success;
    key.setProblem(keyValid ? null : 'invalid');
    if (!keyValid) return keyInput.current?.focus();
    // Asked here, before any await: browsers show the prompt only during the user's click.
    const permission = isCustomOrigin(checked.url)
      ? props.requestPermission(checked.url).catch(() => false)
      : Promise.resolve(true);
    const onSaved = () => {
      key.setValue('');
      setShowKey(false);
      url.setValue(checked.url);
    };
    const saved = { url: checked.url, key: typedKey, hadKey: props.hasKey, permission, onSaved };
    exclusive(() => saveService(tasks, saved));
  };

  const onTest = () => {
    if (props.hasKey) return exclusive(() => testConnection(tasks, url.value));
    tasks.task.current++;
    announce((t) => ({ tone: 'error', lines: [t('options.testNeedsKey')] }));
  };

  const onForgetKey = () =>
    exclusive(async () => {
      await forgetKey(tasks, url.value);
      keyInput.current?.focus();
    });

  return (
    <section class="page-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('options.serviceHeading')}</h2>
      <form class="page-form" onSubmit={onSave} noValidate>
        <ApiKeyField
          id={`${id}-key`}
          value={key.value}
          onInput={key.onInput}
          hasKey={props.hasKey}
          invalid={key.problem !== null}
          inputRef={keyInput}
          onForget={onForgetKey}
          shown={showKey}
          onToggleShown={() => setShowKey((shown) => !shown)}
        />
        <ServiceUrlField
          id={`${id}-url`}
          value={url.value}
          onInput={url.onInput}
          problem={url.problem}
          inputRef={urlInput}
        />
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
