import type { PageMessageKey } from '../i18n/pages-messages';
import type { ApiErrorKind } from '../lookup/types';
import type { RefusalReason } from '../messages/protocol';

/** Anything a page can be told went wrong: a service error, a refusal, or a failed send. */
export type Problem =
  | { kind: ApiErrorKind }
  | { kind: 'refused'; reason: RefusalReason }
  | { kind: 'transport' };

const SERVICE_PROBLEMS: Record<ApiErrorKind, PageMessageKey> = {
  'key-rejected': 'problem.keyRejected',
  'no-key': 'problem.noKey',
  'limit-reached': 'problem.limitReached',
  'no-permission': 'problem.noPermission',
  'service-error': 'problem.serviceError',
  network: 'problem.network',
  timeout: 'problem.timeout',
  'invalid-request': 'problem.invalidRequest',
  'invalid-response': 'problem.invalidResponse',
  'rate-limited': 'problem.rateLimited',
  // A lookup refused before any call: the page's word was no Arabic word.
  'not-a-word': 'problem.invalidRequest',
};

const REFUSAL_PROBLEMS: Partial<Record<RefusalReason, PageMessageKey>> = {
  'invalid-key': 'problem.invalidKey',
  'storage-failed': 'problem.storageFailed',
};

/**
 * The sentence for a problem; each names the next step. Contract wording: "key" for a
 * rejected key, "limit" for a spent one, "permission" for a refused lexicon, "try again"
 * for service and network errors.
 */
export function problemMessage(problem: Problem): PageMessageKey {
  if (problem.kind === 'transport') return 'problem.transport';
  if (problem.kind === 'refused') return REFUSAL_PROBLEMS[problem.reason] ?? 'problem.refused';
  return SERVICE_PROBLEMS[problem.kind] ?? 'problem.serviceError';
}

/** The problem carried by a failed answer of any kind. */
export function problemOf(failure: {
  error:
    | { kind: ApiErrorKind }
    | { kind: 'refused'; reason: RefusalReason }
    | { kind: 'transport' };
}): Problem {
  return failure.error;
}
