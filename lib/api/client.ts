import { apiKeyProblem } from './api-key';
import { readBoundedText } from './bounded-body';
import type { ApiError, ApiErrorKind, ApiResult } from './errors';
import type { ElementOf, OperationName } from './operations';
import { parseAnswer, TOO_LARGE_REASON } from './parse';
import { type CallParams, prepareRequest } from './url';

export interface ClientConfig {
  /** With or without a trailing slash, e.g. https://siwar.ksaa.gov.sa/api/v1/external */
  baseUrl: string;
  apiKey: string;
  /** Injectable for tests; defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** Per attempt, covering the headers and the body; default 15 000. */
  timeoutMs?: number;
  /** Extra attempts after a 5xx or a network failure; default 2. */
  maxRetries?: number;
  /** First backoff; it doubles on each retry (300, 600, …); default 300. */
  retryDelayMs?: number;
}

export interface SiwarClient {
  /** Runs one row of the operation table. Always resolves; never throws. */
  run<Op extends OperationName>(
    operation: Op,
    params?: CallParams,
  ): Promise<ApiResult<ElementOf<Op>>>;
}

/** The `reason` of the `network` error returned when the caller's signal aborts the call. */
export const CANCELLED_REASON = 'cancelled';

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_RETRIES = 2;
const DEFAULT_RETRY_DELAY_MS = 300;
/** setTimeout fires at once for delays above this, which would turn a long timeout into none. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Settings {
  baseUrl: string;
  apiKey: string;
  fetch: typeof fetch;
  timeoutMs: number;
  maxRetries: number;
  retryDelayMs: number;
}

/** One attempt's result, and whether trying again could help. */
interface Outcome<T> {
  result: ApiResult<T>;
  retry: boolean;
}

/**
 * The one generic client: every operation of the table goes through `run`, which checks
 * the request, calls the service with the key in the `apikey` header, retries 5xx and
 * network failures with exponential backoff, and validates the answer. It logs nothing.
 */
export function createSiwarClient(config: ClientConfig): SiwarClient {
  const settings: Settings = {
    baseUrl: config.baseUrl,
    // Header values are trimmed by fetch anyway; trimming here makes our own check agree.
    apiKey: typeof config.apiKey === 'string' ? config.apiKey.trim() : '',
    // Looked up per call so a test (or polyfill) that replaces globalThis.fetch later still counts;
    // called as a plain function because some browsers refuse fetch with a foreign `this`.
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: Math.min(positiveNumber(config.timeoutMs, DEFAULT_TIMEOUT_MS), MAX_TIMER_MS),
    maxRetries: Math.floor(nonNegativeNumber(config.maxRetries, DEFAULT_MAX_RETRIES)),
    retryDelayMs: Math.min(
      nonNegativeNumber(config.retryDelayMs, DEFAULT_RETRY_DELAY_MS),
      MAX_TIMER_MS,
    ),
  };

  return {
    async run<Op extends OperationName>(
      operation: Op,
      params: CallParams = {},
    ): Promise<ApiResult<ElementOf<Op>>> {
      try {
        const result = await runWithRetries(settings, operation, params ?? {});
        return withoutKey(result, settings.apiKey);
      } catch {
        // Every step below guards its own failures; this only keeps the promise from rejecting.
        return failure('network', 'the call failed unexpectedly');
      }
    },
  };
}

async function runWithRetries<Op extends OperationName>(
  settings: Settings,
  operation: Op,
  params: CallParams,
): Promise<ApiResult<ElementOf<Op>>> {
  // Refusals first: a request the service would reject must not cost a call.
  const prepared = prepareRequest(settings.baseUrl, operation, params);
  if (!prepared.ok) return failure('invalid-request', prepared.reason);
  // Refuses keys that cannot be sent as a header value (fetch would throw) or are missing.
  const keyProblem = apiKeyProblem(settings.apiKey);
  if (keyProblem) return failure('key-rejected', keyProblem);

  const signal = params.signal;
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) return failure('network', CANCELLED_REASON);
    const outcome = await callOnce(settings, operation, prepared.url, signal);
    if (!outcome.retry) return outcome.result;
    if (attempt >= settings.maxRetries) {
      return attempt > 0 ? withAttempts(outcome.result, attempt + 1) : outcome.result;
    }
    // 300 ms, 600 ms, …: the service is struggling or unreachable, so give it room.
    const delay = Math.min(settings.retryDelayMs * 2 ** attempt, MAX_TIMER_MS);
    const waited = await pause(delay, signal);
    if (!waited) return failure('network', CANCELLED_REASON);
  }
}

