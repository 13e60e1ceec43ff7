import { describe, expect, it } from 'vitest';
import {
  ALL_SITES_NEW_WORDS_PER_MINUTE,
  createSiteLimits,
  LIMIT_WINDOW_MS,
  NEW_WORDS_PER_MINUTE,
  TICKETS_PER_MINUTE,
} from '../../../lib/lookup/site-limits';

/** A clock the test moves by hand. */
function fakeClock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const TAB = 7;
const OTHER_TAB = 8;
const words = (count: number) => Array.from({ length: count }, (_, index) => `كلمة${index}`);

describe('new words per site', () => {
  it('admits 10 new words a minute from one site, then refuses and says when to try again', () => {
    const clock = fakeClock();
    const limits = createSiteLimits(clock.now);
    for (const word of words(NEW_WORDS_PER_MINUTE)) {
      expect(limits.newWord(TAB, word)).toEqual({ ok: true });
      clock.advance(1000);
    }
    // The first word was admitted 10 s ago: the window frees it 50 s from now.
    expect(limits.newWord(TAB, 'جديدة')).toEqual({ ok: false, retryAfterMs: 50_000 });
    clock.advance(49_999);
    expect(limits.newWord(TAB, 'جديدة')).toEqual({ ok: false, retryAfterMs: 1 });
    clock.advance(1);
    expect(limits.newWord(TAB, 'جديدة')).toEqual({ ok: true });
    // Only the first word's place came free.
    expect(limits.newWord(TAB, 'أخرى').ok).toBe(false);
  });

  it('counts a word once within the window: its other tabs and probes are the same word', () => {
    const clock = fakeClock();
    const limits = createSiteLimits(clock.now);
    for (const word of words(NEW_WORDS_PER_MINUTE)) limits.newWord(TAB, word);
    for (const word of words(NEW_WORDS_PER_MINUTE)) {
      expect(limits.newWord(TAB, word)).toEqual({ ok: true });
    }
    // Past the window, asking it again (a call the cache could not answer) counts anew.
    clock.advance(LIMIT_WINDOW_MS);
    for (const word of words(NEW_WORDS_PER_MINUTE)) limits.newWord(TAB, word);
    expect(limits.newWord(TAB, 'جديدة').ok).toBe(false);
  });

  it('counts the tabs of one site together, and keeps the count when one closes', () => {
    const limits = createSiteLimits(fakeClock().now);
    limits.setSite(TAB, 'example.com');
    limits.setSite(OTHER_TAB, 'example.com');
    const half = NEW_WORDS_PER_MINUTE / 2;
    for (const word of words(half)) limits.newWord(TAB, word);
    for (const word of words(NEW_WORDS_PER_MINUTE).slice(half)) limits.newWord(OTHER_TAB, word);
    expect(limits.newWord(OTHER_TAB, 'جديدة').ok).toBe(false);
    expect(limits.newWord(TAB, 'جديدة').ok).toBe(false);
    // Closing a tab and opening another of the site starts nothing afresh.
    limits.forgetTab(TAB);
    limits.setSite(TAB + 10, 'example.com');
    expect(limits.newWord(TAB + 10, 'جديدة').ok).toBe(false);
    // Another site has a count of its own.
    limits.setSite(TAB + 11, 'other.org');
    expect(limits.newWord(TAB + 11, 'جديدة')).toEqual({ ok: true });
  });

  it('counts a tab whose site it was never told apart, and forgets it when it closes', () => {
    const limits = createSiteLimits(fakeClock().now);
    for (const word of words(NEW_WORDS_PER_MINUTE)) limits.newWord(TAB, word);
    expect(limits.newWord(TAB, 'جديدة').ok).toBe(false);
    expect(limits.newWord(OTHER_TAB, 'جديدة')).toEqual({ ok: true });
    limits.forgetTab(TAB);
    expect(limits.newWord(TAB, 'جديدة')).toEqual({ ok: true });
  });

  it('lets all sites together spend on at most 30 new words a minute', () => {
    const limits = createSiteLimits(fakeClock().now);
    const all = words(ALL_SITES_NEW_WORDS_PER_MINUTE + 1);
    all.forEach((word, index) => {
      const tab = Math.floor(index / NEW_WORDS_PER_MINUTE);
      limits.setSite(tab, `site${tab}.example`);
      const admission = limits.newWord(tab, word);
      expect(admission.ok, word).toBe(index < ALL_SITES_NEW_WORDS_PER_MINUTE);
    });
  });
});

describe('card tickets per tab', () => {
  it('admits 30 tickets a minute from one tab, each one counted, the same word too', () => {
    const clock = fakeClock();
    const limits = createSiteLimits(clock.now);
    for (let issued = 0; issued < TICKETS_PER_MINUTE; issued++) {
      expect(limits.ticket(TAB)).toEqual({ ok: true });
    }
    expect(limits.ticket(TAB)).toEqual({ ok: false, retryAfterMs: LIMIT_WINDOW_MS });
    expect(limits.ticket(OTHER_TAB)).toEqual({ ok: true });
    // Tickets and words are counted apart: a refused ticket leaves the words' count alone.
    expect(limits.newWord(TAB, 'كتاب')).toEqual({ ok: true });
    clock.advance(LIMIT_WINDOW_MS);
    expect(limits.ticket(TAB)).toEqual({ ok: true });
  });
});
