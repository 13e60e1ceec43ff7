import { useMemo, useState } from 'preact/hooks';
import { useDocumentLanguage } from '../../components/hooks/useDocumentLanguage';
import { useDocumentTheme } from '../../components/hooks/useDocumentTheme';
import { useExtensionStatus } from '../../components/hooks/useExtensionStatus';
import { usePageText } from '../../components/hooks/usePageText';
import { I18nProvider, useI18n } from '../../components/I18nContext';
import { ResultsView } from '../../components/ResultsView';
import { uiLanguage } from '../../lib/i18n/i18n';
import type { Send } from '../../lib/messages/send';
import { lookupTransport } from '../../lib/pages/lookup-transport';

export interface WelcomePageProps {
  send: Send;
  openOptions: () => void;
  /** For tests; the browser's language otherwise. */
  navigatorLanguage?: string;
}

/** Where a key comes from: the Siwar portal (the service's own site). */
export const SIWAR_PORTAL = 'https://siwar.ksaa.gov.sa';
/** The try-it word: common, with a root, a pattern and forms in every lexicon. */
const TRY_WORD = 'كتاب';

/** Opened once, on install: what Lisan does, how to set it up, and a word to try. */
export function WelcomePage(props: WelcomePageProps) {
  const status = useExtensionStatus(props.send);
  useDocumentTheme(status?.theme);
  return (
    <I18nProvider lang={uiLanguage(status?.uiLanguage ?? 'auto', props.navigatorLanguage)}>
      <WelcomeBody {...props} hasKey={status?.hasKey ?? false} />
    </I18nProvider>
  );
}

function WelcomeBody(props: WelcomePageProps & { hasKey: boolean }) {
  const t = usePageText();
  const { lang } = useI18n();
  const [tried, setTried] = useState(false);
  const fetchTab = useMemo(() => lookupTransport(props.send), [props.send]);
  useDocumentLanguage(lang, t('welcome.title'));
  return (
    <main class="page page--column page--welcome">
      <h1>{t('welcome.title')}</h1>
      <p class="welcome-lead">{t('welcome.what')}</p>
      <h2>{t('welcome.setUpHeading')}</h2>
      <ol class="welcome-steps">
        <li>
          {t('welcome.stepKey')}{' '}
          <a href={SIWAR_PORTAL} target="_blank" rel="noopener noreferrer">
            siwar.ksaa.gov.sa
          </a>
        </li>
        <li>
          {t('welcome.stepPaste')}{' '}
          <button type="button" class="page-button" onClick={props.openOptions}>
            {t('page.settingsLink')}
          </button>
        </li>
        <li>{t('welcome.stepPin')}</li>
      </ol>
      <h2>{t('welcome.tryHeading')}</h2>
      <p>{t('welcome.tryHint')}</p>
      <button
        type="button"
        class="page-button page-button--primary welcome-try"
        lang="ar"
        dir="rtl"
        aria-expanded={tried}
        onClick={() => setTried(true)}
      >
        {TRY_WORD}
      </button>
      {tried ? (
        <div class="welcome-results">
          <ResultsView word={TRY_WORD} fetchTab={fetchTab} onOpenOptions={props.openOptions} />
        </div>
      ) : null}
    </main>
  );
}
