import { useMemo } from 'preact/hooks';
import { useI18n } from '../../components/I18nContext';
import { catalogueTranslator } from '../../lib/i18n/i18n';
import { POPUP_MESSAGES, type PopupMessageKey } from '../../lib/i18n/popup-messages';

/** The popup's own strings (popup-messages.ts) in the language of the nearest <I18nProvider>. */
export function usePopupText(): (key: PopupMessageKey) => string {
  const { lang } = useI18n();
  return useMemo(() => catalogueTranslator<PopupMessageKey>(POPUP_MESSAGES[lang]), [lang]);
}
