import { describe, expect, it } from 'vitest';
import type { PersistentCache } from '../../../lib/lookup/cache';
import { createLemmaAudio, MAX_AUDIO_BYTES } from '../../../lib/lookup/lemma-audio';

const SERVICE = 'https://siwar.test/api/v1/external';
const URL_OK = 'https://siwar.test/media/kitab.wav';
const DAY = 24 * 60 * 60 * 1000;

function memoryCache(): PersistentCache {
  const values = new Map<string, unknown>();
  return {
    get: async (key) => values.get(key),
    set: async (key, value) => {
      values.set(key, value);
    },
    clear: async () => values.clear(),
    stats: async () => ({ entries: values.size, approxBytes: 0 }),
  };
}

function recordingServer(options: { type?: string; bytes?: number; status?: number } = {}) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), init });
    const body = new Uint8Array(options.bytes ?? 64).fill(7);
    return new Response(body, {
      status: options.status ?? 200,
      headers: { 'Content-Type': options.type ?? 'audio/wav' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

describe('lemma recordings', () => {
  it('fetches a recording once, without the key, and keeps it', async () => {
    const server = recordingServer();
    const audio = createLemmaAudio({ cache: memoryCache(), fetch: server.fetch });
    const first = await audio.fetchRecording(URL_OK, SERVICE, DAY);
    expect(first.ok && first.dataUrl.startsWith('data:audio/wav;base64,BwcH')).toBe(true);
    const again = await audio.fetchRecording(URL_OK, SERVICE, DAY);
    expect(again).toEqual(first);
    expect(server.requests).toHaveLength(1);
    const init = server.requests[0]?.init;
    expect(init?.credentials).toBe('omit');
    expect(new Headers(init?.headers).has('apikey')).toBe(false);
    expect(server.requests[0]?.url).toBe(URL_OK);
  });

  it('fetches nothing off the service’s origin', async () => {
    const server = recordingServer();
    const audio = createLemmaAudio({ cache: memoryCache(), fetch: server.fetch });
    for (const url of [
      'https://evil.test/a.wav',
      'http://siwar.test/media/a.wav',
      'https://user:pw@siwar.test/a.wav',
      'data:audio/wav;base64,AAAA',
    ]) {
      expect(await audio.fetchRecording(url, SERVICE, DAY)).toEqual({
        ok: false,
        reason: 'not-allowed',
      });
    }
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ['not audio', { type: 'text/html' }],
    ['too large', { bytes: MAX_AUDIO_BYTES + 1 }],
    ['refused', { status: 404 }],
  ])('keeps nothing when the answer is %s', async (_, options) => {
    const server = recordingServer(options);
    const audio = createLemmaAudio({ cache: memoryCache(), fetch: server.fetch });
    expect(await audio.fetchRecording(URL_OK, SERVICE, DAY)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});
