import { z } from 'zod';
import type { ApiResult } from '../api/errors';
import type { Lexicon } from '../api/schemas';
import { type BudgetStatus, RESULT_TABS, type TabLookupResponse } from '../lookup/types';
import {
  type Settings,
  settingsPatchSchema,
  triggersSchema,
  UI_LANGUAGES,
  type UiLanguage,
} from '../settings/schema';

/**
 * Every runtime message between Lisan's contexts. The background validates what it
 * receives with these schemas and checks who sent it (router.ts); the shapes here are the
 * whole contract. Objects are strict: an unknown field makes the message invalid.
 */

export const MAX_WORD_LENGTH = 100;
export const MAX_TOKEN_LENGTH = 100;
export const MAX_API_KEY_LENGTH = 500;

/** A word as the reader picked it; the engine normalises it. Length is checked before trimming. */
export const wordSchema = z.string().max(MAX_WORD_LENGTH).trim().min(1);

/** Tickets, sessions and content-script instance ids: short, URL-safe. */
export const tokenSchema = z
  .string()
  .max(MAX_TOKEN_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/);

export const resultTabSchema = z.enum(RESULT_TABS);

// ── Messages to the background ──────────────────────────────────────────────────────────

/** Content script: a ticket for a card showing `word` (only after a trusted user gesture). */
const cardTicket = z.strictObject({
  type: z.literal('card-ticket'),
  word: wordSchema,
  /** The asking frame's content-script instance: the other frames' cards are closed. */
  instance: tokenSchema.optional(),
});
/** Content script: a bound card showed a word without a ticket; close the tab's other cards. */
const cardShown = z.strictObject({ type: z.literal('card-shown'), instance: tokenSchema });
/** Content script: its trigger preferences (it cannot read storage itself). */
const pageConfig = z.strictObject({ type: z.literal('page-config') });
/** Card: redeem the ticket from its URL for a word and a session. */
const cardClaim = z.strictObject({ type: z.literal('card-claim'), ticket: tokenSchema });
/** Popup (no session) or card (with its session): one results tab for a word. */
const lookup = z.strictObject({
  type: z.literal('lookup'),
  word: wordSchema,
  tab: resultTabSchema,
  session: tokenSchema.optional(),
});
/** Popup, card, options: what the header and the settings page show. */
// The cache figures read every stored answer: only the options page, which shows them,
// asks for them; the card and popup must not wait for that read.
const status = z.strictObject({ type: z.literal('status'), includeCache: z.boolean().optional() });
// Options page only:
const getSettings = z.strictObject({ type: z.literal('get-settings') });
const saveSettings = z.strictObject({
  type: z.literal('save-settings'),
  settings: settingsPatchSchema,
  /** Absent: keep the key. Null (or blank): remove it. A string: the new key. */
  apiKey: z.string().max(MAX_API_KEY_LENGTH).nullable().optional(),
});
const listLexicons = z.strictObject({
  type: z.literal('list-lexicons'),
  fresh: z.boolean().optional(),
});
const clearCache = z.strictObject({ type: z.literal('clear-cache') });
const resetCounter = z.strictObject({ type: z.literal('reset-counter') });

export const backgroundMessageSchema = z.discriminatedUnion('type', [
  cardTicket,
  cardShown,
  pageConfig,
  cardClaim,
  lookup,
  status,
  getSettings,
  saveSettings,
  listLexicons,
  clearCache,
  resetCounter,
]);
export type BackgroundMessage = z.input<typeof backgroundMessageSchema>;
export type ParsedBackgroundMessage = z.output<typeof backgroundMessageSchema>;
export type BackgroundMessageType = BackgroundMessage['type'];

// ── Messages from the background (or an extension page) to a tab's content script ─────

