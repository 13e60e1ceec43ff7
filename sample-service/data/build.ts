import type { EntryRecord, StructureRecord, WordFormRecord } from './types';

/** Keeps the hand-written data short: lists an entry does not record default to empty. */
export function entry(
  fields: Pick<EntryRecord, 'lemma' | 'pos' | 'root' | 'pattern' | 'senses'> & Partial<EntryRecord>,
): EntryRecord {
  return {
    examples: [],
    synonyms: [],
    opposites: [],
    structures: [],
    wordForms: [],
    ...fields,
  };
}

const GENDERS = {
  masculine: 'مذكر',
  feminine: 'مؤنث',
} as const;
const NUMBERS = {
  singular: 'مفرد',
  dual: 'مثنى',
  plural: 'جمع',
} as const;

export function form(
  value: string,
  genderCode: keyof typeof GENDERS,
  numberCode: keyof typeof NUMBERS,
): WordFormRecord {
  return {
    value,
    genderCode,
    genderName: GENDERS[genderCode],
    numberCode,
    numberName: NUMBERS[numberCode],
  };
}

/**
 * Third-person past forms of a verb, in the order: he, she, they two (m), they two (f),
 * they (m), they (f). A value may hold alternative spellings separated by '/'.
 */
export function pastForms(
  forms: readonly [string, string, string, string, string, string],
): WordFormRecord[] {
  const [ms, fs, md, fd, mp, fp] = forms;
  return [
    form(ms, 'masculine', 'singular'),
    form(fs, 'feminine', 'singular'),
    form(md, 'masculine', 'dual'),
    form(fd, 'feminine', 'dual'),
    form(mp, 'masculine', 'plural'),
    form(fp, 'feminine', 'plural'),
  ];
}

const RELATION_NAMES = {
  hypernym: 'اشتمال',
  hyponym: 'تفريع',
  meronym: 'جزئية',
  holonym: 'كلية',
  synonym: 'ترادف',
  antonym: 'تضاد',
} as const;

/** A semantic relation: `relatedLemma` stands in relation `code` to the entry holding it. */
export function relation(
  code: keyof typeof RELATION_NAMES,
  relatedLemma: string,
  relatedSense: string,
): StructureRecord {
  return { relatedLemma, relatedSense, relationType: RELATION_NAMES[code], relationTypeCode: code };
}
