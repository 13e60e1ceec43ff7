import type { SenseTranslation } from '../../lib/api/schemas';
import { textKey } from '../entries';
import { useI18n } from '../I18nContext';

/** A language tag the browser can use (en, fr, zh-Hans); anything else is left out. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/**
 * The translations a search answer gave for one sense, under it, each with its language
 * named as the service names it ("English: writer"). Nothing when it gave none.
 */
export function SenseTranslations(props: {
  sense: string;
  translations: readonly SenseTranslation[] | undefined;
}) {
  const { t, dir, lang } = useI18n();
  const mine = (props.translations ?? []).filter(
    (translation) => textKey(translation.sense) === textKey(props.sense),
  );
  if (mine.length === 0) return null;
  return (
    // In the UI's language and direction, though it sits inside an Arabic list item.
    <ul class="lisan-translations" aria-label={t('sense.translations')} lang={lang} dir={dir}>
      {mine.map((translation) => {
        const language = translation.languageLabel ?? translation.language;
        const tag =
          translation.language && LANGUAGE_TAG.test(translation.language)
            ? translation.language
            : undefined;
        return (
          <li key={`${translation.language} ${translation.word}`}>
            {language ? (
              <span class="lisan-translation__language">
                <bdi>{language}</bdi>:{' '}
              </span>
            ) : null}
            <bdi lang={tag} dir="auto">
              {translation.word}
            </bdi>
          </li>
        );
      })}
    </ul>
  );
}
