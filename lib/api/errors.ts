/**
 * The closed set of ways a call can fail (architecture.md). The UI words each kind;
 * nothing here ever carries the API key.
 */
export const API_ERROR_KINDS = [
  'invalid-request', // 400
  'key-rejected', // 401: missing, unknown, inactive or expired key
  'limit-reached', // 401 with the spec's "max limit calls exceeded" message, or our own count at the limit
  'no-permission', // 403: a private lexicon the key is not authorised for
  'service-error', // 5xx and other unexpected statuses
  'network', // the service could not be reached
  'timeout', // no answer within the time limit
  'invalid-response', // not JSON, not an array, or an element that does not validate
  'no-key', // no API key saved yet: nothing was sent (set one up, rather than "rejected")
  'rate-limited', // ours: the tab asked for more new words a minute than allowed; nothing was sent
  'not-a-word', // ours: no Arabic letter, or longer than any word; nothing was sent
] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status, when the service answered. */
  status?: number;
  /** The service's own `message` array, when its error body had one. */
  messages: string[];
  /** A short reason of ours (e.g. which field failed validation). */
  reason?: string;
  /** rate-limited: how long until the tab may ask for a new word again. */
  retryAfterMs?: number;
}

export type ApiResult<T> = { ok: true; data: T[] } | { ok: false; error: ApiError };

/** The spec's message for a key whose lifetime call limit is used up (docs/api-spec.md §7). */
export const LIMIT_MESSAGE = 'max limit calls exceeded for this api key';
