import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteOf } from '../../../lib/lookup/site';
import {
  ALL_SITES_NEW_WORDS_PER_MINUTE,
  LIMIT_WINDOW_MS,
  RateLimit,
} from '../../../lib/lookup/site-limits';
import { newWordPace, siteOrigins } from '../../../scripts/bench/sites';

describe('the bench pages: what the per-site limits would otherwise stop', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('puts every page on a site of its own, on the sample service port', () => {
    const next = siteOrigins('http://127.0.0.1:4321');
    const origins = Array.from({ length: 40 }, next);
    expect(new Set(origins.map((origin) => siteOf(`${origin}/pages/demo.html`))).size).toBe(40);
    expect(origins.every((origin) => new URL(origin).port === '4321')).toBe(true);
  });

  it('paces new words so that the all-sites limit admits every one', async () => {
    vi.useFakeTimers();
    const start = Date.now();
    const limit = new RateLimit(ALL_SITES_NEW_WORDS_PER_MINUTE, Date.now);
    const pace = newWordPace(Date.now);
    const refused: number[] = [];
    for (let word = 0; word < 70; word++) {
      const waited = pace();
      await vi.runAllTimersAsync();
      await waited;
      if (!limit.admit('all', `word ${word}`).ok) refused.push(word);
      vi.advanceTimersByTime(200);
    }
    expect(refused).toEqual([]);
    // It waits only as long as it must: 70 words in well under four windows.
    expect(Date.now() - start).toBeLessThan(4 * LIMIT_WINDOW_MS);
  });
});
