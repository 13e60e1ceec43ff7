// The client against a local server whose answers are far too big: 30 MB of valid JSON.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiwarClient } from '../../lib/api/client';
import { MAX_ANSWER_BYTES, TOO_LARGE_REASON } from '../../lib/api/parse';

const TOTAL_BYTES = 30 * 1024 * 1024;
/** One valid `pos` entry, repeated until the answer is 30 MB. */
const ENTRY = JSON.stringify({
  lemma: 'كِتَاب',
  lexiconName: 'معجم',
  pos: 'اسم',
  senses: ['مجموعة من الصفحات'],
});
const CHUNK = Buffer.from(`${Array.from({ length: 2000 }, () => ENTRY).join(',')},`);

/** How many bytes of each answer the server managed to hand to the socket. */
const sent: number[] = [];
let server: Server;
let baseUrl: string;

/** Streams `[entry, entry, …, entry]` of TOTAL_BYTES; `declare` sends a Content-Length. */
function bigAnswer(request: IncomingMessage, response: ServerResponse): void {
  const declare = request.url?.includes('declared') === true;
  const index = sent.push(0) - 1;
  response.writeHead(200, {
    'content-type': 'application/json',
    ...(declare ? { 'content-length': String(TOTAL_BYTES) } : {}),
  });
  let written = 0;
  const write = (): void => {
    while (written < TOTAL_BYTES - CHUNK.length) {
      written += CHUNK.length;
      sent[index] = written;
      if (!response.write(CHUNK)) {
        response.once('drain', write);
        return;
      }
    }
    const last = Buffer.from(`${ENTRY}]`.padStart(TOTAL_BYTES - written, ' '));
    sent[index] = written + last.length;
    response.end(last);
  };
  response.write('[');
  write();
}

beforeAll(async () => {
  server = createServer(bigAnswer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('an answer of 30 MB', () => {
  it.each([
    ['streamed without a length', '/streamed'],
    ['with a declared Content-Length', '/declared'],
  ])('%s is refused as an invalid response, and not read to the end', async (_, path) => {
    const client = createSiwarClient({ baseUrl: `${baseUrl}${path}`, apiKey: 'k', maxRetries: 0 });
    const result = await client.run('pos', { query: 'كتاب' });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid-response', status: 200, messages: [], reason: TOO_LARGE_REASON },
    });
    // The connection was dropped long before the server could send it all.
    expect(sent.at(-1)).toBeLessThan(TOTAL_BYTES / 2);
    expect(MAX_ANSWER_BYTES).toBeLessThan(TOTAL_BYTES / 2);
  });
});
