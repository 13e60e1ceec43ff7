import { useId, useState } from 'preact/hooks';
import { useArabicVoices } from '../../components/notebook/useArabicVoices';
import { useNotebookText } from '../../components/notebook/useNotebookText';
import { type Announcement, StatusMessage } from '../../components/pages/StatusMessage';
import type { Settings, SettingsPatch } from '../../lib/settings/schema';
import type { OptionsActions } from './model';

const RATES = [0.6, 0.8, 1, 1.2, 1.5] as const;

/** The notebook's settings: what history keeps (and clearing it), Listen's voice and rate. */
export function HistorySection(props: { settings: Settings; actions: OptionsActions }) {
  const t = useNotebookText();
  const id = useId();
  const { notebook } = props.settings;
  const voices = useArabicVoices();
  const [message, setMessage] = useState<Announcement | null>(null);

  const save = async (patch: NonNullable<SettingsPatch['notebook']>) => {
    const problem = await props.actions.save({ notebook: patch });
    if (problem) setMessage({ tone: 'error', lines: [t('history.saveFailed')] });
  };
  const clear = async () => {
    const problem = await props.actions.clearHistory();
    setMessage(
      problem
        ? { tone: 'error', lines: [t('history.clearFailed')] }
        : { tone: 'success', lines: [t('history.cleared')] },
    );
  };

  return (
    <section class="page-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('history.heading')}</h2>
      <p id={`${id}-privacy`} class="page-hint">
        {t('history.privacy')}
      </p>
      <div class="page-check">
        <input
          type="checkbox"
          id={`${id}-keep`}
          checked={notebook.keepHistory}
          aria-describedby={`${id}-privacy`}
          onChange={(event) => void save({ keepHistory: event.currentTarget.checked })}
        />
        <label for={`${id}-keep`}>{t('history.keep')}</label>
      </div>
      <div class="page-actions">
        <button type="button" class="page-button" onClick={() => void clear()}>
          {t('history.clear')}
        </button>
        <a class="page-link" href="notebook.html" target="_blank" rel="noopener">
          {t('notebook.openNotebook')}
        </a>
      </div>
      <div class="page-field">
        <label for={`${id}-voice`}>{t('history.voice')}</label>
        <select
          id={`${id}-voice`}
          value={notebook.voice}
          disabled={voices.length === 0}
          aria-describedby={voices.length === 0 ? `${id}-no-voices` : undefined}
          onChange={(event) => void save({ voice: event.currentTarget.value })}
        >
          <option value="">{t('history.voiceAuto')}</option>
          {voices.map((voice) => (
            <option key={voice.name} value={voice.name}>
              {`${voice.name} (${voice.lang})`}
            </option>
          ))}
        </select>
        {voices.length === 0 ? (
          <p id={`${id}-no-voices`} class="page-hint">
            {t('history.noVoices')}
          </p>
        ) : null}
      </div>
      <div class="page-field">
        <label for={`${id}-rate`}>{t('history.rate')}</label>
        <select
          id={`${id}-rate`}
          value={String(notebook.rate)}
          onChange={(event) => void save({ rate: Number(event.currentTarget.value) })}
        >
          {RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {`${rate}×`}
            </option>
          ))}
        </select>
      </div>
      <StatusMessage message={message} />
    </section>
  );
}
