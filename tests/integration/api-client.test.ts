// The generic client over real HTTP on loopback, against the sample service.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCELLED_REASON, type ClientConfig, createSiwarClient } from '../../lib/api/client';
import { LIMIT_MESSAGE } from '../../lib/api/errors';
import { LOOKUP_OPERATIONS } from '../../lib/api/operations';
import { type SampleService, startSampleService } from '../../sample-service/server';

let service: SampleService;
let publicIds: string[];
let privateIds: string[];

function client(apiKey = 'demo', extra: Partial<ClientConfig> = {}) {
  return createSiwarClient({ baseUrl: service.baseUrl, apiKey, retryDelayMs: 1, ...extra });
}

/** A word the sample data has in public and private lexicons alike. */
const WORD = 'زلزال';

beforeAll(async () => {
  service = await startSampleService({ port: 0 });
  const lexicons = await client().run('lexicons');
  if (!lexicons.ok) throw new Error(`lexicons failed: ${lexicons.error.kind}`);
  publicIds = lexicons.data.filter((lexicon) => lexicon.isPublic).map((lexicon) => lexicon._id);
  privateIds = lexicons.data.filter((lexicon) => !lexicon.isPublic).map((lexicon) => lexicon._id);
});

afterAll(async () => {
  await service.close();
});

beforeEach(() => {
  service.reset();
});

describe('lexicons', () => {
  it('lists public and private lexicons, ids not all UUIDs', async () => {
    const result = await client().run('lexicons');
    expect(result.ok).toBe(true);
    expect(publicIds).toContain('Riyadh');
    expect(privateIds.length).toBeGreaterThan(0);
    expect(service.calls()).toMatchObject([{ key: 'demo', path: '/public/lexicons', status: 200 }]);
  });

  it('gives the same answer with a trailing slash on the base URL', async () => {
    const slashed = createSiwarClient({ baseUrl: `${service.baseUrl}/`, apiKey: 'demo' });
    expect(await slashed.run('lexicons')).toEqual(await client().run('lexicons'));
  });
});

describe('every operation in both scopes', () => {
  it.each(LOOKUP_OPERATIONS.filter((operation) => operation !== 'search'))(
    '%s answers validated entries in the public and the private scope',
    async (operation) => {
      const publicResult = await client().run(operation, { query: WORD });
      expect(publicResult.ok && publicResult.data.length).toBeGreaterThan(0);

      const privateResult = await client().run(operation, {
        scope: 'private',
        query: WORD,
        lexiconIds: privateIds,
      });
      expect(privateResult.ok && privateResult.data.length).toBeGreaterThan(0);
      if (privateResult.ok) {
        for (const entry of privateResult.data) expect(entry.lemma).toEqual(expect.any(String));
      }

      expect(service.calls()).toMatchObject([
        { path: `/public/${operation}`, query: WORD, lexiconIds: [], status: 200 },
        { path: `/private/${operation}`, query: WORD, lexiconIds: privateIds, status: 200 },
      ]);
    },
  );

  it('search (public only) reads the richer elements with object senses', async () => {
    const result = await client().run('search', { query: 'كتب' });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.length).toBeGreaterThan(0);
      expect(result.data.some((entry) => entry.senses.length > 0)).toBe(true);
      for (const entry of result.data) {
        for (const sense of entry.senses) expect(typeof sense.definition).toBe('string');
      }
    }
  });

  it('joins several ids with a bare comma, and the service reads them all', async () => {
    const ids = ['Riyadh', ...publicIds.filter((id) => id !== 'Riyadh')];
    const result = await client().run('senses', { query: 'كتب', lexiconIds: ids });
    expect(result.ok).toBe(true);
    expect(service.calls()[0]?.lexiconIds).toEqual(ids);
  });

  it('refuses the private scope without ids before calling', async () => {
    const result = await client().run('senses', { scope: 'private', query: WORD });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
    expect(service.calls()).toHaveLength(0);
  });
});

describe('percent-encoding reaches the service intact', () => {
  it.each([
    ['Arabic with diacritics', 'كَتَبَ'],
    ['an ampersand', 'كتب&lexiconIds=x'],
    ['a hash', 'كتب#مكتبة'],
    ['a plus', 'a+b'],
    ['spaces', 'بيت الشعر'],
    ['a percent sign', '50%25 off'],
    ['everything at once', ' ك&ت #+ %20 ب '],
  ])('%s', async (_, query) => {
    const result = await client().run('senses', { query });
    expect(result.ok).toBe(true);
    const [call] = service.calls();
    expect(call?.query).toBe(query);
    expect(call?.lexiconIds).toEqual([]);
  });
});

