// Function words the shipped lemma list lacks (hunspell keeps them in sections the list
// generator leaves out): pronouns, demonstratives, relatives, interrogatives and particles,
// the kind column saying which (no value). A closed class, so a closed table; dictionaries
// list them. Read by function-words.ts; one row per word, strict keys, sorted.
export const FUNCTION_WORDS = (): string => `key kind value
أنا pronoun
أو particle
أولئك demonstrative
أي interrogative
إذ particle
إذا particle
إلا particle
إلى particle
إن particle
إنما particle
التي relative
الذي relative
الذين relative
اللاتي relative
اللتان relative
اللذان relative
اللواتي relative
حتى particle
ذلك demonstrative
كأن particle
لا particle
لدى particle
لعل particle
لماذا interrogative
ما particle
ماذا interrogative
متى interrogative
منذ particle
هؤلاء demonstrative
هاتان demonstrative
هذا demonstrative
هذان demonstrative
هذه demonstrative
هما pronoun
هو pronoun
`;
