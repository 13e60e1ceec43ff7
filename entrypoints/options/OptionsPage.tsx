import { useDocumentLanguage } from '../../components/hooks/useDocumentLanguage';
import { useDocumentTheme } from '../../components/hooks/useDocumentTheme';
import { usePageText } from '../../components/hooks/usePageText';
import { I18nProvider, useI18n } from '../../components/I18nContext';
import { uiLanguage } from '../../lib/i18n/i18n';
import type { Send } from '../../lib/messages/send';
import { problemMessage } from '../../lib/pages/problems';
import { AboutSection } from './AboutSection';
import { HistorySection } from './HistorySection';
import { LexiconSection } from './LexiconSection';
import { useOptionsModel } from './model';
import { PreferencesSection } from './PreferencesSection';
import { ServiceSection } from './ServiceSection';
import { UsageSection } from './UsageSection';

export interface OptionsPageProps {
  /** The messaging transport; a fake in tests. */
  send: Send;
  /** Asks the browser for a custom service's host permission (called inside the Save click). */
  requestPermission: (serviceUrl: string) => Promise<boolean>;
  /** For tests; the browser's language otherwise. */
  navigatorLanguage?: string;
}

/** The settings page: key and service, lexicons, look-up preferences, calls and cache. */
export function OptionsPage(props: OptionsPageProps) {
  const model = useOptionsModel(props.send);
  const setting =
    model.load.state === 'ready'
      ? model.load.settings.uiLanguage
      : (model.status?.uiLanguage ?? 'auto');
  const lang = uiLanguage(setting, props.navigatorLanguage);
  useDocumentTheme(model.load.state === 'ready' ? model.load.settings.theme : model.status?.theme);
  return (
    <I18nProvider lang={lang}>
      <OptionsBody model={model} requestPermission={props.requestPermission} />
    </I18nProvider>
  );
}

function OptionsBody(props: {
  model: ReturnType<typeof useOptionsModel>;
  requestPermission: OptionsPageProps['requestPermission'];
}) {
  const t = usePageText();
  const { load, status, lexicons, actions } = props.model;
  const { lang } = useI18n();
  useDocumentLanguage(lang, t('options.title'));
  return (
    <main class="page page--options">
      <h1>{t('options.title')}</h1>
      <p class="page-intro">{t('options.intro')}</p>
      {load.state === 'loading' ? (
        <p role="status" class="page-note">
          {t('page.loading')}
        </p>
      ) : null}
      {load.state === 'error' ? (
        <div role="alert" class="page-note page-note--error">
          <p>
            {t('options.loadFailed', { problem: t(problemMessage(load.problem), { origin: '' }) })}
          </p>
          <button type="button" class="page-button" onClick={actions.reload}>
            {t('options.retry')}
          </button>
        </div>
      ) : null}
      {load.state === 'ready' ? (
        <>
          <ServiceSection
            serviceUrl={load.settings.serviceUrl}
            hasKey={load.hasKey}
            actions={actions}
            requestPermission={props.requestPermission}
          />
          <LexiconSection lexicons={lexicons} chosen={load.settings.lexicons} actions={actions} />
          <PreferencesSection settings={load.settings} actions={actions} />
          <HistorySection settings={load.settings} actions={actions} />
          <UsageSection status={status} actions={actions} />
        </>
      ) : null}
      <AboutSection />
    </main>
  );
}
