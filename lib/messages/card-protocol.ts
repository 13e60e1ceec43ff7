import { z } from 'zod/mini';
import { API_ERROR_KINDS } from '../api/errors';
import { LOOKUP_OPERATIONS, type LookupOperation, OPERATIONS } from '../api/operations';
import { candidateAnalysisSchema } from '../arabic/analysis';
import { UI_LANGUAGE_SETTINGS } from '../i18n/languages';
import { lazySchema } from '../lazy-schema';
import type { BudgetStatus, TabLookupResponse } from '../lookup/types';
import { THEMES } from '../settings/themes';

/**
 * The card's protocol with the background: the messages a card may send, each with the
 * schema of its answer (CARD_RESPONSES, at the end), and those schemas (the popup and
 * other pages read them too, through responses.ts, which re-exports these). Apart from
 * the others so that the card's document imports only these schemas. Objects are loose,
 * as in responses.ts: a field added to an answer later is ignored.
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

export const count = lazySchema(() => z.int().check(z.nonnegative()));

export const budgetSchema: z.ZodMiniType<BudgetStatus> = lazySchema(() =>
  z.object({
    used: count,
    limit: count,
    warning: z.enum(['none', 'eighty', 'ninety-five']),
    spent: z.boolean(),
  }),
);

export const apiErrorSchema = lazySchema(() =>
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
const operationResultsSchema = lazySchema(() =>
  z.object(
    Object.fromEntries(
      LOOKUP_OPERATIONS.map((operation: LookupOperation) => [
        operation,
        z.optional(z.array(OPERATIONS[operation].element)),
      ]),
    ),
  ),
);

/** Optional extras of an answer: a broken one is dropped, never the answer with it. */
const dropWhenBroken = <Schema extends z.core.SomeType>(schema: Schema) =>
  z.catch(z.optional(schema), undefined);
const shortText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const arabicForm = lazySchema(() => shortText(100));
const formList = lazySchema(() => dropWhenBroken(z.array(arabicForm).check(z.maxLength(50))));

/** What the analyser undid: its one schema lives with its type (lib/arabic/analysis.ts). */
export { candidateAnalysisSchema };

export const tabLookupResponse = lazySchema(
  () =>
    z.union([
      z.object({
        ok: z.literal(true),
        word: z.string(),
        matched: z.string(),
        strippedClitics: z.boolean(),
        analysis: dropWhenBroken(candidateAnalysisSchema),
        untried: formList,
        seeAlso: formList,
        otherReadings: dropWhenBroken(z.array(candidateAnalysisSchema).check(z.maxLength(10))),
        nonVerbPos: dropWhenBroken(z.array(shortText(100)).check(z.maxLength(20))),
        results: operationResultsSchema,
        refusedLexicons: z.array(z.string()),
        budget: budgetSchema,
      }),
      z.object({ ok: z.literal(false), error: apiErrorSchema, budget: z.nullable(budgetSchema) }),
    ]) as unknown as z.ZodMiniType<TabLookupResponse>,
);

/** How a page draws: the reader's UI language and theme (status; the card's claim). */
const lookFields = () => ({ uiLanguage: z.enum(UI_LANGUAGE_SETTINGS), theme: z.enum(THEMES) });

export const cardClaimResponse = lazySchema(() =>
  z.object({
    ok: z.literal(true),
    word: z.string().check(z.trim(), z.minLength(1)),
    session: z.string().check(z.minLength(1)),
    /** The card draws in these from its first frame, with no `status` to wait for. */
    ...lookFields(),
    /** The word's Senses, when the answer the ticket started was ready: the card's first tab. */
    senses: dropWhenBroken(tabLookupResponse),
  }),
);

export const statusResponse = lazySchema(() =>
  z.object({
    ok: z.literal(true),
    hasKey: z.boolean(),
    serviceUrl: z.string(),
    budget: z.nullable(budgetSchema),
    ...lookFields(),
    /** Present only when the request set `includeCache`. An estimate: not necessarily whole. */
    cache: z.nullable(z.object({ entries: count, approxBytes: z.number().check(z.nonnegative()) })),
  }),
);

/** The service's recording of a lemma, as a data: URL the page plays; or why there is none. */
export const lemmaAudioResponse = lazySchema(() =>
  z.union([
    z.object({
      ok: z.literal(true),
      dataUrl: z
        .string()
        .check(z.maxLength(2 * 1024 * 1024), z.regex(/^data:audio\/[a-z0-9.+-]+;base64,/)),
    }),
    z.object({ ok: z.literal(false), reason: z.enum(['not-allowed', 'unavailable']) }),
  ]),
);

export const notebookSavedResponse = lazySchema(() =>
  z.object({ ok: z.literal(true), saved: z.boolean() }),
);
/** Whether a word is saved, and how Listen should speak (the card cannot read settings). */
export const notebookIsSavedResponse = lazySchema(() =>
  z.extend(notebookSavedResponse, {
    voice: z.string(),
    rate: z.number(),
  }),
);

/**
 * The messages a card sends to the background (the router allows it no others), each with
 * the schema of its answer: the one list of them. The message table (protocol.ts) takes
 * these kinds' responses from here, and the card's sender (entrypoints/card/card-send.ts)
 * checks its answers with it.
 */
export const CARD_RESPONSES = {
  'card-claim': cardClaimResponse,
  lookup: tabLookupResponse,
  status: statusResponse,
  'notebook-record': okResponse,
  'notebook-save': notebookSavedResponse,
  'notebook-is-saved': notebookIsSavedResponse,
  'lemma-audio': lemmaAudioResponse,
};
export type CardMessageType = keyof typeof CARD_RESPONSES;
