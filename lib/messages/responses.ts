import { z } from 'zod/mini';
import { API_ERROR_KINDS, type ApiResult } from '../api/errors';
import { LOOKUP_OPERATIONS, type LookupOperation, OPERATIONS } from '../api/operations';
import { type Lexicon, lexiconSchema } from '../api/schemas';
import type { CandidateAnalysis } from '../arabic/analysis';
import { UI_LANGUAGE_SETTINGS } from '../i18n/languages';
import { lazySchema } from '../lazy-schema';
import type { BudgetStatus, TabLookupResponse } from '../lookup/types';
import { noteFields } from '../notebook/types';
import { settingsSchema, THEMES } from '../settings/schema';

/**
 * Schemas for the background's answers, as the extension pages read them. The message
 * table (protocol.ts) names one per message kind; the answers' types derive from them. A
 * page must not crash on an answer of the wrong shape (an older background during an
 * update, a bug), so each is checked. Objects are loose: a field added to an answer later
 * is ignored, not an error. Each is built at its first use (lib/lazy-schema.ts):
 * the background imports this table too, and checks an answer only when a handler fails.
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

const count = () => z.int().check(z.nonnegative());

export const budgetSchema: z.ZodMiniType<BudgetStatus> = lazySchema(() =>
  z.object({
    used: count(),
    limit: count(),
    warning: z.enum(['none', 'eighty', 'ninety-five']),
    spent: z.boolean(),
  }),
);

const apiErrorSchema = lazySchema(() =>
  z.object({
    kind: z.enum(API_ERROR_KINDS),
    status: z.optional(z.int()),
    messages: z.array(z.string()),
    reason: z.optional(z.string()),
    retryAfterMs: z.optional(z.number().check(z.nonnegative())),
  }),
);

export const refusalSchema: z.ZodMiniType<Refusal> = lazySchema(() =>
  z.object({
    ok: z.literal(false),
    error: z.object({
      kind: z.literal('refused'),
      // A reason added later reads as the generic one rather than as a broken answer.
      reason: z.catch(z.enum(REFUSAL_REASONS), 'internal-error'),
      field: z.optional(z.string()),
    }),
  }),
);

export const okResponse = lazySchema(() => z.object({ ok: z.literal(true) }));

/** Each operation's entries, checked with the same element schemas the client used. */
const operationResults = () =>
  z.object(
    Object.fromEntries(
      LOOKUP_OPERATIONS.map((operation: LookupOperation) => [
        operation,
        z.optional(z.array(OPERATIONS[operation].element)),
      ]),
    ),
  );

const arabicForm = () => z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
/** Optional extras of an answer: a broken one is dropped, never the answer with it. */
const dropIfBroken = <Schema extends z.ZodMiniType>(schema: Schema) =>
  z.catch(z.optional(schema), undefined);
const formList = () => dropIfBroken(z.array(arabicForm()).check(z.maxLength(50)));

const verbSubject = () =>
  z.object({
    person: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    gender: z.optional(z.enum(['masculine', 'feminine'])),
    number: z.enum(['singular', 'dual', 'plural']),
  });

const inflection = () =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.enum(['feminine', 'sound-plural', 'dual', 'broken-plural', 'nisba', 'accusative']),
    }),
    z.object({
      kind: z.literal('verb'),
      tense: z.enum(['past', 'present', 'future', 'imperative']),
      voice: z.optional(z.literal('passive')),
      subject: z.optional(verbSubject()),
    }),
  ]);

/** What the analyser undid (lib/arabic/analysis.ts). */
export const candidateAnalysisSchema: z.ZodMiniType<CandidateAnalysis> = lazySchema(() =>
  z.object({
    form: arabicForm(),
    proclitics: z.array(z.string()).check(z.maxLength(10)),
    enclitics: z.array(z.string()).check(z.maxLength(10)),
    inflections: z.array(inflection()).check(z.maxLength(10)),
    pos: z.optional(z.enum(['noun', 'verb', 'adjective'])),
  }),
);

