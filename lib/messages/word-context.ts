import { z } from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { MAX_SENTENCE_LENGTH } from '../notebook/sentence';
import { wordSchema } from './words';

/**
 * Content script → background, before the card asks for a word: the page text around it
 * (entrypoints/content/sentence.ts, as for the notebook), from which the background keeps the words next to it (neighbourWords) for
 * that word's next lookup only (lib/arabic/context.ts), and drops them once used.
 */
export const wordContext = lazySchema(() =>
  z.strictObject({
    type: z.literal('word-context'),
    word: wordSchema,
    sentence: z.string().check(z.maxLength(MAX_SENTENCE_LENGTH)),
  }),
);
