import type { OperationName, Scope } from '../api/operations';
import { checkServiceUrl } from '../api/service-url';

/**
 * Names of what the engine stores. Keys are JSON arrays so no part can run into the next.
 * Bump CACHE_FORMAT when the shape of stored answers changes (a schema that now transforms
 * differently, say): old entries are then simply never read again, and age out by LRU.
 */
const CACHE_FORMAT = 3;

/**
 * The service a cached answer came from, in the one spelling of lib/api/service-url.ts
 * ("…/external" and "…/external/" are one service). Falls back to the trimmed text when
 * it is not a usable URL; the client then refuses the call anyway.
 */
export function serviceIdentity(serviceUrl: string): string {
  const checked = checkServiceUrl(serviceUrl);
  return checked.ok ? checked.url : serviceUrl.trim();
}

/** Identifiers without duplicates, in one order, so the same set always gives the same key. */
export function sortedIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.trim()))].sort();
}

/**
 * One answer of one operation: service, operation, scope, lexicons, and the loose key of
 * the query. A private answer depends on what the key may read, so it is also keyed by
 * the key's hash (never the key); public answers are the same for every key and shared.
 */
export function answerKey(
  service: string,
  operation: OperationName,
  scope: Scope,
  lexiconIds: readonly string[],
  looseQuery: string,
  keyHash: string,
): string {
  const parts = ['answer', CACHE_FORMAT, service, operation, scope, lexiconIds, looseQuery];
  return JSON.stringify(scope === 'private' ? [...parts, keyHash] : parts);
}

/**
 * The remembered form of a word for one choice of lexicons: which lexicons are searched
 * decides which form has entries, so the choice is part of the key (and, with private
 * lexicons, the key's hash: what they answer depends on the key). A lookup of the word as
 * written, without the reading that leads (TabLookupRequest.asWritten), remembers apart:
 * its answer must not replace the lead's, nor the lead's it.
 */
export function formKey(
  service: string,
  publicIds: readonly string[],
  privateIds: readonly string[],
  looseWord: string,
  keyHash: string,
  asWritten = false,
): string {
  const word = asWritten ? ['as-written', looseWord] : looseWord;
  const parts = ['form', CACHE_FORMAT, service, publicIds, privateIds, word];
  return JSON.stringify(privateIds.length > 0 ? [...parts, keyHash] : parts);
}
