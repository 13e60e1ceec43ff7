import { readBoundedBytes } from '../api/bounded-body';
import type { PersistentCache } from './cache';
import { createInFlight } from './in-flight';

/**
 * The service's recording of a lemma (a search element's `lemmaAudio`), fetched by the
 * background only when the reader presses Listen, and kept like an answer: pressing again,
 * in any card, fetches nothing. Whether fetching one counts against the key is not known
 * (field notes), so the key is never sent with it: no header, no URL parameter, no
 * cookie. Only a URL on the service's own origin is fetched (the host permission the
 * service has covers it, and a search answer cannot send the worker anywhere else), and
 * only an audio file of sane size is kept.
 */

/** Far above a word's recording (seconds of compressed audio are tens of KB). */
export const MAX_AUDIO_BYTES = 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;

export type AudioAnswer =
  | { ok: true; dataUrl: string }
  | { ok: false; reason: 'not-allowed' | 'unavailable' };

export interface LemmaAudio {
  fetchRecording(url: string, serviceUrl: string, maxAgeMs: number): Promise<AudioAnswer>;
}

export function createLemmaAudio(deps: {
  cache: PersistentCache;
  fetch?: typeof fetch;
}): LemmaAudio {
  const inFlight = createInFlight();
  const keyOf = (url: string) => JSON.stringify(['lemma-audio', url]);

  async function fetchOnce(url: string, maxAgeMs: number): Promise<AudioAnswer> {
    const kept = await deps.cache.get(keyOf(url), maxAgeMs).catch(() => undefined);
    if (typeof kept === 'string' && isAudioDataUrl(kept)) return { ok: true, dataUrl: kept };
    const doFetch = deps.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(url, {
        credentials: 'omit',
        // A redirect could lead anywhere; the recording must be where the answer said.
        redirect: 'error',
        headers: { Accept: 'audio/*' },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (!response.ok || !type || !/^audio\/[a-z0-9.+-]+$/.test(type)) {
      void response.body?.cancel().catch(() => undefined);
      return { ok: false, reason: 'unavailable' };
    }
    const bytes = await readBoundedBytes(response, MAX_AUDIO_BYTES).catch(() => null);
    if (!bytes || bytes.byteLength === 0) return { ok: false, reason: 'unavailable' };
    const dataUrl = `data:${type};base64,${base64(bytes)}`;
    await deps.cache.set(keyOf(url), dataUrl).catch(() => undefined);
    return { ok: true, dataUrl };
  }

  return {
    async fetchRecording(url, serviceUrl, maxAgeMs) {
      if (!onServiceOrigin(url, serviceUrl)) return { ok: false, reason: 'not-allowed' };
      return inFlight.run(keyOf(url), () => fetchOnce(url, maxAgeMs));
    },
  };
}

/** An http(s) URL on the same origin as the service, with no credentials in it. */
export function onServiceOrigin(url: string, serviceUrl: string): boolean {
  try {
    const target = new URL(url);
    const service = new URL(serviceUrl);
    return (
      (target.protocol === 'https:' || target.protocol === 'http:') &&
      target.origin === service.origin &&
      target.username === '' &&
      target.password === ''
    );
  } catch {
    return false;
  }
}

export function isAudioDataUrl(text: string): boolean {
  return /^data:audio\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]+=*$/.test(text);
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let index = 0; index < bytes.length; index += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(index, index + CHUNK));
  }
  return btoa(binary);
}
