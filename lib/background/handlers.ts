import type { LookupEngine } from '../lookup';
import { type PageConfigResponse, refusal } from '../messages/protocol';
import type { RouterHandlers } from '../messages/router';
import { apiKeySchema, type Settings, type SettingsPatch } from '../settings/schema';

/** What the handlers need from the rest of the background; injected so tests can stub it. */
export interface HandlerDeps {
  engine: LookupEngine;
  tickets: {
    issue(tabId: number, word: string): Promise<string>;
    claim(
      ticket: string,
      tabId: number,
      frameId: number,
    ): Promise<{ word: string; session: string } | null>;
    checkSession(session: string, tabId: number, frameId: number): Promise<boolean>;
  };
  loadSettings(): Promise<Settings>;
  updateSettings(patch: SettingsPatch): Promise<Settings>;
  readApiKey(): Promise<string | null>;
  writeApiKey(key: string | null): Promise<void>;
  /** Asks the tab's content scripts to close every card but the one of `keep`. */
  closeOtherCards(tabId: number, keep: string): void;
  /** Settings, key or cache changed: cards drop the answers they keep (answers-changed.ts). */
  answersChanged(): Promise<void>;
}

/**
 * The background's answers to the messages the router lets through. Nothing here returns
 * the key: `get-settings` and `status` say only whether one is stored.
 */
export function createHandlers(deps: HandlerDeps): RouterHandlers {
  const { engine } = deps;
  return {
    async issueTicket(tabId, word, instance) {
      const ticket = await deps.tickets.issue(tabId, word);
      if (instance !== undefined) deps.closeOtherCards(tabId, instance);
      return ticket;
    },
    cardShown: (tabId, instance) => deps.closeOtherCards(tabId, instance),
    claimTicket: (ticket, tabId, frameId) => deps.tickets.claim(ticket, tabId, frameId),
    checkSession: (session, tabId, frameId) => deps.tickets.checkSession(session, tabId, frameId),

    async pageConfig() {
      return { ok: true, ...pageConfigOf(await deps.loadSettings()) };
    },

    lookup: (request) => engine.lookupTab(request),

    async status(includeCache) {
      const [settings, key, budget, cache] = await Promise.all([
        deps.loadSettings(),
        deps.readApiKey(),
        engine.budget(),
        includeCache ? engine.cacheStats() : null,
      ]);
      return {
        ok: true,
        hasKey: key !== null,
        serviceUrl: settings.serviceUrl,
        budget,
        uiLanguage: settings.uiLanguage,
        theme: settings.theme,
        cache: cache && { entries: cache.entries, approxBytes: cache.approxBytes },
      };
    },

    async getSettings() {
      const [settings, key] = await Promise.all([deps.loadSettings(), deps.readApiKey()]);
      return { ok: true, settings, hasKey: key !== null };
    },

    async saveSettings(patch, apiKey) {
      // Undefined keeps the key and null removes it; a blank string is refused rather than
      // read as "remove", so an empty key field can never erase a stored key by accident.
      let key: string | null | undefined = apiKey;
      if (typeof apiKey === 'string') {
        const parsed = apiKeySchema.safeParse(apiKey);
        if (!parsed.success) return refusal('invalid-key');
        key = parsed.data;
      }
      // A custom service URL is saved whether or not its host permission was granted:
      // the permission is optional, and a server that allows CORS works without it.
      try {
        if (key !== undefined) await deps.writeApiKey(key);
        await deps.updateSettings(patch);
        await deps.answersChanged();
      } catch {
        return refusal('storage-failed');
      }
      return { ok: true };
    },

    async listLexicons(fresh) {
      const result = await engine.listLexicons({ fresh });
      return { ...result, budget: await engine.budget() };
    },

    async clearCache() {
      await engine.clearCache();
      await deps.answersChanged();
    },
    resetCounter: () => engine.resetBudget(),
  };
}

/** What a content script keeps of the settings: its triggers and the UI language. */
export function pageConfigOf(settings: Settings): Omit<PageConfigResponse, 'ok'> {
  return {
    doubleClick: settings.triggers.doubleClick,
    selectionButton: settings.triggers.selectionButton,
    uiLanguage: settings.uiLanguage,
  };
}
