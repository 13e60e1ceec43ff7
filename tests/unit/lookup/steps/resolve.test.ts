// The resolve step: which form is asked, in what order, and what the lookup remembers.
import { describe, expect, it, vi } from 'vitest';
import type { OperationName } from '../../../../lib/api/operations';
import type { CandidateAnalysis } from '../../../../lib/arabic/analysis';
import { formMemories, lookupMemoryKey } from '../../../../lib/lookup/form-memories';
import type { CallRequest, GuardedCall } from '../../../../lib/lookup/guarded-call';
import { learnedLemmaMemory } from '../../../../lib/lookup/learned-lemmas';
import { type ResolveDeps, resolveWord, usableContext } from '../../../../lib/lookup/resolve';
import type { WordReadings } from '../../../../lib/lookup/word-readings';
import { countedCache, DAY_MS, lookupOf } from './support';

const reading = (form: string, pos?: 'noun' | 'verb'): CandidateAnalysis => ({
  form,
  proclitics: [],
  enclitics: [],
  inflections: [],
  ...(pos ? { pos } : {}),
});

/** A service that has `pos` entries for the forms in `words`; every question is recorded. */
function serviceOf(...words: string[]) {
  const asked: string[] = [];
  const call = vi.fn(async (_: unknown, request: CallRequest<OperationName>) => {
    asked.push(request.query ?? '');
    const has = words.includes(request.query ?? '');
    return { ok: true as const, data: has ? [{ lemma: request.query, pos: 'اسم' }] : [] };
  });
  const guarded = Object.assign(call, { peek: async () => undefined, store: vi.fn() });
  return { caller: guarded as unknown as GuardedCall, asked };
}

function readingsOf(lead?: CandidateAnalysis, inContext?: CandidateAnalysis): WordReadings {
  return {
    candidates: async () => [],
    confirmedForms: async () => new Set(),
    lead: async () => lead,
    inContext: async () => inContext,
    asWritten: async () => undefined,
    otherVerbForm: async () => undefined,
    otherReadings: async () => [],
  };
}

function depsFor(
  caller: GuardedCall,
): ResolveDeps & { cache: ReturnType<typeof countedCache>['cache'] } {
  const { cache } = countedCache();
  return {
    cache,
    caller,
    call: caller,
    memories: formMemories(cache, DAY_MS),
    learned: learnedLemmaMemory(cache, 'https://siwar.test', DAY_MS),
    lemmaList: async () => null,
  };
}

describe('resolving the form of a word', () => {
  it('asks the lead first, and remembers the form it found under the word', async () => {
    const { caller, asked } = serviceOf('حد');
    const deps = depsFor(caller);
    const lookup = lookupOf('حدود');
    const resolution = await resolveWord(lookup, {}, ['pos'], readingsOf(reading('حد')), deps);
    expect(resolution).toMatchObject({ ok: true, matched: 'حد', led: true });
    expect(asked).toEqual(['حد']);
    expect(await deps.memories.read(lookupMemoryKey(lookup, false))).toMatchObject({ form: 'حد' });
    expect([...(await deps.learned.known())]).toEqual(['حد']);
  });

  it('asks the word’s own entry when the reader asked for it as written, whatever leads', async () => {
    const { caller, asked } = serviceOf('حدود', 'حد');
    const deps = depsFor(caller);
    const request = { asWritten: true, context: { before: ['على'], after: [] } };
    const resolution = await resolveWord(
      lookupOf('حدود'),
      request,
      ['pos'],
      readingsOf(reading('حد'), reading('حد')),
      deps,
    );
    expect(resolution).toMatchObject({ ok: true, matched: 'حدود' });
    expect(asked).toEqual(['حدود']);
  });

  it('asks the sentence’s choice first and remembers it apart from the word alone', async () => {
    const { caller, asked } = serviceOf('لعب');
    const deps = depsFor(caller);
    const lookup = lookupOf('يلعب');
    const chosen = {
      ...reading('لعب', 'verb'),
      inflections: [{ kind: 'verb' as const, tense: 'present' as const }],
    };
    const context = { before: ['لا'], after: [] };
    await resolveWord(lookup, { context }, ['pos'], readingsOf(undefined, chosen), deps);
    expect(asked[0]).toBe('لعب');
    expect(await deps.memories.read(lookupMemoryKey(lookup, false, chosen))).toMatchObject({
      form: 'لعب',
    });
    expect(await deps.memories.read(lookupMemoryKey(lookup, false))).toBeUndefined();
  });

  it('remembers and learns nothing when it only reads the cache', async () => {
    const { caller } = serviceOf('حد');
    const deps = depsFor(caller);
    const lookup = lookupOf('حدود', { readOnly: true });
    await resolveWord(lookup, {}, ['pos'], readingsOf(reading('حد')), deps);
    expect(await deps.memories.read(lookupMemoryKey(lookup, false))).toBeUndefined();
    expect([...(await deps.learned.known())]).toEqual([]);
  });
});

describe('the words around a word', () => {
  it('are as many as a lookup takes, nearest kept, or none when malformed', () => {
    const words = ['1', '2', '3', '4', '5'];
    expect(usableContext({ before: words, after: words })).toEqual({
      before: ['3', '4', '5'],
      after: ['1', '2', '3'],
    });
    expect(usableContext({ before: ['a', 2], after: [] })).toBeUndefined();
    expect(usableContext('لا')).toBeUndefined();
  });

  it('carry what the paragraph shows of its writer, its known habits only and only as true', () => {
    const words = { before: ['في'], after: [] };
    const paragraph = { typesHehForTehMarbuta: true };
    expect(usableContext({ ...words, paragraph })).toEqual({ ...words, paragraph });
    expect(usableContext({ ...words, paragraph: { ...paragraph, madeUp: true } })).toEqual({
      ...words,
      paragraph,
    });
    expect(usableContext({ ...words, paragraph: { typesHehForTehMarbuta: 'yes' } })).toEqual(words);
    expect(usableContext({ ...words, paragraph: 'yes' })).toEqual(words);
  });
});
