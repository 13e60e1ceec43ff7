import { useId } from 'preact/hooks';
import { callsUsedText } from '../../components/calls-used';
import { useAnnouncement } from '../../components/hooks/useAnnouncement';
import { usePageText } from '../../components/hooks/usePageText';
import { useI18n } from '../../components/I18nContext';
import { StatusMessage } from '../../components/pages/StatusMessage';
import type { PageMessageKey } from '../../lib/i18n/pages-messages';
import type { StatusResponse } from '../../lib/messages/protocol';
import { sizeParts } from '../../lib/pages/format-size';
import { type Problem, problemMessage } from '../../lib/pages/problems';
import type { OptionsActions } from './model';

/** Calls used by this key (with Reset counter) and the answers kept on this computer. */
export function UsageSection(props: { status: StatusResponse | null; actions: OptionsActions }) {
  const t = usePageText();
  const i18n = useI18n();
  const id = useId();
  const [message, announce] = useAnnouncement();
  const { status } = props;
  const budget = status?.budget ?? null;
  const cache = status?.cache ?? null;

  const report = (problem: Problem | null, done: PageMessageKey) => {
    announce((t) =>
      problem
        ? {
            tone: 'error',
            lines: [t('usage.failed', { problem: t(problemMessage(problem), { origin: '' }) })],
          }
        : { tone: 'success', lines: [t(done)] },
    );
  };

  const size = cache ? sizeParts(cache.approxBytes) : null;
  const cacheText =
    cache && size
      ? cache.entries === 1
        ? t('usage.cacheSizeOne', { size: t(size.key, { n: size.n }) })
        : t('usage.cacheSize', {
            entries: i18n.count(cache.entries),
            size: t(size.key, { n: size.n }),
          })
      : null;

  return (
    <section class="page-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('usage.heading')}</h2>
      {budget ? (
        <div class="usage-calls">
          <p id={`${id}-calls`} class="usage-line">
            {callsUsedText(budget, i18n)}
          </p>
          <progress
            value={Math.min(budget.used, budget.limit)}
            max={Math.max(budget.limit, 1)}
            aria-label={t('usage.callsLabel')}
            aria-describedby={`${id}-calls`}
            class={`usage-bar${budget.warning === 'none' && !budget.spent ? '' : ' usage-bar--warn'}`}
          />
        </div>
      ) : (
        <p class="page-note">{status ? t('page.noBudget') : t('page.loading')}</p>
      )}
      <p class="page-hint">{t('usage.callsHint')}</p>
      <div class="page-actions">
        <button
          type="button"
          class="page-button"
          onClick={async () => report(await props.actions.resetCounter(), 'usage.resetDone')}
        >
          {t('usage.reset')}
        </button>
        {/* Named "Clear cache" alone; the size is the button's description. */}
        <button
          type="button"
          class="page-button"
          aria-labelledby={`${id}-clear`}
          aria-describedby={cacheText ? `${id}-size` : undefined}
          onClick={async () => report(await props.actions.clearCache(), 'usage.cleared')}
        >
          <span id={`${id}-clear`}>{t('usage.clearCache')}</span>
          {cacheText ? (
            <>
              {' '}
              <span id={`${id}-size`}>{cacheText}</span>
            </>
          ) : null}
        </button>
      </div>
      <StatusMessage message={message} />
    </section>
  );
}
