// A scripted stand-in for fetch: records every call and answers from a list of replies.

/** One recorded call: the URL and the options the client passed. */
export interface RecordedCall {
  url: string;
  init: RequestInit;
  at: number;
}

/** What the fake does for one call: answer, throw, or run custom code. */
export type Reply =
  | { status: number; body?: string; json?: unknown }
  | ((call: RecordedCall) => unknown);

export interface FakeFetch {
  fetch: typeof fetch;
  calls: RecordedCall[];
}

/** Replies are used in order; the last one repeats for any further call. */
export function fakeFetch(...replies: Reply[]): FakeFetch {
  const calls: RecordedCall[] = [];
  const fetchImpl = ((input: RequestInfo | URL, init?: RequestInit) => {
    const call: RecordedCall = { url: String(input), init: init ?? {}, at: performance.now() };
    calls.push(call);
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (reply === undefined) throw new Error('fakeFetch: no reply scripted');
    if (typeof reply === 'function') return reply(call);
    const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.body ?? '');
    return Promise.resolve(answer(reply.status, body));
  }) as typeof fetch;
  return { fetch: fetchImpl, calls };
}

/**
 * A Response-like object. Real `Response` rejects statuses outside 200–599 and bodies on
 * 204/304, but a fetch (or a proxy) may hand the client anything, so tests use this shape.
 */
export function answer(status: number, body: string): Response {
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: () => Promise.resolve(body),
  } as unknown as Response;
}

/** A fetch that never settles and ignores its signal: only the client's own timer can end it. */
export function hangingFetch(): FakeFetch {
  return fakeFetch(() => new Promise(() => {}));
}
