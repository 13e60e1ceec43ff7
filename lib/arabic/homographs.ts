// Homographs of everyday Modern Standard Arabic (news, encyclopedia): a bare stem that is
// two real lemmas' forms, which the lemma list cannot tell apart, and the lemma a reader of
// news or encyclopedic text most often means by it. Two kinds, one line format "stem lemma":
// - a broken plural that is also another word, where the plural is what is nearly always
//   meant (أشهر months, not "more famous"; جزر islands, not carrots; صور pictures, not Tyre;
//   فرق teams, not difference): the lemma is the singular, asked before the stem's own entry,
//   which stays one link away, as for the plurals of common-plurals.ts;
// - a ت-word that is both a form V (or noun) entry of its own and a "she / you" imperfect
//   of another verb (تحول transformation, not "she transforms"; توفي died, not "she
//   fulfils"), where the entry of its own is what is meant: the lemma is the stem itself,
//   and the imperfect no longer leads (analyse.ts, TEH_IMPERFECT). Where the imperfect is
//   meant (تقول، تشهد، تحمل، تدين "she condemns") the word is not here and keeps its lead.
// Written by hand from general knowledge of common vocabulary, before the accuracy dev set
// was looked at (issue 9), and copied from no dataset: candidates were listed from the
// lemma list (list nouns on a strong plural shape of another list noun, ت-words the list
// knows as a noun and as another verb's form), and only words known well as frequent kept.
// Measured afterwards, entries may only be removed (أنصار → نصير was). Left out where
// neither reading clearly dominates: كتب، أيد، جدد، أسس، أسهم، بحار، شباب، أسر، قصور،
// مشاهد، معارض، مدافع، مزارع, and تدخل، تعرض، تضمن، تحقق، توقع، تجمع، تسبب، تخصص، تعلم،
// تأمل، تبين، تبني.
// Strict keys, one entry per line, sorted.
import { valueIn } from './line-table';

// Kept as one string searched in place, returned by a function (see common-plurals.ts: the
// worker's heap, issue 13).
const table = (): string => `
أشهر شهر
أنفس نفس
أهرام هرم
أوجه وجه
تأثر تأثر
تألق تألق
تأهل تأهل
تبخر تبخر
تبرع تبرع
تجنب تجنب
تجول تجول
تحدث تحدث
تحدي تحدي
تحرر تحرر
تحرش تحرش
تحرك تحرك
تحسن تحسن
تحطم تحطم
تحول تحول
تحيز تحيز
تدفق تدفق
تراب تراب
تراث تراث
تردد تردد
ترشح ترشح
ترقب ترقب
تزوج تزوج
تسرب تسرب
تسلح تسلح
تسلق تسلق
تصحر تصحر
تضخم تضخم
تضرر تضرر
تطرف تطرف
تطرق تطرق
تطور تطور
تطوع تطوع
تعدد تعدد
تعصب تعصب
تعطل تعطل
تعهد تعهد
تغير تغير
تفاح تفاح
تفجر تفجر
تفشي تفشي
تفكك تفكك
تقدم تقدم
تقشف تقشف
تقلد تقلد
تكبد تكبد
تكتل تكتل
تكيف تكيف
تلوث تلوث
تمرد تمرد
تمكن تمكن
تميز تميز
تنفس تنفس
تنوع تنوع
توتر توتر
توجه توجه
تورط تورط
توسط توسط
توسع توسع
توصل توصل
توغل توغل
توفي توفي
توقف توقف
جزر جزيرة
خطط خطة
سبل سبيل
صور صورة
صيغ صيغة
طرق طريق
عروض عرض
فرق فريق
قمم قمة
كتائب كتيبة
كتل كتلة
مراجع مرجع
مراسيم مرسوم
مطالب مطلب
معارف معرفة
ملامح ملمح
نخب نخبة
`;

/**
 * The lemma a reader of news most often means by the bare stem `stem` (strict key), if the
 * table names one: a plural's singular, or `stem` itself (its own entry, not a verb's form).
 */
export function newsReading(stem: string): string | undefined {
  return valueIn(table(), stem);
}
