import { z } from 'zod/mini';
import type { ApiResult } from '../api/errors';
import { type Lexicon, lexiconSchema } from '../api/schemas';
import { UI_LANGUAGE_SETTINGS } from '../i18n/languages';
import { lazySchema } from '../lazy-schema';
import type { BudgetStatus } from '../lookup/types';
import { noteSchema } from '../notebook/types';
import { settingsSchema, triggerFields } from '../settings/schema';
import { apiErrorSchema, budgetSchema, count } from './card-protocol';
import type { PageConfig } from './content-protocol';

/**
 * Schemas for the background's answers, as the extension pages read them. The message
 * table (protocol.ts) names one per message kind; the answers' types derive from them. A
 * page must not crash on an answer of the wrong shape (an older background during an
 * update, a bug), so each is checked. Objects are loose: a field added to an answer later
 * is ignored, not an error. Those the card reads live in card-responses.ts, so that its
 * document imports no others.
 */
export {
  budgetSchema,
  candidateAnalysisSchema,
  cardClaimResponse,
  lemmaAudioResponse,
  notebookIsSavedResponse,
  notebookSavedResponse,
  okResponse,
  REFUSAL_REASONS,
  type Refusal,
  type RefusalReason,
  refusalSchema,
  statusResponse,
  tabLookupResponse,
} from './card-protocol';

export type ListLexiconsResponse = ApiResult<Lexicon> & { budget: BudgetStatus | null };
export const listLexiconsResponse = lazySchema(
  () =>
    z.union([
      z.object({
        ok: z.literal(true),
        data: z.array(lexiconSchema),
        budget: z.nullable(budgetSchema),
      }),
      z.object({ ok: z.literal(false), error: apiErrorSchema, budget: z.nullable(budgetSchema) }),
    ]) as unknown as z.ZodMiniType<ListLexiconsResponse>,
);

export const cardTicketResponse = lazySchema(() =>
  z.object({
    ok: z.literal(true),
    ticket: z.string().check(z.minLength(1)),
  }),
);

/**
 * What a content script keeps of the settings. The content script reads this answer by
 * hand with PAGE_CONFIG_FIELDS (content-protocol.ts), the owner of these fields; the
 * compiler holds this schema to it (PageConfigAlike below).
 */
export const pageConfigResponse = lazySchema(() =>
  z.object({
    ok: z.literal(true),
    ...triggerFields(),
    uiLanguage: z.enum(UI_LANGUAGE_SETTINGS),
    keepHistory: z.boolean(),
  }),
);
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** Fails to compile when the schema above and the content script's fields differ. */
export type PageConfigAlike = Holds<
  Same<Omit<z.output<typeof pageConfigResponse>, 'ok'>, PageConfig>
>;

/** The settings as stored; the key itself is never sent, only whether there is one. */
export const getSettingsResponse = lazySchema(() =>
  z.object({ ok: z.literal(true), settings: settingsSchema, hasKey: z.boolean() }),
);

// ── The notebook ────────────────────────────────────────────────────────────────────────

// Loose, like every answer here: noteSchema itself is strict, for what pages send.
const noteAnswerSchema = lazySchema(() => z.object(noteSchema.shape));
export const notebookListResponse = lazySchema(() =>
  z.object({
    ok: z.literal(true),
    history: z.array(z.extend(noteAnswerSchema, { id: count })),
    saved: z.array(noteAnswerSchema),
  }),
);
export const notebookExportResponse = lazySchema(() =>
  z.object({
    ok: z.literal(true),
    rows: z.array(
      z.extend(noteAnswerSchema, {
        pos: z.nullable(z.string()),
        root: z.nullable(z.string()),
        pattern: z.nullable(z.string()),
        senses: z.array(z.string()),
        // Absent from an older background's answer: none.
        translations: z._default(z.array(z.string()), []),
        lexicon: z.nullable(z.string()),
      }),
    ),
  }),
);
