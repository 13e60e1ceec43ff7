import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES, type OperationName } from '../../../lib/api/operations';
import { buildRequestUrl, prepareRequest } from '../../../lib/api/url';
import { serviceIdentity } from '../../../lib/lookup/keys';
import { serviceUrlSchema } from '../../../lib/settings/schema';

const BASE = 'https://siwar.ksaa.gov.sa/api/v1/external';
const MUHIT = '2202f51d-7d70-4472-9fc0-f178fb425463';

describe('buildRequestUrl', () => {
  it('gives the same URL with or without a trailing slash on the base', () => {
    const plain = buildRequestUrl(BASE, 'senses', { query: 'كتب' });
    expect(buildRequestUrl(`${BASE}/`, 'senses', { query: 'كتب' })).toBe(plain);
    expect(buildRequestUrl(`${BASE}///`, 'senses', { query: 'كتب' })).toBe(plain);
    expect(plain.startsWith(`${BASE}/public/senses?`)).toBe(true);
  });

  it('keeps the port and path of a local base URL', () => {
    expect(buildRequestUrl('http://127.0.0.1:4010/api/v1/external/', 'lexicons', {})).toBe(
      'http://127.0.0.1:4010/api/v1/external/public/lexicons',
    );
    expect(buildRequestUrl('http://localhost:4010', 'lexicons', {})).toBe(
      'http://localhost:4010/public/lexicons',
    );
  });

  it('puts every operation at {base}/{scope}/{path}', () => {
    for (const operation of OPERATION_NAMES) {
      const url = new URL(buildRequestUrl(BASE, operation, { query: 'عرك' }));
      expect(url.pathname).toBe(`/api/v1/external/public/${operation}`);
    }
    const privateUrl = new URL(
      buildRequestUrl(BASE, 'word-structures', {
        scope: 'private',
        query: 'عرك',
        lexiconIds: ['Riyadh'],
      }),
    );
    expect(privateUrl.pathname).toBe('/api/v1/external/private/word-structures');
  });

  it.each([
    ['Arabic with diacritics', 'كَتَبَ'],
    ['an ampersand', 'a&lexiconIds=evil'],
    ['a hash', 'قلم#1'],
    ['a plus', 'c++'],
    ['a percent sign', '100%25'],
    ['spaces', '  بيت  الشعر '],
    ['a question mark and equals', '?query=x'],
  ])('percent-encodes %s so the service reads the query back unchanged', (_, query) => {
    const url = buildRequestUrl(BASE, 'senses', { query });
    const parsed = new URL(url);
    expect(parsed.searchParams.get('query')).toBe(query);
    expect([...parsed.searchParams.keys()]).toEqual(['query']);
    expect(parsed.hash).toBe('');
  });

  it('encodes spaces as %20, which every server decodes the same way', () => {
    expect(buildRequestUrl(BASE, 'root', { query: 'a b+c' })).toBe(
      `${BASE}/public/root?query=a%20b%2Bc`,
    );
  });

  it('joins lexicon ids with a bare comma and accepts ids that are not UUIDs', () => {
    const url = buildRequestUrl(BASE, 'senses', {
      scope: 'private',
      query: 'عين',
      lexiconIds: ['Riyadh', MUHIT],
    });
    expect(url).toBe(
      `${BASE}/private/senses?query=${encodeURIComponent('عين')}&lexiconIds=Riyadh,${MUHIT}`,
    );
    expect(new URL(url).searchParams.get('lexiconIds')).toBe(`Riyadh,${MUHIT}`);
  });

  it('trims ids before sending them', () => {
    const url = buildRequestUrl(BASE, 'senses', { query: 'عين', lexiconIds: [' Riyadh '] });
    expect(new URL(url).searchParams.get('lexiconIds')).toBe('Riyadh');
  });

  it('omits lexiconIds when the public list is empty or absent', () => {
    for (const lexiconIds of [undefined, []]) {
      const url = new URL(buildRequestUrl(BASE, 'senses', { query: 'عين', lexiconIds }));
      expect(url.searchParams.has('lexiconIds')).toBe(false);
    }
  });

  it('sends no parameters for the lexicon list, whatever the caller passed', () => {
    expect(buildRequestUrl(BASE, 'lexicons', { query: 'x', lexiconIds: ['Riyadh'] })).toBe(
      `${BASE}/public/lexicons`,
    );
  });

  it('sends the query exactly as given, surrounding spaces included', () => {
    const url = buildRequestUrl(BASE, 'senses', { query: ' كتب ' });
    expect(new URL(url).searchParams.get('query')).toBe(' كتب ');
  });

  it('throws the refusal reason for a request that must not be made', () => {
    expect(() => buildRequestUrl(BASE, 'senses', {})).toThrow('"senses" needs a word to look up');
  });
});

