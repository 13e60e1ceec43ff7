import { z } from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/**
 * Element shapes of sections 2.1–2.5 of docs/api-spec.md, tolerant of how the real service behaves
 * (docs: service-field-notes.md): unknown fields are ignored (zod objects strip them),
 * optional text may be null, "" or padded, and lexicon ids need not be UUIDs. Every text
 * and list is bounded: a longer one makes the answer invalid rather than filling the card.
 * Each schema is built at its first use (lib/lazy-schema.ts): the service worker needs
 * them only once it calls the service.
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
/** Any list field of an answer. */
const list = <Item extends z.ZodMiniType>(item: Item) =>
  z
    .array(item)
    .check(z.maxLength(MAX_LIST_ITEMS, `more than ${MAX_LIST_ITEMS.toLocaleString('en')} items`));
/** Text trimmed, and not empty. */
const filledText = () => text().check(z.trim(), z.minLength(1));
/** A list that may be null or missing: read as empty. */
const listOrEmpty = <Item extends z.ZodMiniType>(item: Item) =>
  z.pipe(
    z.nullish(list(item)),
    z.transform((items: z.output<Item>[] | null | undefined) => items ?? []),
  );

/** Text the service may send as null, "", or with stray spaces: trimmed, or null when absent. */
export const optionalText = lazySchema(() =>
  z.pipe(
    z.nullish(text()),
    z.transform((value: string | null | undefined) => {
      const trimmed = value?.trim() ?? '';
      return trimmed === '' ? null : trimmed;
    }),
  ),
);

/** A list of strings; null or missing reads as empty, blank items are dropped, the rest trimmed. */
export const textList = lazySchema(() =>
  z.pipe(
    z.nullish(list(z.nullable(text()))),
    z.transform((items: (string | null)[] | null | undefined) =>
      (items ?? []).flatMap((item) => {
        const trimmed = item?.trim() ?? '';
        return trimmed === '' ? [] : [trimmed];
      }),
    ),
  ),
);

/** Anything that can be a lexicon identifier: not empty, no commas, no spaces, sane length. */
export const lexiconId = lazySchema(() =>
  text().check(
    z.trim(),
    z.minLength(1, 'a lexicon id cannot be empty'),
    z.maxLength(200, 'a lexicon id cannot be longer than 200 characters'),
    z.regex(/^[^\s,]+$/, 'a lexicon id cannot contain spaces or commas'),
  ),
);

export const lexiconSchema = lazySchema(() =>
  z.object({
    _id: lexiconId,
    name: filledText(),
    title: optionalText,
    version: optionalText,
    publisherName: optionalText,
    isPublic: z.pipe(
      z.nullish(z.boolean()),
      z.transform((value: boolean | null | undefined) => value ?? true),
    ),
    totalEntriesCount: z.pipe(
      z.nullish(z.int().check(z.nonnegative())),
      z.transform((value: number | null | undefined) => value ?? null),
    ),
  }),
);
export type Lexicon = z.output<typeof lexiconSchema>;

/** The fields of every entry. */
const entryFields = () => ({ lemma: filledText(), lexiconName: filledText() });

export const wordFormSchema = lazySchema(() =>
  z.object({
    value: text().check(z.trim()),
    genderCode: optionalText,
    genderName: optionalText,
    numberCode: optionalText,
    numberName: optionalText,
    /** How the form is said (search answers only). */
    phonetic: z.catch(z.optional(filledText()), undefined),
  }),
);
export type WordForm = z.output<typeof wordFormSchema>;

export const structureSchema = lazySchema(() =>
  z.object({
    relatedLemma: filledText(),
    relatedSense: optionalText,
    relationType: optionalText,
    relationTypeCode: optionalText,
  }),
);
export type Structure = z.output<typeof structureSchema>;

export const sensesEntrySchema = lazySchema(() => z.object({ ...entryFields(), senses: textList }));
export const examplesEntrySchema = lazySchema(() =>
  z.object({ ...entryFields(), examples: textList }),
);
export const synonymsEntrySchema = lazySchema(() =>
  z.object({ ...entryFields(), synonyms: textList }),
);
export const oppositesEntrySchema = lazySchema(() =>
  z.object({ ...entryFields(), opposites: textList }),
);
/** A translation of one of an entry's senses (learnt from a search answer). */
export const senseTranslationSchema = lazySchema(() =>
  z.object({
    /** The sense it translates, as in `senses`. */
    sense: text(),
    word: filledText(),
    language: optionalText,
    languageLabel: optionalText,
  }),
);
export type SenseTranslation = z.output<typeof senseTranslationSchema>;

/**
 * The documented `/pos` answer, and what a search answer adds to it: translations of the
 * senses and a recording of the lemma. Those extras are dropped when broken, never the entry.
 */
export const posEntrySchema = lazySchema(() =>
  z.object({
    ...entryFields(),
    pos: optionalText,
    senses: textList,
    translations: z.catch(z.optional(list(senseTranslationSchema)), undefined),
    lemmaAudio: z.catch(z.optional(z.nullable(text())), undefined),
  }),
);
export const rootEntrySchema = lazySchema(() => z.object({ ...entryFields(), root: optionalText }));
export const patternEntrySchema = lazySchema(() =>
  z.object({ ...entryFields(), pattern: optionalText }),
);
export const conjugationsEntrySchema = lazySchema(() =>
  z.object({ ...entryFields(), wordForms: listOrEmpty(wordFormSchema) }),
);
export const structuresEntrySchema = lazySchema(() =>
  z.object({ ...entryFields(), structures: listOrEmpty(structureSchema) }),
);

/** The error body of docs/api-spec.md §7; `message` is always an array there, but accept a string. */
export const errorBodySchema = lazySchema(() =>
  z.object({
    statusCode: z.optional(z.int()),
    error: z.optional(z.string()),
    message: z.pipe(
      z.optional(z.union([z.array(z.string()), z.string()])),
      z.transform((message: string[] | string | undefined) =>
        message === undefined ? [] : typeof message === 'string' ? [message] : message,
      ),
    ),
  }),
);
