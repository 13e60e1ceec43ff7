import { z } from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { MAX_SENTENCE_LENGTH } from './sentence';

/**
 * One word the reader met: what the notebook keeps of a lookup. The same shape is a
 * history row and a saved word; it crosses the message boundary, so it is a zod schema.
 */
const text = (max: number) => z.string().check(z.maxLength(max));

/** A note's fields: the strict schema below, and the loose answers that carry notes. */
export const noteFields = () => ({
  /** The word as the reader met it. */
  word: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  /** The form the service had entries for (the lookup's `matched`): the cache is keyed by it. */
  matched: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  /** The vocalised lemma of the first entry, or `matched` when no entry named one. */
  lemma: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** The text around the word on its page; empty for popup lookups. */
  sentence: text(MAX_SENTENCE_LENGTH),
  title: text(500),
  url: text(2000),
  /** Milliseconds since the epoch. */
  time: z.int().check(z.nonnegative()),
});
export const noteSchema = lazySchema(() => z.strictObject(noteFields()));
export type Note = z.output<typeof noteSchema>;

/** A stored history row: a note with the id IndexedDB gave it. */
export interface HistoryRow extends Note {
  id: number;
}
