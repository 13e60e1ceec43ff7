import { stripDiacritics } from './arabic';
import { findLexicon, LEXICONS, type StoredLexicon } from './data/index';
import { type ErrorBody, errorBody } from './http';
import type { Scope } from './routes';
import type { KeyConfig } from './types';

/** The spec leaves the maximum unstated (8.6); 100 is this sample's choice. */
export const MAX_QUERY_LENGTH = 100;

function badRequest(message: string): ErrorBody {
  return errorBody(400, 'Bad Request', message);
}

/**
 * Rule 4.3.1. Returns the form compared with lemmas: NFC (so a decomposed hamza is not
 * mistaken for a diacritic), trimmed, without diacritics. No clitic is removed: the real
 * service answers [] for والكتاب, and clients must cope with that.
 */
export function parseQuery(raw: string | null): string | ErrorBody {
  if (raw === null) return badRequest('query is required');
  const query = raw.normalize('NFC').trim();
  if (query === '') return badRequest('query must not be empty');
  if ([...query].length > MAX_QUERY_LENGTH) {
    return badRequest(`query must be at most ${MAX_QUERY_LENGTH} characters`);
  }
  return stripDiacritics(query);
}

/** The ids as sent: split on ',' only, like the real service, so spaces survive to be refused. */
export function splitLexiconIds(raw: string | null): string[] {
  return raw === null || raw === '' ? [] : raw.split(',');
}

/**
 * Rules 4.3.2–4.3.5, in that order: malformed or unknown ids, then a private lexicon named
 * through /public, then a missing list in the private scope, then permission (403).
 */
export function resolveLexicons(
  scope: Scope,
  raw: string | null,
  key: KeyConfig,
): readonly StoredLexicon[] | ErrorBody {
  const ids = [...new Set(splitLexiconIds(raw))];
  const lexicons: StoredLexicon[] = [];
  for (const id of ids) {
    if (id === '') return badRequest('lexiconIds must not contain an empty id');
    if (/\s/.test(id)) {
      return badRequest(`lexiconIds must be separated by "," without spaces: "${id}"`);
    }
    const lexicon = findLexicon(id);
    if (lexicon === undefined) return badRequest(`lexiconIds contains an unknown id: "${id}"`);
    if (scope === 'public' && !lexicon.isPublic) {
      return badRequest(`lexiconIds contains "${id}", which is not a public lexicon`);
    }
    lexicons.push(lexicon);
  }
  if (lexicons.length === 0) {
    if (scope === 'private') return badRequest('lexiconIds is required in the private scope');
    return LEXICONS.filter((lexicon) => lexicon.isPublic);
  }
  const refused = lexicons.find(
    (lexicon) => !lexicon.isPublic && !key.privateLexicons.includes(lexicon._id),
  );
  if (refused !== undefined) {
    return errorBody(403, 'Forbidden', `api key has no permission on lexicon "${refused._id}"`);
  }
  return lexicons;
}
