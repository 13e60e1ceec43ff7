import { z } from 'zod';
import { MAX_API_KEY_LENGTH } from '../api/api-key';
import { UI_LANGUAGE_SETTINGS } from '../i18n/languages';
import { RESULT_TABS } from '../lookup/types';
import { NOTEBOOK_LISTS } from '../notebook/export-row';
import { MAX_SENTENCE_LENGTH } from '../notebook/types';
import { settingsPatchSchema, triggersSchema } from '../settings/schema';
import type { ContentMessage, SelectionResponse } from './content-protocol';
import {
  cardClaimResponse,
  cardTicketResponse,
  getSettingsResponse,
  type ListLexiconsResponse,
  listLexiconsResponse,
  notebookExportResponse,
  notebookIsSavedResponse,
  notebookListResponse,
  notebookSavedResponse,
  okResponse,
  pageConfigResponse,
  type Refusal,
  type RefusalReason,
  statusResponse,
  tabLookupResponse,
} from './responses';
import type { SenderKind } from './sender';

/**
 * Every runtime message between Lisan's contexts. The background validates what it
 * receives with the table below and checks who sent it (router.ts); the shapes here are
 * the whole contract. Objects are strict: an unknown field makes the message invalid.
 */

export const MAX_WORD_LENGTH = 100;
export const MAX_TOKEN_LENGTH = 100;

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
  /** The word's own entry, without the reading that would lead (TabLookupRequest.asWritten). */
  asWritten: z.literal(true).optional(),
});
/** Popup, welcome, card, options: what the header and the settings page show. */
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
// The notebook (lib/notebook; handled in entrypoints/background/notebook-handlers.ts):
/** Content script, only while history is on: the page text around the word shown next. */
const notebookContext = z.strictObject({
  type: z.literal('notebook-context'),
  word: wordSchema,
  sentence: z.string().max(MAX_SENTENCE_LENGTH),
  title: z.string().max(500),
  url: z.string().max(2000),
});
/** The lemma a lookup resolved to, as the card or popup shows it. */
const notebookWord = {
  word: wordSchema,
  matched: wordSchema,
  lemma: z.string().trim().min(1).max(200),
  session: tokenSchema.optional(),
};
/** Card, popup: a lookup was shown (recorded unless history is off or the window private). */
const notebookRecord = z.strictObject({ type: z.literal('notebook-record'), ...notebookWord });
/** Card, popup: the "Save" toggle. */
const notebookSave = z.strictObject({
  type: z.literal('notebook-save'),
  ...notebookWord,
  saved: z.boolean(),
});
const notebookIsSaved = z.strictObject({
  type: z.literal('notebook-is-saved'),
  matched: wordSchema,
});
/** Popup (recent words), notebook page: the history and the saved words, newest first. */
const notebookList = z.strictObject({ type: z.literal('notebook-list') });
const notebookDelete = z.strictObject({
  type: z.literal('notebook-delete'),
  row: z.union([
    z.strictObject({ list: z.literal('history'), id: z.number().int().nonnegative() }),
    z.strictObject({ list: z.literal('saved'), matched: wordSchema }),
  ]),
});
const notebookClearHistory = z.strictObject({ type: z.literal('notebook-clear-history') });
/** Notebook page: a list with what the cache holds for each word (never a call). */
const notebookExport = z.strictObject({
  type: z.literal('notebook-export'),
  list: z.enum(NOTEBOOK_LISTS),
});

// ── The table ───────────────────────────────────────────────────────────────────────────

/** One message kind: what it carries, what answers it, and which contexts may send it. */
interface MessageSpec<Type extends string> {
  request: z.ZodType<{ type: Type }, { type: Type }>;
  response: z.ZodType;
  senders: readonly SenderKind[];
}

/** Checks that each entry's request carries its own key as `type`. */
function messageTable<T extends { [K in keyof T]: MessageSpec<K & string> }>(table: T): T {
  return table;
}

/**
 * Every message to the background, one entry per kind. The router (validation, sender
 * check, dispatch), the pages' sender (answer check) and the types below all derive from
 * it; the background's handler for each kind is in entrypoints/background/handlers.ts, and the
 * compiler asks for one when an entry is added.
 *
 * Who may send what: privileged messages (settings, key, budget reset, cache) come from
 * the options page only; lookups from the popup or the welcome page's try-it word, or from
 * a card holding a session; tickets from content scripts; claims from the card.
 */
