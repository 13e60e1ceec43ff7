import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORS_HEADERS, errorBody, sendJson } from './http';

export const PAGES_DIR = fileURLToPath(new URL('./pages/', import.meta.url));

/**
 * A page name is a plain file name: no slash, no dot segment, nothing percent-encoded into
 * one. Checking the decoded name against this is what keeps requests inside pages/.
 */
const PAGE_NAME = /^[a-z0-9][a-z0-9-]*\.html$/;

function notFound(res: ServerResponse, path: string): void {
  sendJson(res, 404, errorBody(404, 'Not Found', `no page at ${path}`));
}

/** GET /pages/<name>.html: a static page of sample-service/pages/, no key needed. */
export async function servePage(res: ServerResponse, path: string): Promise<void> {
  let name: string;
  try {
    name = decodeURIComponent(path.slice('/pages/'.length));
  } catch {
    notFound(res, path);
    return;
  }
  if (!PAGE_NAME.test(name)) {
    notFound(res, path);
    return;
  }
  let html: Buffer;
  try {
    html = await readFile(join(PAGES_DIR, name));
  } catch {
    notFound(res, path);
    return;
  }
  res.writeHead(200, {
    ...CORS_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': html.length,
    'Cache-Control': 'no-store',
  });
  res.end(html);
}
