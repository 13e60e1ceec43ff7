import { z } from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/**
 * The words and tokens messages carry, checked alike by the background (protocol.ts) and by
 * the card (the ticket and the words its port brings), which so imports these and not the
 * whole message table.
 */

export const MAX_WORD_LENGTH = 100;
export const MAX_TOKEN_LENGTH = 100;

/** A word as the reader picked it; the engine normalises it. Length is checked before trimming. */
export const wordSchema = lazySchema(() =>
  z.string().check(z.maxLength(MAX_WORD_LENGTH), z.trim(), z.minLength(1)),
);

/** Tickets, sessions and content-script instance ids: short, URL-safe. */
export const tokenSchema = lazySchema(() =>
  z.string().check(z.maxLength(MAX_TOKEN_LENGTH), z.regex(/^[A-Za-z0-9_-]+$/)),
);
