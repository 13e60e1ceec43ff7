// What news text means by a stem that is two lemmas' forms: the homograph table
// (tables/homographs.ts, its kinds and how it was written in its header), read by the one
// table reader. homograph-leads.ts decides from it which readings of a clitic split lead.
import { NOUN_LETTER_PROCLITICS } from './clitics';
import { HOMOGRAPHS } from './tables/homographs';
import { type TableSpec, tableRow } from './tables/reader';

/** What news text means by a stem the table names, by kind (see the table's header). */
export type NewsReading =
  /** Its own entry (تحول), not another verb's imperfect. */
  | { kind: 'itself' }
  /** A plural's singular (أشهر → شهر). */
  | { kind: 'plural'; lemma: string }
  /** Its first letter is a proclitic on `lemma` (وجار → و + جار). */
  | { kind: 'clitic'; lemma: string }
  /** A conjugated form of the verb `lemma` (أعرف → عرف). */
  | { kind: 'verb'; lemma: string };

export const HOMOGRAPH_TABLE: TableSpec<NewsReading['kind']> = {
  file: 'lib/arabic/tables/homographs.ts',
  text: HOMOGRAPHS,
  kinds: {
    itself: { value: false },
    plural: { value: true },
    clitic: { value: true },
    verb: { value: true },
  },
  check({ key, kind, value }) {
    if (
      kind === 'clitic' &&
      !(NOUN_LETTER_PROCLITICS.includes(key.charAt(0)) && key.slice(1) === value)
    )
      return `a clitic row's key is one of ${NOUN_LETTER_PROCLITICS.join(' ')} and its value`;
    if (kind !== 'itself' && value === key) return `a row naming the word itself is "itself"`;
    return undefined;
  },
};

/** The reading a reader of news most often means by the bare stem `stem` (strict key), if the table names one. */
export function newsReading(stem: string): NewsReading | undefined {
  const row = tableRow(HOMOGRAPH_TABLE, stem);
  if (!row) return undefined;
  if (row.kind === 'itself') return { kind: 'itself' };
  return { kind: row.kind, lemma: row.value ?? '' };
}
