// Particles that take a pronoun suffix (tables/particles.ts). A reader who clicks one
// (عليها، لكنها) wants the particle's entry, yet read as a noun or verb the word meets a
// rare lemma the list knows (عليها → علي، لكنها → ل + كان، لديهم → ولد، وعليها → وعل): the
// particle leads (preferences.ts), the other readings follow.
import { PARTICLES_BEFORE_PRONOUN } from './tables/particles';
import { type TableSpec, tableRow } from './tables/reader';

export const PARTICLE_TABLE: TableSpec<'particle'> = {
  file: 'lib/arabic/tables/particles.ts',
  text: PARTICLES_BEFORE_PRONOUN,
  kinds: { particle: { value: true } },
};

/** The particle a stem written before a pronoun suffix is (علي of عليها → على), if any. */
export const particleBeforePronoun = (stem: string): string | undefined =>
  tableRow(PARTICLE_TABLE, stem)?.value;

/** إنّ and her sisters, which take the verb's "me" ني (إنني، لكنني, بأنني); مع، في… take ي. */
const TAKE_NI = new Set(['أن', 'إن', 'كأن', 'لكن', 'ليت', 'لعل']);

/** Whether the particle a stem is takes ني (أن of بأنني). */
export const takesVerbOnlyPronoun = (stem: string): boolean => TAKE_NI.has(stem);