export const BACKGROUND_MESSAGES = messageTable({
  'card-ticket': { request: cardTicket, response: cardTicketResponse, senders: ['content-script'] },
  'card-shown': { request: cardShown, response: okResponse, senders: ['content-script'] },
  'page-config': { request: pageConfig, response: pageConfigResponse, senders: ['content-script'] },
  'card-claim': { request: cardClaim, response: cardClaimResponse, senders: ['card'] },
  // The welcome page's try-it word is a lookup the reader asks for, as in the popup.
  lookup: { request: lookup, response: tabLookupResponse, senders: ['popup', 'welcome', 'card'] },
  status: {
    request: status,
    response: statusResponse,
    senders: ['popup', 'welcome', 'card', 'options', 'notebook'],
  },
  'get-settings': { request: getSettings, response: getSettingsResponse, senders: ['options'] },
  'save-settings': { request: saveSettings, response: okResponse, senders: ['options'] },
  'list-lexicons': { request: listLexicons, response: listLexiconsResponse, senders: ['options'] },
  'clear-cache': { request: clearCache, response: okResponse, senders: ['options'] },
  'reset-counter': { request: resetCounter, response: okResponse, senders: ['options'] },
  'notebook-context': {
    request: notebookContext,
    response: okResponse,
    senders: ['content-script'],
  },
  'notebook-record': { request: notebookRecord, response: okResponse, senders: ['popup', 'card'] },
  'notebook-save': {
    request: notebookSave,
    response: notebookSavedResponse,
    senders: ['popup', 'card'],
  },
  'notebook-is-saved': {
    request: notebookIsSaved,
    response: notebookIsSavedResponse,
    senders: ['popup', 'card'],
  },
  'notebook-list': {
    request: notebookList,
    response: notebookListResponse,
    senders: ['popup', 'notebook'],
  },
  'notebook-delete': { request: notebookDelete, response: okResponse, senders: ['notebook'] },
  'notebook-clear-history': {
    request: notebookClearHistory,
    response: okResponse,
    senders: ['options', 'notebook'],
  },
  'notebook-export': {
    request: notebookExport,
    response: notebookExportResponse,
    senders: ['notebook'],
  },
});

type Table = typeof BACKGROUND_MESSAGES;
export type BackgroundMessageType = keyof Table;
/** A message as its sender writes it, and as the background reads it after validation. */
export type MessageOf<T extends BackgroundMessageType> = z.input<Table[T]['request']>;
export type ParsedMessageOf<T extends BackgroundMessageType> = z.output<Table[T]['request']>;
export type BackgroundMessage = {
  [T in BackgroundMessageType]: MessageOf<T>;
}[BackgroundMessageType];
export type ParsedBackgroundMessage = {
  [T in BackgroundMessageType]: ParsedMessageOf<T>;
}[BackgroundMessageType];

/** Every request schema of the table as one discriminated union. */
export const backgroundMessageSchema = z.discriminatedUnion(
  'type',
  Object.values(BACKGROUND_MESSAGES).map((spec) => spec.request) as unknown as [typeof status],
) as unknown as z.ZodType<ParsedBackgroundMessage, BackgroundMessage>;

// ── Messages from the background (or an extension page) to a tab's content script ─────

/** The background's view of ContentMessage (content-protocol.ts), for tests and senders. */
export const contentMessageSchema: z.ZodType<ContentMessage> = z.discriminatedUnion('type', [
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
    uiLanguage: z.enum(UI_LANGUAGE_SETTINGS),
    keepHistory: z.boolean(),
  }),
]);
export type { ContentMessage, SelectionResponse };

// ── Responses ───────────────────────────────────────────────────────────────────────────

/** What each message kind is answered with. Every answer may also be a Refusal. */
export type ResponseMap = { [T in BackgroundMessageType]: z.output<Table[T]['response']> };
export type ResponseFor<T extends BackgroundMessageType> = ResponseMap[T] | Refusal;
export type AnyResponse = ResponseFor<BackgroundMessageType>;

export type CardTicketResponse = ResponseMap['card-ticket'];
export type PageConfigResponse = ResponseMap['page-config'];
export type CardClaimResponse = ResponseMap['card-claim'];
export type StatusResponse = ResponseMap['status'];
export type GetSettingsResponse = ResponseMap['get-settings'];
export type OkResponse = ResponseMap['save-settings'];
export type NotebookListResponse = ResponseMap['notebook-list'];
export type { ListLexiconsResponse, Refusal, RefusalReason };

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
