import { describe, expect, it } from 'vitest';
import { CANCELLED_REASON, type ClientConfig, createSiwarClient } from '../../../lib/api/client';
import { LIMIT_MESSAGE } from '../../../lib/api/errors';
import { LOOKUP_OPERATIONS, type OperationName } from '../../../lib/api/operations';
import { MAX_ANSWER_BYTES, TOO_LARGE_REASON } from '../../../lib/api/parse';
import { MAX_LIST_ITEMS, MAX_TEXT_LENGTH } from '../../../lib/api/schemas';
import { answer, type FakeFetch, fakeFetch, hangingFetch } from './fake-fetch';

const BASE = 'https://siwar.ksaa.gov.sa/api/v1/external/';
const KEY = 'test-key-0123456789abcdef';

function clientWith(fake: FakeFetch, extra: Partial<ClientConfig> = {}) {
  return createSiwarClient({
    baseUrl: BASE,
    apiKey: KEY,
    fetch: fake.fetch,
    retryDelayMs: 1,
    ...extra,
  });
}

const errorBody = (statusCode: number, message: string[] | string, error = 'HttpExceptions') => ({
  statusCode,
  error,
  message,
});

describe('the request', () => {
  it('is a GET with the key in a lowercase apikey header and JSON accepted', async () => {
    const fake = fakeFetch({ status: 200, json: [] });
    await clientWith(fake).run('senses', { query: 'كتب' });
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call?.url).toBe(`${BASE}public/senses?query=${encodeURIComponent('كتب')}`);
    expect(call?.init.method).toBe('GET');
    expect(call?.init.headers).toEqual({ apikey: KEY, Accept: 'application/json' });
    expect(call?.init.signal).toBeInstanceOf(AbortSignal);
    // A redirect must not carry the key elsewhere.
    expect(call?.init.redirect).toBe('manual');
  });

  it('never puts the key in the URL', async () => {
    const fake = fakeFetch({ status: 200, json: [] });
    const client = clientWith(fake);
    await client.run('lexicons');
    await client.run('root', { scope: 'private', query: 'x', lexiconIds: ['Riyadh'] });
    for (const call of fake.calls) expect(call.url).not.toContain(KEY);
  });

  it('trims the key before sending it', async () => {
    const fake = fakeFetch({ status: 200, json: [] });
    await clientWith(fake, { apiKey: `  ${KEY}\n` }).run('lexicons');
    expect(fake.calls[0]?.init.headers).toEqual({ apikey: KEY, Accept: 'application/json' });
  });

  it('uses the global fetch when none is injected', async () => {
    const original = globalThis.fetch;
    const fake = fakeFetch({ status: 200, json: [] });
    globalThis.fetch = fake.fetch;
    try {
      const result = await createSiwarClient({ baseUrl: BASE, apiKey: KEY }).run('lexicons');
      expect(result).toEqual({ ok: true, data: [] });
      expect(fake.calls).toHaveLength(1);
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('refusals before any network call', () => {
  const cases: [
    string,
    OperationName,
    Parameters<ReturnType<typeof createSiwarClient>['run']>[1],
  ][] = [
    ['lexicons in the private scope', 'lexicons', { scope: 'private' }],
    [
      'search in the private scope',
      'search',
      { scope: 'private', query: 'x', lexiconIds: ['Riyadh'] },
    ],
    ['private scope without ids', 'senses', { scope: 'private', query: 'x' }],
    ['a lookup without a query', 'senses', {}],
    ['a lookup with a blank query', 'pos', { query: '   ' }],
    ['an invalid lexicon id', 'pattern', { query: 'x', lexiconIds: ['a, b'] }],
    ['no params at all', 'examples', undefined],
  ];

  it.each(cases)('refuses %s as invalid-request', async (_, operation, params) => {
    const fake = fakeFetch({ status: 200, json: [] });
    const result = await clientWith(fake).run(operation, params);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('invalid-request');
      expect(result.error.messages).toEqual([]);
      expect(result.error.status).toBeUndefined();
      expect(result.error.reason).toEqual(expect.any(String));
    }
    expect(fake.calls).toHaveLength(0);
  });

  it.each(['ftp://siwar.example/api', 'http://siwar.example/api', 'not a url', ''])(
    'refuses the base URL %j',
    async (baseUrl) => {
      const fake = fakeFetch({ status: 200, json: [] });
      const result = await clientWith(fake, { baseUrl }).run('lexicons');
      expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request', messages: [] } });
      expect(fake.calls).toHaveLength(0);
    },
  );

  it.each(['', '   ', 'مفتاح', 'two\nlines'])(
    'refuses the unusable key %j as key-rejected',
    async (apiKey) => {
      const fake = fakeFetch({ status: 200, json: [] });
      const result = await clientWith(fake, { apiKey }).run('lexicons');
      expect(result).toMatchObject({ ok: false, error: { kind: 'key-rejected', messages: [] } });
      expect(fake.calls).toHaveLength(0);
    },
  );
});

describe('successful answers', () => {
  it('validates every element and strips unknown fields', async () => {
    const fake = fakeFetch({
      status: 200,
      json: [{ lemma: 'كَتَبَ', lexiconName: 'معجم الرياض', senses: ['خطّ', ' دوّن '], extra: 1 }],
    });
    const result = await clientWith(fake).run('senses', { query: 'كتب' });
    expect(result).toEqual({
      ok: true,
      data: [{ lemma: 'كَتَبَ', lexiconName: 'معجم الرياض', senses: ['خطّ', 'دوّن'] }],
    });
  });

  it('accepts an empty array', async () => {
    const result = await clientWith(fakeFetch({ status: 200, body: '[]' })).run('root', {
      query: 'x',
    });
    expect(result).toEqual({ ok: true, data: [] });
  });

  it('tolerates null, empty and padded pos, root and pattern', async () => {
    const entries = [
      { lemma: 'عَرَكَ', lexiconName: 'R', pos: null, root: null, pattern: null, senses: [] },
      { lemma: 'عَرَكَ', lexiconName: 'R', pos: '', root: '', pattern: '', senses: [] },
      {
        lemma: 'عَرَكَ',
        lexiconName: 'R',
        pos: '  فعل ',
        root: ' ع ر ك ',
        pattern: ' فَعَلَ ',
        senses: [],
      },
      { lemma: 'عَرَكَ', lexiconName: 'R', pos: '   ', root: '  ', pattern: '\t' },
    ];
    const fake = fakeFetch({ status: 200, json: entries });
    const client = clientWith(fake);
    const pos = await client.run('pos', { query: 'عرك' });
    const root = await client.run('root', { query: 'عرك' });
    const pattern = await client.run('pattern', { query: 'عرك' });
    expect(pos.ok && pos.data.map((entry) => entry.pos)).toEqual([null, null, 'فعل', null]);
    expect(root.ok && root.data.map((entry) => entry.root)).toEqual([null, null, 'ع ر ك', null]);
    expect(pattern.ok && pattern.data.map((entry) => entry.pattern)).toEqual([
      null,
      null,
      'فَعَلَ',
      null,
    ]);
  });

  it('reads the richer search elements, with senses as objects', async () => {
    const element = {
      _id: '65a1',
      lexiconId: 'Riyadh',
      lexicalEntryId: 'e-1',
      lemma: 'عَرَكَ',
      nonDiacriticsLemma: 'عرك',
      lemmaType: 'singleWord',
      root: 'ع ر ك',
      pos: 'فعل',
      pattern: null,
      senses: [{ definition: ' دَلَكَه ', examples: [] }, { definition: null }, 'نصّ'],
      wordForms: [{ value: 'عَرَكَت', genderCode: 'feminine', numberCode: 'singular' }],
      lexiconName: 'معجم الرياض',
    };
    const result = await clientWith(fakeFetch({ status: 200, json: [element] })).run('search', {
      query: 'عرك',
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data[0]).toMatchObject({
        lemma: 'عَرَكَ',
        lexiconId: 'Riyadh',
        root: 'ع ر ك',
        pattern: null,
        senses: [{ definition: 'دَلَكَه', examples: [] }, { definition: '' }, { definition: 'نصّ' }],
        // Kept: it is what the service matched, and tells the exact lemma from the others.
        nonDiacriticsLemma: 'عرك',
        lemmaType: 'singleWord',
      });
    }
  });

  it('reads lexicons, including one whose id is not a UUID', async () => {
    const lexicons = [
      {
        _id: 'Riyadh',
        name: 'معجم الرياض',
        title: 'x',
        version: '1',
        publisherName: 'p',
        isPublic: true,
        totalEntriesCount: 3,
      },
      { _id: '2202f51d-7d70-4472-9fc0-f178fb425463', name: 'القاموس المحيط', isPublic: false },
    ];
    const result = await clientWith(fakeFetch({ status: 200, json: lexicons })).run('lexicons');
    expect(result.ok && result.data.map((lexicon) => [lexicon._id, lexicon.isPublic])).toEqual([
      ['Riyadh', true],
      ['2202f51d-7d70-4472-9fc0-f178fb425463', false],
    ]);
  });

  it('accepts a body that starts with a byte-order mark', async () => {
    const result = await clientWith(fakeFetch({ status: 200, body: '\uFEFF[]' })).run('lexicons');
    expect(result).toEqual({ ok: true, data: [] });
  });
});

describe('invalid answers', () => {
  it.each([
    ['not JSON', '<html>oops</html>', /not valid JSON/],
    ['truncated JSON', '[{"lemma":"كتب","lexiconName":"R","sen', /not valid JSON/],
    ['an empty body', '', /empty/],
    ['an object', '{"data":[]}', /array, got an object/],
    ['null', 'null', /array, got null/],
    ['a string', '"[]"', /array, got a string/],
  ])('reports %s as invalid-response', async (_, body, reason) => {
    const fake = fakeFetch({ status: 200, body });
    const result = await clientWith(fake).run('senses', { query: 'x' });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response', status: 200, messages: [] },
    });
    if (!result.ok) expect(result.error.reason).toMatch(reason);
    // Not retried: the same question would get the same answer and cost another call.
    expect(fake.calls).toHaveLength(1);
  });

  it('fails the whole answer on one bad element, naming its index and field', async () => {
    const fake = fakeFetch({
      status: 200,
      json: [
        { lemma: 'a', lexiconName: 'R', senses: [] },
        { lemma: 'b', lexiconName: 'R', senses: [] },
        { lemma: 'c', lexiconName: 'R', senses: ['ok', 7] },
      ],
    });
    const result = await clientWith(fake).run('senses', { query: 'x' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('invalid-response');
      expect(result.error.reason).toMatch(/^element 2, field senses\.1: /);
    }
  });

  it('names a missing required field', async () => {
    const fake = fakeFetch({ status: 200, json: [{ lexiconName: 'R', root: 'ع ر ك' }] });
    const result = await clientWith(fake).run('root', { query: 'x' });
    expect(!result.ok && result.error.reason).toMatch(/^element 0, field lemma: /);
  });

  it('names the element itself when it is not an object', async () => {
    const result = await clientWith(fakeFetch({ status: 200, json: ['كتب'] })).run('root', {
      query: 'x',
    });
    expect(!result.ok && result.error.reason).toMatch(/^element 0, field \(the element itself\)/);
  });
});

describe('error statuses', () => {
  it('maps 400 to invalid-request with the service messages', async () => {
    const fake = fakeFetch({
      status: 400,
      json: errorBody(400, ['query must be a string'], 'Bad Request'),
    });
    const result = await clientWith(fake).run('senses', { query: 'x' });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'invalid-request',
        status: 400,
        messages: ['query must be a string'],
        reason: expect.any(String),
      },
    });
    expect(fake.calls).toHaveLength(1);
  });

  it('tells a spent key (limit-reached) from a rejected one on 401', async () => {
    const spent = await clientWith(
      fakeFetch({ status: 401, json: errorBody(401, [LIMIT_MESSAGE]) }),
    ).run('lexicons');
    expect(spent).toMatchObject({
      ok: false,
      error: { kind: 'limit-reached', status: 401, messages: [LIMIT_MESSAGE] },
    });

    const shouted = await clientWith(
      fakeFetch({ status: 401, json: errorBody(401, 'Max Limit Calls Exceeded For This API Key') }),
    ).run('lexicons');
    expect(shouted).toMatchObject({ ok: false, error: { kind: 'limit-reached' } });

    const second = await clientWith(
      fakeFetch({ status: 401, json: errorBody(401, ['first', 'max limit calls exceeded']) }),
    ).run('lexicons');
    expect(second).toMatchObject({ ok: false, error: { kind: 'limit-reached' } });

    for (const body of [
      JSON.stringify(errorBody(401, ['api key is inactive'])),
      JSON.stringify(errorBody(401, [])),
      JSON.stringify({ statusCode: 401 }),
      'Unauthorized',
      '',
    ]) {
      const fake = fakeFetch({ status: 401, body });
      const rejected = await clientWith(fake).run('lexicons');
      expect(rejected).toMatchObject({ ok: false, error: { kind: 'key-rejected', status: 401 } });
      expect(fake.calls).toHaveLength(1);
    }
  });

  it('maps 403 to no-permission', async () => {
    const fake = fakeFetch({
      status: 403,
      json: errorBody(403, ['forbidden lexicon'], 'Forbidden'),
    });
    const result = await clientWith(fake).run('senses', {
      scope: 'private',
      query: 'x',
      lexiconIds: ['Riyadh'],
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'no-permission', status: 403, messages: ['forbidden lexicon'] },
    });
    expect(fake.calls).toHaveLength(1);
  });

  it.each([404, 405, 409, 418, 422, 429])(
    'maps %i to service-error without retrying',
    async (status) => {
      const fake = fakeFetch({ status, body: '' });
      const result = await clientWith(fake).run('lexicons');
      expect(result).toMatchObject({ ok: false, error: { kind: 'service-error', status } });
      expect(fake.calls).toHaveLength(1);
    },
  );

  it.each([101, 201, 204, 301, 302, 304])(
    'maps the unexpected status %i to service-error, not retried',
    async (status) => {
      const fake = fakeFetch({ status, body: '[]' });
      const result = await clientWith(fake).run('lexicons');
      expect(result).toMatchObject({ ok: false, error: { kind: 'service-error', status } });
      expect(fake.calls).toHaveLength(1);
    },
  );

  it('keeps messages empty when an error body is not the documented shape', async () => {
    for (const body of [
      '<h1>502 Bad Gateway</h1>',
      '[]',
      '{"message":[1,2]}',
      '{"message":"one"}',
    ]) {
      const result = await clientWith(fakeFetch({ status: 400, body })).run('lexicons');
      expect(!result.ok && result.error.messages).toEqual(body.includes('one') ? ['one'] : []);
    }
  });

  it('scrubs the key from anything the service echoes back', async () => {
    const fake = fakeFetch({
      status: 401,
      json: errorBody(401, [`api key ${KEY} is inactive`, KEY]),
    });
    const result = await clientWith(fake).run('lexicons');
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain(KEY);
    expect(!result.ok && result.error.messages).toEqual(['api key … is inactive', '…']);
  });
});

