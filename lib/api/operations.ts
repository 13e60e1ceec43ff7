import type { z } from 'zod/mini';
import {
  conjugationsEntrySchema,
  examplesEntrySchema,
  lexiconSchema,
  oppositesEntrySchema,
  patternEntrySchema,
  posEntrySchema,
  rootEntrySchema,
  sensesEntrySchema,
  structuresEntrySchema,
  synonymsEntrySchema,
} from './schemas';
import { searchElementSchema } from './search-schema';

export type Scope = 'public' | 'private';

/**
 * The one table of the service's operations (docs/api-spec.md §4). The generic client in
 * client.ts runs any row; nothing else in the project knows a path.
 */
export const OPERATIONS = {
  lexicons: { path: 'lexicons', scopes: ['public'], takesQuery: false, element: lexiconSchema },
  senses: {
    path: 'senses',
    scopes: ['public', 'private'],
    takesQuery: true,
    element: sensesEntrySchema,
  },
  examples: {
    path: 'examples',
    scopes: ['public', 'private'],
    takesQuery: true,
    element: examplesEntrySchema,
  },
  synonyms: {
    path: 'synonyms',
    scopes: ['public', 'private'],
    takesQuery: true,
    element: synonymsEntrySchema,
  },
  opposites: {
    path: 'opposites',
    scopes: ['public', 'private'],
    takesQuery: true,
    element: oppositesEntrySchema,
  },
  pos: { path: 'pos', scopes: ['public', 'private'], takesQuery: true, element: posEntrySchema },
  root: { path: 'root', scopes: ['public', 'private'], takesQuery: true, element: rootEntrySchema },
  pattern: {
    path: 'pattern',
    scopes: ['public', 'private'],
    takesQuery: true,
    element: patternEntrySchema,
  },
  conjugations: {
    path: 'conjugations',
    scopes: ['public', 'private'],
    takesQuery: true,
    element: conjugationsEntrySchema,
  },
  'word-structures': {
    path: 'word-structures',
    scopes: ['public', 'private'],
    takesQuery: true,
    element: structuresEntrySchema,
  },
  search: { path: 'search', scopes: ['public'], takesQuery: true, element: searchElementSchema },
} as const satisfies Record<
  string,
  { path: string; scopes: readonly Scope[]; takesQuery: boolean; element: z.ZodMiniType }
>;

export type OperationName = keyof typeof OPERATIONS;
/** Operations that look a word up (everything but the lexicon list). */
export type LookupOperation = Exclude<OperationName, 'lexicons'>;
/** The validated element type an operation returns. */
export type ElementOf<Op extends OperationName> = z.output<(typeof OPERATIONS)[Op]['element']>;

export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];
export const LOOKUP_OPERATIONS = OPERATION_NAMES.filter(
  (name): name is LookupOperation => name !== 'lexicons',
);

export function supportsScope(operation: OperationName, scope: Scope): boolean {
  return (OPERATIONS[operation].scopes as readonly Scope[]).includes(scope);
}
