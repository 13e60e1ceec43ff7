import type { CandidateAnalysis } from '../lib/arabic';
import { isVerbPos } from '../lib/lookup/non-verb';
import { lemmaKey } from './entry-groups';

/**
 * The kind of word a reading makes of the word as written: a verb (يكتبون → كتب, "they
 * write") or a noun or adjective (كتب → كتاب, "books"). Null when the answer is the word as
 * written, or the analysis assumed no part of speech: then the service's order stands.
 */
export type ReadingKind = 'verb' | 'nominal';

/** What the answer's own reading says of the entries, when the entries shown are that reading's. */
export function readingKind(
  analysis: CandidateAnalysis | undefined,
  matched: string,
): ReadingKind | null {
  if (!analysis || analysis.form !== matched || !analysis.pos) return null;
  return analysis.pos === 'verb' ? 'verb' : 'nominal';
}

/**
 * The entries whose part of speech fits the reading, then the others, each in the
 * service's order: the card names a reading ("يكتبون → كتب · verb, present, they") and
 * opens on it, not on a homograph the lexicon lists first (كُتُب, "books"). An entry that
 * names no part of speech goes with its lemma's first named one. When no entry fits (a
 * lexicon that names none), nothing is set apart.
 */
export function splitByReading<T extends { lemma: string; pos: string | null }>(
  entries: readonly T[],
  kind: ReadingKind | null,
): { leading: T[]; others: T[] } {
  if (kind === null) return { leading: [...entries], others: [] };
  const lemmaPos = new Map<string, string>();
  for (const entry of entries) {
    const key = lemmaKey(entry.lemma);
    if (entry.pos && !lemmaPos.has(key)) lemmaPos.set(key, entry.pos);
  }
  const fits = (entry: T) => {
    const pos = entry.pos || lemmaPos.get(lemmaKey(entry.lemma));
    return pos ? isVerbPos(pos) === (kind === 'verb') : false;
  };
  const leading = entries.filter(fits);
  if (leading.length === 0) return { leading: [...entries], others: [] };
  return { leading, others: entries.filter((entry) => !fits(entry)) };
}
