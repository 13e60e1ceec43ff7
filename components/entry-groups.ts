import { textKey } from './entries';

/**
 * What one or more lexicons say alike of a lemma: the shared content is shown once, under the
 * names of every lexicon that gives it (its sources).
 */
export interface Reading<T> {
  sources: string[];
  /** The entries that say it, one or more per source; all alike by the panel's content key. */
  entries: T[];
}

/** One lemma in one part of speech, as all the lexicons together record it. */
export interface EntryGroup<T> {
  lemma: string;
  pos: string | null;
  readings: Reading<T>[];
}

export interface GroupingRules<T> {
  /** Two entries of a lemma with equal keys say the same thing, so they become one reading. */
  contentKey: (entry: T) => string;
  /** Only the Senses answer names the part of speech; other tabs group by lemma alone. */
  posOf?: (entry: T) => string | null;
}

/**
 * Lemmas are compared with their diacritics (ذَهَب the noun is not ذَهَبَ the verb); NFC puts
 * stacked marks (shadda and a vowel) in one order, so differently typed marks still agree.
 */
export function lemmaKey(lemma: string): string {
  return lemma.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * Groups entries by lemma and part of speech, in the order the service first gave each lemma.
 * An entry whose lexicon records no part of speech joins its lemma's first group rather than
 * repeating the lemma on its own.
 */
export function groupEntries<T extends { lexiconName: string; lemma: string }>(
  entries: readonly T[],
  rules: GroupingRules<T>,
): EntryGroup<T>[] {
  const firstPos = new Map<string, string>();
  for (const entry of entries) {
    const pos = rules.posOf?.(entry) ?? null;
    const lemma = lemmaKey(entry.lemma);
    if (pos !== null && !firstPos.has(lemma)) firstPos.set(lemma, pos);
  }
  const groups = new Map<string, EntryGroup<T>>();
  for (const entry of entries) {
    const lemma = lemmaKey(entry.lemma);
    const pos = rules.posOf?.(entry) ?? firstPos.get(lemma) ?? null;
    const key = `${lemma}\u0000${pos ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = { lemma: entry.lemma.trim(), pos, readings: [] };
      groups.set(key, group);
    }
    addReading(group.readings, entry, rules.contentKey);
  }
  return [...groups.values()];
}

function addReading<T extends { lexiconName: string }>(
  readings: Reading<T>[],
  entry: T,
  contentKey: (entry: T) => string,
): void {
  const key = contentKey(entry);
  const same = readings.find((reading) => contentKey(reading.entries[0] as T) === key);
  if (!same) {
    readings.push({ sources: [entry.lexiconName], entries: [entry] });
    return;
  }
  same.entries.push(entry);
  if (!same.sources.includes(entry.lexiconName)) same.sources.push(entry.lexiconName);
}

/** A content key for lists of texts (senses, examples): spacing and final stops ignored. */
export function textsKey(texts: readonly string[]): string {
  return JSON.stringify(texts.map(textKey));
}
