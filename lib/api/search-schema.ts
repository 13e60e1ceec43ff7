import { z } from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { MAX_LIST_ITEMS, MAX_TEXT_LENGTH, optionalText, type WordForm } from './schemas';

/**
 * The element of `/public/search`, which is outside the contract: what public clients of
 * the live service show it carrying (service-field-notes.md). Every part is optional, and
 * a part shaped otherwise is dropped (read as absent), never the element with it. An item
 * of a list that does not validate is dropped alone. "Absent" and "present but empty"
 * stay apart (`undefined` against `[]`): the first means this answer does not carry the
 * part, the second that the entry has none (lib/lookup/search-parts.ts).
 */

/** A translation of one sense: the word, and its language as a code and as a label. */
export interface Translation {
  word: string;
  language: string | null;
  languageLabel: string | null;
}

/** A relation of one sense: its type (an Arabic display name or a code) and the related word. */
export interface SearchRelation {
  type: string | null;
  lemma: string;
  /** The related word's sense, when the answer names the word apart from it. */
  sense: string | null;
}

export interface SearchSense {
  definition: string;
  examples?: string[];
  relations?: SearchRelation[];
  translations?: Translation[];
  contexts?: string[];
  domains?: string[];
}

/** How the service says an element matched the query (it may match more than the lemma). */
export interface MatchFlags {
  wordForm: boolean;
  lemmatiser: boolean;
  dialect: boolean;
  translation: boolean;
  synonym: boolean;
}

export interface SearchEntry {
  lemma: string;
  lexiconName: string;
  lexiconId: string | null;
  nonDiacriticsLemma: string | null;
  root: string | null;
  pattern: string | null;
  pos: string | null;
  lemmaType: string | null;
  senses: SearchSense[];
  /** Absent: this answer does not carry forms. */
  wordForms?: WordForm[];
  /** An http(s) URL of a recording of the lemma, or null. */
  lemmaAudio: string | null;
  match: MatchFlags;
  sortGroupOrder: number | null;
  lexiconSearchOrder: number | null;
}

const text = () => z.string().check(z.maxLength(MAX_TEXT_LENGTH));
const trimmed = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.length > MAX_TEXT_LENGTH) return null;
  const clean = value.trim();
  return clean === '' ? null : clean;
};
const field = (item: Record<string, unknown>, ...names: string[]): string | null => {
  for (const name of names) {
    const value = trimmed(item[name]);
    if (value !== null) return value;
  }
  return null;
};
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A list read item by item: `undefined` when it is not a list (or an absurdly long one),
 * else the items `read` makes sense of, the others dropped.
 */
function lenientList<Item>(read: (item: unknown) => Item | null) {
  return z.pipe(
    z.unknown(),
    z.transform((value: unknown): Item[] | undefined => {
      if (!Array.isArray(value) || value.length > MAX_LIST_ITEMS) return undefined;
      return value.flatMap((item) => {
        const read_ = read(item);
        return read_ === null ? [] : [read_];
      });
    }),
  );
}

/** Text given as a string, or as an object holding it under one of `names`. */
const textOf =
  (...names: string[]) =>
  (item: unknown): string | null =>
    typeof item === 'string' ? trimmed(item) : isRecord(item) ? field(item, ...names) : null;

function readRelation(item: unknown): SearchRelation | null {
  if (typeof item === 'string') {
    const lemma = trimmed(item);
    return lemma === null ? null : { type: null, lemma, sense: null };
  }
  if (!isRecord(item)) return null;
  const named = field(item, 'entryLemmaOfRelated', 'relatedLemma');
  const related = field(item, 'related');
  // Older answers put the word itself in `related`.
  const lemma = named ?? related;
  if (lemma === null) return null;
  return {
    type: field(item, 'type', 'relationType', 'relationTypeCode'),
    lemma,
    sense: named === null ? null : (related ?? field(item, 'relatedSense')),
  };
}

function readTranslation(item: unknown): Translation | null {
  if (typeof item === 'string') {
    const word = trimmed(item);
    return word === null ? null : { word, language: null, languageLabel: null };
  }
  if (!isRecord(item)) return null;
  const word = field(item, 'word', 'translation', 'value');
  if (word === null) return null;
  return {
    word,
    language: field(item, 'language', 'lang'),
    languageLabel: field(item, 'language_label', 'languageLabel'),
  };
}

