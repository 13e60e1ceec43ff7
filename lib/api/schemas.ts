import * as z from 'zod/mini';

/**
 * Element shapes of sections 2.1–2.5 of docs/api-spec.md, tolerant of how the real service behaves
 * (docs: service-field-notes.md): unknown fields are ignored (zod objects strip them),
 * optional text may be null, "" or padded, and lexicon ids need not be UUIDs. Every text
 * and list is bounded: a longer one makes the answer invalid rather than filling the card.
 *
 * Written with zod/mini (the same zod, its tree-shakable functional API): the card checks
 * the answers it is sent with these very schemas, and its document must stay light.
 */

/** Far above any real sense or example (the sample's longest is under 100 characters). */
export const MAX_TEXT_LENGTH = 10_000;
/** Far above any real entry's senses, forms or relations. */
export const MAX_LIST_ITEMS = 1_000;

/** Any text field of an answer. */
const text = () =>
  z
    .string()
    .check(
      z.maxLength(
        MAX_TEXT_LENGTH,
        `longer than ${MAX_TEXT_LENGTH.toLocaleString('en')} characters`,
      ),
    );
/** Any text field that must say something: trimmed, not empty. */
const filledText = () => text().check(z.trim(), z.minLength(1));
/** Any list field of an answer. */
const list = <Item extends z.core.SomeType>(item: Item) =>
  z
    .array(item)
    .check(z.maxLength(MAX_LIST_ITEMS, `more than ${MAX_LIST_ITEMS.toLocaleString('en')} items`));
/** A list the service may send as null or leave out: empty then. */
const listOrEmpty = <Item extends z.core.SomeType>(item: Item) =>
  z.pipe(
    z.nullish(list(item)),
    z.transform((items) => items ?? []),
  );

/** Text the service may send as null, "", or with stray spaces: trimmed, or null when absent. */
export const optionalText = z.pipe(
  z.nullish(text()),
  z.transform((value) => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  }),
);

/** A list of strings; null or missing reads as empty, blank items are dropped, the rest trimmed. */
export const textList = z.pipe(
  z.nullish(list(z.nullable(text()))),
  z.transform((items) =>
    (items ?? []).flatMap((item) => {
      const trimmed = item?.trim() ?? '';
      return trimmed === '' ? [] : [trimmed];
    }),
  ),
);

/** Anything that can be a lexicon identifier: not empty, no commas, no spaces, sane length. */
export const lexiconId = text().check(
  z.trim(),
  z.minLength(1, 'a lexicon id cannot be empty'),
  z.maxLength(200, 'a lexicon id cannot be longer than 200 characters'),
  z.regex(/^[^\s,]+$/, 'a lexicon id cannot contain spaces or commas'),
);

export const lexiconSchema = z.object({
  _id: lexiconId,
  name: filledText(),
  title: optionalText,
  version: optionalText,
  publisherName: optionalText,
  isPublic: z.pipe(
    z.nullish(z.boolean()),
    z.transform((value) => value ?? true),
  ),
  totalEntriesCount: z.pipe(
    z.nullish(z.int().check(z.nonnegative())),
    z.transform((value) => value ?? null),
  ),
});
export type Lexicon = z.output<typeof lexiconSchema>;

const entryBase = z.object({
  lemma: filledText(),
  lexiconName: filledText(),
});
const entry = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.extend(entryBase, shape);

export const wordFormSchema = z.object({
  value: text().check(z.trim()),
  genderCode: optionalText,
  genderName: optionalText,
  numberCode: optionalText,
  numberName: optionalText,
});
export type WordForm = z.output<typeof wordFormSchema>;

export const structureSchema = z.object({
  relatedLemma: filledText(),
  relatedSense: optionalText,
  relationType: optionalText,
  relationTypeCode: optionalText,
});
export type Structure = z.output<typeof structureSchema>;

export const sensesEntrySchema = entry({ senses: textList });
export const examplesEntrySchema = entry({ examples: textList });
export const synonymsEntrySchema = entry({ synonyms: textList });
export const oppositesEntrySchema = entry({ opposites: textList });
export const posEntrySchema = entry({ pos: optionalText, senses: textList });
export const rootEntrySchema = entry({ root: optionalText });
export const patternEntrySchema = entry({ pattern: optionalText });
export const conjugationsEntrySchema = entry({ wordForms: listOrEmpty(wordFormSchema) });
export const structuresEntrySchema = entry({ structures: listOrEmpty(structureSchema) });

/** `/public/search` is outside the contract; its senses were seen as objects with `definition`. */
const searchSense = z.pipe(
  z.union([text(), z.object({ definition: z.nullish(text()) })]),
  z.transform((sense) => (typeof sense === 'string' ? sense : (sense.definition ?? '')).trim()),
);
export const searchEntrySchema = entry({
  lexiconId: optionalText,
  /** The lemma without diacritics, as the service matches it (field notes). */
  nonDiacriticsLemma: optionalText,
  root: optionalText,
  pattern: optionalText,
  pos: optionalText,
  senses: z.pipe(
    z.nullish(list(searchSense)),
    z.transform((senses) => (senses ?? []).filter((sense) => sense !== '')),
  ),
  // A broken forms list is dropped, not the entry with it.
  wordForms: z.pipe(
    z.catch(z.nullish(list(wordFormSchema)), null),
    z.transform((forms) => forms ?? []),
  ),
});

/** The error body of docs/api-spec.md §7; `message` is always an array there, but accept a string. */
export const errorBodySchema = z.object({
  statusCode: z.optional(z.int()),
  error: z.optional(z.string()),
  message: z.pipe(
    z.optional(z.union([z.array(z.string()), z.string()])),
    z.transform((message) =>
      message === undefined ? [] : typeof message === 'string' ? [message] : message,
    ),
  ),
});
