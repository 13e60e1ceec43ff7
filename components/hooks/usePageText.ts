import { useMemo } from 'preact/hooks';
import { createPageTranslator, type PageTranslator } from '../../lib/i18n/pages-messages';
import { useI18n } from '../I18nContext';

/** The pages' own strings in the language of the nearest <I18nProvider>. */
export function usePageText(): PageTranslator {
  const { lang } = useI18n();
  return useMemo(() => createPageTranslator(lang), [lang]);
}
