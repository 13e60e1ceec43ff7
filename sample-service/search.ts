import { audioPath } from './audio';
import { ENTRIES, RIYADH_ID, type StoredEntry } from './data/index';
import { LEMMATISER } from './data/lemmatiser';
import { findEntries } from './lookup';
import { failure, isErrorBody, type Outcome, ok } from './outcome';
import { parseQuery, resolveLexicons } from './params';
import { elementHead, richSearchElement } from './rich-search';
import type { KeyConfig } from './types';

/**
 * GET /public/search, outside the spec, in the two shapes clients meet (field notes): the
 * Riyadh lexicon answers in the rich shape (every part of an entry, a recording, match
 * flags), the others in the plain one (senses as objects with `definition`, spec-shaped
 * word forms). So one sample service exercises both.
 */
export const RICH_SEARCH_LEXICONS: readonly string[] = [RIYADH_ID];

/** Roots compare without their separating spaces, so a padded root still matches. */
function rootKey(root: string | null): string {
  return (root ?? '').replace(/\s+/g, '');
}

/** The plain element the real /public/search was first seen returning. */
function plainElement(entry: StoredEntry): object {
  return {
    ...elementHead(entry),
    senses: entry.senses.map((definition, index) => ({
      _id: `${entry._id}-${index + 1}`,
      order: index + 1,
      definition,
    })),
    wordForms: entry.wordForms,
  };
}

const bare = (text: string) => text.normalize('NFC').replace(/[\u064B-\u0652\u0670]/g, '');

/** How a rich lexicon's entry matches a query it is not the lemma of, if it does. */
function flagsFor(entry: StoredEntry, query: string) {
  const forms = [...(entry.searchForms ?? []), ...entry.wordForms].flatMap((form) =>
    form.value.split('/').map(bare),
  );
  return {
    isWordFormMatch: forms.includes(query),
    isLemmatizer: LEMMATISER[query] === entry.nonDiacriticsLemma,
  };
}

export function answerSearch(
  query: string | null,
  lexiconIds: string | null,
  key: KeyConfig,
  origin: string,
): Outcome {
  const asked = parseQuery(query);
  if (isErrorBody(asked)) return failure(asked);
  const lexicons = resolveLexicons('public', lexiconIds, key);
  if (isErrorBody(lexicons)) return failure(lexicons);

  const searched = new Set(lexicons.map((lexicon) => lexicon._id));
  const exact = findEntries(lexicons, asked);
  // The rich lexicons also match a word form or what their lemmatiser makes of the query.
  const matched =
    exact.length > 0
      ? []
      : ENTRIES.filter((entry) => {
          if (!searched.has(entry.lexiconId)) return false;
          if (!RICH_SEARCH_LEXICONS.includes(entry.lexiconId)) return false;
          const flags = flagsFor(entry, asked);
          return flags.isWordFormMatch || flags.isLemmatizer;
        });
  const found = [...exact, ...matched];
  const roots = new Set([asked, ...found.map((entry) => rootKey(entry.root))]);
  roots.delete('');
  const foundIds = new Set(found.map((entry) => entry._id));
  const related = ENTRIES.filter(
    (entry) =>
      searched.has(entry.lexiconId) && !foundIds.has(entry._id) && roots.has(rootKey(entry.root)),
  );
  return ok(
    [...found, ...related].map((entry) =>
      RICH_SEARCH_LEXICONS.includes(entry.lexiconId)
        ? richSearchElement(entry, {
            ...(matched.includes(entry) ? flagsFor(entry, asked) : {}),
            lemmaAudio: entry.recording ? `${origin}${audioPath(entry._id)}` : null,
          })
        : plainElement(entry),
    ),
  );
}
