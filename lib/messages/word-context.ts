import { z } from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { MAX_CONTEXT_WORDS } from '../lookup/types';
import { wordSchema } from './words';

/**
 * Content script → background, before the card asks for a word: the words around it on
 * the page, at most MAX_CONTEXT_WORDS each side, for that word's next lookup only
 * (lib/arabic/context.ts); the background drops them once used.
 */
export const wordContext = lazySchema(() =>
  z.strictObject({
    type: z.literal('word-context'),
    word: wordSchema,
    before: z.array(wordSchema).check(z.maxLength(MAX_CONTEXT_WORDS)),
    after: z.array(wordSchema).check(z.maxLength(MAX_CONTEXT_WORDS)),
  }),
);
