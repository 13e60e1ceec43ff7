import { z } from 'zod';
import { API_ERROR_KINDS } from '../api/errors';
import { LOOKUP_OPERATIONS, type LookupOperation, OPERATIONS } from '../api/operations';
import { lexiconSchema } from '../api/schemas';
import type { BudgetStatus, TabLookupResponse } from '../lookup/types';
import { settingsSchema, THEMES, UI_LANGUAGES } from '../settings/schema';
import type { BackgroundMessageType, Refusal, RefusalReason, ResponseMap } from './protocol';

/**
 * Schemas for the background's answers, as the extension pages read them. protocol.ts
 * types the answers but only validates requests; a page must not crash on an answer of
 * the wrong shape (an older background during an update, a bug), so each is checked here.
 * Objects are loose: a field added to an answer later is ignored, not an error.
 */

const REFUSAL_REASONS = [
  'invalid-message',
  'sender-not-allowed',
  'ticket-invalid',
  'session-invalid',
  'invalid-key',
  'storage-failed',
  'internal-error',
] as const satisfies readonly RefusalReason[];

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

const okSchema = z.object({ ok: z.literal(true) });

/** Each operation's entries, checked with the same element schemas the client used. */
const operationResultsSchema = z.object(
  Object.fromEntries(
    LOOKUP_OPERATIONS.map((operation: LookupOperation) => [
      operation,
      z.array(OPERATIONS[operation].element).optional(),
    ]),
  ),
);

const tabLookupSchema = z.union([
  z.object({
    ok: z.literal(true),
    word: z.string(),
    matched: z.string(),
    strippedClitics: z.boolean(),
    results: operationResultsSchema,
    refusedLexicons: z.array(z.string()),
    budget: budgetSchema,
  }),
  z.object({ ok: z.literal(false), error: apiErrorSchema, budget: budgetSchema.nullable() }),
]) as unknown as z.ZodType<TabLookupResponse>;

const listLexiconsSchema = z.union([
  z.object({ ok: z.literal(true), data: z.array(lexiconSchema), budget: budgetSchema.nullable() }),
  z.object({ ok: z.literal(false), error: apiErrorSchema, budget: budgetSchema.nullable() }),
]);

/** The success (or service-error) answer of each message; a Refusal is checked separately. */
export const RESPONSE_SCHEMAS: { [T in BackgroundMessageType]: z.ZodType<ResponseMap[T]> } = {
  'card-ticket': z.object({ ok: z.literal(true), ticket: z.string().min(1) }),
  'card-shown': z.object({ ok: z.literal(true) }),
  'page-config': z.object({
    ok: z.literal(true),
    doubleClick: z.boolean(),
    selectionButton: z.boolean(),
    uiLanguage: z.enum(UI_LANGUAGES),
  }),
  'card-claim': z.object({
    ok: z.literal(true),
    word: z.string().trim().min(1),
    session: z.string().min(1),
  }),
  lookup: tabLookupSchema,
  status: z.object({
    ok: z.literal(true),
    hasKey: z.boolean(),
    serviceUrl: z.string(),
    budget: budgetSchema.nullable(),
    uiLanguage: z.enum(UI_LANGUAGES),
    theme: z.enum(THEMES),
    // An estimate: not necessarily a whole number.
    cache: z.object({ entries: count, approxBytes: z.number().nonnegative() }).nullable(),
  }),
  'get-settings': z.object({ ok: z.literal(true), settings: settingsSchema, hasKey: z.boolean() }),
  'save-settings': okSchema,
  'list-lexicons': listLexiconsSchema,
  'clear-cache': okSchema,
  'reset-counter': okSchema,
};
