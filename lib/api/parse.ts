import type { z } from 'zod/mini';
import type { ApiError, ApiResult } from './errors';
import { type ElementOf, OPERATIONS, type OperationName } from './operations';
import { errorBodySchema } from './schemas';

/**
 * The part of the spec's limit message (errors.ts LIMIT_MESSAGE) that marks a spent key;
 * matched case-insensitively so a reworded tail does not turn "limit" into "bad key".
 */
const LIMIT_MARKER = 'max limit calls exceeded';

/**
 * Turns what the service answered (a status and the body text) into an ApiResult.
 * Pure and total: any status and any text give a result, never an exception.
 */
export function parseAnswer<Op extends OperationName>(
  operation: Op,
  status: number,
  body: string,
): ApiResult<ElementOf<Op>> {
  if (status === 200) return parseElements(operation, body);
  return { ok: false, error: errorForStatus(status, body) };
}

/** A 200 answer: a bare JSON array whose every element validates (strict: one bad element fails all). */
export function parseElements<Op extends OperationName>(
  operation: Op,
  body: string,
): ApiResult<ElementOf<Op>> {
  const json = parseJson(body);
  if (!json.ok) return invalidResponse(200, json.reason);
  if (!Array.isArray(json.value)) {
    return invalidResponse(200, `expected a JSON array, got ${describeJson(json.value)}`);
  }
  // The table types each row's schema; indexing it by a generic name loses that link.
  const element = OPERATIONS[operation].element as unknown as z.ZodMiniType<ElementOf<Op>>;
  const data: ElementOf<Op>[] = [];
  for (const [index, item] of json.value.entries()) {
    const parsed = element.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field =
        issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(the element itself)';
      return invalidResponse(
        200,
        `element ${index}, field ${field}: ${issue?.message ?? 'invalid'}`,
      );
    }
    data.push(parsed.data);
  }
  return { ok: true, data };
}

/** Any answer but 200. The status decides the kind; the body only adds the service's messages. */
export function errorForStatus(status: number, body: string): ApiError {
  const messages = errorMessages(body);
  const kind = kindForStatus(status, messages);
  return { kind, status, messages, reason: `the service answered ${status}` };
}

function kindForStatus(status: number, messages: readonly string[]): ApiError['kind'] {
  switch (status) {
    case 400:
      return 'invalid-request';
    case 401: {
      // One status covers both a bad key and a spent one; only the message tells them apart.
      return messages.some((message) => message.toLowerCase().includes(LIMIT_MARKER))
        ? 'limit-reached'
        : 'key-rejected';
    }
    case 403:
      return 'no-permission';
    default:
      // 5xx, and statuses the spec never mentions (other 4xx, 1xx, 2xx but 200, 3xx).
      return 'service-error';
  }
}

/** The `message` array of an error body (docs/api-spec.md §7), or [] when the body has none. */
export function errorMessages(body: string): string[] {
  const json = parseJson(body);
  if (!json.ok) return [];
  const parsed = errorBodySchema.safeParse(json.value);
  return parsed.success ? parsed.data.message : [];
}

/**
 * The largest answer body read at all. The biggest real answers are a few tens of KB; a
 * bigger body is a broken or hostile service, and parsing and rendering it would stall the
 * worker and the card.
 */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/**
 * Reasons of an `invalid-response` whose body was no JSON at all (empty, malformed, cut
 * off) or too big to read: a broken transfer, unlike valid JSON of the wrong shape.
 */
export const UNREADABLE_BODY_REASONS: readonly string[] = [
  'the answer is empty',
  'the answer is not valid JSON (malformed or cut off)',
  'the answer is larger than 2 MB, so it was not read',
];
export const TOO_LARGE_REASON = UNREADABLE_BODY_REASONS[2] ?? '';

function parseJson(body: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  const [empty = '', notJson = ''] = UNREADABLE_BODY_REASONS;
  // A byte-order mark is not JSON, but some servers prepend one; it carries no meaning.
  const text = body.replace(/^\uFEFF/, '');
  if (text.trim() === '') return { ok: false, reason: empty };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    // The parser's own message can quote the body; ours stays short.
    return { ok: false, reason: notJson };
  }
}

function describeJson(value: unknown): string {
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function invalidResponse(status: number, reason: string): { ok: false; error: ApiError } {
  return { ok: false, error: { kind: 'invalid-response', status, messages: [], reason } };
}
