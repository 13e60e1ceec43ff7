import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkKey } from './auth';
import { applyFault } from './faults';
import { errorBody } from './http';
import { answerLexicons, answerLookup } from './lookup';
import { failure, isErrorBody, type Outcome, send } from './outcome';
import { splitLexiconIds } from './params';
import { matchRoute, type Route } from './routes';
import { answerSearch } from './search';
import type { ServiceState } from './state';
import type { KeyConfig } from './types';

function answerRoute(
  route: Route,
  params: URLSearchParams,
  key: KeyConfig,
  origin: string,
): Outcome {
  const query = params.get('query');
  const lexiconIds = params.get('lexiconIds');
  // `skip` and `limit` are not accepted (spec 8.5): they are ignored, as any unknown parameter.
  switch (route.kind) {
    case 'lexicons':
      return answerLexicons();
    case 'search':
      return answerSearch(query, lexiconIds, key, origin);
    case 'lookup':
      return answerLookup({ ...route, query, lexiconIds, key });
  }
}

/**
 * One request under /api/v1/external. Order of checks: unknown path or method (404), key
 * (401, spent key included), injected fault, then the operation's own 400/403 rules.
 */
async function decide(
  req: IncomingMessage,
  path: string,
  params: URLSearchParams,
  state: ServiceState,
  signal: AbortSignal,
): Promise<Outcome> {
  const route = req.method === 'GET' ? matchRoute(path) : null;
  if (route === null) {
    // The spec gives no 404 body; this is the wording of common Node frameworks' default 404.
    return failure(errorBody(404, 'Not Found', `Cannot ${req.method} ${req.url ?? path}`));
  }
  const key = checkKey(state, headerValue(req.headers.apikey));
  if (isErrorBody(key)) return failure(key);
  // Recordings are named by absolute URLs on the host the client asked.
  const origin = `http://${headerValue(req.headers.host) ?? '127.0.0.1'}`;
  return applyFault(state.takeFault(path), () => answerRoute(route, params, key, origin), signal);
}

function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? (value[0] ?? null) : value;
}

export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
  state: ServiceState,
  signal: AbortSignal,
): Promise<void> {
  const outcome = await decide(req, path, url.searchParams, state, signal);
  const key = headerValue(req.headers.apikey);
  state.record({
    key,
    path,
    query: url.searchParams.get('query'),
    lexiconIds: splitLexiconIds(url.searchParams.get('lexiconIds')),
    status: outcome.status,
    // Spec 8.2: only successful requests count towards the key's limit.
    counted: outcome.status === 200 && key !== null,
    time: Date.now(),
  });
  send(res, outcome);
}
