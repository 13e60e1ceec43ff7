import type { ElementOf, LookupOperation } from '../api/operations';
import type { SearchEntry, SearchRelation } from '../api/search-schema';
import { hasArabicLetter, looseKey, strictKey } from '../arabic';

/**
 * What one `/public/search` answer says of a word, operation by operation. A search
 * element can carry every part of an entry (field notes): its senses with their examples,
 * relations and translations, its forms, its root and pattern. A part an element does not
 * carry is left to the documented operation; a part its lexicon is known to carry (seen in
 * this answer or an earlier one: `KnownParts`) but this element lacks is empty for it.
 */

/** The parts of an entry a search element may or may not carry. Lemma, pos, senses, root and pattern it always does. */
export const SEARCH_PARTS = ['examples', 'relations', 'forms'] as const;
export type SearchPart = (typeof SEARCH_PARTS)[number];

/** The operations a search answer can stand for, and the part each needs ('core': always carried). */
export const PART_OF = {
  pos: 'core',
  root: 'core',
  pattern: 'core',
  examples: 'examples',
  synonyms: 'relations',
  opposites: 'relations',
  'word-structures': 'relations',
  conjugations: 'forms',
} as const satisfies Partial<Record<LookupOperation, SearchPart | 'core'>>;
export type Derived = keyof typeof PART_OF;
export const SEARCH_DERIVED = Object.keys(PART_OF) as Derived[];

export function isDerived(operation: LookupOperation): operation is Derived {
  return Object.hasOwn(PART_OF, operation);
}

/** Parts seen carried, by lexicon (its id, else its name). */
export type KnownParts = Readonly<Record<string, readonly SearchPart[]>>;

/** What one search answer says about `form` (its strict key). */
export interface SearchReading {
  /** The elements that answer for the form, best first. */
  entries: SearchEntry[];
  /**
   * The lemma the service itself matched the form to (through its lemmatiser or one of the
   * lemma's word forms), when no lemma is the form itself.
   */
  serviceLemma?: string;
  /** Each operation's entries, for the operations this answer answers; the others are absent. */
  results: { [Op in Derived]?: ElementOf<Op>[] };
  /** Parts this answer carried, by lexicon, to remember for the next answers. */
  carried: Record<string, SearchPart[]>;
  /** The other lemmas it returned (strict keys), in the service's order, without repeats. */
  otherLemmas: string[];
}

export const lexiconOf = (entry: SearchEntry) => entry.lexiconId ?? entry.lexiconName;
const keyOf = (entry: SearchEntry) => strictKey(entry.nonDiacriticsLemma ?? entry.lemma).trim();

/** The parts an element carries (present, even if empty). */
export function partsCarried(entry: SearchEntry): SearchPart[] {
  const senses = entry.senses ?? [];
  const parts: SearchPart[] = [];
  if (senses.some((sense) => sense.examples !== undefined)) parts.push('examples');
  if (senses.some((sense) => sense.relations !== undefined)) parts.push('relations');
  if (entry.wordForms !== undefined) parts.push('forms');
  return parts;
}

/**
 * Exact lemma first: entries whose diacritic-free lemma is `form`; failing those, another
 * spelling of it (أكل for اكل); failing those, the lemma the service flagged as matched
 * through its lemmatiser or a word form. Every other lemma is a "see also".
 */
export function readSearch(
  form: string,
  elements: readonly SearchEntry[],
  known: KnownParts = {},
): SearchReading {
  const strict = elements.filter((entry) => keyOf(entry) === form);
  let exact =
    strict.length > 0
      ? strict
      : elements.filter((entry) => looseKey(keyOf(entry)) === looseKey(form));
  let serviceLemma: string | undefined;
  if (exact.length === 0) {
    const flagged = elements.filter((entry) => entry.match?.lemmatiser || entry.match?.wordForm);
    const first = flagged[0];
    if (first && keyOf(first) !== '') {
      serviceLemma = keyOf(first);
      exact = flagged.filter((entry) => keyOf(entry) === serviceLemma);
    }
  }
  exact = byServiceOrder(exact);

  const carried: Record<string, SearchPart[]> = {};
  for (const entry of elements) {
    const parts = partsCarried(entry);
    const lexicon = lexiconOf(entry);
    carried[lexicon] = [...new Set([...(carried[lexicon] ?? []), ...parts])];
  }
  const carries = (entry: SearchEntry, part: SearchPart | 'core') =>
    part === 'core' ||
    partsCarried(entry).includes(part) ||
    (carried[lexiconOf(entry)] ?? []).includes(part) ||
    (known[lexiconOf(entry)] ?? []).includes(part);

  const all = derivedResults(exact);
  const results: SearchReading['results'] = {};
  for (const operation of SEARCH_DERIVED) {
    if (exact.every((entry) => carries(entry, PART_OF[operation]))) {
      Object.assign(results, { [operation]: all[operation] });
    }
  }
  const others = elements.filter((entry) => !exact.includes(entry)).map(keyOf);
  return {
    entries: exact,
    ...(serviceLemma === undefined ? {} : { serviceLemma }),
    results,
    carried,
    otherLemmas: [...new Set(others)].filter(
      (lemma) => lemma !== '' && lemma !== form && lemma !== serviceLemma,
    ),
  };
}