/** One HTTP exchange, bounded by our timer and by the caller's signal. */
async function callOnce<Op extends OperationName>(
  settings: Settings,
  operation: Op,
  url: string,
  callerSignal: AbortSignal | undefined,
): Promise<Outcome<ElementOf<Op>>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, settings.timeoutMs);
  const onCallerAbort = () => controller.abort();
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  // When the attempt was cut short: which of the two signals did it. A timeout is not
  // retried (the reader has waited long enough); a cancel is what the caller asked for.
  const interrupted = (): Outcome<ElementOf<Op>> | null => {
    if (timedOut) {
      return {
        result: failure('timeout', `no answer within ${settings.timeoutMs} ms`),
        retry: false,
      };
    }
    if (callerSignal?.aborted) {
      return { result: failure('network', CANCELLED_REASON), retry: false };
    }
    return null;
  };

  try {
    let response: unknown;
    try {
      const request = Promise.resolve().then(() =>
        settings.fetch(url, {
          method: 'GET',
          headers: { apikey: settings.apiKey, Accept: 'application/json' },
          signal: controller.signal,
          // A followed redirect would carry the `apikey` header to wherever it points.
          redirect: 'manual',
          credentials: 'omit',
        }),
      );
      response = await untilAborted(request, controller.signal);
    } catch {
      return (
        interrupted() ?? {
          result: failure('network', 'the service could not be reached'),
          retry: true,
        }
      );
    }

    const status = readStatus(response);
    if (status === null) {
      return {
        result: failure('invalid-response', 'the answer had no valid HTTP status'),
        retry: false,
      };
    }

    let body: string | null;
    try {
      body = await untilAborted(readBoundedText(response), controller.signal);
    } catch {
      const cut = interrupted();
      if (cut) return cut;
      if (status === 200) {
        // Headers came, then the connection broke: a transport failure, worth another try.
        return {
          result: failure('network', 'the connection broke while the answer was read', status),
          retry: true,
        };
      }
      // For an error status the status alone decides the kind; the body only adds messages.
      body = '';
    }
    if (body === null && status === 200) {
      return { result: failure('invalid-response', TOO_LARGE_REASON, status), retry: false };
    }

    const result = parseAnswer(operation, status, body ?? '');
    return { result, retry: !result.ok && result.error.kind === 'service-error' && status >= 500 };
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Settles like `work`, or rejects as soon as `signal` aborts, even if `work` ignores the signal. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(new Error('aborted'));
      return;
    }
    const onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Waits `ms`; resolves false at once if `signal` aborts meanwhile. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    if (signal?.aborted) {
      resolve(false);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The response's status, or null when the object fetch gave us has none (a broken fetch).
 * 0 is kept: browsers report it for a redirect that `redirect: 'manual'` stopped.
 */
function readStatus(response: unknown): number | null {
  try {
    const status = (response as { status?: unknown }).status;
    return typeof status === 'number' && Number.isInteger(status) && status >= 0 && status <= 999
      ? status
      : null;
  } catch {
    return null;
  }
}

/** The service might echo the key in a message; it must never leave the client. */
function withoutKey<T>(result: ApiResult<T>, apiKey: string): ApiResult<T> {
  if (result.ok || apiKey === '') return result;
  // The key is visible ASCII (apiKeyProblem), so an ellipsis cannot join with its neighbours
  // into a new copy of it, as a replacement made of ASCII text could for a short key.
  const scrub = (text: string) => text.split(apiKey).join('…');
  const { error } = result;
  const cleaned: ApiError = { ...error, messages: error.messages.map(scrub) };
  if (error.reason !== undefined) cleaned.reason = scrub(error.reason);
  return { ok: false, error: cleaned };
}

function withAttempts<T>(result: ApiResult<T>, attempts: number): ApiResult<T> {
  if (result.ok) return result;
  const reason = `${result.error.reason ?? result.error.kind} (after ${attempts} attempts)`;
  return { ok: false, error: { ...result.error, reason } };
}

function failure(
  kind: ApiErrorKind,
  reason: string,
  status?: number,
): { ok: false; error: ApiError } {
  const error: ApiError = { kind, messages: [], reason };
  if (status !== undefined) error.status = status;
  return { ok: false, error };
}

function positiveNumber(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function nonNegativeNumber(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}
