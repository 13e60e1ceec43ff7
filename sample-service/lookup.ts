import { ENTRIES, LEXICONS, type StoredEntry, type StoredLexicon } from './data/index';
import { failure, isErrorBody, type Outcome, ok } from './outcome';
import { parseQuery, resolveLexicons } from './params';
import { PROJECTIONS } from './projections';
import type { LookupOperation, Scope } from './routes';
import type { KeyConfig } from './types';

/** Entries whose diacritic-free lemma equals `bareQuery`, lexicon by lexicon in the order asked. */
export function findEntries(lexicons: readonly StoredLexicon[], bareQuery: string): StoredEntry[] {
  return lexicons.flatMap((lexicon) =>
    ENTRIES.filter(
      (entry) => entry.lexiconId === lexicon._id && entry.nonDiacriticsLemma === bareQuery,
    ),
  );
}

/** GET /public/lexicons: every lexicon, private ones too, so clients learn their ids. */
export function answerLexicons(): Outcome {
  return ok(LEXICONS);
}

export interface LookupRequest {
  scope: Scope;
  operation: LookupOperation;
  query: string | null;
  lexiconIds: string | null;
  key: KeyConfig;
}

/** One of the nine lookup operations, in either scope (spec 4.3). Unknown word: 200 []. */
export function answerLookup(request: LookupRequest): Outcome {
  const query = parseQuery(request.query);
  if (isErrorBody(query)) return failure(query);
  const lexicons = resolveLexicons(request.scope, request.lexiconIds, request.key);
  if (isErrorBody(lexicons)) return failure(lexicons);
  const project = PROJECTIONS[request.operation];
  return ok(findEntries(lexicons, query).map(project));
}
