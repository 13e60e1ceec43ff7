import { z } from 'zod/mini';
import { MAX_API_KEY_LENGTH } from '../api/api-key';
import { lazySchema } from '../lazy-schema';
import { NOTEBOOK_LISTS } from '../notebook/export-row';
import { settingsPatchSchema } from '../settings/schema';
import { CARD_RESPONSES } from './card-protocol';
import {
  cardTicketResponse,
  getSettingsResponse,
  type ListLexiconsResponse,
  listLexiconsResponse,
  notebookExportResponse,
  notebookListResponse,
  okResponse,
  pageConfigResponse,
  type Refusal,
  type RefusalReason,
} from './responses';
import { lemmaAudio, lookup, resultTabSchema } from './results-requests';
import type { SenderKind } from './sender';
import { wordContext } from './word-context';
import { MAX_TOKEN_LENGTH, MAX_WORD_LENGTH, tokenSchema, wordSchema } from './words';

/**
 * Every runtime message between Lisan's contexts. The background validates what it
 * receives with the table below and checks who sent it (router.ts); the shapes here are
 * the whole contract. Objects are strict: an unknown field makes the message invalid.
 *
 * Every schema here is built at its first use (lib/lazy-schema.ts), and the router
 * builds only the schema of the kind it receives.
 */

export { MAX_TOKEN_LENGTH, MAX_WORD_LENGTH, resultTabSchema, tokenSchema, wordSchema };

/** Longer than any origin a browser reports (scheme, host of at most 253, port). */
const MAX_TOP_ORIGIN_LENGTH = 300;

// ── Messages to the background ──────────────────────────────────────────────────────────

/** Content script: a ticket for a card showing `word` (only after a trusted user gesture). */
const cardTicket = lazySchema(() =>
  z.strictObject({
    type: z.literal('card-ticket'),
    word: wordSchema,
    /** The asking frame's content-script instance: the other frames' cards are closed. */
    instance: z.optional(tokenSchema),
    /** A child frame's top page origin, where its browser tells it (the limits' site). */
    top: z.optional(z.string().check(z.maxLength(MAX_TOP_ORIGIN_LENGTH))),
  }),
);
/** Content script: a bound card showed a word without a ticket; close the tab's other cards. */
const cardShown = lazySchema(() =>
  z.strictObject({ type: z.literal('card-shown'), instance: tokenSchema }),
);
/** Content script: its trigger preferences (it cannot read storage itself). */
const pageConfig = lazySchema(() => z.strictObject({ type: z.literal('page-config') }));
/** Card: redeem the ticket from its URL for a word and a session. */
const cardClaim = lazySchema(() =>
  z.strictObject({ type: z.literal('card-claim'), ticket: tokenSchema }),
);
/** Popup, welcome, card, options: what the header and the settings page show. */
// The cache figures read every stored answer: only the options page, which shows them,
// asks for them; the card and popup must not wait for that read.
const status = lazySchema(() =>
  z.strictObject({ type: z.literal('status'), includeCache: z.optional(z.boolean()) }),
);
// Options page only:
const getSettings = lazySchema(() => z.strictObject({ type: z.literal('get-settings') }));
const saveSettings = lazySchema(() =>
  z.strictObject({
    type: z.literal('save-settings'),
    settings: settingsPatchSchema,
    /** Absent: keep the key. Null (or blank): remove it. A string: the new key. */
    apiKey: z.optional(z.nullable(z.string().check(z.maxLength(MAX_API_KEY_LENGTH)))),
  }),
);
const listLexicons = lazySchema(() =>
  z.strictObject({
    type: z.literal('list-lexicons'),
    fresh: z.optional(z.boolean()),
  }),
);
const clearCache = lazySchema(() => z.strictObject({ type: z.literal('clear-cache') }));
const resetCounter = lazySchema(() => z.strictObject({ type: z.literal('reset-counter') }));
// The notebook (lib/notebook; handled in entrypoints/background/notebook-handlers.ts):
/** The lemma a lookup resolved to, as the card or popup shows it. */
const notebookWord = () => ({
  word: wordSchema,
  matched: wordSchema,
  lemma: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  session: z.optional(tokenSchema),
});
/** Card, popup: a lookup was shown (recorded unless history is off or the window private). */
const notebookRecord = lazySchema(() =>
  z.strictObject({ type: z.literal('notebook-record'), ...notebookWord() }),
);
/** Card, popup: the "Save" toggle. */
const notebookSave = lazySchema(() =>
  z.strictObject({
    type: z.literal('notebook-save'),
    ...notebookWord(),
    saved: z.boolean(),
  }),
);
const notebookIsSaved = lazySchema(() =>
  z.strictObject({
    type: z.literal('notebook-is-saved'),
    matched: wordSchema,
  }),
);
/** Popup (recent words), notebook page: the history and the saved words, newest first. */
const notebookList = lazySchema(() => z.strictObject({ type: z.literal('notebook-list') }));
const notebookDelete = lazySchema(() =>
  z.strictObject({
    type: z.literal('notebook-delete'),
    row: z.union([
      z.strictObject({ list: z.literal('history'), id: z.int().check(z.nonnegative()) }),
      z.strictObject({ list: z.literal('saved'), matched: wordSchema }),
    ]),
  }),
);
const notebookClearHistory = lazySchema(() =>
  z.strictObject({ type: z.literal('notebook-clear-history') }),
);
/** Notebook page: a list with what the cache holds for each word (never a call). */
const notebookExport = lazySchema(() =>
  z.strictObject({
    type: z.literal('notebook-export'),
    list: z.enum(NOTEBOOK_LISTS),
  }),
);

