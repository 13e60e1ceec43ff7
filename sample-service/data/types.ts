/** Sample data as written by hand; data/index.ts adds ids, names and counts. */

export interface LexiconRecord {
  _id: string;
  name: string;
  title: string;
  version: string;
  publisherName: string;
  isPublic: boolean;
}

export interface WordFormRecord {
  value: string;
  genderCode: string;
  genderName: string;
  numberCode: string;
  numberName: string;
}

export interface StructureRecord {
  relatedLemma: string;
  relatedSense: string;
  relationType: string;
  relationTypeCode: string;
}

/** One lexical entry. pos/root/pattern keep the real service's quirks: null, "" or padded. */
export interface EntryRecord {
  lemma: string;
  pos: string | null;
  root: string | null;
  pattern: string | null;
  senses: string[];
  examples: string[];
  synonyms: string[];
  opposites: string[];
  structures: StructureRecord[];
  /** Only verbs have forms in /conjugations (field notes); every other entry has []. */
  wordForms: WordFormRecord[];
  /**
   * Forms only a rich search answer carries (a noun's plurals, a feminine): the real
   * service's search elements carry them, its /conjugations answers verbs only.
   */
  searchForms?: WordFormRecord[];
  /** An English translation of each sense, by the sense's index (rich search only). */
  translations?: readonly (string | null)[];
  /** The rich search gives this entry a recording of its lemma (a generated tone). */
  recording?: boolean;
}

/** An entry as the service holds it: placed in a lexicon, with ids and its matching key. */
export interface StoredEntry extends EntryRecord {
  /** Document id, shaped like the real service's (24 hex digits). */
  _id: string;
  lexicalEntryId: string;
  lexiconId: string;
  lexiconName: string;
  /** The lemma without diacritics: what a query must equal. */
  nonDiacriticsLemma: string;
}

export interface StoredLexicon extends LexiconRecord {
  totalEntriesCount: number;
}
