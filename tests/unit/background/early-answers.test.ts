import { describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_MS, EarlyAnswers } from '../../../entrypoints/background/early-answers';
import type { TabLookupResponse } from '../../../lib/lookup/types';

const ANSWER: TabLookupResponse = {
  ok: false,
  error: { kind: 'key-rejected', messages: [], reason: 'rejected' },
  budget: null,
};

function setup() {
  const clock = { time: 1_000 };
  const early = new EarlyAnswers(() => clock.time);
  const lookup = vi.fn(async () => ANSWER);
  return { clock, early, lookup };
}

describe('early answers', () => {
  it('hands the answer started for a word to that tab once, without asking again', async () => {
    const { early, lookup } = setup();
    early.start(7, 'كتاب', lookup);
    expect(await early.take(7, 'كتاب')).toBe(ANSWER);
    expect(early.take(7, 'كتاب')).toBeUndefined();
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('keeps answers apart by tab and by word', () => {
    const { early, lookup } = setup();
    early.start(7, 'كتاب', lookup);
    expect(early.take(8, 'كتاب')).toBeUndefined();
    expect(early.take(7, 'قلم')).toBeUndefined();
    expect(early.take(7, 'كتاب')).toBeDefined();
  });

  it('lets an answer go once its ticket could no longer be claimed', () => {
    const { clock, early, lookup } = setup();
    early.start(7, 'كتاب', lookup);
    clock.time += EARLY_ANSWER_MS + 1;
    expect(early.take(7, 'كتاب')).toBeUndefined();
  });

  it('forgets everything when the settings or the cache change', () => {
    const { early, lookup } = setup();
    early.start(7, 'كتاب', lookup);
    early.clear();
    expect(early.take(7, 'كتاب')).toBeUndefined();
  });

  it('stays bounded however many words a tab starts', () => {
    const { early, lookup } = setup();
    for (let index = 0; index < 100; index++) early.start(7, `word-${index}`, lookup);
    expect(early.take(7, 'word-0')).toBeUndefined();
    expect(early.take(7, 'word-99')).toBeDefined();
  });

  it('never leaves a failed lookup unhandled', async () => {
    const { early } = setup();
    const failing = vi.fn(async (): Promise<TabLookupResponse> => {
      throw new Error('worker failure');
    });
    early.start(7, 'كتاب', failing);
    await expect(early.take(7, 'كتاب')).rejects.toThrow('worker failure');
  });

  it('hands an answer to a claim that waits for it, once; one not ready in time stays', async () => {
    const { early } = setup();
    let answer: (response: TabLookupResponse) => void = () => undefined;
    early.start(7, 'كتاب', () => new Promise((resolve) => (answer = resolve)));
    expect(await early.takeWhenReady(7, 'كتاب', 1)).toBeUndefined();
    const claim = early.takeWhenReady(7, 'كتاب', 1_000);
    answer(ANSWER);
    expect(await claim).toBe(ANSWER);
    expect(early.take(7, 'كتاب')).toBeUndefined();
  });

  it('never hands a claim an answer a lookup took while the claim waited', async () => {
    const { early } = setup();
    let answer: (response: TabLookupResponse) => void = () => undefined;
    early.start(7, 'كتاب', () => new Promise((resolve) => (answer = resolve)));
    const claim = early.takeWhenReady(7, 'كتاب', 1_000);
    expect(early.take(7, 'كتاب')).toBeDefined();
    answer(ANSWER);
    expect(await claim).toBeUndefined();
  });
});
