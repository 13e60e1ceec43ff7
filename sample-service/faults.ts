import { setTimeout as sleep } from 'node:timers/promises';
import { errorBody } from './http';
import { failure, type Outcome } from './outcome';
import type { Fault } from './types';

/** Looks like what a proxy in front of a service sends when the service is down. */
const MALFORMED_BODY = '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>';

/** A strict prefix of a JSON array text is never valid JSON: the closing bracket is gone. */
function truncate(text: string): string {
  return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
}

/** The JSON the request would have had, or an empty array when that would have been an error. */
function normalJson(normal: Outcome): unknown {
  return normal.status === 200 && 'json' in normal ? normal.json : [];
}

/**
 * Applies an injected fault around the normal answer. Latency delays it (and ends early
 * when the service closes); the others replace it. A truncated answer cuts the JSON the
 * request would have had, or an empty array when that would have been an error.
 */
export async function applyFault(
  fault: Fault | null,
  answer: () => Outcome,
  signal: AbortSignal,
): Promise<Outcome> {
  if (fault === null) return answer();
  switch (fault.kind) {
    case 'latency':
      await sleep(fault.ms, undefined, { signal });
      return answer();
    case 'status-500':
      return failure(
        errorBody(500, 'Internal Server Error', 'injected fault: internal server error'),
      );
    case 'malformed':
      return { status: 200, text: MALFORMED_BODY };
    case 'truncated':
      return { status: 200, text: truncate(JSON.stringify(normalJson(answer()))) };
    case 'not-found':
      return failure(errorBody(404, 'Not Found', 'injected fault: no such path'));
    case 'wrapped':
      return { status: 200, text: JSON.stringify({ data: normalJson(answer()) }) };
  }
}
