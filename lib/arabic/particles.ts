// Particles that take a pronoun suffix (عليها، إليه، لديهم، لكنها، إنه، معهم), by the stem
// they keep before it: على، إلى and لدى write their ى as ي there. A reader who clicks one
// wants the particle's entry, yet read as a noun or verb the word meets a rare lemma the
// list knows (عليها → علي، لكنها → ل + كان، لديهم → ولد، وعليها → وعل). A closed class, so a
// closed table; the particle leads, the other readings follow.
const PARTICLE_BEFORE_PRONOUN: Readonly<Record<string, string>> = {
  علي: 'على',
  إلي: 'إلى',
  لدي: 'لدى',
  في: 'في',
  من: 'من',
  عن: 'عن',
  مع: 'مع',
  عند: 'عند',
  لكن: 'لكن',
  لعل: 'لعل',
  إن: 'إن',
  أن: 'أن',
  كأن: 'كأن',
  ليت: 'ليت',
};

/** The particle a stem written before a pronoun suffix is (علي of عليها → على), if any. */
export function particleBeforePronoun(stem: string): string | undefined {
  return Object.hasOwn(PARTICLE_BEFORE_PRONOUN, stem) ? PARTICLE_BEFORE_PRONOUN[stem] : undefined;
}
