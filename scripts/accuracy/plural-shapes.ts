// The simulated dictionary's own rule for "a plural of another list word", frozen here.
// It was the analyser's (lib/arabic/broken-plurals.ts, the strong shapes, as of main at
// b5b6e6e); built from the analyser, the simulated lexicon changed whenever the code under
// test did (33,199 → 33,246 headwords when the branch `ranking` narrowed one shape), so
// the measure moved with what it measured. Change it only to model a dictionary better,
// and say so beside the figures.

/** A plural's shape, C a root letter: never ة, ى (they only end a word) nor ا. */
const shape = (template: string): RegExp =>
  new RegExp(`^${template.replaceAll('C', '([^ةىا])')}$`, 'u');

/** Shapes singulars rarely have, with the singulars each may come from ($1… root letters). */
const STRONG_SHAPES: ReadonlyArray<{ plural: RegExp; singulars: string[] }> = [
  { plural: shape('CواCC'), singulars: ['$1ا$2$3', '$1ا$2$3ة'] }, // شوارع → شارع
  { plural: shape('CCاCC'), singulars: ['$1$2$3$4', '$1$2$3$4ة'] }, // ملاعب → ملعب
  { plural: shape('CCاCيC'), singulars: ['$1$2$3و$4', '$1$2$3ي$4', '$1$2$3ا$4'] }, // مشاريع
  { plural: shape('CواCيC'), singulars: ['$1ا$2و$3'] }, // قوانين → قانون
  { plural: shape('أCاCC'), singulars: ['$1$2ا$3', '$1$2ي$3'] }, // أماكن → مكان
  { plural: shape('CCائC'), singulars: ['$1$2ي$3ة', '$1$2ا$3ة', '$1$2ي$3'] }, // رسائل
  { plural: shape('أCCاC'), singulars: ['$1$2$3', '$1$2ي$3'] }, // أوقات → وقت
  { plural: /^أ([^ةىا])[وي]ا([^ةىاء])$/u, singulars: ['$1ا$2'] }, // أبواب → باب
  { plural: shape('أCCCاء'), singulars: ['$1$2ي$3'] }, // أصدقاء → صديق
  { plural: shape('CCCاء'), singulars: ['$1$2ي$3', '$1ا$2$3'] }, // وزراء → وزير
];

/**
 * Singulars `word` may be the plural of by a strong shape. A word of four letters or more
 * only; تفاعل is a verbal noun (تعاون) far more often than a plural, so a word in ت counts
 * only in the تفاعيل shape (تقارير).
 */
export function strongPluralSingulars(word: string): string[] {
  if ([...word].length < 4) return [];
  if (word.startsWith('ت') && !/^.{4}ي.$/u.test(word)) return [];
  return STRONG_SHAPES.filter(({ plural }) => plural.test(word)).flatMap(({ plural, singulars }) =>
    singulars.map((singular) => word.replace(plural, singular)).filter((form) => form !== word),
  );
}
