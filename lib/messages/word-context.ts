import { z } from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { MAX_SENTENCE_LENGTH } from '../notebook/sentence';
import { wordSchema } from './words';

/**
 * Content script → background, before the card asks for a word: the page text around it
 * (entrypoints/content/sentence.ts), from which the background keeps the words next to it
 * (neighbourWords) for that word's next lookup only (lib/arabic/context.ts), and drops them
 * once used. Only while history is kept, `page` names the page, and the background cuts
 * the word's sentence from the same text for its note (lib/notebook/sentence.ts).
 */
export const wordContext = lazySchema(() =>
  z.strictObject({
    type: z.literal('word-context'),
    word: wordSchema,
    sentence: z.string().check(z.maxLength(MAX_SENTENCE_LENGTH)),
    page: z.optional(
      z.strictObject({
        title: z.string().check(z.maxLength(500)),
        url: z.string().check(z.maxLength(2000)),
      }),
    ),
  }),
);
