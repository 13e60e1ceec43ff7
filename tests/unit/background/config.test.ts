import { describe, expect, it } from 'vitest';
import {
  createStoredConfigSource,
  type StoredConfig,
} from '../../../entrypoints/background/config';
import { DEFAULT_SETTINGS } from '../../../lib/settings/schema';

function config(apiKey: string): StoredConfig {
  return { apiKey, settings: DEFAULT_SETTINGS };
}

/** A storage stand-in that counts reads and answers with the key stored at read time. */
function storage(initialKey: string) {
  const state = { key: initialKey, reads: 0, failNext: false };
  const readFresh = async () => {
    state.reads++;
    if (state.failNext) {
      state.failNext = false;
      throw new Error('storage failed');
    }
    return config(state.key);
  };
  return { state, readFresh };
}

describe('stored config source', () => {
  it('reads storage once for many requests', async () => {
    const { state, readFresh } = storage('first');
    const source = createStoredConfigSource(readFresh);
    const answers = await Promise.all([source.read(), source.read(), source.read()]);
    await source.read();
    expect(answers.map((answer) => answer.apiKey)).toEqual(['first', 'first', 'first']);
    expect(state.reads).toBe(1);
  });

  it('reads afresh after a change, so a new key is used at once', async () => {
    const { state, readFresh } = storage('first');
    const source = createStoredConfigSource(readFresh);
    await source.read();
    state.key = 'second';
    source.forget();
    expect((await source.read()).apiKey).toBe('second');
    expect(state.reads).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const { state, readFresh } = storage('first');
    const source = createStoredConfigSource(readFresh);
    state.failNext = true;
    await expect(source.read()).rejects.toThrow('storage failed');
    expect((await source.read()).apiKey).toBe('first');
  });
});

describe('engine config source: writes', () => {
  it('forgets once a write has settled, and passes its outcome on', async () => {
    const { state, readFresh } = storage('first');
    const source = createStoredConfigSource(readFresh);
    await source.read();
    const written = source.forgetAfter(
      Promise.resolve().then(() => {
        state.key = 'second';
        return 'saved';
      }),
    );
    expect(await written).toBe('saved');
    expect((await source.read()).apiKey).toBe('second');
    await expect(source.forgetAfter(Promise.reject(new Error('write failed')))).rejects.toThrow(
      'write failed',
    );
  });
});
