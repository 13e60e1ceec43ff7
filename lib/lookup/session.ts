import { createSiwarClient } from '../api/client';
import type { ApiError } from '../api/errors';
import { hashApiKey } from './budget';
import type { CallAdmission, CallSession } from './guarded-call';
import { serviceIdentity } from './keys';
import type { ChosenLexicon, ScopePlan } from './scopes';
import type { LookupWord } from './word';

export interface EngineConfig {
  apiKey: string | null;
  serviceUrl: string;
  lexicons: ChosenLexicon[];
  cacheLifetimeDays: number;
}

export interface SessionDeps {
  fetch?: typeof fetch;
  clientOptions?: { timeoutMs?: number; maxRetries?: number; retryDelayMs?: number };
  /** The key's hash (memoisedKeyHash). */
  keyHash(apiKey: string): Promise<string>;
}

/** What every step of one lookup shares, made once when it starts. */
export interface Lookup {
  session: CallSession;
  plan: ScopePlan;
  /** How old a stored answer or memory may be. */
  maxAgeMs: number;
  word: LookupWord;
  /** A read of the cache only (cachedTab): nothing is asked, nothing is remembered. */
  readOnly: boolean;
}

/** What every call of one request shares; null when no key is set. */
export async function openSession(
  config: EngineConfig,
  deps: SessionDeps,
  admitCall?: CallAdmission,
): Promise<CallSession | null> {
  const apiKey = config.apiKey?.trim() ?? '';
  if (apiKey === '') return null;
  return {
    ...(admitCall ? { admitCall } : {}),
    client: createSiwarClient({
      baseUrl: config.serviceUrl,
      apiKey,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
      ...deps.clientOptions,
    }),
    keyHash: await deps.keyHash(apiKey),
    service: serviceIdentity(config.serviceUrl),
  };
}

/** Hashing is cheap but not free; the same key is hashed once per worker life. */
export function memoisedKeyHash(): (apiKey: string) => Promise<string> {
  let last: { apiKey: string; hash: Promise<string> } | null = null;
  return (apiKey) => {
    if (last?.apiKey !== apiKey) last = { apiKey, hash: hashApiKey(apiKey) };
    return last.hash;
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Used when the lifetime setting is missing or not a number; answers change very rarely. */
const DEFAULT_CACHE_LIFETIME_DAYS = 30;

export function lifetimeMs(days: number): number {
  const valid = typeof days === 'number' && Number.isFinite(days) && days >= 0;
  return (valid ? days : DEFAULT_CACHE_LIFETIME_DAYS) * DAY_MS;
}

export function noKeyError(): ApiError {
  return { kind: 'no-key', messages: [], reason: 'no API key set' };
}

/** A local failure (IndexedDB, crypto), worded without details that could carry data. */
export function internalError(): ApiError {
  return { kind: 'service-error', messages: [], reason: 'the lookup failed inside the extension' };
}

/** A local failure's name and message, for the worker's console only. */
export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
