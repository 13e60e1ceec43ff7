import { createHash } from 'node:crypto';
import { stripDiacritics } from '../arabic';
import { BASIC_ENTRIES } from './basic';
import { GEOLOGY_ENTRIES } from './geology';
import { BASIC_ID, GEOLOGY_ID, LEXICON_RECORDS, RIYADH_ID, VERBS_ID } from './lexicons';
import { RIYADH_ENTRIES } from './riyadh';
import type { EntryRecord, StoredEntry, StoredLexicon } from './types';
import { VERB_ENTRIES } from './verbs';

export { BASIC_ID, GEOLOGY_ID, RIYADH_ID, VERBS_ID } from './lexicons';
export type { StoredEntry, StoredLexicon } from './types';

const ENTRIES_BY_LEXICON: Record<string, readonly EntryRecord[]> = {
  [RIYADH_ID]: RIYADH_ENTRIES,
  [BASIC_ID]: BASIC_ENTRIES,
  [VERBS_ID]: VERB_ENTRIES,
  [GEOLOGY_ID]: GEOLOGY_ENTRIES,
};

/** Stable ids, so tests and recorded answers do not change between runs. */
function digest(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

function uuidFrom(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Every lexicon, private ones included, with its real entry count. */
export const LEXICONS: readonly StoredLexicon[] = LEXICON_RECORDS.map((record) => ({
  ...record,
  totalEntriesCount: ENTRIES_BY_LEXICON[record._id]?.length ?? 0,
}));

/** Every entry of every lexicon, in lexicon order, then in the order written. */
export const ENTRIES: readonly StoredEntry[] = LEXICONS.flatMap((lexicon) =>
  (ENTRIES_BY_LEXICON[lexicon._id] ?? []).map((record, index) => {
    const hex = digest(`${lexicon._id}/${index}/${record.lemma}`);
    return {
      ...record,
      _id: hex.slice(0, 24),
      lexicalEntryId: uuidFrom(digest(hex)),
      lexiconId: lexicon._id,
      lexiconName: lexicon.name,
      nonDiacriticsLemma: stripDiacritics(record.lemma.normalize('NFC')),
    };
  }),
);

export function findLexicon(id: string): StoredLexicon | undefined {
  return LEXICONS.find((lexicon) => lexicon._id === id);
}
