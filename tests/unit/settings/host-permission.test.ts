import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  hasHostPermission,
  originPatternFor,
  requestHostPermission,
} from '../../../lib/settings/host-permission';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('originPatternFor', () => {
  it.each([
    ['https://siwar.ksaa.gov.sa/api/v1/external', 'https://siwar.ksaa.gov.sa/*'],
    ['http://127.0.0.1:8787/api/v1/external', 'http://127.0.0.1/*'],
    ['http://localhost:3000', 'http://localhost/*'],
    ['HTTPS://Example.COM/Path/', 'https://example.com/*'],
  ])('%s → %s (no port, every path)', (url, pattern) => {
    expect(originPatternFor(url)).toBe(pattern);
  });

  it.each(['ftp://example.com/', 'not a url', 'chrome-extension://abc/x'])(
    'throws for %s',
    (url) => {
      expect(() => originPatternFor(url)).toThrow();
    },
  );
});

describe('permission checks', () => {
  it('asks permissions.contains for the pattern, and reads failures as "no"', async () => {
    const contains = vi.fn(async () => true);
    fakeBrowser.permissions.contains = contains;
    expect(await hasHostPermission('http://127.0.0.1:8787/api')).toBe(true);
    expect(contains).toHaveBeenCalledWith({ origins: ['http://127.0.0.1/*'] });
    expect(await hasHostPermission('nonsense')).toBe(false);
  });

  it('calls permissions.request synchronously, so the user gesture still counts', () => {
    const request = vi.fn(async () => true);
    fakeBrowser.permissions.request = request;
    const pending = requestHostPermission('https://example.com/api');
    expect(request).toHaveBeenCalledWith({ origins: ['https://example.com/*'] });
    return expect(pending).resolves.toBe(true);
  });

  it('resolves false when the request is refused or fails', async () => {
    fakeBrowser.permissions.request = vi.fn(async () => false);
    expect(await requestHostPermission('https://example.com/api')).toBe(false);
    fakeBrowser.permissions.request = vi.fn(async () => Promise.reject(new Error('no gesture')));
    expect(await requestHostPermission('https://example.com/api')).toBe(false);
    expect(await requestHostPermission('file:///x')).toBe(false);
  });
});
