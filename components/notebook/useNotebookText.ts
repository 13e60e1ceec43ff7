import { useMemo } from 'preact/hooks';
import {
  createNotebookTranslator,
  type NotebookTranslator,
} from '../../lib/i18n/notebook-messages';
import { useI18n } from '../I18nContext';

/** The notebook's strings in the language of the nearest <I18nProvider>. */
export function useNotebookText(): NotebookTranslator {
  const { lang } = useI18n();
  return useMemo(() => createNotebookTranslator(lang), [lang]);
}
