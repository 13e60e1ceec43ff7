import { OPERATIONS, type OperationName, type Scope, supportsScope } from './operations';
import { lexiconId } from './schemas';
import { checkServiceUrl, SERVICE_URL_PROBLEMS } from './service-url';

/** What a caller may say about one call; the operation itself is named separately. */
export interface CallParams {
  /** Which half of the service to ask; `public` unless said otherwise. */
  scope?: Scope;
  /** The word to look up; required (non-blank) by every operation but `lexicons`. */
  query?: string;
  /** Lexicons to search; required in the private scope, optional (empty = all) in the public one. */
  lexiconIds?: readonly string[];
  /** Lets the caller cancel the call (for example when the card closes). */
  signal?: AbortSignal;
}

/** Either the URL to call, or why the call must not be made at all. */
export type PreparedRequest = { ok: true; url: string } | { ok: false; reason: string };

/**
 * Checks a call against the operation table and builds its URL, without touching the
 * network. Every refusal the client makes before calling the service comes from here, so
 * a bad request never spends one of the key's lifetime calls.
 *
 * The URL carries only the scope, path, `query` and `lexiconIds`: the API key travels in a
 * header and never appears here.
 */
export function prepareRequest(
  baseUrl: string,
  operation: OperationName,
  params: CallParams = {},
): PreparedRequest {
  // Callers are TypeScript, but messages from other contexts are not: check at runtime too.
  if (typeof operation !== 'string' || !Object.hasOwn(OPERATIONS, operation)) {
    return { ok: false, reason: 'unknown operation' };
  }
  const row = OPERATIONS[operation];
  const scope: unknown = params.scope ?? 'public';
  if ((scope !== 'public' && scope !== 'private') || !supportsScope(operation, scope)) {
    return { ok: false, reason: `"${operation}" is not available in the ${String(scope)} scope` };
  }

  const base = parseBaseUrl(baseUrl);
  if (!base.ok) return base;

  const queryParts: string[] = [];
  if (row.takesQuery) {
    const query = params.query;
    if (typeof query !== 'string' || query.trim() === '') {
      return { ok: false, reason: `"${operation}" needs a word to look up` };
    }
    // Sent exactly as given: normalising the word is the lookup engine's job, not ours.
    queryParts.push(`query=${encodeURIComponent(query)}`);

    const ids = checkLexiconIds(params.lexiconIds);
    if (!ids.ok) return ids;
    if (scope === 'private' && ids.ids.length === 0) {
      return { ok: false, reason: 'the private scope needs at least one lexicon id' };
    }
    // Joined with a bare comma: with a space after it the service reads only the first id.
    if (ids.ids.length > 0) {
      queryParts.push(`lexiconIds=${ids.ids.map(encodeURIComponent).join(',')}`);
    }
  }
  // `lexicons` takes no parameters; a stray query or id list is simply not sent.

  const search = queryParts.length > 0 ? `?${queryParts.join('&')}` : '';
  return { ok: true, url: `${base.prefix}/${scope}/${row.path}${search}` };
}

/**
 * The URL of a call, for callers that only need the address (tests, cache keys).
 * Throws an Error whose message is the refusal reason when `prepareRequest` would refuse.
 */
export function buildRequestUrl(
  baseUrl: string,
  operation: OperationName,
  params: CallParams,
): string {
  const prepared = prepareRequest(baseUrl, operation, params);
  if (!prepared.ok) throw new Error(prepared.reason);
  return prepared.url;
}

/** The base URL in its one spelling (no trailing slash), or why it cannot be called. */
function parseBaseUrl(
  baseUrl: string,
): { ok: true; prefix: string } | { ok: false; reason: string } {
  const checked = checkServiceUrl(baseUrl);
  return checked.ok
    ? { ok: true, prefix: checked.url }
    : { ok: false, reason: SERVICE_URL_PROBLEMS[checked.problem] };
}

/** Each id must pass the `lexiconId` schema; the trimmed form is what gets sent. */
function checkLexiconIds(
  lexiconIds: readonly string[] | undefined,
): { ok: true; ids: string[] } | { ok: false; reason: string } {
  if (lexiconIds === undefined) return { ok: true, ids: [] };
  if (!Array.isArray(lexiconIds)) return { ok: false, reason: 'lexiconIds must be a list' };
  const ids: string[] = [];
  for (const [index, candidate] of lexiconIds.entries()) {
    const parsed = lexiconId.safeParse(candidate);
    if (!parsed.success) {
      // Named by position, not value: an invalid id may be arbitrarily long.
      const message = parsed.error.issues[0]?.message ?? 'not a lexicon id';
      return { ok: false, reason: `lexicon id ${index + 1} is invalid: ${message}` };
    }
    ids.push(parsed.data);
  }
  return { ok: true, ids };
}