export const contentMessageSchema = z.discriminatedUnion('type', [
  /** Keyboard shortcut: open the card for the current selection. */
  z.strictObject({ type: z.literal('lookup-selection') }),
  /** Context menu: open the card for this text (the selection the menu was opened on). */
  z.strictObject({ type: z.literal('open-card'), word: wordSchema }),
  /** Popup prefill: answer `{ word: string | null }`. */
  z.strictObject({ type: z.literal('get-selection') }),
  /** A card opened in another frame of the tab: close yours unless `keep` is your instance. */
  z.strictObject({ type: z.literal('close-card'), keep: tokenSchema }),
  /** The settings changed: the trigger preferences a content script keeps. */
  z.strictObject({
    type: z.literal('page-config'),
    ...triggersSchema.shape,
    uiLanguage: z.enum(UI_LANGUAGES),
  }),
]);
export type ContentMessage = z.input<typeof contentMessageSchema>;
export interface SelectionResponse {
  word: string | null;
}

// ── Responses ───────────────────────────────────────────────────────────────────────────

/**
 * Why the background would not act. Distinct from ApiError kinds: nothing was asked of
 * the service. No reason ever quotes the message or the key.
 */
export type RefusalReason =
  | 'invalid-message' // not one of the messages above (wrong shape, extra fields, too long)
  | 'sender-not-allowed' // that context may not send that message
  | 'ticket-invalid' // unknown, used, expired, or issued for another tab
  | 'session-invalid' // a card lookup without a live session for that tab and frame
  | 'invalid-key' // save-settings: the key cannot be an API key
  | 'storage-failed' // save-settings: the browser would not store it
  | 'internal-error'; // anything else; details are not sent

export interface Refusal {
  ok: false;
  error: {
    kind: 'refused';
    reason: RefusalReason;
    /** invalid-message from the options page: the first invalid field, e.g. "settings.serviceUrl". */
    field?: string;
  };
}

export interface CardTicketResponse {
  ok: true;
  ticket: string;
}
export interface PageConfigResponse {
  ok: true;
  doubleClick: boolean;
  selectionButton: boolean;
  uiLanguage: Settings['uiLanguage'];
}
export interface CardClaimResponse {
  ok: true;
  word: string;
  session: string;
}
export interface StatusResponse {
  ok: true;
  hasKey: boolean;
  serviceUrl: string;
  budget: BudgetStatus | null;
  uiLanguage: UiLanguage;
  theme: Settings['theme'];
  /** Present only when the request set `includeCache`. */
  cache: { entries: number; approxBytes: number } | null;
}
/** The settings as stored; the key itself is never sent, only whether there is one. */
export interface GetSettingsResponse {
  ok: true;
  settings: Settings;
  hasKey: boolean;
}
export interface OkResponse {
  ok: true;
}
export type ListLexiconsResponse = ApiResult<Lexicon> & { budget: BudgetStatus | null };

/** What each message type is answered with. Every answer may also be a Refusal. */
export interface ResponseMap {
  'card-ticket': CardTicketResponse;
  'card-shown': OkResponse;
  'page-config': PageConfigResponse;
  'card-claim': CardClaimResponse;
  lookup: TabLookupResponse;
  status: StatusResponse;
  'get-settings': GetSettingsResponse;
  'save-settings': OkResponse;
  'list-lexicons': ListLexiconsResponse;
  'clear-cache': OkResponse;
  'reset-counter': OkResponse;
}
export type ResponseFor<T extends BackgroundMessageType> = ResponseMap[T] | Refusal;
export type AnyResponse = ResponseFor<BackgroundMessageType>;

export function refusal(reason: RefusalReason, field?: string): Refusal {
  return {
    ok: false,
    error: field === undefined ? { kind: 'refused', reason } : { kind: 'refused', reason, field },
  };
}

export function isRefusal(value: unknown): value is Refusal {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  return (
    (value as { ok?: unknown }).ok === false &&
    typeof error === 'object' &&
    error !== null &&
    (error as { kind?: unknown }).kind === 'refused'
  );
}
