import type { ElementOf } from '../api/operations';

/**
 * Conjugations exist for verbs only (field notes): a word whose entries all name a part of
 * speech other than a verb has none, and asking would spend a call to learn it.
 */

/** فعل (with any qualifier: فعل ماض، فعل لازم…) or an English "verb". */
export function isVerbPos(pos: string): boolean {
  return /فعل|\bverb\b/i.test(pos);
}

/**
 * The parts of speech of `entries` when every entry names one and none is a verb; null
 * when that is not known (no entries, an entry without a part of speech, or a verb).
 */
export function knownNonVerbPos(entries: readonly ElementOf<'pos'>[] | undefined): string[] | null {
  if (!entries || entries.length === 0) return null;
  const names: string[] = [];
  for (const entry of entries) {
    if (entry.pos === null || isVerbPos(entry.pos)) return null;
    names.push(entry.pos);
  }
  return [...new Set(names)];
}

export function isKnownNonVerb(entries: readonly ElementOf<'pos'>[] | undefined): boolean {
  return knownNonVerbPos(entries) !== null;
}
