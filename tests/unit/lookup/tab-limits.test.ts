import { describe, expect, it } from 'vitest';
import {
  createTabLimits,
  LIMIT_WINDOW_MS,
  NEW_WORDS_PER_MINUTE,
  TICKETS_PER_MINUTE,
} from '../../../lib/lookup/tab-limits';

/** A clock the test moves by hand. */
function fakeClock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const TAB = 7;
const OTHER_TAB = 8;
const words = (count: number) => Array.from({ length: count }, (_, index) => `كلمة${index}`);

describe('new words per tab', () => {
  it('admits 10 new words a minute from one tab, then refuses and says when to try again', () => {
    const clock = fakeClock();
    const limits = createTabLimits(clock.now);
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
    const limits = createTabLimits(clock.now);
    for (const word of words(NEW_WORDS_PER_MINUTE)) limits.newWord(TAB, word);
    for (const word of words(NEW_WORDS_PER_MINUTE)) {
      expect(limits.newWord(TAB, word)).toEqual({ ok: true });
    }
    // Past the window, asking it again (a call the cache could not answer) counts anew.
    clock.advance(LIMIT_WINDOW_MS);
    for (const word of words(NEW_WORDS_PER_MINUTE)) limits.newWord(TAB, word);
    expect(limits.newWord(TAB, 'جديدة').ok).toBe(false);
  });

  it('counts each tab apart, and forgets a closed tab', () => {
    const limits = createTabLimits(fakeClock().now);
    for (const word of words(NEW_WORDS_PER_MINUTE)) limits.newWord(TAB, word);
    expect(limits.newWord(TAB, 'جديدة').ok).toBe(false);
    expect(limits.newWord(OTHER_TAB, 'جديدة')).toEqual({ ok: true });
    limits.forgetTab(TAB);
    expect(limits.newWord(TAB, 'جديدة')).toEqual({ ok: true });
  });
});

describe('card tickets per tab', () => {
  it('admits 30 tickets a minute from one tab, each one counted, the same word too', () => {
    const clock = fakeClock();
    const limits = createTabLimits(clock.now);
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
