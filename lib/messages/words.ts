import { z } from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { MAX_TOKEN_LENGTH, MAX_WORD_LENGTH } from './limits';

/**
 * The words and tokens messages carry, checked alike by the background (protocol.ts) and by
 * the card (the ticket and the words its port brings), which so imports these and not the
 * whole message table.
 */

export { MAX_TOKEN_LENGTH, MAX_WORD_LENGTH };

/** A word as the reader picked it; the engine normalises it. Length is checked before trimming. */
export const wordSchema = lazySchema(() =>
  z.string().check(z.maxLength(MAX_WORD_LENGTH), z.trim(), z.minLength(1)),
);

/** Tickets, sessions and content-script instance ids: short, URL-safe. */
export const tokenSchema = lazySchema(() =>
  z.string().check(z.maxLength(MAX_TOKEN_LENGTH), z.regex(/^[A-Za-z0-9_-]+$/)),
);
