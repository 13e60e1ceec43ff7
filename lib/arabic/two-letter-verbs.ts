// The verb a two-letter verb stem most often stands for in Modern Standard Arabic (news,
// encyclopedia, everyday prose). Once its person affixes are cut, يحد may be حدّ, وحد or
// حاد, and قلت قال or قلى; the lemma list knows all of them as verbs, rare and archaic ones
// as readily as everyday ones, so nothing in it tells them apart. Written by hand from
// general knowledge of common vocabulary, before the accuracy dev set was looked at (issue
// 9), and copied from no dataset; measured afterwards, entries may only be removed. Left
// out: stems where no one verb clearly dominates (يعد: وعد، عدّ، لم يعد; يرد: ردّ، ورد;
// يقل: قلّ، لم يقل), and those whose verb changes with the suffix (يدع ودع but يدعون
// دعا; يسع وسع but يسعون سعى).
// Each line is a stem as a reader meets it and the lemma it stands for:
// - ي + body: the imperfect, jussive or imperative body, whatever its prefix and subject
//   suffix (يحد، تحدون، نحد → حدّ) but a hollow verb's only without a vowel suffix (لم
//   يقل; يقولون), its hamza seat ؤ read as أ (يؤدون → أدى);
// - body + ت: the perfect stem before a subject suffix (دعت → دعا، قلت، قلنا → قال); a
//   hollow verb keeps two letters before a consonant only, the others before ت "she" or a
//   vowel (verbs.ts, keepsTwoLetters).
// This table says which verb a stem is; a defective verb's ending is defective-verbs.ts's,
// which verbs.ts follows where both name one (they agree).
// Strict keys, one entry per line, sorted; kept as one string, searched in place and
// returned by a function, so that it is not in the worker's heap at start (issue 13: see
// common-plurals.ts).
import { valueIn } from './line-table';

const table = (): string => `
أتت أتى
بدت بدا
بنت بنى
جرت جرى
حثت حث
حكت حكى
حلت حل
دعت دعا
دلت دل
دمت دام
ردت رد
رمت رمى
زرت زار
زلت زال
سعت سعى
شنت شن
صبت صب
صرت صار
ضمت ضم
عشت عاش
قضت قضى
قلت قال
مدت مد
مرت مر
مشت مشى
مضت مضى
نفت نفى
يأت أتى
يأد أدى
يأم أم
يبت بت
يبد بدا
يبق بقي
يبن بنى
يتم تم
يجب وجب
يجد وجد
يجف جف
يحب أحب
يحث حث
يحج حج
يحد حد
يحس أحس
يحظ حظي
يحق حق
يحل حل
يخش خشي
يخص خص
يدل دل
يدم دام
يرث ورث
يرض رضي
يرم رمى
يزر زار
يزل زال
يزن وزن
يسب سب
يسد سد
يسر سر
يشد شد
يشن شن
يصب صب
يصح صح
يصد صد
يصر أصر
يصف وصف
يصل وصل
يضر ضر
يضع وضع
يضم ضم
يظل ظل
يعم عم
يفر فر
يفض فض
يقر أقر
يقع وقع
يقف وقف
يلد ولد
يلق لقي
يلي ولي
يمد مد
يمر مر
يمس مس
يمش مشى
يمض مضى
ينج نجا
ينس نسي
ينص نص
ينف نفى
ينم نم
يود ود
`;

/**
 * The lemma the table gives for a two-letter verb body (strict key): `imperfect` for what
 * is left after an imperfect's affixes, else a perfect stem before a subject suffix.
 */
export function usualTwoLetterVerb(body: string, imperfect: boolean): string | undefined {
  return valueIn(table(), imperfect ? `ي${body}` : `${body}ت`);
}

/**
 * `readings` (one stem's verb readings, scored) with the everyday verb of each two-letter
 * stem among them first of that stem's readings, at the cost of the likeliest one
 * `confirmed` holds (a verb of the lemma list's): it takes the place of that stem's first
 * real verb (يحد → حدّ before the rarer وحد), so it passes no reading, of another kind or
 * another stem, that was ahead of that one. Unchanged when `confirmed` does not hold the
 * verb itself.
 */
export function usualVerbFirst<T extends { form: string; cost: number; usualOf?: string }>(
  readings: readonly T[],
  confirmed: (reading: T) => boolean,
): T[] {
  const out = [...readings];
  for (const verb of new Set(readings.map(({ usualOf }) => usualOf))) {
    const stem = out.filter((reading) => verb && reading.usualOf === verb && confirmed(reading));
    const [usual] = stem.filter(({ form }) => form === verb).sort((a, b) => a.cost - b.cost);
    if (!usual) continue;
    const cost = Math.min(...stem.map((reading) => reading.cost));
    const first = out.findIndex((reading) => reading.usualOf === verb);
    out.splice(out.indexOf(usual), 1);
    out.splice(first, 0, { ...usual, cost });
  }
  return out;
}