describe('retries', () => {
  it('retries a 5xx at most twice, then reports service-error', async () => {
    const fake = fakeFetch({
      status: 500,
      json: errorBody(500, ['Internal server error'], 'Error'),
    });
    const result = await clientWith(fake).run('senses', { query: 'x' });
    expect(fake.calls).toHaveLength(3);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'service-error', status: 500, messages: ['Internal server error'] },
    });
    expect(!result.ok && result.error.reason).toMatch(/after 3 attempts/);
  });

  it('succeeds when a retry succeeds', async () => {
    const fake = fakeFetch(
      { status: 503, body: '' },
      { status: 502, body: '' },
      { status: 200, json: [] },
    );
    const result = await clientWith(fake).run('lexicons');
    expect(result).toEqual({ ok: true, data: [] });
    expect(fake.calls).toHaveLength(3);
  });

  it('stops at the first answer that is not worth retrying', async () => {
    const fake = fakeFetch(
      { status: 500, body: '' },
      { status: 401, json: errorBody(401, [LIMIT_MESSAGE]) },
    );
    const result = await clientWith(fake).run('lexicons');
    expect(result).toMatchObject({ ok: false, error: { kind: 'limit-reached' } });
    expect(!result.ok && result.error.reason).not.toMatch(/attempts/);
    expect(fake.calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404])('never retries %i', async (status) => {
    const fake = fakeFetch({ status, body: '' });
    await clientWith(fake).run('lexicons');
    expect(fake.calls).toHaveLength(1);
  });

  it('retries a network failure, then reports network', async () => {
    const fake = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    const result = await clientWith(fake).run('lexicons');
    expect(fake.calls).toHaveLength(3);
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', messages: [] } });
    expect(!result.ok && result.error.status).toBeUndefined();
  });

  it('recovers from a network failure on retry', async () => {
    const fake = fakeFetch(() => Promise.reject(new TypeError('ECONNRESET')), {
      status: 200,
      json: [],
    });
    expect(await clientWith(fake).run('lexicons')).toEqual({ ok: true, data: [] });
    expect(fake.calls).toHaveLength(2);
  });

  it('honours maxRetries', async () => {
    const none = fakeFetch({ status: 500, body: '' });
    await clientWith(none, { maxRetries: 0 }).run('lexicons');
    expect(none.calls).toHaveLength(1);
    const four = fakeFetch({ status: 500, body: '' });
    await clientWith(four, { maxRetries: 4 }).run('lexicons');
    expect(four.calls).toHaveLength(5);
  });

  it('backs off exponentially from retryDelayMs', async () => {
    const fake = fakeFetch({ status: 500, body: '' });
    await clientWith(fake, { retryDelayMs: 40 }).run('lexicons');
    const [first, second, third] = fake.calls.map((call) => call.at);
    // Timers may fire a millisecond early; allow for it.
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(38);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(78);
  });
});

