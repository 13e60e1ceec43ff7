// The session step: what every call of one lookup shares, or none without a key.
import { describe, expect, it, vi } from 'vitest';
import { hashApiKey } from '../../../../lib/lookup/budget';
import { lifetimeMs, memoisedKeyHash, openSession } from '../../../../lib/lookup/session';
import { BASE_URL, config } from '../fake-service';
import { DAY_MS } from './support';

describe('the session of a lookup', () => {
  const keyHash = vi.fn(hashApiKey);

  it('is none without a key, or with a key of spaces', async () => {
    expect(await openSession(config({ apiKey: null }), { keyHash })).toBeNull();
    expect(await openSession(config({ apiKey: '   ' }), { keyHash })).toBeNull();
  });

  it('names the key by its hash (of the trimmed key) and the service by its one spelling', async () => {
    const admitCall = () => null;
    const session = await openSession(
      config({ apiKey: ' k ', serviceUrl: `${BASE_URL}/` }),
      { keyHash },
      admitCall,
    );
    expect(session).toMatchObject({ keyHash: await hashApiKey('k'), service: BASE_URL, admitCall });
    expect(JSON.stringify(session)).not.toContain('"k"');
  });

  it('hashes the same key once per worker life', async () => {
    const hash = memoisedKeyHash();
    const first = hash('key-a');
    expect(hash('key-a')).toBe(first);
    expect(hash('key-b')).not.toBe(first);
  });

  it('keeps answers the days set, or 30 when the setting is not a usable number', () => {
    expect(lifetimeMs(7)).toBe(7 * DAY_MS);
    expect(lifetimeMs(0)).toBe(0);
    expect(lifetimeMs(Number.NaN)).toBe(30 * DAY_MS);
    expect(lifetimeMs(-1)).toBe(30 * DAY_MS);
  });
});
