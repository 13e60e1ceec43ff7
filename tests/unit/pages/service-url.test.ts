import { describe, expect, it } from 'vitest';
import { checkServiceUrl, isCustomOrigin } from '../../../entrypoints/options/service-url';
import { serviceUrlSchema } from '../../../lib/settings/schema';

describe('checkServiceUrl', () => {
  it('accepts https and loopback http, trimmed and without trailing slashes', () => {
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
    ['http://localhost:8787/api/v1/external', 'http://localhost:8787/api/v1/external'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['http://127.45.6.7/api', 'http://127.45.6.7/api'],
    ['http://127.1:8787/api', 'http://127.0.0.1:8787/api'],
    ['http://[::1]:8787/api', 'http://[::1]:8787/api'],
  ])('accepts http:// on this computer: %j', (input, url) => {
    expect(checkServiceUrl(input)).toEqual({ ok: true, url });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['siwar.ksaa.gov.sa/api', 'invalid'],
    ['not a url', 'invalid'],
    ['ftp://example.com/api', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['http://siwar.ksaa.gov.sa/api/v1/external', 'insecure'],
    ['http://192.168.1.20:8787/api', 'insecure'],
    ['http://localhost.evil.example/api', 'insecure'],
    ['http://127.0.0.1.nip.io/api', 'insecure'],
    ['http://[::ffff:127.0.0.1]/api', 'insecure'],
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
      'http://example.com',
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