export const tabLookupResponse = lazySchema(() =>
  z.union([
    z.object({
      ok: z.literal(true),
      word: z.string(),
      matched: z.string(),
      strippedClitics: z.boolean(),
      analysis: dropIfBroken(candidateAnalysisSchema),
      untried: formList(),
      seeAlso: formList(),
      otherReadings: dropIfBroken(z.array(candidateAnalysisSchema).check(z.maxLength(10))),
      nonVerbPos: dropIfBroken(
        z
          .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)))
          .check(z.maxLength(20)),
      ),
      results: operationResults(),
      refusedLexicons: z.array(z.string()),
      budget: budgetSchema,
    }),
    z.object({ ok: z.literal(false), error: apiErrorSchema, budget: z.nullable(budgetSchema) }),
  ]),
) as unknown as z.ZodMiniType<TabLookupResponse>;

export type ListLexiconsResponse = ApiResult<Lexicon> & { budget: BudgetStatus | null };
export const listLexiconsResponse = lazySchema(() =>
  z.union([
    z.object({
      ok: z.literal(true),
      data: z.array(lexiconSchema),
      budget: z.nullable(budgetSchema),
    }),
    z.object({ ok: z.literal(false), error: apiErrorSchema, budget: z.nullable(budgetSchema) }),
  ]),
) as z.ZodMiniType<ListLexiconsResponse>;

export const cardTicketResponse = lazySchema(() =>
  z.object({ ok: z.literal(true), ticket: z.string().check(z.minLength(1)) }),
);

/** What a content script keeps of the settings: its triggers and the UI language. */
export const pageConfigResponse = lazySchema(() =>
  z.object({
    ok: z.literal(true),
    doubleClick: z.boolean(),
    selectionButton: z.boolean(),
    uiLanguage: z.enum(UI_LANGUAGE_SETTINGS),
    /** The content script sends the page text around a word only while this is on. */
    keepHistory: z.boolean(),
  }),
);

export const cardClaimResponse = lazySchema(() =>
  z.object({
    ok: z.literal(true),
    word: z.string().check(z.trim(), z.minLength(1)),
    session: z.string().check(z.minLength(1)),
  }),
);

export const statusResponse = lazySchema(() =>
  z.object({
    ok: z.literal(true),
    hasKey: z.boolean(),
    serviceUrl: z.string(),
    budget: z.nullable(budgetSchema),
    uiLanguage: z.enum(UI_LANGUAGE_SETTINGS),
    theme: z.enum(THEMES),
    /** Present only when the request set `includeCache`. An estimate: not necessarily whole. */
    cache: z.nullable(
      z.object({ entries: count(), approxBytes: z.number().check(z.nonnegative()) }),
    ),
  }),
);

/** The settings as stored; the key itself is never sent, only whether there is one. */
export const getSettingsResponse = lazySchema(() =>
  z.object({ ok: z.literal(true), settings: settingsSchema, hasKey: z.boolean() }),
);

// ── The notebook ────────────────────────────────────────────────────────────────────────

const savedFields = () => ({ ok: z.literal(true), saved: z.boolean() });
export const notebookSavedResponse = lazySchema(() => z.object(savedFields()));
/** Whether a word is saved, and how Listen should speak (the card cannot read settings). */
export const notebookIsSavedResponse = lazySchema(() =>
  z.object({ ...savedFields(), voice: z.string(), rate: z.number() }),
);
// Loose, like every answer here: noteSchema itself is strict, for what pages send.
const noteAnswer = <Extra extends z.core.$ZodLooseShape>(extra: Extra) =>
  z.object({ ...noteFields(), ...extra });
export const notebookListResponse = lazySchema(() =>
  z.object({
    ok: z.literal(true),
    history: z.array(noteAnswer({ id: count() })),
    saved: z.array(noteAnswer({})),
  }),
);
export const notebookExportResponse = lazySchema(() =>
  z.object({
    ok: z.literal(true),
    rows: z.array(
      noteAnswer({
        pos: z.nullable(z.string()),
        root: z.nullable(z.string()),
        pattern: z.nullable(z.string()),
        senses: z.array(z.string()),
        lexicon: z.nullable(z.string()),
      }),
    ),
  }),
);
