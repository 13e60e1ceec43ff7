import { z } from 'zod';
import { API_ERROR_KINDS, type ApiResult } from '../api/errors';
import { LOOKUP_OPERATIONS, type LookupOperation, OPERATIONS } from '../api/operations';
import { type Lexicon, lexiconSchema } from '../api/schemas';
import type { CandidateAnalysis } from '../arabic/analysis';
import { UI_LANGUAGE_SETTINGS } from '../i18n/languages';
import type { BudgetStatus, TabLookupResponse } from '../lookup/types';
import { noteSchema } from '../notebook/types';
import { settingsSchema, THEMES } from '../settings/schema';

/**
 * Schemas for the background's answers, as the extension pages read them. The message
 * table (protocol.ts) names one per message kind; the answers' types derive from them. A
 * page must not crash on an answer of the wrong shape (an older background during an
 * update, a bug), so each is checked. Objects are loose: a field added to an answer later
 * is ignored, not an error.
 */

/**
 * Why the background would not act. Distinct from ApiError kinds: nothing was asked of
 * the service. No reason ever quotes the message or the key.
 */
export const REFUSAL_REASONS = [
  'invalid-message', // not one of the messages of the table (wrong shape, extra fields, too long)
  'sender-not-allowed', // that context may not send that message
  'ticket-invalid', // unknown, used, expired, or issued for another tab
  'session-invalid', // a card lookup without a live session for that tab and frame
  'rate-limited', // card-ticket: the tab asked for more tickets a minute than allowed
  'invalid-key', // save-settings: the key cannot be an API key
  'storage-failed', // save-settings: the browser would not store it
  'internal-error', // anything else; details are not sent
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export interface Refusal {
  ok: false;
  error: {
    kind: 'refused';
    reason: RefusalReason;
    /** invalid-message from the options page: the first invalid field, e.g. "settings.serviceUrl". */
    field?: string;
  };
}

const count = z.number().int().nonnegative();

export const budgetSchema: z.ZodType<BudgetStatus> = z.object({
  used: count,
  limit: count,
  warning: z.enum(['none', 'eighty', 'ninety-five']),
  spent: z.boolean(),
});

const apiErrorSchema = z.object({
  kind: z.enum(API_ERROR_KINDS),
  status: z.number().int().optional(),
  messages: z.array(z.string()),
  reason: z.string().optional(),
  retryAfterMs: z.number().nonnegative().optional(),
});

export const refusalSchema: z.ZodType<Refusal> = z.object({
  ok: z.literal(false),
  error: z.object({
    kind: z.literal('refused'),
    // A reason added later reads as the generic one rather than as a broken answer.
    reason: z.enum(REFUSAL_REASONS).catch('internal-error'),
    field: z.string().optional(),
  }),
});

export const okResponse = z.object({ ok: z.literal(true) });

/** Each operation's entries, checked with the same element schemas the client used. */
const operationResultsSchema = z.object(
  Object.fromEntries(
    LOOKUP_OPERATIONS.map((operation: LookupOperation) => [
      operation,
      z.array(OPERATIONS[operation].element).optional(),
    ]),
  ),
);

const arabicForm = z.string().trim().min(1).max(100);
/** Optional extras of an answer: a broken one is dropped, never the answer with it. */
const formList = z.array(arabicForm).max(50).optional().catch(undefined);

const verbSubjectSchema = z.object({
  person: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  gender: z.enum(['masculine', 'feminine']).optional(),
  number: z.enum(['singular', 'dual', 'plural']),
});

const inflectionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['feminine', 'sound-plural', 'dual', 'broken-plural', 'nisba', 'accusative']),
  }),
  z.object({
    kind: z.literal('verb'),
    tense: z.enum(['past', 'present', 'future', 'imperative']),
    voice: z.literal('passive').optional(),
    subject: verbSubjectSchema.optional(),
  }),
]);

