// The standard spelling of a defective verb's lemma, for the stems whose ending the lemma
// list cannot decide. The lemma ends in ا when the last root letter is و (دعا، نجا), in ى
// when it is ي (رمى، عنى), in ي for a فعِل verb (بقي، نسي، رضي); where the ending is
// hidden (دعت، بقوا، يبقى، لم يبق) verbs.ts proposes every ending, and the list, made from
// hunspell-ar, which holds variant and mistaken spellings too (بقى، محى، نسى), knows more
// than one of them as a verb for the stems below. Where two verbs share a stem, the one
// news text uses most is named: form II سمّى، غطّى، ضحّى، غنّى، زكّى before form I سما،
// غطا، ضحا، غني، زكا. Written by hand from general knowledge of Arabic roots, before the
// accuracy dev set was looked at (issue 9), and copied from no dataset; measured
// afterwards, entries may only be removed. Left out: stems where no one verb dominates
// (بلا، بلي; عزا، عزّى; صفا، صفّى; حنا، حنى; ربا، ربّى; عرا، عري; سلا، سلّى; ولي، ولّى),
// and rare stems whose verbs a reader seldom meets (ثرا، خزا، دسا، رغا، قبا …).
// Each line is a stem (the lemma without its last letter, strict key) and the lemma.
// verbs.ts asks it only where the written form hides the ending (standardEndingFirst).
// Strict keys, one entry per line, sorted; kept as one string, searched in place and
// returned by a function, so that it is not in the worker's heap at start (issue 13: see
// common-plurals.ts).
import { valueIn } from './line-table';

const table = (): string => `
أب أبى
أس أسي
أل ألا
بغ بغى
بق بقي
تل تلا
جل جلا
جن جنى
حد حدا
حذ حذا
حس حسا
حش حشا
حص حصى
حل حلا
حم حمى
حو حوى
خش خشي
خط خطا
خف خفي
خل خلا
دم دمي
دن دنا
دو دوى
ذو ذوى
رث رثى
رج رجا
رض رضي
رع رعى
رق رقي
رن رنا
رو روى
زك زكى
زه زها
سج سجا
سر سرى
سم سمى
سه سها
سو سوى
شت شتا
شر شرى
شف شفى
صب صبا
صل صلى
ضح ضحى
طغ طغى
طل طلى
طو طوى
عد عدا
عص عصى
عف عفا
عل علا
عم عمي
عن عنى
غد غدا
غذ غذى
غز غزا
غش غشي
غط غطى
غف غفا
غل غلا
غن غنى
قس قسا
قو قوي
كس كسا
لق لقي
له لها
لو لوى
مح محا
نج نجا
نح نحا
نس نسي
نم نما
نه نهى
هج هجا
هو هوى
`;

/** The standard lemma of the defective verb spelled `stem` + ا، ى or ي, if the table has it. */
export function standardDefective(stem: string): string | undefined {
  return valueIn(table(), stem);
}

/** `verb` spelled as the table spells it when it is `stem` + a defective ending. */
export function asStandardDefective(verb: string | undefined, stem: string): string | undefined {
  const defective = verb !== undefined && isDefectiveOf(verb, stem);
  return defective ? (standardDefective(stem) ?? verb) : verb;
}

const DEFECTIVE_ENDINGS = ['ا', 'ى', 'ي'];

const isDefectiveOf = (form: string, stem: string) =>
  form.length === stem.length + 1 &&
  form.startsWith(stem) &&
  DEFECTIVE_ENDINGS.includes(form.at(-1) ?? '');

/**
 * `readings` (verbs.ts's, `weak` their cost) with, among `stem`'s defective ones (stem +
 * ا، ى or ي), the table's spelling first at the lowest cost any of them had; added where
 * the rules did not propose it (يبقى → بقي). `maySpellYa` is false where a verb in ي
 * cannot be read (بقت is no بقي's: that is بقيت). Unchanged for a stem not in the table,
 * or none of whose defective readings the rules proposed.
 */
export function standardEndingFirst(
  readings: { form: string; weak: number }[],
  stem: string,
  maySpellYa = true,
): { form: string; weak: number }[] {
  const lemma = standardDefective(stem);
  if (!lemma || (!maySpellYa && lemma.endsWith('ي'))) return readings;
  const defective = readings.filter(({ form }) => isDefectiveOf(form, stem));
  const others = readings.filter(({ form }) => form !== lemma);
  const first = others.findIndex(({ form }) => isDefectiveOf(form, stem));
  if (first < 0) return readings;
  const weak = Math.min(...defective.map((reading) => reading.weak));
  others.splice(first, 0, { form: lemma, weak });
  return others;
}
