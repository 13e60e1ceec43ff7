// Particles that take a pronoun suffix (عليها، إليه، لديهم، لكنها، إنه، معهم), keyed by the
// stem they keep before it, the value the particle: على، إلى and لدى write their ى as ي
// there. A closed class, so a closed table. Read by particles.ts; one row per stem, strict
// keys, sorted.
export const PARTICLES_BEFORE_PRONOUN = (): string => `key kind value
أن particle أن
إلي particle إلى
إن particle إن
علي particle على
عن particle عن
عند particle عند
في particle في
كأن particle كأن
لدي particle لدى
لعل particle لعل
لكن particle لكن
ليت particle ليت
مع particle مع
من particle من
`;