function readWordForm(item: unknown): WordForm | null {
  if (typeof item === 'string') {
    const value = trimmed(item);
    return value === null ? null : { ...NO_TERMS, value };
  }
  if (!isRecord(item)) return null;
  const value = field(item, 'value', 'form');
  if (value === null) return null;
  const phonetic = field(item, 'phonetic');
  return {
    value,
    genderCode: field(item, 'genderCode'),
    genderName: field(item, 'genderName'),
    numberCode: field(item, 'numberCode'),
    numberName: field(item, 'numberName'),
    ...(phonetic === null ? {} : { phonetic }),
  };
}
const NO_TERMS = { genderCode: null, genderName: null, numberCode: null, numberName: null };

function readSense(item: unknown): SearchSense | null {
  if (typeof item === 'string') {
    const definition = trimmed(item);
    return definition === null ? null : { definition };
  }
  if (!isRecord(item)) return null;
  const sense: SearchSense = { definition: field(item, 'definition') ?? '' };
  const parts = {
    examples: examplesList.safeParse(item.examples),
    relations: relationsList.safeParse(item.relations),
    translations: translationsList.safeParse(item.translations),
    contexts: labelsList.safeParse(item.contexts),
    domains: labelsList.safeParse(item.domains),
  };
  for (const [name, parsed] of Object.entries(parts)) {
    if (parsed.success && parsed.data !== undefined) Object.assign(sense, { [name]: parsed.data });
  }
  return sense;
}

const examplesList = lenientList(textOf('word', 'text', 'example'));
const relationsList = lenientList(readRelation);
const translationsList = lenientList(readTranslation);
const labelsList = lenientList(textOf('name', 'label', 'value', 'word'));

/** A URL of a recording: http(s) only, of sane length; anything else reads as none. */
function audioUrl(value: unknown): string | null {
  const url = trimmed(value);
  if (url === null || url.length > 2000) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const flag = () =>
  z.catch(
    z.pipe(
      z.optional(z.boolean()),
      z.transform((v) => v === true),
    ),
    false,
  );
const order = () =>
  z.catch(
    z.pipe(
      z.nullish(z.number()),
      z.transform((v: number | null | undefined) => (Number.isFinite(v) ? (v as number) : null)),
    ),
    null,
  );
/** Text that is dropped (null) when shaped otherwise. */
const lenientText = () => z.catch(optionalText, null);

export const searchElementSchema = lazySchema(() =>
  z.pipe(
    z.object({
      lemma: text().check(z.trim(), z.minLength(1)),
      lexiconName: text().check(z.trim(), z.minLength(1)),
      lexiconId: lenientText(),
      nonDiacriticsLemma: lenientText(),
      root: lenientText(),
      pattern: lenientText(),
      pos: lenientText(),
      lemmaType: lenientText(),
      senses: z.optional(lenientList(readSense)),
      wordForms: z.optional(lenientList(readWordForm)),
      lemmaAudio: z.optional(z.pipe(z.unknown(), z.transform(audioUrl))),
      isWordFormMatch: flag(),
      isLemmatizer: flag(),
      isDialectMatch: flag(),
      isTranslationMatch: flag(),
      isSynonym: flag(),
      sortGroupOrder: order(),
      lexiconSearchOrder: order(),
    }),
    z.transform((element): SearchEntry => {
      const entry: SearchEntry = {
        lemma: element.lemma,
        lexiconName: element.lexiconName,
        lexiconId: element.lexiconId,
        nonDiacriticsLemma: element.nonDiacriticsLemma,
        root: element.root,
        pattern: element.pattern,
        pos: element.pos,
        lemmaType: element.lemmaType,
        senses: element.senses ?? [],
        lemmaAudio: element.lemmaAudio ?? null,
        match: {
          wordForm: element.isWordFormMatch,
          lemmatiser: element.isLemmatizer,
          dialect: element.isDialectMatch,
          translation: element.isTranslationMatch,
          synonym: element.isSynonym,
        },
        sortGroupOrder: element.sortGroupOrder,
        lexiconSearchOrder: element.lexiconSearchOrder,
      };
      if (element.wordForms !== undefined) entry.wordForms = element.wordForms;
      return entry;
    }),
  ),
);
