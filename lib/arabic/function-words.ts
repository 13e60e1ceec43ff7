// Function words the shipped lemma list lacks (tables/function-words.ts): a reading that is
// one of them, its clitics cut (وهذا → و + هذا; انا, typed without its hamza, → أنا), is a
// known word like a list lemma, and goes before the content words its letters also spell
// at the same knowledge (الى is إلى before ألى: ranking.ts).
import type { CandidateAnalysis } from './analysis';
import { FUNCTION_WORDS } from './tables/function-words';
import { type TableSpec, tableRow } from './tables/reader';

export const FUNCTION_WORD_TABLE: TableSpec<
  'pronoun' | 'demonstrative' | 'relative' | 'interrogative' | 'particle'
> = {
  file: 'lib/arabic/tables/function-words.ts',
  text: FUNCTION_WORDS,
  kinds: {
    pronoun: { value: false },
    demonstrative: { value: false },
    relative: { value: false },
    interrogative: { value: false },
    particle: { value: false },
  },
};

/**
 * Whether `analysis` reads the word as one of these function words: proclitics cut at most,
 * or its spelling set right (انا → أنا); a function word takes no inflection, and no
 * pronoun suffix (فهمني is no ف + هم + ني; particles with one are particles.ts's).
 */
export const isFunctionWordReading = (analysis: CandidateAnalysis): boolean =>
  analysis.enclitics.length === 0 &&
  analysis.inflections.every((inflection) => inflection.kind === 'spelling') &&
  isFunctionWord(analysis.form);

/** Whether `key` (a strict key) is one of these function words as the table spells it. */
export const isFunctionWord = (key: string): boolean =>
  tableRow(FUNCTION_WORD_TABLE, key) !== undefined;
