import type { Note } from './types';

export const NOTEBOOK_LISTS = ['history', 'saved'] as const;
export type NotebookList = (typeof NOTEBOOK_LISTS)[number];

/**
 * A notebook word with what the answer cache holds for it. Fields the reader never
 * fetched (a Root tab never opened) are null or empty: exports say what is known.
 */
export interface ExportRow extends Note {
  pos: string | null;
  root: string | null;
  pattern: string | null;
  senses: string[];
  /** Translations of those senses, each with its language named ("English: writer"). */
  translations: string[];
  /** The lexicon of the first entry, when the senses were fetched. */
  lexicon: string | null;
}
