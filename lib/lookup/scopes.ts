import type { ApiError } from '../api/errors';
import type { ElementOf, LookupOperation } from '../api/operations';
import type { CallRequest, CallSession, GuardedCall } from './guarded-call';
import { sortedIds } from './keys';
import type { OperationResults } from './types';

export interface ChosenLexicon {
  id: string;
  name: string;
  scope: 'public' | 'private';
}

/** Which calls a lookup makes: public lexicons always, the private ones when any are chosen. */
export interface ScopePlan {
  /** Sorted; [] = all public lexicons (none chosen). */
  publicIds: string[];
  /** Sorted; [] = no private call. */
  privateIds: string[];
  /** Shown when the service refuses the private lexicons (403). */
  privateNames: string[];
}

export function planScopes(lexicons: readonly ChosenLexicon[]): ScopePlan {
  const chosen = (scope: ChosenLexicon['scope']) => lexicons.filter((l) => l.scope === scope);
  const privateLexicons = chosen('private');
  return {
    publicIds: sortedIds(chosen('public').map((l) => l.id)),
    privateIds: sortedIds(privateLexicons.map((l) => l.id)),
    privateNames: [...new Set(privateLexicons.map((l) => l.name.trim() || l.id))],
  };
}

export type OperationsOutcome =
  | { ok: true; results: OperationResults; privateRefused: boolean }
  | { ok: false; error: ApiError };

/** Runs operations with one form of the word, across the planned scopes. */
export interface RunOperations {
  (operations: readonly LookupOperation[], form: string): Promise<OperationsOutcome>;
  /** Calls one operation costs now, at most: one per scope still asked. */
  callsPerOperation(): number;
}

/**
 * Builds the runner for one lookup. Once the service refused the private lexicons (403)
 * in this lookup, later steps (clitic candidates, the tab's other operations) skip the
 * private side instead of asking again.
 */
export function scopeRunner(
  call: GuardedCall,
  session: CallSession,
  plan: ScopePlan,
  maxAgeMs: number,
): RunOperations {
  let privateRefused = false;

  async function runOne<Op extends LookupOperation>(
    operation: Op,
    form: string,
  ): Promise<{ ok: true; data: ElementOf<Op>[] } | { ok: false; error: ApiError }> {
    const request = (scope: 'public' | 'private', lexiconIds: string[]): CallRequest<Op> => ({
      operation,
      scope,
      query: form,
      lexiconIds,
      maxAgeMs,
    });
    const askPrivate = plan.privateIds.length > 0 && !privateRefused;
    // Both sides at once: the reader waits for one round trip, not two.
    const [publicSide, privateSide] = await Promise.all([
      call(session, request('public', plan.publicIds)),
      askPrivate ? call(session, request('private', plan.privateIds)) : null,
    ]);
    if (!publicSide.ok) return publicSide;
    if (privateSide === null) return publicSide;
    if (privateSide.ok) return { ok: true, data: [...publicSide.data, ...privateSide.data] };
    if (privateSide.error.kind === 'no-permission') {
      // The public results still stand; the reader is told which lexicons were refused.
      privateRefused = true;
      return publicSide;
    }
    // Anything else (limit, timeout, 5xx…) fails the lookup: the public answers are
    // cached already, so "try again" costs only the private call.
    return privateSide;
  }

  const run = async (operations: readonly LookupOperation[], form: string) => {
    const outcomes = await Promise.all(operations.map((operation) => runOne(operation, form)));
    const results: OperationResults = {};
    for (const [index, operation] of operations.entries()) {
      const outcome = outcomes[index];
      if (!outcome) continue;
      if (!outcome.ok) return outcome;
      // The mapped type cannot follow a loop variable; each outcome belongs to its operation.
      (results as Record<string, unknown[]>)[operation] = outcome.data;
    }
    return { ok: true as const, results, privateRefused };
  };
  return Object.assign(run, {
    callsPerOperation: () => (plan.privateIds.length > 0 && !privateRefused ? 2 : 1),
  });
}

export function hasEntries(results: OperationResults): boolean {
  return Object.values(results).some((entries) => entries !== undefined && entries.length > 0);
}
