// Remembered forms: checked against the analysis's one schema where they are read, and
// keyed so that readings of another spelling or sentence never stand in for each other.
import { describe, expect, it } from 'vitest';
import {
  formMemories,
  lookupMemoryKey,
  rememberWordForms,
} from '../../../../lib/lookup/form-memories';
import type { FormMemory } from '../../../../lib/lookup/form-resolver';
import type { OperationResults } from '../../../../lib/lookup/types';
import { lookupWord } from '../../../../lib/lookup/word';
import { countedCache, DAY_MS, lookupOf } from './support';

const memory: FormMemory = {
  word: 'قالت',
  form: 'قال',
  stripped: true,
  analysis: {
    form: 'قال',
    proclitics: [],
    enclitics: [],
    inflections: [{ kind: 'verb', tense: 'past', subject: { person: 3, number: 'singular' } }],
  },
};

describe('remembered forms', () => {
  it('are read back as they were written', async () => {
    const { cache } = countedCache();
    const memories = formMemories(cache, DAY_MS);
    await memories.write('k', memory);
    expect(await memories.read('k')).toEqual(memory);
    await memories.write('none', { word: 'كتابب', form: null, stripped: false });
    expect(await memories.read('none')).toEqual({ word: 'كتابب', form: null, stripped: false });
  });

  it('are not used when what is stored is not a memory, or its analysis is broken', async () => {
    const { cache } = countedCache();
    const memories = formMemories(cache, DAY_MS);
    await cache.set('text', 'قال');
    await cache.set('no-form', { word: 'قالت', stripped: true });
    await cache.set('unknown-kind', {
      ...memory,
      analysis: { ...memory.analysis, inflections: [{ kind: 'made-up' }] },
    });
    await cache.set('no-clitics', { ...memory, analysis: { form: 'قال', inflections: [] } });
    for (const key of ['text', 'no-form', 'unknown-kind', 'no-clitics']) {
      expect(await memories.read(key)).toBeUndefined();
    }
  });

  it('are none when the store fails, and a failed write is only reported', async () => {
    const { cache, reads } = countedCache();
    reads.mockRejectedValue(new Error('IndexedDB closed'));
    const memories = formMemories(cache, DAY_MS);
    expect(await memories.read('k')).toBeUndefined();
    cache.set = () => Promise.reject(new Error('quota'));
    await expect(memories.write('k', memory)).resolves.toBeUndefined();
  });

  it('are kept apart for a tanween, the word’s own entry and the sentence’s choice', () => {
    const key = (written: string, asWritten = false, chosen?: string) =>
      lookupMemoryKey(
        lookupOf(written),
        asWritten,
        chosen ? { form: chosen, proclitics: [], enclitics: [], inflections: [] } : undefined,
      );
    const plain = key('عفوا');
    expect(new Set([plain, key('عفواً'), key('عفوا', true), key('عفوا', false, 'عفا')]).size).toBe(
      4,
    );
    // One loose key: spellings the service treats as one word share what was found.
    expect(key('اكل')).toBe(key('أكل'));
    expect(lookupOf('عفواً').word).toEqual(lookupWord('عفواً'));
  });

  it('are learnt for the conjugated forms an answer lists, but never over one already kept', async () => {
    const { cache } = countedCache();
    const memories = formMemories(cache, DAY_MS);
    const lookup = lookupOf('كتب');
    const results = {
      conjugations: [{ wordForms: [{ value: 'كتبت/يكتب' }, { value: 'كتب' }] }],
    } as unknown as OperationResults;
    const keyOf = (written: string) => lookupMemoryKey(lookupOf(written), false);
    await memories.write(keyOf('يكتب'), { word: 'يكتب', form: 'يكتب', stripped: false });
    await rememberWordForms(lookup, memories, 'كتب', results, null);
    expect(await memories.read(keyOf('كتبت'))).toMatchObject({
      word: 'كتبت',
      form: 'كتب',
      stripped: true,
    });
    expect(await memories.read(keyOf('يكتب'))).toMatchObject({ form: 'يكتب' });
    // The answer's own form is not a memory of itself.
    expect(await memories.read(keyOf('كتب'))).toBeUndefined();
  });
});
