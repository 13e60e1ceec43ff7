/** The paths of the spec (docs/api-spec.md §4), after the /api/v1/external prefix. */

export const API_PREFIX = '/api/v1/external';

export type Scope = 'public' | 'private';

export const LOOKUP_OPERATIONS = [
  'senses',
  'examples',
  'synonyms',
  'opposites',
  'pos',
  'root',
  'pattern',
  'conjugations',
  'word-structures',
] as const;
export type LookupOperation = (typeof LOOKUP_OPERATIONS)[number];

export type Route =
  | { kind: 'lexicons' }
  | { kind: 'search' }
  | { kind: 'lookup'; scope: Scope; operation: LookupOperation };

function isLookupOperation(name: string): name is LookupOperation {
  return (LOOKUP_OPERATIONS as readonly string[]).includes(name);
}

/** The route of a GET path, or null: anything else is a 404, as on the real service. */
export function matchRoute(path: string): Route | null {
  if (path === '/public/lexicons') return { kind: 'lexicons' };
  // Search is public only: "The private scope has no search" (field notes).
  if (path === '/public/search') return { kind: 'search' };
  const match = /^\/(public|private)\/([a-z-]+)$/.exec(path);
  if (match === null) return null;
  const [, scope, operation] = match;
  if ((scope !== 'public' && scope !== 'private') || operation === undefined) return null;
  if (!isLookupOperation(operation)) return null;
  return { kind: 'lookup', scope, operation };
}
