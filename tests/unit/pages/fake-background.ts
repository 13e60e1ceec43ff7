import type { Lexicon } from '../../../lib/api/schemas';
import type { BudgetStatus } from '../../../lib/lookup/types';
import type {
  BackgroundMessage,
  CardClaimResponse,
  StatusResponse,
} from '../../../lib/messages/protocol';
import { createSender, type Send } from '../../../lib/messages/send';
import { DEFAULT_SETTINGS, type Settings } from '../../../lib/settings/schema';

type Handler = (message: BackgroundMessage) => unknown;

/**
 * A background that answers from handlers (by message type) and records every message,
 * behind the real sender: answers are validated exactly as in the extension.
 */
export function fakeBackground(handlers: Partial<Record<BackgroundMessage['type'], Handler>>) {
  const messages: BackgroundMessage[] = [];
  const send: Send = createSender(async (message) => {
    messages.push(message);
    const handler = handlers[message.type];
    if (!handler) throw new Error(`no handler for ${message.type}`);
    return handler(message);
  });
  const ofType = <T extends BackgroundMessage['type']>(type: T) =>
    messages.filter(
      (message): message is Extract<BackgroundMessage, { type: T }> => message.type === type,
    );
  return { send, messages, ofType };
}

export const budget = (used = 12, limit = 5000): BudgetStatus => ({
  used,
  limit,
  warning: 'none',
  spent: false,
});

export function status(overrides: Partial<StatusResponse> = {}): StatusResponse {
  return {
    ok: true,
    hasKey: true,
    serviceUrl: DEFAULT_SETTINGS.serviceUrl,
    budget: budget(),
    uiLanguage: 'en',
    theme: 'system',
    cache: { entries: 1234, approxBytes: Math.round(2.1 * 1024 * 1024) },
    ...overrides,
  };
}

/** The background's answer to a redeemed ticket, in the reader's language and theme. */
export function claimed(
  word: string,
  session: string,
  overrides: Partial<Omit<CardClaimResponse, 'word' | 'session'>> = {},
): CardClaimResponse {
  return { ok: true, word, session, uiLanguage: 'en', theme: 'system', ...overrides };
}

export function settings(overrides: Partial<Settings> = {}): Settings {
  return {
    ...DEFAULT_SETTINGS,
    lexicons: [],
    triggers: { ...DEFAULT_SETTINGS.triggers },
    uiLanguage: 'en',
    ...overrides,
  };
}

export const RIYADH: Lexicon = {
  _id: 'Riyadh',
  name: 'معجم الرياض للغة العربية المعاصرة',
  title: 'Riyadh Dictionary of Contemporary Arabic',
  version: '1',
  publisherName: 'KSGAAL',
  isPublic: true,
  totalEntriesCount: 12500,
};

export const MUHIT: Lexicon = {
  _id: '2202f51d-7d70-4472-9fc0-f178fb425463',
  name: 'القاموس المحيط',
  title: null,
  version: null,
  publisherName: null,
  isPublic: true,
  totalEntriesCount: 1,
};

export const PRIVATE_LEXICON: Lexicon = {
  _id: 'team-glossary',
  name: 'Team glossary',
  title: 'Our own terms',
  version: null,
  publisherName: 'Translators’ office',
  isPublic: false,
  totalEntriesCount: null,
};

export const LEXICONS = [RIYADH, MUHIT, PRIVATE_LEXICON];
