import { describe, expect, it } from 'vitest';
import { checkServiceUrl, isCustomOrigin } from '../../../entrypoints/options/service-url';
import { serviceUrlSchema } from '../../../lib/settings/schema';

describe('checkServiceUrl', () => {
  it('accepts http and https, trimmed and without trailing slashes', () => {
    expect(checkServiceUrl(' https://siwar.ksaa.gov.sa/api/v1/external/ ')).toEqual({
      ok: true,
      url: 'https://siwar.ksaa.gov.sa/api/v1/external',
    });
    expect(checkServiceUrl('http://127.0.0.1:8787/api/v1/external')).toEqual({
      ok: true,
      url: 'http://127.0.0.1:8787/api/v1/external',
    });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['siwar.ksaa.gov.sa/api', 'invalid'],
    ['not a url', 'invalid'],
    ['ftp://example.com/api', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['https://user:pass@example.com/api', 'credentials'],
    ['https://example.com/api?x=1', 'query-or-hash'],
    ['https://example.com/api#top', 'query-or-hash'],
    ['https://example.com/api?', 'query-or-hash'],
    [`https://example.com/${'a'.repeat(2001)}`, 'invalid'],
  ])('refuses %j as %s', (input, problem) => {
    expect(checkServiceUrl(input)).toEqual({ ok: false, problem });
  });

  it('agrees with the settings schema the background applies', () => {
    for (const input of [
      'https://siwar.ksaa.gov.sa/api/v1/external/',
      'http://localhost:3000',
      'ftp://x.y',
      'https://a.b/c?d',
      'https://u@a.b/',
      'nonsense',
    ]) {
      const ours = checkServiceUrl(input);
      const theirs = serviceUrlSchema.safeParse(input);
      expect(ours.ok).toBe(theirs.success);
      if (ours.ok && theirs.success) expect(ours.url).toBe(theirs.data);
    }
  });
});

describe('isCustomOrigin', () => {
  it('is false only for the production service (whose permission is declared)', () => {
    expect(isCustomOrigin('https://siwar.ksaa.gov.sa/api/v1/external')).toBe(false);
    expect(isCustomOrigin('https://siwar.ksaa.gov.sa/other')).toBe(false);
    expect(isCustomOrigin('http://siwar.ksaa.gov.sa/api/v1/external')).toBe(true);
    expect(isCustomOrigin('http://127.0.0.1:8787/api/v1/external')).toBe(true);
  });
});
