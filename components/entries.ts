import type { ElementOf, OperationResults, Structure } from '../lib/lookup/types';

/** Entries of one lexicon, in the order the service first named that lexicon. */
export interface LexiconGroup<T> {
  lexiconName: string;
  entries: T[];
}

export function groupByLexicon<T extends { lexiconName: string }>(
  entries: readonly T[],
): LexiconGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const list = groups.get(entry.lexiconName);
    if (list) list.push(entry);
    else groups.set(entry.lexiconName, [entry]);
  }
  return [...groups].map(([lexiconName, list]) => ({ lexiconName, entries: list }));
}

/** Text the service may pad or leave blank (field notes): trimmed, or null when absent. */
export function cleanText(value: string | null | undefined): string | null {
  const trimmed = value?.replace(/\s+/g, ' ').trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Spacing and final punctuation do not make a sense different (the Riyadh lexicon repeats some). */
export function textKey(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/[\s.،؛;,:]+$/u, '')
    .trim();
}

export function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Cleaned, non-blank texts with repeats removed, first occurrence kept. */
export function uniqueTexts(texts: readonly string[]): string[] {
  return uniqueBy(
    texts.flatMap((text) => cleanText(text) ?? []),
    textKey,
  );
}

/** The word a root looks up: its letters without the separating spaces ("ك ت ب" → "كتب"). */
export function rootQuery(root: string): string {
  return root.replace(/\s+/g, '');
}

/** A `value` of the service's word forms may hold alternatives separated by "/". */
export function splitAlternatives(value: string): string[] {
  return uniqueTexts(value.split('/'));
}

/** An entry of the Related tab: what synonyms, opposites and word-structures say of one lemma. */
export interface RelatedEntry {
  lexiconName: string;
  lemma: string;
  synonyms: string[];
  opposites: string[];
  relations: Structure[];
}

/** Merges the three operations of the Related tab by lexicon and lemma, dropping empty entries. */
export function relatedEntries(results: OperationResults): RelatedEntry[] {
  const byEntry = new Map<string, RelatedEntry>();
  const entryFor = (item: { lexiconName: string; lemma: string }): RelatedEntry => {
    const key = `${item.lexiconName}\u0000${item.lemma}`;
    let entry = byEntry.get(key);
    if (!entry) {
      entry = {
        lexiconName: item.lexiconName,
        lemma: item.lemma,
        synonyms: [],
        opposites: [],
        relations: [],
      };
      byEntry.set(key, entry);
    }
    return entry;
  };
  for (const item of results.synonyms ?? []) entryFor(item).synonyms.push(...item.synonyms);
  for (const item of results.opposites ?? []) entryFor(item).opposites.push(...item.opposites);
  for (const item of results['word-structures'] ?? []) {
    entryFor(item).relations.push(...item.structures);
  }
  return [...byEntry.values()]
    .map((entry) => ({
      ...entry,
      synonyms: uniqueTexts(entry.synonyms),
      opposites: uniqueTexts(entry.opposites),
      relations: uniqueBy(
        entry.relations.filter((relation) => cleanText(relation.relatedLemma) !== null),
        (relation) =>
          [
            relation.relatedLemma,
            relation.relationType,
            relation.relationTypeCode,
            relation.relatedSense,
          ]
            .map((part) => textKey(part ?? ''))
            .join('\u0000'),
      ),
    }))
    .filter((entry) => entry.synonyms.length + entry.opposites.length + entry.relations.length > 0);
}

export type PosEntry = ElementOf<'pos'>;

/** Senses-tab entries: pos trimmed, senses de-duplicated, entries with nothing to show dropped. */
export function senseEntries(entries: readonly PosEntry[]): PosEntry[] {
  const cleaned = entries
    .map((entry) => ({ ...entry, pos: cleanText(entry.pos), senses: uniqueTexts(entry.senses) }))
    .filter((entry) => entry.pos !== null || entry.senses.length > 0);
  return uniqueBy(cleaned, (entry) =>
    JSON.stringify([entry.lexiconName, entry.lemma, entry.pos, entry.senses.map(textKey)]),
  );
}
