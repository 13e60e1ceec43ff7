import type { EngineConfig } from '../../lib/lookup';
import { readApiKey } from '../../lib/settings/key-vault';
import { loadSettings } from '../../lib/settings/store';

/** The engine's view of the settings, read from storage. */
export async function readEngineConfig(): Promise<EngineConfig> {
  const [settings, apiKey] = await Promise.all([loadSettings(), readApiKey()]);
  return {
    apiKey,
    serviceUrl: settings.serviceUrl,
    lexicons: settings.lexicons.map((lexicon) => ({ ...lexicon })),
    cacheLifetimeDays: settings.cacheLifetimeDays,
  };
}

export interface EngineConfigSource {
  read(): Promise<EngineConfig>;
  /** The settings or the key changed: the next request reads them afresh. */
  forget(): void;
  /** Forgets once `write` has settled, whether it succeeded or not; passes its outcome on. */
  forgetAfter<T>(write: Promise<T>): Promise<T>;
}

/**
 * Each storage read is a round trip to the browser process, and every lookup needs the
 * config: it is kept between requests and forgotten on every change (storage.local's
 * onChanged, and each key write, since the key may live in IndexedDB, which has no event).
 * A failed read is not kept.
 */
export function createEngineConfigSource(
  readFresh: () => Promise<EngineConfig> = readEngineConfig,
): EngineConfigSource {
  let current: Promise<EngineConfig> | null = null;
  const forget = () => {
    current = null;
  };
  return {
    read() {
      if (current) return current;
      const reading = readFresh();
      current = reading;
      reading.catch(() => {
        if (current === reading) current = null;
      });
      return reading;
    },
    forget,
    forgetAfter: (write) => write.finally(forget),
  };
}