/** What the analyser undid (lib/arabic/analysis.ts). */
export const candidateAnalysisSchema: z.ZodType<CandidateAnalysis> = z.object({
  form: arabicForm,
  proclitics: z.array(z.string()).max(10),
  enclitics: z.array(z.string()).max(10),
  inflections: z.array(inflectionSchema).max(10),
  pos: z.enum(['noun', 'verb', 'adjective']).optional(),
});

export const tabLookupResponse = z.union([
  z.object({
    ok: z.literal(true),
    word: z.string(),
    matched: z.string(),
    strippedClitics: z.boolean(),
    analysis: candidateAnalysisSchema.optional().catch(undefined),
    untried: formList,
    seeAlso: formList,
    otherReadings: z.array(candidateAnalysisSchema).max(10).optional().catch(undefined),
    nonVerbPos: z.array(z.string().trim().min(1).max(100)).max(20).optional().catch(undefined),
    results: operationResultsSchema,
    refusedLexicons: z.array(z.string()),
    budget: budgetSchema,
  }),
  z.object({ ok: z.literal(false), error: apiErrorSchema, budget: budgetSchema.nullable() }),
]) as unknown as z.ZodType<TabLookupResponse>;

export type ListLexiconsResponse = ApiResult<Lexicon> & { budget: BudgetStatus | null };
export const listLexiconsResponse = z.union([
  z.object({ ok: z.literal(true), data: z.array(lexiconSchema), budget: budgetSchema.nullable() }),
  z.object({ ok: z.literal(false), error: apiErrorSchema, budget: budgetSchema.nullable() }),
]) as z.ZodType<ListLexiconsResponse>;

export const cardTicketResponse = z.object({ ok: z.literal(true), ticket: z.string().min(1) });

/** What a content script keeps of the settings: its triggers and the UI language. */
export const pageConfigResponse = z.object({
  ok: z.literal(true),
  doubleClick: z.boolean(),
  selectionButton: z.boolean(),
  uiLanguage: z.enum(UI_LANGUAGE_SETTINGS),
  /** The content script sends the page text around a word only while this is on. */
  keepHistory: z.boolean(),
});

export const cardClaimResponse = z.object({
  ok: z.literal(true),
  word: z.string().trim().min(1),
  session: z.string().min(1),
});

export const statusResponse = z.object({
  ok: z.literal(true),
  hasKey: z.boolean(),
  serviceUrl: z.string(),
  budget: budgetSchema.nullable(),
  uiLanguage: z.enum(UI_LANGUAGE_SETTINGS),
  theme: z.enum(THEMES),
  /** Present only when the request set `includeCache`. An estimate: not necessarily whole. */
  cache: z.object({ entries: count, approxBytes: z.number().nonnegative() }).nullable(),
});

/** The settings as stored; the key itself is never sent, only whether there is one. */
export const getSettingsResponse = z.object({
  ok: z.literal(true),
  settings: settingsSchema,
  hasKey: z.boolean(),
});

// ── The notebook ────────────────────────────────────────────────────────────────────────

export const notebookSavedResponse = z.object({ ok: z.literal(true), saved: z.boolean() });
/** Whether a word is saved, and how Listen should speak (the card cannot read settings). */
export const notebookIsSavedResponse = notebookSavedResponse.extend({
  voice: z.string(),
  rate: z.number(),
});
// Loose, like every answer here: noteSchema itself is strict, for what pages send.
const noteAnswerSchema = z.object(noteSchema.shape);
export const notebookListResponse = z.object({
  ok: z.literal(true),
  history: z.array(noteAnswerSchema.extend({ id: count })),
  saved: z.array(noteAnswerSchema),
});
export const notebookExportResponse = z.object({
  ok: z.literal(true),
  rows: z.array(
    noteAnswerSchema.extend({
      pos: z.string().nullable(),
      root: z.string().nullable(),
      pattern: z.string().nullable(),
      senses: z.array(z.string()),
      lexicon: z.string().nullable(),
    }),
  ),
});
