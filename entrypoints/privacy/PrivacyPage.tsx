import { useMemo } from 'preact/hooks';
import { useDocumentLanguage } from '../../components/hooks/useDocumentLanguage';
import { useDocumentTheme } from '../../components/hooks/useDocumentTheme';
import { useExtensionStatus } from '../../components/hooks/useExtensionStatus';
import { usePageText } from '../../components/hooks/usePageText';
import { I18nProvider, useI18n } from '../../components/I18nContext';
import { MarkdownText } from '../../components/pages/MarkdownText';
// The repository's own documents, word for word: the page cannot drift from them.
import policyAr from '../../docs/privacy.ar.md?raw';
import policyEn from '../../docs/privacy.md?raw';
import { type UiLanguage, uiLanguage, uiLanguageSetting } from '../../lib/i18n/languages';
import type { Send } from '../../lib/messages/send';
import { parseBlocks } from '../../lib/pages/markdown-blocks';

const POLICIES: Record<UiLanguage, string> = { en: policyEn, ar: policyAr };

export interface PrivacyPageProps {
  send: Send;
  /** The `lang` of the page's address (the About link sets it), if any. */
  askedLanguage: string | null;
  /** For tests; the browser's language otherwise. */
  navigatorLanguage?: string;
}

/** The privacy policy (docs/privacy.md, docs/privacy.ar.md), in the reader's language. */
export function PrivacyPage(props: PrivacyPageProps) {
  const status = useExtensionStatus(props.send);
  useDocumentTheme(status?.theme);
  const asked = props.askedLanguage;
  const setting =
    (asked === 'auto' ? null : uiLanguageSetting(asked)) ?? status?.uiLanguage ?? 'auto';
  return (
    <I18nProvider lang={uiLanguage(setting, props.navigatorLanguage)}>
      <PrivacyBody />
    </I18nProvider>
  );
}

function PrivacyBody() {
  const t = usePageText();
  const { lang } = useI18n();
  useDocumentLanguage(lang, t('privacy.title'));
  const blocks = useMemo(() => parseBlocks(POLICIES[lang]), [lang]);
  return (
    <main class="page page--column page--privacy">
      <MarkdownText blocks={blocks} />
    </main>
  );
}
