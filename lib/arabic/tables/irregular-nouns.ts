// Nouns whose lemma no regular rule (noun-rows.ts) reaches, asked before the stem's own
// entry, the kind column saying where the stem stands for it:
// - the five nouns (الأسماء الخمسة) show their case in a long vowel their headword lacks:
//   ذي is ذو's genitive, أبو and أخو are أب and أخ before the noun they govern (أبو بكر):
//   kind "construct" (no article, no suffix: الذي is the relative pronoun, not ال + ذي);
//   before a pronoun every case (أبوه، أبيه، أباه; أخوها، أخيها، أخاها): kind "pronoun",
//   or "construct-pronoun" for a stem read so in both places;
// - the article swallows امرأة's alif (المرأة): kind "article".
// Read by nouns.ts; one row per stem, strict keys, sorted.
export const IRREGULAR_NOUNS = (): string => `key kind value
أبا pronoun أب
أبو construct-pronoun أب
أبي pronoun أب
أخا pronoun أخ
أخو construct-pronoun أخ
أخي pronoun أخ
ذي construct ذو
مرأة article امرأة
`;
