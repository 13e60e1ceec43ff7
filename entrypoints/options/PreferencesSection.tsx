import { useId, useState } from 'preact/hooks';
import { useAnnouncement } from '../../components/hooks/useAnnouncement';
import { usePageText } from '../../components/hooks/usePageText';
import { StatusMessage } from '../../components/pages/StatusMessage';
import type { UiLanguageSetting } from '../../lib/i18n/languages';
import type { PageMessageKey } from '../../lib/i18n/pages-messages';
import { problemMessage } from '../../lib/pages/problems';
import type { Settings, SettingsPatch, Theme } from '../../lib/settings/schema';
import type { OptionsActions } from './model';

const MIN_DAYS = 1;
const MAX_DAYS = 365;

/** Light, Dark, System: the order readers know from their systems' own settings. */
const THEME_CHOICES: ReadonlyArray<readonly [Theme, PageMessageKey]> = [
  ['light', 'prefs.themeLight'],
  ['dark', 'prefs.themeDark'],
  ['system', 'prefs.themeSystem'],
];

/** How words are looked up, the UI language, the theme and how long answers are kept; saved on change. */
export function PreferencesSection(props: { settings: Settings; actions: OptionsActions }) {
  const t = usePageText();
  const id = useId();
  const { settings } = props;
  const [days, setDays] = useState(String(settings.cacheLifetimeDays));
  const [daysInvalid, setDaysInvalid] = useState(false);
  const [message, announce] = useAnnouncement();

  const save = async (patch: SettingsPatch) => {
    const problem = await props.actions.save(patch);
    announce((t) =>
      problem
        ? {
            tone: 'error',
            lines: [t('prefs.saveFailed', { problem: t(problemMessage(problem), { origin: '' }) })],
          }
        : { tone: 'success', lines: [t('prefs.saved')] },
    );
  };

  const onDays = (text: string) => {
    const value = Number(text.trim());
    const valid = /^\d+$/.test(text.trim()) && value >= MIN_DAYS && value <= MAX_DAYS;
    setDaysInvalid(!valid);
    if (valid && value !== settings.cacheLifetimeDays) void save({ cacheLifetimeDays: value });
  };

  return (
    <section class="page-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('prefs.heading')}</h2>
      <div class="page-check">
        <input
          type="checkbox"
          id={`${id}-double`}
          checked={settings.triggers.doubleClick}
          onChange={(event) =>
            void save({ triggers: { doubleClick: event.currentTarget.checked } })
          }
        />
        <label for={`${id}-double`}>{t('prefs.doubleClick')}</label>
      </div>
      <div class="page-check">
        <input
          type="checkbox"
          id={`${id}-selection`}
          checked={settings.triggers.selectionButton}
          onChange={(event) =>
            void save({ triggers: { selectionButton: event.currentTarget.checked } })
          }
        />
        <label for={`${id}-selection`}>{t('prefs.selectionButton')}</label>
      </div>
      <div class="page-field">
        <label for={`${id}-language`}>{t('prefs.language')}</label>
        <select
          id={`${id}-language`}
          value={settings.uiLanguage}
          onChange={(event) =>
            void save({ uiLanguage: event.currentTarget.value as UiLanguageSetting })
          }
        >
          <option value="auto">{t('prefs.languageAuto')}</option>
          {/* Each language is named in itself, so a reader finds theirs whatever the UI language. */}
          <option value="ar" lang="ar">
            العربية
          </option>
          <option value="en" lang="en">
            English
          </option>
        </select>
      </div>
      <fieldset class="page-choice">
        <legend>{t('prefs.theme')}</legend>
        {THEME_CHOICES.map(([value, label]) => (
          <label key={value} class="page-check">
            <input
              type="radio"
              name={`${id}-theme`}
              value={value}
              checked={settings.theme === value}
              onChange={() => void save({ theme: value })}
            />
            {t(label)}
          </label>
        ))}
      </fieldset>
      <div class="page-field">
        <label for={`${id}-days`}>{t('prefs.cacheDays')}</label>
        <input
          id={`${id}-days`}
          type="number"
          inputMode="numeric"
          min={MIN_DAYS}
          max={MAX_DAYS}
          step={1}
          value={days}
          class="page-input--short"
          aria-invalid={daysInvalid || undefined}
          aria-describedby={daysInvalid ? `${id}-days-error ${id}-days-hint` : `${id}-days-hint`}
          onInput={(event) => setDays(event.currentTarget.value)}
          onChange={(event) => onDays(event.currentTarget.value)}
        />
        {daysInvalid ? (
          <p id={`${id}-days-error`} class="page-field-error">
            {t('prefs.cacheDaysInvalid')}
          </p>
        ) : null}
        <p id={`${id}-days-hint`} class="page-hint">
          {t('prefs.cacheDaysHint')}
        </p>
      </div>
      <StatusMessage message={message} />
    </section>
  );
}
