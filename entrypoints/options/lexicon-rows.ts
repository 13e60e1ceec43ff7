import type { Lexicon } from '../../lib/lookup/types';
import type { ChosenLexicon } from '../../lib/settings/schema';

/** One line of the lexicon list: a lexicon the service listed, or a private id typed by hand. */
export interface LexiconRow {
  id: string;
  name: string;
  scope: 'public' | 'private';
  /** Null for ids added by hand: the service said nothing about them. */
  details: Pick<Lexicon, 'title' | 'publisherName' | 'totalEntriesCount'> | null;
}

/** As in the settings schema (chosenLexiconSchema). */
const MAX_NAME_LENGTH = 300;

/**
 * The rows to show: the listed lexicons in the service's order, then chosen or hand-added
 * ids the list does not contain (private lexicons are often not listed publicly).
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
  }));
  const known = new Set(rows.map((row) => row.id));
  const extra = (id: string, name: string) => {
    if (known.has(id)) return;
    known.add(id);
    rows.push({ id, name, scope: 'private', details: null });
  };
  for (const lexicon of chosen) extra(lexicon.id, lexicon.name);
  for (const id of addedByHand) extra(id, id);
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
