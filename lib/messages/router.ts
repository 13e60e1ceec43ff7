import type { TabLookupRequest, TabLookupResponse } from '../lookup/types';
import type { SettingsPatch } from '../settings/schema';
import {
  type AnyResponse,
  type BackgroundMessageType,
  backgroundMessageSchema,
  type CardClaimResponse,
  type GetSettingsResponse,
  type ListLexiconsResponse,
  type OkResponse,
  type PageConfigResponse,
  type ParsedBackgroundMessage,
  type Refusal,
  refusal,
  type StatusResponse,
} from './protocol';
import { classifySender, type ExtensionIdentity, type SenderKind, senderFrame } from './sender';

/** What the background does for each message; the router decides whether it may. */
export interface RouterHandlers {
  issueTicket(tabId: number, word: string, instance: string | undefined): Promise<string>;
  /** A bound card of `instance` showed a word: close the tab's other cards. */
  cardShown(tabId: number, instance: string): void;
  claimTicket(
    ticket: string,
    tabId: number,
    frameId: number,
  ): Promise<Omit<CardClaimResponse, 'ok'> | null>;
  checkSession(session: string, tabId: number, frameId: number): Promise<boolean>;
  pageConfig(): Promise<PageConfigResponse>;
  lookup(request: TabLookupRequest): Promise<TabLookupResponse>;
  status(includeCache: boolean): Promise<StatusResponse>;
  getSettings(): Promise<GetSettingsResponse>;
  /** `apiKey`: undefined keeps the key, null removes it. */
  saveSettings(
    patch: SettingsPatch,
    apiKey: string | null | undefined,
  ): Promise<OkResponse | Refusal>;
  listLexicons(fresh: boolean): Promise<ListLexiconsResponse>;
  clearCache(): Promise<void>;
  resetCounter(): Promise<void>;
}

/**
 * Who may send what. Privileged messages (settings, key, budget reset, cache) come from
 * the options page only; lookups from the popup, or from a card holding a session; tickets
 * from content scripts; claims from the card.
 */
export const ALLOWED_SENDERS: Readonly<Record<BackgroundMessageType, readonly SenderKind[]>> = {
  'card-ticket': ['content-script'],
  'card-shown': ['content-script'],
  'page-config': ['content-script'],
  'card-claim': ['card'],
  // The welcome page's try-it word is a lookup the reader asks for, as in the popup.
  lookup: ['popup', 'welcome', 'card'],
  status: ['popup', 'welcome', 'card', 'options'],
  'get-settings': ['options'],
  'save-settings': ['options'],
  'list-lexicons': ['options'],
  'clear-cache': ['options'],
  'reset-counter': ['options'],
};

/**
 * Validates a message, checks its sender, and runs the matching handler. Always resolves
 * to a typed response; never throws. Handler failures become a refusal (or, for calls
 * that would reach the service, that call's own error shape) without their message, which
 * could contain anything, the key included.
 */
export async function handleMessage(
  message: unknown,
  sender: unknown,
  handlers: RouterHandlers,
  self?: ExtensionIdentity,
): Promise<AnyResponse> {
  let parsed: ParsedBackgroundMessage;
  let kind: SenderKind;
  try {
    kind = classifySender(sender, self);
    if (kind === 'unknown') return refusal('sender-not-allowed');
    // Messages arrive as plain JSON-like data; anything else (a prototype chain that could
    // supply `type`, a class instance) is not a message.
    if (!isPlainObject(message)) return refusal('invalid-message');
    const result = backgroundMessageSchema.safeParse(message);
    if (!result.success) {
      // Only the options page (trusted) learns which field was wrong.
      return refusal(
        'invalid-message',
        kind === 'options' ? firstIssuePath(result.error) : undefined,
      );
    }
    parsed = result.data;
    if (!ALLOWED_SENDERS[parsed.type].includes(kind)) return refusal('sender-not-allowed');
  } catch {
    return refusal('invalid-message');
  }
  try {
    return await dispatch(parsed, kind, sender, handlers);
  } catch {
    return failure(parsed.type);
  }
}

async function dispatch(
  message: ParsedBackgroundMessage,
  kind: SenderKind,
  sender: unknown,
  handlers: RouterHandlers,
): Promise<AnyResponse> {
  switch (message.type) {
    case 'card-ticket': {
      const frame = senderFrame(sender);
      if (!frame) return refusal('sender-not-allowed');
      const ticket = await handlers.issueTicket(frame.tabId, message.word, message.instance);
      return { ok: true, ticket };
    }
    case 'card-shown': {
      const frame = senderFrame(sender);
      if (!frame) return refusal('sender-not-allowed');
      handlers.cardShown(frame.tabId, message.instance);
      return { ok: true };
    }
    case 'page-config':
      return handlers.pageConfig();
    case 'card-claim': {
      const frame = senderFrame(sender);
      if (!frame) return refusal('sender-not-allowed');
      const claimed = await handlers.claimTicket(message.ticket, frame.tabId, frame.frameId);
      return claimed
        ? { ok: true, word: claimed.word, session: claimed.session }
        : refusal('ticket-invalid');
    }
    case 'lookup': {
      if (kind === 'card') {
        const frame = senderFrame(sender);
        const live =
          frame !== null &&
          message.session !== undefined &&
          (await handlers.checkSession(message.session, frame.tabId, frame.frameId));
        if (!live) return refusal('session-invalid');
      }
      return handlers.lookup({ word: message.word, tab: message.tab });
    }
    case 'status':
      return handlers.status(message.includeCache === true);
    case 'get-settings':
      return handlers.getSettings();
    case 'save-settings':
      return handlers.saveSettings(message.settings, message.apiKey);
    case 'list-lexicons':
      return handlers.listLexicons(message.fresh === true);
    case 'clear-cache':
      await handlers.clearCache();
      return { ok: true };
    case 'reset-counter':
      await handlers.resetCounter();
      return { ok: true };
  }
}

/** A handler threw: answer in the shape the caller expects, with no detail. */
function failure(type: BackgroundMessageType): AnyResponse {
  const error = { kind: 'service-error' as const, messages: [], reason: 'internal error' };
  if (type === 'lookup') return { ok: false, error, budget: null };
  if (type === 'list-lexicons') return { ok: false, error, budget: null };
  return refusal('internal-error');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function firstIssuePath(error: {
  issues: ReadonlyArray<{ path: PropertyKey[] }>;
}): string | undefined {
  const path = error.issues[0]?.path;
  if (!path || path.length === 0) return undefined;
  return path.map(String).join('.').slice(0, 100);
}
