import type { SiwarClient } from '../api/client';
import type { ApiError, ApiErrorKind, ApiResult } from '../api/errors';
import type { ElementOf, OperationName, Scope } from '../api/operations';
import { mayStandIn } from '../arabic';
import type { BudgetCounter } from './budget';
import type { PersistentCache } from './cache';
import { createInFlight } from './in-flight';
import { answerKey } from './keys';

/**
 * One call of one operation in one scope, with every guard the budget needs, in order:
 * join an identical call under way → persistent cache → offline check → the caller's
 * admission (a tab's limit) → budget check → the client (which validates) → store the answer → count the call.
 *
 * The join comes first and covers the cache read too: identical requests then share one
 * promise from the start, so none can slip between another's cache miss and its store.
 */

/** What stays the same for every call of one lookup: read fresh from the settings each time. */
export interface CallSession {
  client: SiwarClient;
  /** SHA-256 hex of the API key: the name of its counter. */
  keyHash: string;
  /** serviceIdentity() of the service URL. */
  service: string;
  /**
   * Asked before each call the cache cannot answer: an error refuses the call (a tab over
   * its limit of new words, entrypoints/background/site-limits.ts). Absent: always allowed.
   */
  admitCall?: CallAdmission;
}

/** Null lets a call go ahead; an error is the lookup's answer instead, and nothing is spent. */
export type CallAdmission = () => ApiError | null;

export interface CallRequest<Op extends OperationName> {
  operation: Op;
  scope: Scope;
  /** The word as sent (its strict key); absent for `lexicons`. */
  query?: string;
  /** Already sorted and without duplicates (keys.sortedIds); [] = all public lexicons. */
  lexiconIds: readonly string[];
  /** How old a cached answer may be. */
  maxAgeMs: number;
  /** Ask the service even when a cached answer exists (the answer is still stored). */
  fresh?: boolean;
}

export interface GuardedCallerDeps {
  cache: PersistentCache;
  budget: BudgetCounter;
  isOnline: () => boolean;
  looseKey: (text: string) => string;
}

export interface GuardedCall {
  <Op extends OperationName>(
    session: CallSession,
    request: CallRequest<Op>,
  ): Promise<ApiResult<ElementOf<Op>>>;
  /** The answer the cache holds for this question, or undefined: never a call. */
  peek<Op extends OperationName>(
    session: CallSession,
    request: CallRequest<Op>,
  ): Promise<ElementOf<Op>[] | undefined>;
  /**
   * Stores an answer learnt without asking this operation (derived from a search answer),
   * so asking it later costs nothing.
   */
  store<Op extends OperationName>(
    session: CallSession,
    request: CallRequest<Op>,
    data: ElementOf<Op>[],
  ): Promise<void>;
}

/**
 * What is stored under one loose key: the answer to each exact (strict) query asked. على
 * and علي share a loose key but are different words, so each keeps its own answer.
 */
interface StoredAnswers {
  answers: Record<string, unknown[]>;
}

export function createGuardedCaller(deps: GuardedCallerDeps): GuardedCall {
  const inFlight = createInFlight();
  // Calls sent but not yet answered, per key hash: near the limit, 50 different lookups
  // at once must not all pass a check that only sees the calls already counted.
  const underWay = new Map<string, number>();
  // Checks run one at a time, so two checks cannot both see the last allowed call as free.
  let checks: Promise<unknown> = Promise.resolve();

  /** Refuses when the key is spent; otherwise counts the call as under way. */
  function reserveCall(keyHash: string): Promise<{ ok: false; error: ApiError } | null> {
    const check = checks.then(async () => {
      const refusal = await checkBudget(deps.budget, keyHash, underWay.get(keyHash) ?? 0);
      if (!refusal) underWay.set(keyHash, (underWay.get(keyHash) ?? 0) + 1);
      return refusal;
    });
    checks = check.catch(() => undefined);
    return check;
  }

  const keyOf = (session: CallSession, request: CallRequest<OperationName>) =>
    answerKey(
      session.service,
      request.operation,
      request.scope,
      request.lexiconIds,
      request.query === undefined ? '' : deps.looseKey(request.query),
      session.keyHash,
    );

  function call<Op extends OperationName>(
    session: CallSession,
    request: CallRequest<Op>,
  ): Promise<ApiResult<ElementOf<Op>>> {
    const query = request.query ?? null;
    const key = keyOf(session, request);
    // Joined only with the very same question: على and علي share `key` but not an answer.
    const joinKey = JSON.stringify([key, query, session.keyHash, request.fresh === true]);

    return inFlight.run(joinKey, async (): Promise<ApiResult<ElementOf<Op>>> => {
      const stored = await readAnswers(deps.cache, key, request.maxAgeMs);
      if (!request.fresh) {
        const cached = cachedAnswer(stored, query);
        // Stored by us after the client validated it, under a key that names the operation.
        if (cached) return { ok: true, data: cached as ElementOf<Op>[] };
      }
      if (!deps.isOnline()) {
        return failure('network', 'the browser is offline and the answer is not cached');
      }
      const refused = session.admitCall?.();
      if (refused) return { ok: false, error: refused };
      const refusal = await reserveCall(session.keyHash);
      if (refusal) return refusal;
      try {
        const result = await session.client.run(request.operation, {
          scope: request.scope,
          ...(query === null ? {} : { query }),
          // Omitted when empty: in the public scope that means all public lexicons.
          ...(request.lexiconIds.length > 0 ? { lexiconIds: request.lexiconIds } : {}),
        });
        await countCall(deps.budget, session.keyHash, result);
        if (!result.ok) return result;
        const answers = { ...(stored?.answers ?? {}), [query ?? '']: result.data };
        await storeAnswers(deps.cache, key, { answers });
        // Nothing for this spelling: another spelling's entries (أكل for اكل) are the best match.
        const fallback = result.data.length === 0 ? otherSpelling({ answers }, query) : undefined;
        return fallback ? { ok: true, data: fallback as ElementOf<Op>[] } : result;
      } finally {
        // Released only after the call was counted, so "counted + under way" never dips.
        underWay.set(session.keyHash, (underWay.get(session.keyHash) ?? 1) - 1);
      }
    });
  }

  async function peek<Op extends OperationName>(
    session: CallSession,
    request: CallRequest<Op>,
  ): Promise<ElementOf<Op>[] | undefined> {
    const stored = await readAnswers(deps.cache, keyOf(session, request), request.maxAgeMs);
    return cachedAnswer(stored, request.query ?? null) as ElementOf<Op>[] | undefined;
  }

  async function store<Op extends OperationName>(
    session: CallSession,
    request: CallRequest<Op>,
    data: ElementOf<Op>[],
  ): Promise<void> {
    const key = keyOf(session, request);
    const stored = await readAnswers(deps.cache, key, request.maxAgeMs);
    const answers = { ...(stored?.answers ?? {}), [request.query ?? '']: data };
    await storeAnswers(deps.cache, key, { answers });
  }

  return Object.assign(call, { peek, store });
}

