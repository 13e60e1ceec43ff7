import { expect } from 'vitest';
import type { SampleService } from '../../sample-service/server';

/** Helpers shared by the sample service's conformance tests. */

export interface GetOptions {
  /** The apikey header; null sends none. Default 'demo'. */
  key?: string | null;
  params?: Record<string, string>;
  method?: string;
}

export function apiUrl(service: SampleService, path: string, params: Record<string, string> = {}) {
  const url = new URL(`${service.baseUrl}${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

export function call(service: SampleService, path: string, options: GetOptions = {}) {
  const key = options.key === undefined ? 'demo' : options.key;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (key !== null) headers.apikey = key;
  return fetch(apiUrl(service, path, options.params), { method: options.method ?? 'GET', headers });
}

/** A 200 whose body is a top-level JSON array (spec 4.3.6): no envelope. */
export async function expectArray(response: Response): Promise<Record<string, unknown>[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const body: unknown = await response.json();
  expect(Array.isArray(body)).toBe(true);
  return body as Record<string, unknown>[];
}

/** An error with the body of spec section 7: statusCode, error, and message as an array. */
export async function expectError(
  response: Response,
  status: number,
  error?: string,
): Promise<{ statusCode: number; error: string; message: string[] }> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const body = (await response.json()) as { statusCode: number; error: string; message: string[] };
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
  expect(body.statusCode).toBe(status);
  expect(typeof body.error).toBe('string');
  if (error !== undefined) expect(body.error).toBe(error);
  expect(Array.isArray(body.message)).toBe(true);
  expect(body.message.length).toBeGreaterThan(0);
  for (const message of body.message) expect(typeof message).toBe('string');
  return body;
}
