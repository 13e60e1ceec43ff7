// Function words the shipped lemma list lacks (hunspell keeps them in sections the list
// generator leaves out): pronouns, demonstratives, relatives and particles. A closed class,
// so a closed set; a reading that is one of them, its clitics cut (وهذا → و + هذا; انا,
// typed without its hamza, → أنا), is a known word like a list lemma, and goes before the
// content words its letters also spell at the same knowledge (الى is إلى before ألى).
// Dictionaries list them.
import type { CandidateAnalysis } from './analysis';

const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  'أنا',
  'هو',
  'هما',
  'هذا',
  'هذه',
  'هذان',
  'هاتان',
  'ذلك',
  'هؤلاء',
  'أولئك',
  'الذي',
  'التي',
  'الذين',
  'اللذان',
  'اللتان',
  'اللاتي',
  'اللواتي',
  'إلى',
  'إلا',
  'لدى',
  'لعل',
  'حتى',
  'إذا',
  'إذ',
  'لا',
  'ما',
  'ماذا',
  'متى',
  'لماذا',
  'إنما',
]);

/**
 * Whether `analysis` reads the word as one of these function words: clitics cut at most,
 * or its spelling set right (انا → أنا); a function word takes no inflection.
 */
export const isFunctionWordReading = (analysis: CandidateAnalysis): boolean =>
  analysis.inflections.every((inflection) => inflection.kind === 'spelling') &&
  FUNCTION_WORDS.has(analysis.form);
