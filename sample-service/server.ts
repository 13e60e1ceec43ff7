import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApi } from './api';
import { AUDIO_PREFIX, serveAudio } from './audio';
import { handleControl } from './control';
import { errorBody, sendEmpty, sendJson } from './http';
import { DEFAULT_KEYS } from './keys';
import { servePage } from './pages';
import { API_PREFIX } from './routes';
import { ServiceState } from './state';
import type { SampleService, SampleServiceOptions } from './types';

export { DEFAULT_KEYS } from './keys';
export type {
  CallRecord,
  Fault,
  FaultRule,
  KeyConfig,
  SampleService,
  SampleServiceOptions,
} from './types';

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  state: ServiceState,
  signal: AbortSignal,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sample-service.invalid');
  const path = url.pathname;
  // CORS preflight, answered for every path; the preflight itself is not an API call.
  if (req.method === 'OPTIONS') {
    sendEmpty(res, 204, { 'Access-Control-Max-Age': '600' });
    return;
  }
  if (path.startsWith(`${API_PREFIX}/`) || path === API_PREFIX) {
    await handleApi(req, res, path.slice(API_PREFIX.length), url, state, signal);
  } else if (req.method === 'GET' && path.startsWith(AUDIO_PREFIX)) {
    state.recordAudio(path);
    serveAudio(res, path);
  } else if (path.startsWith('/__control/')) {
    await handleControl(req, res, path, state);
  } else if (req.method === 'GET' && path === '/') {
    sendEmpty(res, 302, { Location: '/pages/demo.html' });
  } else if (req.method === 'GET' && path.startsWith('/pages/')) {
    await servePage(res, path);
  } else {
    sendJson(res, 404, errorBody(404, 'Not Found', `Cannot ${req.method} ${path}`));
  }
}

function originOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export async function startSampleService(
  options: SampleServiceOptions = {},
): Promise<SampleService> {
  const state = new ServiceState(options.keys ?? DEFAULT_KEYS);
  // Aborted on close, so a request held by a latency fault does not outlive the service.
  const closing = new AbortController();

  const server = createServer((req, res) => {
    route(req, res, state, closing.signal).catch((error: unknown) => {
      if (closing.signal.aborted || res.headersSent) {
        res.destroy();
        return;
      }
      console.error('sample service: unexpected error', error);
      sendJson(res, 500, errorBody(500, 'Internal Server Error', 'unexpected error'));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

  let closed: Promise<void> | undefined;
  const close = (): Promise<void> => {
    // Idempotent: a second close() (e.g. a test's afterAll after its own) is not an error.
    closed ??= new Promise<void>((resolve, reject) => {
      closing.abort();
      // Browsers keep connections alive; close() alone would wait for them forever.
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
    return closed;
  };

  const origin = originOf(server.address() as AddressInfo);
  return {
    origin,
    baseUrl: `${origin}${API_PREFIX}`,
    callCount: (key) => state.callCount(key),
    calls: () => state.calls(),
    audioFetches: () => state.audioFetches(),
    setFaults: (rules) => state.setFaults(rules),
    reset: () => state.reset(),
    close,
  };
}
