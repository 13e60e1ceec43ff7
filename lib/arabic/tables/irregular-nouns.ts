// Nouns whose lemma no regular rule (noun-rows.ts) reaches, asked before the stem's own
// entry, the kind column saying where the stem stands for it:
// - the five nouns (الأسماء الخمسة) show their case in a long vowel their headword lacks:
//   ذي is ذو's genitive, أبو and أخو are أب and أخ before the noun they govern (أبو بكر):
//   kind "construct" (no article, no suffix: الذي is the relative pronoun, not ال + ذي);
//   before a pronoun every case (أبوه، أبيه، أباه; أخوها، أخيها، أخاها): kind "pronoun",
//   or "construct-pronoun" for a stem read so in both places;
// - the article swallows امرأة's alif (المرأة): kind "article";
// - the decade numerals (عشرون … تسعون) are words of their own whose ون/ين are a plural's
//   endings, not plurals of the units (العشرين is عشرون, not عشر's plural), and "two"
//   (اثنان، اثنتان; اثنا and اثنتا in اثنا عشر) a dual with no singular: kind "numeral",
//   read with the article or without, each case naming the masculine nominative.
// Read by nouns.ts; one row per stem, strict keys, sorted.
export const IRREGULAR_NOUNS = (): string => `key kind value
أبا pronoun أب
أبو construct-pronoun أب
أبي pronoun أب
أخا pronoun أخ
أخو construct-pronoun أخ
أخي pronoun أخ
أربعون numeral أربعون
أربعين numeral أربعون
اثنا numeral اثنان
اثنان numeral اثنان
اثنتا numeral اثنان
اثنتان numeral اثنان
اثنتي numeral اثنان
اثنتين numeral اثنان
اثني numeral اثنان
اثنين numeral اثنان
تسعون numeral تسعون
تسعين numeral تسعون
ثلاثون numeral ثلاثون
ثلاثين numeral ثلاثون
ثمانون numeral ثمانون
ثمانين numeral ثمانون
خمسون numeral خمسون
خمسين numeral خمسون
ذي construct ذو
سبعون numeral سبعون
سبعين numeral سبعون
ستون numeral ستون
ستين numeral ستون
عشرون numeral عشرون
عشرين numeral عشرون
مرأة article امرأة
`;
