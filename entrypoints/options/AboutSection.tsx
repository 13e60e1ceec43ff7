import { useId } from 'preact/hooks';
import { usePageText } from '../../components/hooks/usePageText';
import { useI18n } from '../../components/I18nContext';
import { LISAN_LICENCE, NOTICES_FILE, SHIPPED_SOURCES } from '../../lib/about/sources';
// WXT writes package.json's version into the manifest: the same number, without a call.
import { version } from '../../package.json';

/** Version, licence, the data and font Lisan ships with their attribution, and the notices. */
export function AboutSection() {
  const t = usePageText();
  const { lang } = useI18n();
  const id = useId();
  return (
    <section class="page-section about" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('about.heading')}</h2>
      <p>{t('about.version', { version })}</p>
      <p>{t('about.licence', { licence: LISAN_LICENCE })}</p>
      <h3>{t('about.sourcesHeading')}</h3>
      <ul class="about-sources">
        {SHIPPED_SOURCES.map((source) => (
          <li key={source.id}>
            {t(`about.source.${source.id}`)}
            <cite lang="en" dir="ltr">
              {source.attribution}
            </cite>
            <span class="about-licence">
              {t('about.sourceLicence', { licence: source.licence })}
            </span>
          </li>
        ))}
      </ul>
      <ul class="about-links">
        <li>
          <a href={`/${NOTICES_FILE}`} target="_blank" rel="noreferrer">
            {t('about.notices')}
          </a>
        </li>
        <li>
          <a href={`/privacy.html?lang=${lang}`} target="_blank" rel="noreferrer">
            {t('about.privacy')}
          </a>
        </li>
      </ul>
    </section>
  );
}
