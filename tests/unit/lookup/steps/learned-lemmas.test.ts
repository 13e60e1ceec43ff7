// The learnt lemmas: one read per lookup, however many of its steps rank readings.
import { describe, expect, it } from 'vitest';
import type { LemmaList } from '../../../../lib/arabic/lemma-list';
import {
  learnedLemmaMemory,
  learnedLemmasKey,
  MAX_LEARNED_LEMMAS,
  withLearned,
} from '../../../../lib/lookup/learned-lemmas';
import type { OperationResults } from '../../../../lib/lookup/types';
import { lookupWord } from '../../../../lib/lookup/word';
import { wordReadings } from '../../../../lib/lookup/word-readings';
import { countedCache, DAY_MS } from './support';

const SERVICE = 'https://siwar.test';
const answerOf = (...lemmas: string[]) =>
  ({ pos: lemmas.map((lemma) => ({ lemma })) }) as unknown as OperationResults;
const learnedReads = (reads: { mock: { calls: unknown[][] } }) =>
  reads.mock.calls.filter(([key]) => key === learnedLemmasKey(SERVICE)).length;

describe('the learnt lemmas of one lookup', () => {
  it('are read once for all the readings a lookup ranks', async () => {
    const { cache, reads } = countedCache();
    await cache.set(learnedLemmasKey(SERVICE), ['قال']);
    const learned = learnedLemmaMemory(cache, SERVICE, DAY_MS);
    const list: Promise<LemmaList | null> = Promise.resolve(null);
    const readings = wordReadings(lookupWord('تقول'), list, learned);
    await readings.lead('تقول');
    await readings.candidates('تقول');
    await readings.confirmedForms('تقول');
    await readings.inContext({ before: ['هي'], after: [] });
    await readings.otherReadings(new Set(), false);
    expect(learnedReads(reads)).toBe(1);
    expect([...(await learned.known())]).toEqual(['قال']);
  });

  it('rank a learnt lemma first among the readings asked after it was learnt', async () => {
    const { cache } = countedCache();
    const learned = learnedLemmaMemory(cache, SERVICE, DAY_MS);
    const readings = wordReadings(lookupWord('الخاصة'), Promise.resolve(null), learned);
    // The word itself may lead the candidates (it is skipped); the first cut one is asked.
    const firstCut = async () =>
      (await readings.candidates('الخاصة')).find((reading) => reading.form !== 'الخاصة')?.form;
    expect(await firstCut()).toBe('خاصة');
    await learned.learn(answerOf('خاص'));
    expect(await firstCut()).toBe('خاص');
    // Stored for the next lookup too.
    expect(await cache.get(learnedLemmasKey(SERVICE), DAY_MS)).toEqual(['خاص']);
  });

  it('keep what another lookup learnt since this one read them', async () => {
    const { cache } = countedCache();
    const first = learnedLemmaMemory(cache, SERVICE, DAY_MS);
    const second = learnedLemmaMemory(cache, SERVICE, DAY_MS);
    await first.known();
    await second.learn(answerOf('كتاب'));
    await first.learn(answerOf('قلم'));
    expect(await cache.get(learnedLemmasKey(SERVICE), DAY_MS)).toEqual(['كتاب', 'قلم']);
    expect([...(await first.known())]).toEqual(['كتاب', 'قلم']);
  });

  it('keep learning once the bound is reached: the newest in, the oldest out', async () => {
    const { cache } = countedCache();
    const full = Array.from({ length: MAX_LEARNED_LEMMAS }, (_, index) => `w${index}`);
    await cache.set(learnedLemmasKey(SERVICE), full);
    await learnedLemmaMemory(cache, SERVICE, DAY_MS).learn(answerOf('قلم'));
    const stored = (await cache.get(learnedLemmasKey(SERVICE), DAY_MS)) as string[];
    expect(stored).toHaveLength(MAX_LEARNED_LEMMAS);
    expect([stored[0], stored.at(-1)]).toEqual(['w1', 'قلم']);
  });

  it('are none when the store cannot be read, and the lookup goes on', async () => {
    const { cache, reads } = countedCache();
    reads.mockRejectedValue(new Error('IndexedDB closed'));
    expect([...(await learnedLemmaMemory(cache, SERVICE, DAY_MS).known())]).toEqual([]);
  });

  it('keep the newest lemmas up to the bound', () => {
    const full = Array.from({ length: MAX_LEARNED_LEMMAS }, (_, index) => `w${index}`);
    const next = withLearned(full, ['w1', 'new']);
    expect(next).toHaveLength(MAX_LEARNED_LEMMAS);
    expect(next.at(-1)).toBe('new');
    expect(next[0]).toBe('w1');
  });
});