async function readAnswers(
  cache: PersistentCache,
  key: string,
  maxAgeMs: number,
): Promise<StoredAnswers | undefined> {
  try {
    const stored = await cache.get(key, maxAgeMs);
    return isStoredAnswers(stored) ? stored : undefined;
  } catch (error) {
    // A broken cache costs calls but must not stop lookups.
    console.warn('Lisan: the answer cache could not be read', errorText(error));
    return undefined;
  }
}

/**
 * The answer to serve without a call, or undefined when the service must be asked. Only
 * the exact question answers directly; a different spelling under the same loose key
 * (أكل for اكل) stands in only once this spelling is known to have no entries itself.
 */
function cachedAnswer(stored: StoredAnswers | undefined, query: string | null) {
  const exact = stored?.answers[query ?? ''];
  if (!stored || exact === undefined) return undefined;
  return exact.length > 0 ? exact : (otherSpelling(stored, query) ?? exact);
}

function otherSpelling(stored: StoredAnswers, query: string | null): unknown[] | undefined {
  return Object.entries(stored.answers).find(
    ([asked, data]) => asked !== (query ?? '') && data.length > 0 && mayStandIn(asked, query ?? ''),
  )?.[1];
}

async function storeAnswers(cache: PersistentCache, key: string, stored: StoredAnswers) {
  try {
    await cache.set(key, stored);
  } catch (error) {
    console.warn('Lisan: an answer could not be cached', errorText(error));
  }
}

async function checkBudget(
  budget: BudgetCounter,
  keyHash: string,
  underWay: number,
): Promise<{ ok: false; error: ApiError } | null> {
  const status = await budget.status(keyHash);
  if (status.spent) {
    return failure('limit-reached', 'the call limit of this API key is used up');
  }
  if (status.used + underWay >= status.limit) {
    return failure('limit-reached', 'the calls still allowed for this API key are all under way');
  }
  return null;
}

/**
 * The service counts every 200, including one whose body then failed validation; we
 * count the same so our number matches its own. A 401 with the limit message means the
 * key is spent whatever our count says.
 */
async function countCall(budget: BudgetCounter, keyHash: string, result: ApiResult<unknown>) {
  try {
    if (result.ok || result.error.status === 200) {
      await budget.recordCall(keyHash);
    } else if (result.error.kind === 'limit-reached') {
      await budget.markSpent(keyHash);
    }
  } catch (error) {
    // The answer is good and already paid for; losing it too would only cost another call.
    console.warn('Lisan: a call could not be counted', errorText(error));
  }
}

function isStoredAnswers(value: unknown): value is StoredAnswers {
  if (typeof value !== 'object' || value === null) return false;
  const answers = (value as Partial<StoredAnswers>).answers;
  return (
    typeof answers === 'object' &&
    answers !== null &&
    Object.values(answers).every((data) => Array.isArray(data))
  );
}

function failure(kind: ApiErrorKind, reason: string): { ok: false; error: ApiError } {
  return { ok: false, error: { kind, messages: [], reason } };
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
