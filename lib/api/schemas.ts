import { z } from 'zod';

/**
 * Element shapes of sections 2.1–2.5 of docs/api-spec.md, tolerant of how the real service behaves
 * (docs: service-field-notes.md): unknown fields are ignored (zod objects strip them),
 * optional text may be null, "" or padded, and lexicon ids need not be UUIDs. Every text
 * and list is bounded: a longer one makes the answer invalid rather than filling the card.
 */

/** Far above any real sense or example (the sample's longest is under 100 characters). */
export const MAX_TEXT_LENGTH = 10_000;
/** Far above any real entry's senses, forms or relations. */
export const MAX_LIST_ITEMS = 1_000;

/** Any text field of an answer. */
const text = () =>
  z.string().max(MAX_TEXT_LENGTH, `longer than ${MAX_TEXT_LENGTH.toLocaleString('en')} characters`);
/** Any list field of an answer. */
const list = <Item extends z.ZodType>(item: Item) =>
  z.array(item).max(MAX_LIST_ITEMS, `more than ${MAX_LIST_ITEMS.toLocaleString('en')} items`);

/** Text the service may send as null, "", or with stray spaces: trimmed, or null when absent. */
export const optionalText = text()
  .nullish()
  .transform((value) => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  });

/** A list of strings; null or missing reads as empty, blank items are dropped, the rest trimmed. */
export const textList = list(text().nullable())
  .nullish()
  .transform((items) =>
    (items ?? []).flatMap((item) => {
      const trimmed = item?.trim() ?? '';
      return trimmed === '' ? [] : [trimmed];
    }),
  );

/** Anything that can be a lexicon identifier: not empty, no commas, no spaces, sane length. */
export const lexiconId = text()
  .trim()
  .min(1, 'a lexicon id cannot be empty')
  .max(200, 'a lexicon id cannot be longer than 200 characters')
  .regex(/^[^\s,]+$/, 'a lexicon id cannot contain spaces or commas');

export const lexiconSchema = z.object({
  _id: lexiconId,
  name: text().trim().min(1),
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
  lemma: text().trim().min(1),
  lexiconName: text().trim().min(1),
});

export const wordFormSchema = z.object({
  value: text().trim(),
  genderCode: optionalText,
  genderName: optionalText,
  numberCode: optionalText,
  numberName: optionalText,
});
export type WordForm = z.output<typeof wordFormSchema>;

export const structureSchema = z.object({
  relatedLemma: text().trim().min(1),
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
  wordForms: list(wordFormSchema)
    .nullish()
    .transform((forms) => forms ?? []),
});
export const structuresEntrySchema = entryBase.extend({
  structures: list(structureSchema)
    .nullish()
    .transform((items) => items ?? []),
});

/** `/public/search` is outside the contract; its senses were seen as objects with `definition`. */
const searchSense = z
  .union([text(), z.object({ definition: text().nullish() })])
  .transform((sense) => (typeof sense === 'string' ? sense : (sense.definition ?? '')).trim());
export const searchEntrySchema = entryBase.extend({
  lexiconId: optionalText,
  /** The lemma without diacritics, as the service matches it (field notes). */
  nonDiacriticsLemma: optionalText,
  root: optionalText,
  pattern: optionalText,
  pos: optionalText,
  senses: list(searchSense)
    .nullish()
    .transform((senses) => (senses ?? []).filter((sense) => sense !== '')),
  wordForms: list(wordFormSchema)
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
