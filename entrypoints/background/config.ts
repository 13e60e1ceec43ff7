import type { EngineConfig } from '../../lib/lookup';
import { readApiKey } from '../../lib/settings/key-vault';
import type { Settings } from '../../lib/settings/schema';
import { loadSettings } from '../../lib/settings/store';

/** What most messages need from storage: the settings, and the key (never sent out). */
export interface StoredConfig {
  settings: Settings;
  apiKey: string | null;
}

export async function readStoredConfig(): Promise<StoredConfig> {
  const [settings, apiKey] = await Promise.all([loadSettings(), readApiKey()]);
  return { settings, apiKey };
}

/** The engine's view of the stored config. */
export function engineConfigOf({ settings, apiKey }: StoredConfig): EngineConfig {
  return {
    apiKey,
    serviceUrl: settings.serviceUrl,
    lexicons: settings.lexicons.map((lexicon) => ({ ...lexicon })),
    cacheLifetimeDays: settings.cacheLifetimeDays,
  };
}

export interface StoredConfigSource {
  read(): Promise<StoredConfig>;
  /** The settings or the key changed: the next request reads them afresh. */
  forget(): void;
  /** Forgets once `write` has settled, whether it succeeded or not; passes its outcome on. */
  forgetAfter<T>(write: Promise<T>): Promise<T>;
}

/**
 * Each storage read is a round trip to the browser process, and every lookup and status
 * needs the config: it is kept between requests and forgotten on every change
 * (storage.local's onChanged, and each key write, since the key may live in IndexedDB,
 * which has no event). A failed read is not kept.
 */
export function createStoredConfigSource(
  readFresh: () => Promise<StoredConfig> = readStoredConfig,
): StoredConfigSource {
  let current: Promise<StoredConfig> | null = null;
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
