import { z } from 'zod';

/**
 * Element shapes of sections 2.1–2.5 of docs/api-spec.md, tolerant of how the real service behaves
 * (docs: service-field-notes.md): unknown fields are ignored (zod objects strip them),
 * optional text may be null, "" or padded, and lexicon ids need not be UUIDs.
 */

/** Text the service may send as null, "", or with stray spaces: trimmed, or null when absent. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  });

/** A list of strings; null or missing reads as empty, blank items are dropped, the rest trimmed. */
export const textList = z
  .array(z.string().nullable())
  .nullish()
  .transform((items) =>
    (items ?? []).flatMap((item) => {
      const trimmed = item?.trim() ?? '';
      return trimmed === '' ? [] : [trimmed];
    }),
  );

/** Anything that can be a lexicon identifier: not empty, no commas, no spaces, sane length. */
export const lexiconId = z
  .string()
  .trim()
  .min(1, 'a lexicon id cannot be empty')
  .max(200, 'a lexicon id cannot be longer than 200 characters')
  .regex(/^[^\s,]+$/, 'a lexicon id cannot contain spaces or commas');

export const lexiconSchema = z.object({
  _id: lexiconId,
  name: z.string().trim().min(1),
  title: optionalText,
  version: optionalText,
  publisherName: optionalText,
  isPublic: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  totalEntriesCount: z
    .number()
    .int()
    .nonnegative()
    .nullish()
    .transform((value) => value ?? null),
});
export type Lexicon = z.output<typeof lexiconSchema>;

const entryBase = z.object({
  lemma: z.string().trim().min(1),
  lexiconName: z.string().trim().min(1),
});

export const wordFormSchema = z.object({
  value: z.string().trim(),
  genderCode: optionalText,
  genderName: optionalText,
  numberCode: optionalText,
  numberName: optionalText,
});
export type WordForm = z.output<typeof wordFormSchema>;

export const structureSchema = z.object({
  relatedLemma: z.string().trim().min(1),
  relatedSense: optionalText,
  relationType: optionalText,
  relationTypeCode: optionalText,
});
export type Structure = z.output<typeof structureSchema>;

export const sensesEntrySchema = entryBase.extend({ senses: textList });
export const examplesEntrySchema = entryBase.extend({ examples: textList });
export const synonymsEntrySchema = entryBase.extend({ synonyms: textList });
export const oppositesEntrySchema = entryBase.extend({ opposites: textList });
export const posEntrySchema = entryBase.extend({ pos: optionalText, senses: textList });
export const rootEntrySchema = entryBase.extend({ root: optionalText });
export const patternEntrySchema = entryBase.extend({ pattern: optionalText });
export const conjugationsEntrySchema = entryBase.extend({
  wordForms: z
    .array(wordFormSchema)
    .nullish()
    .transform((forms) => forms ?? []),
});
export const structuresEntrySchema = entryBase.extend({
  structures: z
    .array(structureSchema)
    .nullish()
    .transform((items) => items ?? []),
});

/** `/public/search` is outside the contract; its senses were seen as objects with `definition`. */
const searchSense = z
  .union([z.string(), z.object({ definition: z.string().nullish() })])
  .transform((sense) => (typeof sense === 'string' ? sense : (sense.definition ?? '')).trim());
export const searchEntrySchema = entryBase.extend({
  lexiconId: optionalText,
  /** The lemma without diacritics, as the service matches it (field notes). */
  nonDiacriticsLemma: optionalText,
  root: optionalText,
  pattern: optionalText,
  pos: optionalText,
  senses: z
    .array(searchSense)
    .nullish()
    .transform((senses) => (senses ?? []).filter((sense) => sense !== '')),
  wordForms: z
    .array(wordFormSchema)
    .nullish()
    .catch(null)
    .transform((forms) => forms ?? []),
});

/** The error body of docs/api-spec.md §7; `message` is always an array there, but accept a string. */
export const errorBodySchema = z.object({
  statusCode: z.number().int().optional(),
  error: z.string().optional(),
  message: z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((message) =>
      message === undefined ? [] : typeof message === 'string' ? [message] : message,
    ),
});
