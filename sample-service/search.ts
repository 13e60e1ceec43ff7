import { ENTRIES, type StoredEntry } from './data/index';
import { findEntries } from './lookup';
import { failure, isErrorBody, type Outcome, ok } from './outcome';
import { parseQuery, resolveLexicons } from './params';
import type { KeyConfig } from './types';

/** Roots compare without their separating spaces, so a padded root still matches. */
function rootKey(root: string | null): string {
  return (root ?? '').replace(/\s+/g, '');
}

/** The richer element the real /public/search was seen returning (field notes), not in the spec. */
function searchElement(entry: StoredEntry): object {
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
    senses: entry.senses.map((definition, index) => ({
      _id: `${entry._id}-${index + 1}`,
      order: index + 1,
      definition,
    })),
    wordForms: entry.wordForms,
    lexiconName: entry.lexiconName,
  };
}

/**
 * GET /public/search: exact matches first, then other entries sharing a root with them (or
 * whose root spells the query), as the real service mixes in related forms.
 */
export function answerSearch(
  query: string | null,
  lexiconIds: string | null,
  key: KeyConfig,
): Outcome {
  const bare = parseQuery(query);
  if (isErrorBody(bare)) return failure(bare);
  const lexicons = resolveLexicons('public', lexiconIds, key);
  if (isErrorBody(lexicons)) return failure(lexicons);

  const exact = findEntries(lexicons, bare);
  const roots = new Set([bare, ...exact.map((entry) => rootKey(entry.root))]);
  roots.delete('');
  const searched = new Set(lexicons.map((lexicon) => lexicon._id));
  const exactIds = new Set(exact.map((entry) => entry._id));
  const related = ENTRIES.filter(
    (entry) =>
      searched.has(entry.lexiconId) && !exactIds.has(entry._id) && roots.has(rootKey(entry.root)),
  );
  return ok([...exact, ...related].map(searchElement));
}