describe('timeouts and cancellation', () => {
  it('times out a fetch that never answers, without retrying', async () => {
    const fake = hangingFetch();
    const result = await clientWith(fake, { timeoutMs: 20 }).run('senses', { query: 'x' });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'timeout', messages: [], reason: 'no answer within 20 ms' },
    });
    expect(fake.calls).toHaveLength(1);
  });

  it('aborts the request signal on timeout, and reports timeout even if fetch rejects with AbortError', async () => {
    let seen: AbortSignal | undefined;
    const fake = fakeFetch(
      (call) =>
        new Promise((_, reject) => {
          seen = call.init.signal ?? undefined;
          seen?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = await clientWith(fake, { timeoutMs: 20 }).run('lexicons');
    expect(seen?.aborted).toBe(true);
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(fake.calls).toHaveLength(1);
  });

  it('times out a body that never finishes', async () => {
    const fake = fakeFetch(() => ({ status: 200, text: () => new Promise(() => {}) }));
    const result = await clientWith(fake, { timeoutMs: 20 }).run('lexicons');
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('does not call at all when the caller already aborted', async () => {
    const fake = fakeFetch({ status: 200, json: [] });
    const result = await clientWith(fake).run('lexicons', { signal: AbortSignal.abort() });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'network', messages: [], reason: CANCELLED_REASON },
    });
    expect(fake.calls).toHaveLength(0);
  });

  it('reports a caller abort during the request as cancelled, not timeout', async () => {
    const controller = new AbortController();
    const fake = hangingFetch();
    const pending = clientWith(fake, { timeoutMs: 10_000 }).run('lexicons', {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 5);
    expect(await pending).toEqual({
      ok: false,
      error: { kind: 'network', messages: [], reason: CANCELLED_REASON },
    });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.init.signal?.aborted).toBe(true);
  });

  it('stops waiting between retries when the caller aborts', async () => {
    const controller = new AbortController();
    const fake = fakeFetch(() => {
      setTimeout(() => controller.abort(), 5);
      return Promise.resolve(answer(500, ''));
    });
    const started = performance.now();
    const result = await clientWith(fake, { retryDelayMs: 10_000 }).run('lexicons', {
      signal: controller.signal,
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'network', reason: CANCELLED_REASON },
    });
    expect(fake.calls).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('a misbehaving fetch never makes run throw', () => {
  const weird: [string, FakeFetch, string][] = [
    [
      'throws synchronously',
      fakeFetch(() => {
        throw new Error('boom');
      }),
      'network',
    ],
    [
      'throws a non-Error',
      fakeFetch(() => {
        throw 'a string';
      }),
      'network',
    ],
    ['rejects with undefined', fakeFetch(() => Promise.reject(undefined)), 'network'],
    ['resolves to undefined', fakeFetch(() => Promise.resolve(undefined)), 'invalid-response'],
    ['resolves to null', fakeFetch(() => Promise.resolve(null)), 'invalid-response'],
    ['resolves to a number', fakeFetch(() => Promise.resolve(42)), 'invalid-response'],
    ['returns a plain value', fakeFetch(() => 'not a promise'), 'invalid-response'],
    [
      'has a status that is not a number',
      fakeFetch(() => ({ status: '200', text: () => '[]' })),
      'invalid-response',
    ],
    [
      'has a status getter that throws',
      fakeFetch(() => ({
        get status(): number {
          throw new Error('x');
        },
      })),
      'invalid-response',
    ],
    [
      'has a negative status',
      fakeFetch(() => ({ status: -1, text: () => '[]' })),
      'invalid-response',
    ],
    [
      'has a fractional status',
      fakeFetch(() => ({ status: 200.5, text: () => '[]' })),
      'invalid-response',
    ],
    [
      'has a status above 999',
      fakeFetch(() => ({ status: 2000, text: () => '[]' })),
      'invalid-response',
    ],
    ['has no text()', fakeFetch(() => ({ status: 200 })), 'invalid-response'],
    [
      'has a text() returning a number',
      fakeFetch(() => ({ status: 200, text: () => 5 })),
      'invalid-response',
    ],
    [
      'has a text getter that throws',
      fakeFetch(() => ({
        status: 200,
        get text(): () => string {
          throw new Error('x');
        },
      })),
      'network',
    ],
    [
      'has a text() that rejects with a non-Error',
      fakeFetch(() => ({ status: 200, text: () => Promise.reject(null) })),
      'network',
    ],
    [
      'has a text() that throws',
      fakeFetch(() => ({
        status: 200,
        text: () => {
          throw 1;
        },
      })),
      'network',
    ],
  ];

  it.each(weird)('when fetch %s', async (_, fake, kind) => {
    const result = await clientWith(fake).run('lexicons');
    expect(result).toMatchObject({ ok: false, error: { kind, messages: [] } });
  });

  it('decides an error status by status alone when its body cannot be read', async () => {
    const fake = fakeFetch(() => ({
      status: 403,
      text: () => Promise.reject(new TypeError('terminated')),
    }));
    const result = await clientWith(fake).run('senses', {
      scope: 'private',
      query: 'x',
      lexiconIds: ['R'],
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'no-permission', status: 403, messages: [] },
    });
    expect(fake.calls).toHaveLength(1);
  });

  it('retries a 200 whose body broke off, and keeps the status', async () => {
    const fake = fakeFetch(() => ({
      status: 200,
      text: () => Promise.reject(new TypeError('terminated')),
    }));
    const result = await clientWith(fake).run('lexicons');
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', status: 200 } });
    expect(fake.calls).toHaveLength(3);
  });

  it('survives bad numbers in the config by using the defaults', async () => {
    const fake = fakeFetch({ status: 500, body: '' });
    const client = createSiwarClient({
      baseUrl: BASE,
      apiKey: KEY,
      fetch: fake.fetch,
      maxRetries: Number.NaN,
      retryDelayMs: 1,
      timeoutMs: -5,
    });
    await client.run('lexicons');
    expect(fake.calls).toHaveLength(3);
  });
});

describe('every lookup operation goes through the same client', () => {
  it.each(LOOKUP_OPERATIONS)('%s in the public scope', async (operation) => {
    const fake = fakeFetch({ status: 200, json: [{ lemma: 'عين', lexiconName: 'R' }] });
    const result = await clientWith(fake).run(operation, { query: 'عين' });
    expect(result.ok).toBe(true);
    expect(fake.calls[0]?.url).toContain(`/public/${operation}?query=`);
  });
});

describe('answer size', () => {
  const entry = (fields: Record<string, unknown>) => ({
    lemma: 'كتب',
    lexiconName: 'L',
    ...fields,
  });

  it('does not parse a 200 body over 2 MB: an invalid response, not retried', async () => {
    const big = JSON.stringify([entry({ senses: ['x'.repeat(MAX_ANSWER_BYTES)] })]);
    const fake = fakeFetch({ status: 200, body: big });
    const result = await clientWith(fake).run('pos', { query: 'كتب' });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid-response', status: 200, messages: [], reason: TOO_LARGE_REASON },
    });
    expect(fake.calls).toHaveLength(1);
  });

  it('counts bytes, not characters: 1.1 million Arabic letters are over 2 MB', async () => {
    const fake = fakeFetch({ status: 200, body: `["${'ك'.repeat(1_100_000)}"]` });
    const result = await clientWith(fake).run('pos', { query: 'كتب' });
    expect(result).toMatchObject({ ok: false, error: { reason: TOO_LARGE_REASON } });
  });

  it('still names an error status whose body is too big', async () => {
    const fake = fakeFetch({ status: 403, body: 'x'.repeat(MAX_ANSWER_BYTES + 1) });
    const result = await clientWith(fake).run('pos', { query: 'كتب' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'no-permission', messages: [] } });
  });

  it.each([
    ['a sense', { senses: ['س'.repeat(MAX_TEXT_LENGTH + 1)] }, 'senses.0'],
    ['the part of speech', { pos: 'x'.repeat(MAX_TEXT_LENGTH + 1) }, 'pos'],
    ['the lemma', { lemma: 'ك'.repeat(MAX_TEXT_LENGTH + 1) }, 'lemma'],
    [
      'the senses list',
      { senses: Array.from({ length: MAX_LIST_ITEMS + 1 }, () => 's') },
      'senses',
    ],
  ])('refuses an answer whose %s is over the cap, naming the field', async (_, fields, field) => {
    const fake = fakeFetch({ status: 200, json: [entry(fields)] });
    const result = await clientWith(fake).run('pos', { query: 'كتب' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response', status: 200 } });
    expect(result.ok ? '' : result.error.reason).toContain(`element 0, field ${field}:`);
  });

  it('accepts fields right at the caps', async () => {
    const fields = {
      senses: Array.from({ length: MAX_LIST_ITEMS }, () => 's'),
      pos: 'x'.repeat(MAX_TEXT_LENGTH),
    };
    const fake = fakeFetch({ status: 200, json: [entry(fields)] });
    const result = await clientWith(fake).run('pos', { query: 'كتب' });
    expect(result).toMatchObject({ ok: true, data: [{ pos: fields.pos }] });
  });

  it.each([
    ['conjugations', 'wordForms', { value: 'كتب' }],
    ['word-structures', 'structures', { relatedLemma: 'كاتب' }],
  ] as const)('caps the list of %s at 1,000 items', async (operation, field, item) => {
    const answerWith = (count: number) =>
      fakeFetch({
        status: 200,
        json: [entry({ [field]: Array.from({ length: count }, () => item) })],
      });
    const atCap = await clientWith(answerWith(MAX_LIST_ITEMS)).run(operation, { query: 'كتب' });
    expect(atCap.ok).toBe(true);
    const over = await clientWith(answerWith(MAX_LIST_ITEMS + 1)).run(operation, { query: 'كتب' });
    expect(over).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    expect(over.ok ? '' : over.error.reason).toContain(`field ${field}:`);
  });
});
