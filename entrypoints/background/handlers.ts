import type { ApiError } from '../../lib/api/errors';
import { neighboursIn } from '../../lib/arabic';
import type { CallAdmission, LookupEngine } from '../../lib/lookup';
import { siteOf } from '../../lib/lookup/site';
import type { SiteLimits } from '../../lib/lookup/site-limits';
import { type PageConfigResponse, refusal } from '../../lib/messages/protocol';
import type { MessageHandlers } from '../../lib/messages/router';
import type { markAnswersChanged } from '../../lib/settings/answers-changed';
import type { readApiKey, writeApiKey } from '../../lib/settings/key-vault';
import { apiKeySchema, type Settings } from '../../lib/settings/schema';
import type { loadSettings, updateSettings } from '../../lib/settings/store';
import { CLAIM_WAIT_MS, EarlyAnswers } from './early-answers';
import type { NotebookHandlers } from './notebook-handlers';
import type { NotebookPages } from './notebook-pages';
import type { TicketBook } from './tickets';
import { WordContexts } from './word-contexts';

/** What the handlers use from the rest of the background; injected so tests can stub it. */
export interface HandlerDeps {
  engine: LookupEngine;
  tickets: Pick<TicketBook, 'issue' | 'claim' | 'checkSession'>;
  /** What one site's cards may ask for (site-limits.ts). */
  limits: SiteLimits;
  loadSettings: typeof loadSettings;
  updateSettings: typeof updateSettings;
  readApiKey: typeof readApiKey;
  writeApiKey: typeof writeApiKey;
  /** Asks the tab's content scripts to close every card but the one of `keep`. */
  closeOtherCards(tabId: number, keep: string): void;
  /** Settings, key or cache changed: cards drop the answers they keep. */
  answersChanged: typeof markAnswersChanged;
  /** The notebook's messages (notebook-handlers.ts). */
  notebook: NotebookHandlers;
  /** The page each tab last showed a word from, for the word's note (notebook-pages.ts). */
  notebookPages: NotebookPages;
}

/**
 * The background's answer to each message kind the router lets through (one per entry of
 * the table in lib/messages/protocol.ts). Nothing here returns the key: `get-settings` and
 * `status` say only whether one is stored.
 */
