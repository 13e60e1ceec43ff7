import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSiwarClient } from '../../../lib/api/client';
import { API_ERROR_KINDS, type ApiResult } from '../../../lib/api/errors';
import { OPERATION_NAMES, type OperationName } from '../../../lib/api/operations';
import { buildRequestUrl } from '../../../lib/api/url';
import { answer, fakeFetch } from './fake-fetch';

const BASE = 'http://127.0.0.1:9/api/v1/external';

/** What any result of `run` must look like: the closed error set, or data. */
const apiResultShape = z.union([
  z.object({ ok: z.literal(true), data: z.array(z.unknown()) }).strict(),
  z
    .object({
      ok: z.literal(false),
      error: z
        .object({
          kind: z.enum(API_ERROR_KINDS),
          status: z.number().int().optional(),
          messages: z.array(z.string()),
          reason: z.string().optional(),
        })
        .strict(),
    })
    .strict(),
]);

const operation = fc.constantFrom(...OPERATION_NAMES);
const params = fc.record({
  scope: fc.constantFrom('public' as const, 'private' as const),
  query: fc.string({ minLength: 1 }),
  lexiconIds: fc.array(fc.constantFrom('Riyadh', '2202f51d-7d70-4472-9fc0-f178fb425463'), {
    minLength: 1,
    maxLength: 3,
  }),
});
const status = fc.integer({ min: 100, max: 599 });

/** Bodies a broken or hostile service might send: text, any JSON, JSON shaped almost right. */
const body = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .array(
      fc.record(
        {
          lemma: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
          lexiconName: fc.oneof(fc.string(), fc.constant(null)),
          senses: fc.oneof(fc.array(fc.oneof(fc.string(), fc.constant(null))), fc.jsonValue()),
          root: fc.oneof(fc.string(), fc.constant(null)),
          _id: fc.string(),
          name: fc.string(),
          isPublic: fc.jsonValue(),
        },
        { requiredKeys: [] },
      ),
    )
    .map((value) => JSON.stringify(value)),
  fc
    .record(
      { statusCode: fc.jsonValue(), error: fc.jsonValue(), message: fc.jsonValue() },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
);

const settle = (result: ApiResult<unknown>) => {
  const checked = apiResultShape.safeParse(result);
  expect(checked.success, `${JSON.stringify(result)}: ${checked.error?.message}`).toBe(true);
};

describe('run always resolves to a valid ApiResult', () => {
  it('for any status and any body', async () => {
    await fc.assert(
      fc.asyncProperty(operation, params, status, body, async (op, call, code, text) => {
        const fake = fakeFetch(() => Promise.resolve(answer(code, text)));
        const client = createSiwarClient({
          baseUrl: BASE,
          apiKey: 'k-123',
          fetch: fake.fetch,
          retryDelayMs: 0,
        });
        const result = await client.run(op, call);
        settle(result);
        // Only a 200 may succeed, and every call that reached the service reports its status.
        if (result.ok) expect(code).toBe(200);
        else if (fake.calls.length > 0) expect(result.error.status).toBe(code);
        expect(fake.calls.length).toBeLessThanOrEqual(3);
      }),
      { numRuns: 400 },
    );
  });

  it('whatever fetch resolves to, rejects with or throws', async () => {
    const behaviour = fc.oneof(
      fc.anything().map((value) => () => Promise.resolve(value)),
      fc.anything().map((value) => () => Promise.reject(value)),
      fc.anything().map((value) => () => {
        throw value;
      }),
      fc
        .record({ status: fc.anything(), text: fc.anything() }, { requiredKeys: [] })
        .map((value) => () => value),
      fc.anything().map((value) => () => ({ status: 200, text: () => Promise.reject(value) })),
      fc.anything().map((value) => () => ({ status: 200, text: () => Promise.resolve(value) })),
    );
    await fc.assert(
      fc.asyncProperty(operation, params, behaviour, async (op, call, reply) => {
        const fake = fakeFetch(reply);
        const client = createSiwarClient({
          baseUrl: BASE,
          apiKey: 'k-123',
          fetch: fake.fetch,
          retryDelayMs: 0,
        });
        settle(await client.run(op, call));
      }),
      { numRuns: 1000 },
    );
  });

  it('never lets the key out, even when the service echoes it', async () => {
    const key = fc.string({
      unit: fc.constantFrom(...'abcdefXYZ0123456789-_.~'),
      minLength: 1,
      maxLength: 40,
    });
    await fc.assert(
      fc.asyncProperty(key, status, fc.string(), async (apiKey, code, noise) => {
        const echo = JSON.stringify({
          statusCode: code,
          message: [`${noise}${apiKey}${noise}`, apiKey],
        });
        const fake = fakeFetch(() => Promise.resolve(answer(code, echo)));
        const client = createSiwarClient({
          baseUrl: BASE,
          apiKey,
          fetch: fake.fetch,
          retryDelayMs: 0,
        });
        const result = await client.run('lexicons');
        settle(result);
        if (!result.ok) {
          for (const text of [...result.error.messages, result.error.reason ?? '']) {
            expect(text).not.toContain(apiKey);
          }
        }
        // The key goes in the header only; the URL is the same whatever the key.
        for (const recorded of fake.calls) expect(recorded.url).toBe(`${BASE}/public/lexicons`);
      }),
      { numRuns: 300 },
    );
  });
});

describe('URL building round-trips', () => {
  const lookup = fc.constantFrom(
    ...OPERATION_NAMES.filter(
      (name): name is Exclude<OperationName, 'lexicons'> => name !== 'lexicons',
    ),
  );
  const nonBlank = (text: string) => text.trim() !== '';

  it.each([
    ['fc.string()', fc.string()],
    ['full Unicode code points', fc.string({ unit: 'binary' })],
    ['Unicode graphemes', fc.string({ unit: 'grapheme' })],
    [
      'URL-hostile characters',
      fc.string({ unit: fc.constantFrom(...'&#+% =?/\\;,\'"<>كتب\u064E\u0651') }),
    ],
  ])('any non-blank query (%s)', (_, query) => {
    fc.assert(
      fc.property(lookup, query.filter(nonBlank), (op, text) => {
        const url = new URL(buildRequestUrl(BASE, op, { query: text }));
        expect(url.searchParams.get('query')).toBe(text);
        expect(url.hash).toBe('');
        expect([...url.searchParams.keys()]).toEqual(['query']);
      }),
      { numRuns: 500 },
    );
  });

  it('any list of valid lexicon ids, in order', () => {
    const id = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 40 })
      .filter((text) => /^[^\s,]+$/.test(text));
    fc.assert(
      fc.property(
        lookup,
        fc.array(id, { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (op, ids, isPrivate) => {
          if (isPrivate && op === 'search') return;
          const url = new URL(
            buildRequestUrl(`${BASE}/`, op, {
              scope: isPrivate ? 'private' : 'public',
              query: 'عين',
              lexiconIds: ids,
            }),
          );
          expect(url.searchParams.get('lexiconIds')?.split(',')).toEqual(ids);
          expect(url.searchParams.get('query')).toBe('عين');
        },
      ),
      { numRuns: 500 },
    );
  });
});
