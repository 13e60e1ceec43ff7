import type { ApiError } from '../api/errors';
import type { ElementOf, LookupOperation } from '../api/operations';
import { UNREADABLE_BODY_REASONS } from '../api/parse';
import { looseKey, strictKey } from '../arabic/normalise';
import type { CallRequest, CallSession, GuardedCall } from './guarded-call';
import { isKnownNonVerb } from './non-verb';
import type { SearchSupport } from './search-support';

/**
 * `/public/search` as the first call of a word in the public scope: one search element
 * carries lemma, part of speech, senses, root, pattern and word forms, so one call answers
 * four operations. The derived answers are stored under those operations' own cache keys,
 * so opening their tabs later costs nothing. Search is outside the contract (field notes):
 * where its answer does not validate or it is refused, the documented operation is asked
 * instead, and the service is remembered as one without search (search-support.ts).
 */

/** The operations a search element answers. */
export const SEARCH_DERIVED = ['pos', 'root', 'pattern', 'conjugations'] as const;
type Derived = (typeof SEARCH_DERIVED)[number];
type SearchEntry = ElementOf<'search'>;

function isDerived(operation: LookupOperation): operation is Derived {
  return (SEARCH_DERIVED as readonly string[]).includes(operation);
}

/** What one search answer says about `form` (its strict key). */
export interface SearchReading {
  /** Each derived operation's entries for the exact lemma (none when no lemma matches). */
  results: { [Op in Derived]: ElementOf<Op>[] };
  /** The other lemmas it returned (strict keys), in the service's order, without repeats. */
  otherLemmas: string[];
}

/**
 * Exact lemma first: entries whose diacritic-free lemma is `form`; failing those, another
 * spelling of it (أكل for اكل), as the answer cache lets one stand in. Every other lemma
 * is a "see also".
 */
export function readSearch(form: string, elements: readonly SearchEntry[]): SearchReading {
  const keyOf = (entry: SearchEntry) => strictKey(entry.nonDiacriticsLemma ?? entry.lemma).trim();
  const strict = elements.filter((entry) => keyOf(entry) === form);
  const exact =
    strict.length > 0
      ? strict
      : elements.filter((entry) => looseKey(keyOf(entry)) === looseKey(form));
  const others = elements.filter((entry) => !exact.includes(entry)).map(keyOf);
  const base = (entry: SearchEntry) => ({ lemma: entry.lemma, lexiconName: entry.lexiconName });
  return {
    results: {
      pos: exact.map((entry) => ({ ...base(entry), pos: entry.pos, senses: entry.senses })),
      root: exact.filter((e) => e.root !== null).map((e) => ({ ...base(e), root: e.root })),
      pattern: exact
        .filter((e) => e.pattern !== null)
        .map((e) => ({ ...base(e), pattern: e.pattern })),
      conjugations: exact
        .filter((e) => e.wordForms.length > 0)
        .map((e) => ({ ...base(e), wordForms: e.wordForms })),
    },
    otherLemmas: [...new Set(others)].filter((lemma) => lemma !== '' && lemma !== form),
  };
}

/**
 * Search refused for good: its answer is JSON that does not validate, or a 4xx that is not
 * about the key (a key or limit error would refuse every other operation too). A body that
 * is no JSON at all (cut off, a proxy's error page) is a broken transfer, as for any call.
 */
export function searchIsUnusable(error: ApiError): boolean {
  if (error.kind === 'invalid-response') {
    return !UNREADABLE_BODY_REASONS.includes(error.reason ?? '');
  }
  if (error.kind === 'key-rejected' || error.kind === 'limit-reached') return false;
  return error.status !== undefined && error.status >= 400 && error.status < 500;
}

/**
 * Wraps the guarded call: public questions of a derived operation go through search,
 * and a verb-only operation (conjugations) for a word whose entries are all known
 * non-verbs is answered "none" without a call. Everything else passes through.
 */
export function searchFirst(call: GuardedCall, support: SearchSupport): GuardedCall {
  async function ask<Op extends LookupOperation>(
    session: CallSession,
    request: CallRequest<Op>,
  ): Promise<{ ok: true; data: ElementOf<Op>[] } | { ok: false; error: ApiError }> {
    const { operation, query } = request;
    if (query === undefined || request.fresh === true) return call(session, request);
    if (operation === 'conjugations') {
      const pos = await call.peek(session, { ...request, operation: 'pos' });
      if (isKnownNonVerb(pos)) return { ok: true, data: [] };
    }
    if (request.scope !== 'public' || !isDerived(operation)) return call(session, request);

    const cached = await call.peek(session, request);
    if (cached) return { ok: true, data: cached };
    if (!(await support.usable(session.service))) return call(session, request);

    const searched = await call(session, { ...request, operation: 'search' });
    if (!searched.ok) {
      if (!searchIsUnusable(searched.error)) return searched;
      await support.markUnusable(session.service);
      return call(session, request);
    }
    const { results } = readSearch(query, searched.data);
    await Promise.all(
      SEARCH_DERIVED.map((derived) =>
        call.store(session, { ...request, operation: derived }, results[derived]),
      ),
    );
    // The mapped type cannot follow `operation` through the narrowing above.
    return { ok: true, data: results[operation] as ElementOf<Op>[] };
  }

  return Object.assign(ask, { peek: call.peek, store: call.store }) as GuardedCall;
}

/**
 * Other lemmas the search answers already cached for these forms returned: "see also",
 * at no cost. Forms in `exclude` (the word, the form shown) are left out.
 */
export async function seeAlsoFromSearch(
  call: GuardedCall,
  session: CallSession,
  request: Omit<CallRequest<'search'>, 'query' | 'operation' | 'scope'>,
  forms: readonly string[],
): Promise<string[]> {
  const lemmas: string[] = [];
  for (const form of new Set(forms)) {
    const answer = await call.peek(session, {
      ...request,
      operation: 'search',
      scope: 'public',
      query: form,
    });
    if (answer) lemmas.push(...readSearch(form, answer).otherLemmas);
  }
  return [...new Set(lemmas)].filter((lemma) => !forms.includes(lemma)).slice(0, MAX_SEE_ALSO);
}

/** Enough to be useful under the entries without crowding them. */
const MAX_SEE_ALSO = 8;