describe('statuses', () => {
  it('400 for an id the service does not know, with its messages, not retried', async () => {
    const result = await client().run('senses', { query: WORD, lexiconIds: ['NoSuchLexicon'] });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request', status: 400 } });
    expect(!result.ok && result.error.messages.length).toBeGreaterThan(0);
    expect(service.calls()).toHaveLength(1);
  });

  it('400 for a private lexicon named in the public scope', async () => {
    const result = await client().run('senses', { query: WORD, lexiconIds: privateIds });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request', status: 400 } });
  });

  it.each(['inactive', 'expired', 'no-such-key'])(
    '401 key-rejected for the %s key',
    async (key) => {
      const result = await client(key).run('senses', { query: WORD });
      expect(result).toMatchObject({ ok: false, error: { kind: 'key-rejected', status: 401 } });
      expect(!result.ok && result.error.messages.length).toBeGreaterThan(0);
      expect(service.calls()).toHaveLength(1);
    },
  );

  it('401 limit-reached once the limited key is spent, told apart from a rejected key', async () => {
    const limited = client('limited');
    for (let call = 0; call < 3; call++) {
      expect((await limited.run('root', { query: WORD })).ok).toBe(true);
    }
    const spent = await limited.run('root', { query: WORD });
    expect(spent).toEqual({
      ok: false,
      error: {
        kind: 'limit-reached',
        status: 401,
        messages: [LIMIT_MESSAGE],
        reason: expect.any(String),
      },
    });
    expect(service.callCount('limited')).toBe(3);
    expect(service.calls()).toHaveLength(4);
  });

  it('403 no-permission for a key without the private lexicon', async () => {
    const result = await client('public-only').run('senses', {
      scope: 'private',
      query: WORD,
      lexiconIds: privateIds,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'no-permission', status: 403 } });
    expect(service.calls()).toHaveLength(1);
  });

  it('404 (a wrong base path) is a service-error and not retried', async () => {
    const wrong = createSiwarClient({
      baseUrl: `${service.origin}/api/v2/external`,
      apiKey: 'demo',
      retryDelayMs: 1,
    });
    const result = await wrong.run('lexicons');
    expect(result).toMatchObject({ ok: false, error: { kind: 'service-error', status: 404 } });
  });
});

describe('faults', () => {
  it('retries one 500 and succeeds, counting only the successful call', async () => {
    service.setFaults([{ fault: { kind: 'status-500' }, times: 1 }]);
    const result = await client().run('senses', { query: WORD });
    expect(result.ok).toBe(true);
    expect(service.calls().map((call) => call.status)).toEqual([500, 200]);
    expect(service.callCount('demo')).toBe(1);
  });

  it('gives up after two retries of a lasting 500', async () => {
    service.setFaults([{ fault: { kind: 'status-500' }, path: '/public/senses' }]);
    const result = await client().run('senses', { query: WORD });
    expect(result).toMatchObject({ ok: false, error: { kind: 'service-error', status: 500 } });
    expect(!result.ok && result.error.messages.length).toBeGreaterThan(0);
    expect(service.calls().map((call) => call.status)).toEqual([500, 500, 500]);
    expect(service.callCount('demo')).toBe(0);
  });

  it('times out a slow answer and does not retry it', async () => {
    service.setFaults([{ fault: { kind: 'latency', ms: 400 }, times: 1 }]);
    const result = await client('demo', { timeoutMs: 50 }).run('senses', { query: WORD });
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    // A retry would not be delayed (times: 1) and would already be in the log.
    expect(service.calls()).toHaveLength(0);
    await vi.waitFor(() => expect(service.calls()).toHaveLength(1), { timeout: 2_000 });
  });

  it('reports a caller abort over HTTP as cancelled', async () => {
    service.setFaults([{ fault: { kind: 'latency', ms: 300 }, times: 1 }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const result = await client().run('senses', { query: WORD, signal: controller.signal });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'network', messages: [], reason: CANCELLED_REASON },
    });
    // The service finishes the delayed answer anyway; let it land before the next test resets.
    await vi.waitFor(() => expect(service.calls()).toHaveLength(1), { timeout: 2_000 });
  });

  it.each([
    ['malformed', { kind: 'malformed' as const }],
    ['truncated', { kind: 'truncated' as const }],
  ])('a %s body is an invalid-response, not retried', async (_, fault) => {
    service.setFaults([{ fault, path: '/public/senses' }]);
    const result = await client().run('senses', { query: WORD });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response', status: 200 } });
    expect(!result.ok && result.error.reason).toMatch(/JSON/);
    expect(service.calls()).toHaveLength(1);
  });
});

describe('network', () => {
  it('retries a refused connection, then reports network', async () => {
    const gone = await startSampleService({ port: 0 });
    await gone.close();
    const result = await createSiwarClient({
      baseUrl: gone.baseUrl,
      apiKey: 'demo',
      retryDelayMs: 1,
    }).run('lexicons');
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', messages: [] } });
    expect(!result.ok && result.error.reason).toMatch(/after 3 attempts/);
  });
});
