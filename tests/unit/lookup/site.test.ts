import { describe, expect, it } from 'vitest';
import { siteOf } from '../../../lib/lookup/site';

describe('siteOf: the site whose budget a page spends', () => {
  it('keeps a domain and its subdomains together, whatever the scheme or port', () => {
    for (const url of [
      'https://example.com/a',
      'http://www.example.com:8080/',
      'https://a.b.c.example.com/x?y',
      'https://EXAMPLE.com./',
    ]) {
      expect(siteOf(url), url).toBe('example.com');
    }
  });

  it('keeps registrations under a country’s generic second level apart', () => {
    expect(siteOf('https://news.bbc.co.uk/')).toBe('bbc.co.uk');
    expect(siteOf('https://www.spa.gov.sa/')).toBe('spa.gov.sa');
    expect(siteOf('https://shop.com.sa/')).toBe('shop.com.sa');
    // A country code's own second level that is a name, not a registry: two labels.
    expect(siteOf('https://a.example.de/')).toBe('example.de');
  });

  it('merges pages on a shared host, where anyone takes a subdomain for free', () => {
    expect(siteOf('https://attacker-1.github.io/')).toBe(siteOf('https://attacker-2.github.io/'));
    expect(siteOf('https://x.blogspot.com/')).toBe('blogspot.com');
  });

  it('takes an IP address or localhost whole, and a page without host by its scheme', () => {
    expect(siteOf('http://127.0.0.1:5173/pages/demo.html')).toBe('127.0.0.1');
    expect(siteOf('http://127.0.0.1:9999/')).toBe('127.0.0.1');
    expect(siteOf('http://192.168.1.20/')).toBe('192.168.1.20');
    expect(siteOf('http://[::1]:8080/')).toBe('[::1]');
    expect(siteOf('http://localhost:3000/')).toBe('localhost');
    expect(siteOf('http://app.localhost/')).toBe('localhost');
    expect(siteOf('file:///home/reader/a.html')).toBe('file:');
    expect(siteOf('not a url')).toBe('invalid:');
  });
});
