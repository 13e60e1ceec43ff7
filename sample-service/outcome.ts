import type { ServerResponse } from 'node:http';
import { type ErrorBody, sendJson, sendText } from './http';

/**
 * What an API request is answered with, decided before anything is written, so the call
 * can be logged and counted first: a test that has its response sees its count.
 */
export type Outcome =
  | { status: number; json: unknown }
  /** A body sent as is (the malformed and truncated faults): still labelled as JSON. */
  | { status: number; text: string };

export function ok(json: unknown): Outcome {
  return { status: 200, json };
}

export function failure(body: ErrorBody): Outcome {
  return { status: body.statusCode, json: body };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && 'statusCode' in value;
}

export function send(res: ServerResponse, outcome: Outcome): void {
  if ('text' in outcome) sendText(res, outcome.status, outcome.text);
  else sendJson(res, outcome.status, outcome.json);
}