/** The service's ordering hints, where it gives them; its own order otherwise. */
function byServiceOrder(entries: readonly SearchEntry[]): SearchEntry[] {
  const rank = (value: number | null | undefined) => value ?? Number.POSITIVE_INFINITY;
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        rank(a.entry.sortGroupOrder) - rank(b.entry.sortGroupOrder) ||
        rank(a.entry.lexiconSearchOrder) - rank(b.entry.lexiconSearchOrder) ||
        a.index - b.index,
    )
    .map(({ entry }) => entry);
}

/** Every operation's entries as the elements give them (whether carried or not). */
function derivedResults(entries: readonly SearchEntry[]): { [Op in Derived]: ElementOf<Op>[] } {
  const base = (entry: SearchEntry) => ({ lemma: entry.lemma, lexiconName: entry.lexiconName });
  const senses = (entry: SearchEntry) => entry.senses ?? [];
  const relations = (entry: SearchEntry) => senses(entry).flatMap((s) => s.relations ?? []);
  return {
    pos: entries.map((entry) => posEntry(entry)),
    root: entries.filter((e) => e.root !== null).map((e) => ({ ...base(e), root: e.root })),
    pattern: entries
      .filter((e) => e.pattern !== null)
      .map((e) => ({ ...base(e), pattern: e.pattern })),
    examples: entries.map((e) => ({
      ...base(e),
      examples: senses(e).flatMap((sense) => sense.examples ?? []),
    })),
    synonyms: entries.map((e) => ({
      ...base(e),
      synonyms: relations(e)
        .filter((r) => relationKind(r) === 'synonym')
        .map((r) => r.lemma),
    })),
    opposites: entries.map((e) => ({
      ...base(e),
      opposites: relations(e)
        .filter((r) => relationKind(r) === 'opposite')
        .map((r) => r.lemma),
    })),
    'word-structures': entries.map((e) => ({
      ...base(e),
      structures: relations(e)
        .filter((r) => relationKind(r) === 'other')
        .map(structureOf),
    })),
    // An entry whose forms list is empty has none to show ("none recorded").
    conjugations: entries
      .filter((e) => (e.wordForms ?? []).length > 0)
      .map((e) => ({ ...base(e), wordForms: e.wordForms ?? [] })),
  };
}

function posEntry(entry: SearchEntry): ElementOf<'pos'> {
  const senses = (entry.senses ?? []).filter((sense) => sense.definition !== '');
  const translations = senses.flatMap((sense) =>
    (sense.translations ?? []).map((translation) => ({ sense: sense.definition, ...translation })),
  );
  return {
    lemma: entry.lemma,
    lexiconName: entry.lexiconName,
    pos: entry.pos,
    senses: senses.map((sense) => sense.definition),
    ...(translations.length > 0 ? { translations } : {}),
    ...(entry.lemmaAudio ? { lemmaAudio: entry.lemmaAudio } : {}),
  };
}

/**
 * Synonyms and opposites have sections of their own, as /synonyms and /opposites answer
 * them: the types named مرادف and مضاد (field notes) or their codes. Every other type is
 * shown under the name the service gives it, as a word-structures relation is (ترادف
 * there is a relation of its own, beside the synonyms list).
 */
export function relationKind(relation: SearchRelation): 'synonym' | 'opposite' | 'other' {
  const type = relation.type?.trim() ?? '';
  if (/^(مرادف|مرادفات|synonyms?)$/i.test(type)) return 'synonym';
  if (/^(مضاد|أضداد|antonyms?|opposites?)$/i.test(type)) return 'opposite';
  return 'other';
}

function structureOf(relation: SearchRelation): ElementOf<'word-structures'>['structures'][number] {
  const type = relation.type;
  const arabic = type !== null && hasArabicLetter(type);
  return {
    relatedLemma: relation.lemma,
    relatedSense: relation.sense,
    relationType: arabic ? type : null,
    relationTypeCode: arabic ? null : type,
  };
}
