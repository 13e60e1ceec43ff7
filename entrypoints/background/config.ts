import type { EngineConfig } from '../../lib/lookup';
import { readApiKey } from '../../lib/settings/key-vault';
import { loadSettings } from '../../lib/settings/store';

/** The engine's view of the settings, read fresh for every request. */
export async function readEngineConfig(): Promise<EngineConfig> {
  const [settings, apiKey] = await Promise.all([loadSettings(), readApiKey()]);
  return {
    apiKey,
    serviceUrl: settings.serviceUrl,
    lexicons: settings.lexicons.map((lexicon) => ({ ...lexicon })),
    cacheLifetimeDays: settings.cacheLifetimeDays,
  };
}
