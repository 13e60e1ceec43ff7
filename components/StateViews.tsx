import type { MessageKey } from '../lib/i18n/messages';
import { NEW_WORDS_PER_MINUTE } from '../lib/lookup/site-limits';
import { type BudgetStatus, CALL_LIMIT, type ResultTab } from '../lib/lookup/types';
import { AnalysisNotice } from './AnalysisNotice';
import { Ar, textProps } from './Arabic';
import { callsUsedShort, callsUsedText } from './calls-used';
import { useI18n } from './I18nContext';
import type { TabSuccess, ViewErrorKind } from './useTabResults';

/** Grey lines the size of a short answer, so the card does not jump when results arrive. */
export function LoadingSkeleton() {
  return (
    <div class="lisan-skeleton" aria-hidden="true">
      <span class="lisan-skeleton__line lisan-skeleton__line--title" />
      <span class="lisan-skeleton__line" />
      <span class="lisan-skeleton__line" />
      <span class="lisan-skeleton__line lisan-skeleton__line--short" />
    </div>
  );
}

const EMPTY_MESSAGES: Record<ResultTab, MessageKey> = {
  senses: 'empty.senses',
  examples: 'empty.examples',
  root: 'empty.root',
  pattern: 'empty.pattern',
  forms: 'empty.forms',
  related: 'empty.related',
};

/**
 * The Forms tab of a word known to be no verb, when nothing holds its forms: said without
 * a call, with the call one press away.
 */
export function NotVerbNote(props: { word: string; pos: readonly string[]; onAsk: () => void }) {
  const { t, rich, join } = useI18n();
  return (
    <div class="lisan-empty">
      <p>
        {rich('forms.notVerb', {
          word: <Ar>{props.word}</Ar>,
          pos: join(props.pos.map((name) => <Ar key={name}>{name}</Ar>)),
        })}
      </p>
      <button type="button" class="lisan-button" onClick={props.onAsk}>
        {t('forms.askService')}
      </button>
    </div>
  );
}

export function EmptyState(props: { tab: ResultTab }) {
  const { t } = useI18n();
  return <p class="lisan-empty">{t(EMPTY_MESSAGES[props.tab])}</p>;
}

const ERROR_MESSAGES: Record<ViewErrorKind, MessageKey> = {
  'invalid-request': 'error.invalidRequest',
  'key-rejected': 'error.keyRejected',
  'no-key': 'error.noKey',
  'limit-reached': 'error.limitReached',
  'no-permission': 'error.noPermission',
  'service-error': 'error.serviceError',
  network: 'error.network',
  timeout: 'error.timeout',
  'invalid-response': 'error.invalidResponse',
  'rate-limited': 'error.rateLimited',
  'not-a-word': 'error.notAWord',
  transport: 'error.transport',
};

/** Kinds a second attempt can fix; the others need the reader to act (settings, a new key). */
const RETRYABLE = new Set<ViewErrorKind>([
  'service-error',
  'network',
  'timeout',
  'invalid-response',
  'rate-limited',
  'transport',
]);
const SETTINGS_FIX = new Set<ViewErrorKind>([
  'key-rejected',
  'limit-reached',
  'no-permission',
  'no-key',
]);

export function ErrorState(props: {
  kind: ViewErrorKind;
  /** A rate-limited tab: how long until a new word may be asked. */
  retryAfterMs?: number | undefined;
  budget: BudgetStatus | null;
  onRetry: () => void;
  onOpenOptions?: () => void;
}) {
  const { t, count } = useI18n();
  const { kind, onOpenOptions } = props;
  const params = {
    limit: count(props.budget?.limit ?? CALL_LIMIT),
    perMinute: count(NEW_WORDS_PER_MINUTE),
    seconds: count(Math.max(1, Math.ceil((props.retryAfterMs ?? 60_000) / 1000))),
  };
  return (
    <div class="lisan-error" role="alert">
      <p class="lisan-error__text">{t(ERROR_MESSAGES[kind], params)}</p>
      {RETRYABLE.has(kind) ? (
        <button type="button" class="lisan-button" onClick={props.onRetry}>
          {t('action.tryAgain')}
        </button>
      ) : null}
      {SETTINGS_FIX.has(kind) && onOpenOptions ? (
        <button type="button" class="lisan-button" onClick={() => onOpenOptions()}>
          {t(kind === 'no-key' ? 'action.setUpKey' : 'action.openSettings')}
        </button>
      ) : null}
    </div>
  );
}

/** What the reader should know before the results: refused lexicons, how the form was found. */
export function ResponseNotices(props: { data: TabSuccess }) {
  const { rich, join } = useI18n();
  const { data } = props;
  const refused = data.refusedLexicons;
  return (
    <>
      {refused.length > 0 ? (
        <p class="lisan-notice lisan-notice--warn">
          {rich(refused.length === 1 ? 'notice.refusedOne' : 'notice.refusedMany', {
            names: join(
              refused.map((name) => (
                <bdi key={name} {...textProps(name)}>
                  {name}
                </bdi>
              )),
            ),
          })}
        </p>
      ) : null}
      <AnalysisNotice data={data} />
    </>
  );
}

/**
 * The calls used, in a corner of the header beside the word: "12/5,000" on screen, "12 of
 * 5,000 calls used" to a screen reader (and as the tooltip). It takes no line of its own.
 */
export function CallsUsed(props: { budget: BudgetStatus | null }) {
  const i18n = useI18n();
  const { budget } = props;
  if (!budget) return null;
  const full = callsUsedText(budget, i18n);
  return (
    <p class="lisan-calls" title={full}>
      <span aria-hidden="true">{callsUsedShort(budget, i18n)}</span>
      <span class="lisan-sr-only">{full}</span>
    </p>
  );
}

/** Warnings as the key nears its lifetime limit, and the limit message once it is spent. */
export function BudgetNotice(props: { budget: BudgetStatus | null }) {
  const { t, count } = useI18n();
  const { budget } = props;
  if (!budget) return null;
  const params = {
    left: count(Math.max(0, budget.limit - budget.used)),
    limit: count(budget.limit),
  };
  if (budget.spent) {
    return <p class="lisan-notice lisan-notice--error">{t('error.limitReached', params)}</p>;
  }
  if (budget.warning === 'ninety-five') {
    return <p class="lisan-notice lisan-notice--warn">{t('notice.budgetNinetyFive', params)}</p>;
  }
  if (budget.warning === 'eighty') {
    return <p class="lisan-notice lisan-notice--warn">{t('notice.budgetEighty', params)}</p>;
  }
  return null;
}
