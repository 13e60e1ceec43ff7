import { z } from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { RESULT_TABS } from '../lookup/types';
import { tokenSchema, wordSchema } from './words';

/**
 * What the results view (card and popup) asks of the background: a tab of a word, and a
 * lemma's recording. Part of the message table (protocol.ts), kept here so it stays short.
 */

export const resultTabSchema = lazySchema(() => z.enum(RESULT_TABS));

/** Popup (no session) or card (with its session): one results tab for a word. */
export const lookup = lazySchema(() =>
  z.strictObject({
    type: z.literal('lookup'),
    word: wordSchema,
    tab: resultTabSchema,
    session: z.optional(tokenSchema),
    /** The word's own entry, without the reading that would lead (TabLookupRequest.asWritten). */
    asWritten: z.optional(z.literal(true)),
    /** Forms of a word known to be no verb: ask the service anyway (TabLookupRequest.askService). */
    askService: z.optional(z.literal(true)),
  }),
);

/**
 * Popup or card (with its session): the service's recording of a lemma, asked when the
 * reader presses Listen (lib/lookup/lemma-audio.ts fetches it).
 */
export const lemmaAudio = lazySchema(() =>
  z.strictObject({
    type: z.literal('lemma-audio'),
    url: z.string().check(z.minLength(1), z.maxLength(2000)),
    session: z.optional(tokenSchema),
  }),
);
