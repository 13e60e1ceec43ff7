import { type ErrorBody, errorBody } from './http';
import type { ServiceState } from './state';
import type { KeyConfig } from './types';

/** The spec's message for a spent key (docs/api-spec.md §7), word for word. */
export const LIMIT_MESSAGE = 'max limit calls exceeded for this api key';

/**
 * Section 5: every key problem is a 401. The message says which problem, so a developer
 * reading the body knows whether to fix the key or ask for a new one.
 */
export function checkKey(state: ServiceState, apikey: string | null): KeyConfig | ErrorBody {
  if (apikey === null || apikey === '') {
    return errorBody(401, 'Unauthorized', 'apikey header is required');
  }
  const config = state.key(apikey);
  if (config === undefined) return errorBody(401, 'Unauthorized', 'invalid api key');
  if (config.status === 'inactive') return errorBody(401, 'Unauthorized', 'api key is inactive');
  if (config.status === 'expired') return errorBody(401, 'Unauthorized', 'api key has expired');
  // The error class name for this one case is given by the spec: HttpExceptions.
  if (state.callCount(config.key) >= config.limit) {
    return errorBody(401, 'HttpExceptions', LIMIT_MESSAGE);
  }
  return config;
}
