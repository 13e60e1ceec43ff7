import type { ApiError } from '../api/errors';
import type { ElementOf, LookupOperation } from '../api/operations';
import { UNREADABLE_BODY_REASONS } from '../api/parse';
import type { CallRequest, CallSession, GuardedCall } from './guarded-call';
import { isKnownNonVerb } from './non-verb';
import { isDerived, PART_OF, readSearch, SEARCH_DERIVED } from './search-parts';
import type { SearchSupport } from './search-support';

/**
 * `/public/search` as the first call of a word in the public scope: one search element
 * can carry every part of an entry (search-parts.ts), so one call may answer every tab.
 * The derived answers are stored under those operations' own cache keys, so opening their
 * tabs later costs nothing. Search is outside the contract (field notes): where its answer
 * does not validate or it is refused, the documented operation is asked instead and the
 * service is remembered as one without search; a part its answers do not carry is asked
 * of the documented operation too (search-support.ts).
 */

export { readSearch } from './search-parts';

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

type Answer<Op extends LookupOperation> =
  | { ok: true; data: ElementOf<Op>[] }
  | { ok: false; error: ApiError };

/**
 * Wraps the guarded call: public questions of an operation a search answer can stand for
 * go through search; a verb-only operation (conjugations) for a word whose entries are all
 * known non-verbs, and whose forms nothing holds, is answered "none" without a call.
 * Everything else passes through.
 */
export function searchFirst(call: GuardedCall, support: SearchSupport): GuardedCall {
  async function ask<Op extends LookupOperation>(
    session: CallSession,
    request: CallRequest<Op>,
  ): Promise<Answer<Op>> {
    const { operation, query } = request;
    if (query === undefined || request.fresh === true) return call(session, request);
    // Forms a search answer carried (a noun's plurals too) are stored: they always show.
    const held = await call.peek(session, request);
    if (held) return { ok: true, data: held };
    if (operation === 'conjugations') {
      const pos = await call.peek(session, { ...request, operation: 'pos' });
      if (isKnownNonVerb(pos)) return { ok: true, data: [] };
    }
    if (request.scope !== 'public' || !isDerived(operation)) return call(session, request);
    if (!(await support.usable(session.service))) return call(session, request);
    const part = PART_OF[operation];
    if (part !== 'core' && !(await support.mayCarry(session.service, part))) {
      return call(session, request);
    }

    const searched = await call(session, { ...request, operation: 'search' });
    if (!searched.ok) {
      if (!searchIsUnusable(searched.error)) return searched;
      await support.markUnusable(session.service);
      return call(session, request);
    }
    const reading = readSearch(query, searched.data, await support.knownParts(session.service));
    await support.noteParts(session.service, reading.carried);
    // A form the service matched to a lemma: what it said is that lemma's answer too.
    const forms = reading.serviceLemma ? [query, reading.serviceLemma] : [query];
    await Promise.all(
      SEARCH_DERIVED.flatMap((derived) => {
        const data = reading.results[derived];
        if (!data) return [];
        return forms.map((form) =>
          call.store(session, { ...request, operation: derived, query: form }, data),
        );
      }),
    );
    const derived = reading.results[operation];
    // The mapped type cannot follow `operation` through the narrowing above.
    if (derived) return { ok: true, data: derived as ElementOf<Op>[] };
    return call(session, request);
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

/** The lemma the cached search answer for `form` matched it to through the service's lemmatiser. */
export async function serviceLemmaOf(
  call: GuardedCall,
  session: CallSession,
  request: Omit<CallRequest<'search'>, 'query' | 'operation' | 'scope'>,
  form: string,
): Promise<string | undefined> {
  const answer = await call.peek(session, {
    ...request,
    operation: 'search',
    scope: 'public',
    query: form,
  });
  return answer ? readSearch(form, answer).serviceLemma : undefined;
}

/** Enough to be useful under the entries without crowding them. */
const MAX_SEE_ALSO = 8;
