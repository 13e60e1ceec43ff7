import type { ServerResponse } from 'node:http';

/**
 * Sent on every response, so the demo page and test pages can call the sample service
 * from a browser. The real service sends none (field notes); the extension must not rely on it.
 */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'apikey, accept, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
} as const;

export const JSON_TYPE = 'application/json; charset=utf-8';

/** The error body of docs/api-spec.md §7: `message` is always an array. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string[];
}

export function errorBody(statusCode: number, error: string, ...message: string[]): ErrorBody {
  return { statusCode, error, message };
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  contentType: string = JSON_TYPE,
): void {
  res.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendText(res, status, JSON.stringify(body));
}

export function sendEmpty(
  res: ServerResponse,
  status: number,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...CORS_HEADERS, ...headers });
  res.end();
}
