import type { BudgetStatus } from '../lib/lookup/types';
import type { I18n } from './I18nContext';

/**
 * "12 of 5,000 calls used". Once the key is spent, the limit is the service's to say, and
 * it gives no number ("max limit calls exceeded"): a key limited to 3 calls must not read
 * "3 of 5,000", so only the count is given.
 */
export function callsUsedText(budget: BudgetStatus, i18n: Pick<I18n, 't' | 'count'>): string {
  const used = i18n.count(budget.used);
  return budget.spent
    ? i18n.t('header.callsUsedSpent', { used })
    : i18n.t('header.callsUsed', { used, limit: i18n.count(budget.limit) });
}

/** The same, short enough for a corner of the card: "12/5,000"; once spent, as above. */
export function callsUsedShort(budget: BudgetStatus, i18n: Pick<I18n, 't' | 'count'>): string {
  const used = i18n.count(budget.used);
  return budget.spent
    ? i18n.t('header.callsUsedSpent', { used })
    : i18n.t('header.callsShort', { used, limit: i18n.count(budget.limit) });
}
