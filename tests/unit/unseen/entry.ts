import type { OpenedEntry } from '../../../scripts/unseen/open';

/** An opened entry with no clitics or inflections undone, as the unseen tests need. */
export const entry = (word: string, form: string | null, kind?: 'verb' | 'noun'): OpenedEntry => ({
  word,
  form,
  inflections: [],
  proclitics: [],
  enclitics: [],
  ...(kind ? { kind } : {}),
});