// ── The table ───────────────────────────────────────────────────────────────────────────

/** One message kind: what it carries, what answers it, and which contexts may send it. */
interface MessageSpec<Type extends string> {
  request: z.ZodMiniType<{ type: Type }, { type: Type }>;
  response: z.ZodMiniType;
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
  'word-context': { request: wordContext, response: okResponse, senders: ['content-script'] },
  'page-config': { request: pageConfig, response: pageConfigResponse, senders: ['content-script'] },
  'card-claim': { request: cardClaim, response: CARD_RESPONSES['card-claim'], senders: ['card'] },
  // The welcome page's try-it word is a lookup the reader asks for, as in the popup.
  lookup: {
    request: lookup,
    response: CARD_RESPONSES.lookup,
    senders: ['popup', 'welcome', 'card'],
  },
  'lemma-audio': {
    request: lemmaAudio,
    response: CARD_RESPONSES['lemma-audio'],
    senders: ['popup', 'card'],
  },
  status: {
    request: status,
    response: CARD_RESPONSES.status,
    senders: ['popup', 'welcome', 'card', 'options', 'notebook'],
  },
  'get-settings': { request: getSettings, response: getSettingsResponse, senders: ['options'] },
  'save-settings': { request: saveSettings, response: okResponse, senders: ['options'] },
  'list-lexicons': { request: listLexicons, response: listLexiconsResponse, senders: ['options'] },
  'clear-cache': { request: clearCache, response: okResponse, senders: ['options'] },
  'reset-counter': { request: resetCounter, response: okResponse, senders: ['options'] },
  'notebook-record': {
    request: notebookRecord,
    response: CARD_RESPONSES['notebook-record'],
    senders: ['popup', 'card'],
  },
  'notebook-save': {
    request: notebookSave,
    response: CARD_RESPONSES['notebook-save'],
    senders: ['popup', 'card'],
  },
  'notebook-is-saved': {
    request: notebookIsSaved,
    response: CARD_RESPONSES['notebook-is-saved'],
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
export const backgroundMessageSchema = lazySchema(() =>
  z.discriminatedUnion(
    'type',
    Object.values(BACKGROUND_MESSAGES).map((spec) => spec.request) as unknown as [typeof status],
  ),
) as unknown as z.ZodMiniType<ParsedBackgroundMessage, BackgroundMessage>;

// Messages from the background (or an extension page) to a tab's content script, and
// between the content script and the card: one table per direction in content-protocol.ts.

// ── Responses ───────────────────────────────────────────────────────────────────────────

/** What each message kind is answered with. Every answer may also be a Refusal. */
export type ResponseMap = { [T in BackgroundMessageType]: z.output<Table[T]['response']> };
/** Each message kind's response schema, as the table names it. */
export type ResponseSchemas = { [T in BackgroundMessageType]: Table[T]['response'] };
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