describe('prepareRequest refusals', () => {
  const refusals: [string, string, OperationName, Parameters<typeof prepareRequest>[2], RegExp][] =
    [
      ['lexicons in the private scope', BASE, 'lexicons', { scope: 'private' }, /private scope/],
      [
        'search in the private scope',
        BASE,
        'search',
        { scope: 'private', query: 'x', lexiconIds: ['Riyadh'] },
        /private scope/,
      ],
      ['private without ids', BASE, 'senses', { scope: 'private', query: 'x' }, /lexicon id/],
      [
        'private with an empty list',
        BASE,
        'senses',
        { scope: 'private', query: 'x', lexiconIds: [] },
        /lexicon id/,
      ],
      ['a missing query', BASE, 'root', {}, /needs a word/],
      ['an empty query', BASE, 'root', { query: '' }, /needs a word/],
      ['a blank query', BASE, 'root', { query: ' \t\n ' }, /needs a word/],
      ['an empty id', BASE, 'root', { query: 'x', lexiconIds: ['Riyadh', ''] }, /lexicon id 2/],
      ['a blank id', BASE, 'root', { query: 'x', lexiconIds: ['  '] }, /lexicon id 1/],
      ['an id with a comma', BASE, 'root', { query: 'x', lexiconIds: ['a,b'] }, /lexicon id 1/],
      ['an id with a space', BASE, 'root', { query: 'x', lexiconIds: ['a b'] }, /lexicon id 1/],
      ['an absurdly long id', BASE, 'root', { query: 'x', lexiconIds: ['a'.repeat(201)] }, /1/],
      ['an ftp base URL', 'ftp://example.com/api', 'lexicons', {}, /http/],
      ['a javascript: base URL', 'javascript:alert(1)', 'lexicons', {}, /http/],
      ['a relative base URL', '/api/v1/external', 'lexicons', {}, /not a valid URL/],
      ['an empty base URL', '', 'lexicons', {}, /empty/],
      ['a base URL with a query', `${BASE}?x=1`, 'lexicons', {}, /"\?"/],
      ['a base URL with credentials', 'https://u:p@example.com/api', 'lexicons', {}, /password/],
    ];

  it.each(refusals)('refuses %s', (_, baseUrl, operation, params, reason) => {
    const prepared = prepareRequest(baseUrl, operation, params);
    expect(prepared.ok).toBe(false);
    if (!prepared.ok) expect(prepared.reason).toMatch(reason);
  });

  it('refuses names and scopes that are not in the table (messages from other contexts)', () => {
    expect(prepareRequest(BASE, 'constructor' as OperationName, { query: 'x' }).ok).toBe(false);
    expect(prepareRequest(BASE, 'nope' as OperationName, { query: 'x' }).ok).toBe(false);
    const scope = 'internal' as 'public';
    expect(prepareRequest(BASE, 'senses', { query: 'x', scope }).ok).toBe(false);
    const lexiconIds = 'Riyadh' as unknown as string[];
    expect(prepareRequest(BASE, 'senses', { query: 'x', lexiconIds }).ok).toBe(false);
  });

  it('does not echo an invalid id back in the reason', () => {
    const id = `secret${'x'.repeat(300)}`;
    const prepared = prepareRequest(BASE, 'root', { query: 'x', lexiconIds: [id] });
    expect(prepared.ok).toBe(false);
    if (!prepared.ok) expect(prepared.reason).not.toContain('secret');
  });
});

describe('one rule for service URLs', () => {
  // The settings schema (what may be stored), the client (what it calls) and the cache
  // (which service an answer belongs to) must agree, or a stored URL could be refused by
  // the client, or one service cached under two names.
  it.each(
    [
      'https://siwar.ksaa.gov.sa/api/v1/external',
      '  http://localhost:8787/api/v1/external//  ',
      'https://example.com/api?',
      'https://example.com/api#',
      'https://u:p@example.com/api',
      'ftp://example.com/api',
      `https://example.com/${'a'.repeat(2000)}`,
      '/relative',
      '',
    ].map((url) => [url.length > 100 ? 'a URL too long to be typed' : JSON.stringify(url), url]),
  )('%s', (_label, url) => {
    const stored = serviceUrlSchema.safeParse(url);
    const prepared = prepareRequest(url, 'lexicons');
    expect(prepared.ok).toBe(stored.success);
    if (stored.success && prepared.ok) {
      expect(prepared.url).toBe(`${stored.data}/public/lexicons`);
      expect(serviceIdentity(url)).toBe(stored.data);
    }
  });
});
