import type { StoredEntry } from './data/index';

/** The fields every search element carries, in either shape, besides its senses and forms. */
export function elementHead(entry: StoredEntry) {
  return {
    _id: entry._id,
    lexiconId: entry.lexiconId,
    lexicalEntryId: entry.lexicalEntryId,
    lemma: entry.lemma,
    nonDiacriticsLemma: entry.nonDiacriticsLemma,
    lemmaType: /\s/.test(entry.lemma.trim()) ? 'multiWordExpression' : 'singleWord',
    root: entry.root,
    pos: entry.pos,
    pattern: entry.pattern,
    lexiconName: entry.lexiconName,
  };
}

/**
 * A search element in the rich shape public clients of the live service read (field notes):
 * each sense with its examples, relations and translations; the element with its word forms
 * as `{ form, phonetic }`, a lemma recording, match flags and ordering hints. The entry's
 * examples and relations belong to its first sense (the sample records them per entry).
 */
export function richSearchElement(
  entry: StoredEntry,
  extra: { isWordFormMatch?: boolean; isLemmatizer?: boolean; lemmaAudio: string | null },
): object {
  const relations = [
    ...entry.synonyms.map((lemma) => ({
      type: 'مرادف',
      entryLemmaOfRelated: lemma,
      related: null,
    })),
    ...entry.opposites.map((lemma) => ({
      type: 'مضاد',
      entryLemmaOfRelated: lemma,
      related: null,
    })),
    ...entry.structures.map((relation) => ({
      type: relation.relationType,
      entryLemmaOfRelated: relation.relatedLemma,
      related: relation.relatedSense,
    })),
  ];
  const forms = [...entry.wordForms, ...(entry.searchForms ?? [])];
  return {
    ...elementHead(entry),
    senses: entry.senses.map((definition, index) => {
      const translation = entry.translations?.[index] ?? null;
      return {
        _id: `${entry._id}-${index + 1}`,
        definition,
        examples: index === 0 ? entry.examples.map((word) => ({ word, type: 'sentence' })) : [],
        relations: index === 0 ? relations : [],
        translations:
          translation === null
            ? []
            : [{ word: translation, language: 'en', language_label: 'English' }],
        contexts: [],
        domains: [],
      };
    }),
    wordForms: forms.map(({ value, genderCode, genderName, numberCode, numberName }) => ({
      form: value,
      phonetic: null,
      dialect: null,
      audio: null,
      genderCode,
      genderName,
      numberCode,
      numberName,
    })),
    lemmaAudio: extra.lemmaAudio,
    isWordFormMatch: extra.isWordFormMatch === true,
    isLemmatizer: extra.isLemmatizer === true,
    isDialectMatch: false,
    isTranslationMatch: false,
    isSynonym: false,
    sortGroupOrder: 1,
    lexiconSearchOrder: 1,
  };
}
