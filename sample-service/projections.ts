import type { StoredEntry } from './data/index';
import type { LookupOperation } from './routes';

/**
 * Spec 2.2/2.3: each operation answers `lemma`, `lexiconName` and its own fields, nothing
 * more. Values go out as recorded (null pattern, padded pos) because the real service does so.
 */
export const PROJECTIONS: Record<LookupOperation, (entry: StoredEntry) => object> = {
  senses: ({ lemma, lexiconName, senses }) => ({ lemma, lexiconName, senses }),
  examples: ({ lemma, lexiconName, examples }) => ({ lemma, lexiconName, examples }),
  synonyms: ({ lemma, lexiconName, synonyms }) => ({ lemma, lexiconName, synonyms }),
  opposites: ({ lemma, lexiconName, opposites }) => ({ lemma, lexiconName, opposites }),
  pos: ({ lemma, lexiconName, pos, senses }) => ({ lemma, lexiconName, pos, senses }),
  root: ({ lemma, lexiconName, root }) => ({ lemma, lexiconName, root }),
  pattern: ({ lemma, lexiconName, pattern }) => ({ lemma, lexiconName, pattern }),
  // Only verbs have forms; other entries come back with [] (field notes).
  conjugations: ({ lemma, lexiconName, wordForms }) => ({ lemma, lexiconName, wordForms }),
  'word-structures': ({ lemma, lexiconName, structures }) => ({
    lemma,
    lexiconName,
    structures,
  }),
};
