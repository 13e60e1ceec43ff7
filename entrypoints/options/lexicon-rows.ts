import type { Lexicon } from '../../lib/lookup/types';
import type { ChosenLexicon } from '../../lib/settings/schema';

/** One line of the lexicon list: a lexicon the service listed, or a private id typed by hand. */
export interface LexiconRow {
  id: string;
  name: string;
  scope: 'public' | 'private';
  /** Null when the service's list does not (or cannot now) say anything about it. */
  details: Pick<Lexicon, 'title' | 'publisherName' | 'totalEntriesCount'> | null;
  /** Typed in by the reader as a private id; not one the service listed or was chosen. */
  byHand: boolean;
}

/** As in the settings schema (chosenLexiconSchema). */
const MAX_NAME_LENGTH = 300;

/**
 * The rows to show: the listed lexicons in the service's order, then chosen or hand-added
 * ids the list does not contain (private lexicons are often not listed publicly, and the
 * list cannot be fetched with an expired key). A chosen lexicon keeps the scope it was
 * saved with: a public one is never relabelled, nor saved again, as private.
 */
export function lexiconRows(
  listed: readonly Lexicon[],
  chosen: readonly ChosenLexicon[],
  addedByHand: readonly string[],
): LexiconRow[] {
  const rows: LexiconRow[] = listed.map((lexicon) => ({
    id: lexicon._id,
    name: lexicon.name,
    scope: lexicon.isPublic ? 'public' : 'private',
    details: {
      title: lexicon.title,
      publisherName: lexicon.publisherName,
      totalEntriesCount: lexicon.totalEntriesCount,
    },
    byHand: false,
  }));
  const known = new Set(rows.map((row) => row.id));
  const extra = (row: Omit<LexiconRow, 'details'>) => {
    if (known.has(row.id)) return;
    known.add(row.id);
    rows.push({ ...row, details: null });
  };
  for (const { id, name, scope } of chosen) extra({ id, name, scope, byHand: false });
  for (const id of addedByHand) extra({ id, name: id, scope: 'private', byHand: true });
  return rows;
}

/** The chosen list after ticking or unticking one row. */
export function toggleLexicon(
  chosen: readonly ChosenLexicon[],
  row: LexiconRow,
  ticked: boolean,
): ChosenLexicon[] {
  const others = chosen.filter((lexicon) => lexicon.id !== row.id);
  if (!ticked) return others;
  return [...others, { id: row.id, name: row.name.slice(0, MAX_NAME_LENGTH), scope: row.scope }];
}