export function createHandlers(deps: HandlerDeps): MessageHandlers {
  const { engine } = deps;
  const early = new EarlyAnswers();
  const contexts = new WordContexts();
  /** A card's lookup in `tabId` may call the service only for a word its tab may still ask. */
  const newWordOf =
    (tabId: number, word: string): CallAdmission =>
    () => {
      const admission = deps.limits.newWord(tabId, word);
      return admission.ok ? null : tabLimitError(admission.retryAfterMs);
    };
  /**
   * A card acts only with the live session of its own tab and frame: a page that embeds
   * the card URL itself has none, and spends nothing.
   */
  const liveSession = async (
    session: string | undefined,
    frame: { tabId: number; frameId: number } | null,
  ): Promise<boolean> =>
    frame !== null &&
    session !== undefined &&
    deps.tickets.checkSession(session, frame.tabId, frame.frameId);
  return {
    ...deps.notebook,
    async 'card-ticket'({ word, instance, top }, { frame }) {
      if (!frame) return refusal('sender-not-allowed');
      deps.limits.setSite(frame.tabId, ticketSite(frame, top, deps.limits.siteOf(frame.tabId)));
      if (!deps.limits.ticket(frame.tabId).ok) return refusal('rate-limited');
      const ticket = await deps.tickets.issue(frame.tabId, word);
      if (instance !== undefined) deps.closeOtherCards(frame.tabId, instance);
      // The reader asked for this word: start its Senses while the card frame loads, so
      // the answer waits for the card rather than the other way round.
      const context = contexts.take(frame.tabId, word);
      early.start(frame.tabId, word, () =>
        engine.lookupTab(
          context ? { word, tab: 'senses', context } : { word, tab: 'senses' },
          newWordOf(frame.tabId, word),
        ),
      );
      return { ok: true, ticket };
    },

    // The words around the word the reader picked: for its next lookup, then dropped; and,
    // while history is kept, its page for the word's note (never a private tab's, not even
    // in memory).
    async 'word-context'({ word, sentence: text, page }, { frame, incognito }) {
      if (!frame) return refusal('sender-not-allowed');
      const at = text.indexOf(word);
      if (at >= 0)
        contexts.set(
          frame.tabId,
          word,
          neighboursIn(text.slice(0, at), word, text.slice(at + word.length)),
        );
      if (page && !incognito) deps.notebookPages.keep(frame.tabId, word, text, page);
      return { ok: true };
    },

    // A bound card of `instance` showed a word: close the tab's other cards.
    async 'card-shown'({ instance }, { frame }) {
      if (!frame) return refusal('sender-not-allowed');
      deps.closeOtherCards(frame.tabId, instance);
      return { ok: true };
    },

    async 'page-config'() {
      return { ok: true, ...pageConfigOf(await deps.loadSettings()) };
    },

    async 'card-claim'({ ticket }, { frame }) {
      if (!frame) return refusal('sender-not-allowed');
      const [claimed, settings] = await Promise.all([
        deps.tickets.claim(ticket, frame.tabId, frame.frameId),
        deps.loadSettings(),
      ]);
      if (!claimed) return refusal('ticket-invalid');
      // The Senses the ticket started, and how to draw them, come with the claim: the card
      // needs no second trip.
      const senses = await early.takeWhenReady(frame.tabId, claimed.word, CLAIM_WAIT_MS);
      const { word, session } = claimed;
      const { uiLanguage, theme } = settings;
      const claim = { ok: true, word, session, uiLanguage, theme } as const;
      return senses ? { ...claim, senses } : claim;
    },

    async lookup({ word, tab, session, asWritten, askService }, { kind, frame }) {
      const request = {
        word,
        tab,
        ...(asWritten ? { asWritten } : {}),
        ...(askService ? { askService } : {}),
      };
      if (kind === 'card') {
        if (!frame || !(await liveSession(session, frame))) return refusal('session-invalid');
        // The early answer is the word's usual one, never its own entry asked as written.
        const started =
          tab === 'senses' && frame && !asWritten ? early.take(frame.tabId, word) : undefined;
        if (started) return started;
        const context =
          tab === 'senses' && !asWritten ? contexts.take(frame.tabId, word) : undefined;
        return engine.lookupTab(
          context ? { ...request, context } : request,
          newWordOf(frame.tabId, word),
        );
      }
      return engine.lookupTab(request);
    },

    async 'lemma-audio'({ url, session }, { kind, frame }) {
      if (kind === 'card' && !(await liveSession(session, frame))) {
        return refusal('session-invalid');
      }
      return engine.lemmaAudio(url);
    },

    async status({ includeCache }) {
      const [settings, key, budget, cache] = await Promise.all([
        deps.loadSettings(),
        deps.readApiKey(),
        engine.budget(),
        includeCache === true ? engine.cacheStats() : null,
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

    async 'get-settings'() {
      const [settings, key] = await Promise.all([deps.loadSettings(), deps.readApiKey()]);
      return { ok: true, settings, hasKey: key !== null };
    },

    async 'save-settings'({ settings: patch, apiKey }) {
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
        early.clear();
        await deps.answersChanged();
      } catch {
        return refusal('storage-failed');
      }
      return { ok: true };
    },

    async 'list-lexicons'({ fresh }) {
      const result = await engine.listLexicons({ fresh: fresh === true });
      return { ...result, budget: await engine.budget() };
    },

    async 'clear-cache'() {
      await engine.clearCache();
      early.clear();
      contexts.clear();
      await deps.answersChanged();
      return { ok: true };
    },

    async 'reset-counter'() {
      await engine.resetBudget();
      return { ok: true };
    },
  };
}

/**
 * The site whose budget a ticket's card spends: the top page's. The top frame's URL comes
 * from the browser; a child frame's top origin from its content script, where its browser
 * says it (location.ancestorOrigins), else the site its tab was last known to show, else
 * (never told) the frame's own.
 */
function ticketSite(
  frame: { frameId: number; url?: string },
  top: string | undefined,
  known: string | undefined,
): string {
  const own = siteOf(frame.url ?? '');
  if (frame.frameId === 0) return own;
  return top !== undefined ? siteOf(top) : (known ?? own);
}

function tabLimitError(retryAfterMs: number): ApiError {
  return {
    kind: 'rate-limited',
    messages: [],
    reason: 'this site asked for too many new words in a minute',
    retryAfterMs,
  };
}

/** What a content script keeps of the settings: its triggers and the UI language. */
export function pageConfigOf(settings: Settings): Omit<PageConfigResponse, 'ok'> {
  return {
    doubleClick: settings.triggers.doubleClick,
    selectionButton: settings.triggers.selectionButton,
    uiLanguage: settings.uiLanguage,
    keepHistory: settings.notebook.keepHistory,
  };
}
