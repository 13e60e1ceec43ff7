import { useI18n } from '../../components/I18nContext';
import { CARD_MESSAGES, type CardMessageKey } from '../../lib/i18n/card-messages';

/** The card frame's own strings (none has a placeholder) in the nearest provider's language. */
export function useCardText(): (key: CardMessageKey) => string {
  const { lang } = useI18n();
  return (key) => CARD_MESSAGES[lang][key];
}
