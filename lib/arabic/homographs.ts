// Homographs of everyday Modern Standard Arabic (news, encyclopedia): a written stem that
// is two real lemmas' forms, which the lemma list cannot tell apart, and the lemma a reader
// of news or encyclopedic text most often means by it. Four kinds, one line format
// "stem lemma", the lemma column read by kind:
// - a broken plural that is also another word, where the plural is what is nearly always
//   meant (أشهر months, not "more famous"; جزر islands, not carrots; صور pictures, not Tyre;
//   فرق teams, not difference): the lemma is the singular, asked before the stem's own entry,
//   which stays one link away, as for the plurals of common-plurals.ts;
// - a ت-word that is both a form V (or noun) entry of its own and a "she / you" imperfect
//   of another verb (تحول transformation, not "she transforms"; توفي died, not "she
//   fulfils"), where the entry of its own is what is meant: the lemma is the stem itself,
//   and the imperfect no longer leads (analyse.ts, TEH_IMPERFECT). Where the imperfect is
//   meant (تقول، تشهد، تحمل، تدين "she condemns") the word is not here and keeps its lead;
// - a rare word of its own that is also a one-letter proclitic (و ف ب ك ل) on a common word
//   (وجار a den, read و + جار "and a neighbour"; بلغة a slipper, read ب + لغة "in a
//   language"): the lemma is the stem without its first letter, asked before the whole
//   word's own entry. Where the whole word is common itself (وجود، فكرة، كتاب، لقاء) it is
//   not here;
// - a noun أ + three letters that is also the "I" imperfect of a common verb, where the verb
//   is meant (أعرف "I know", not "more knowing"; أريد "I want", أظن "I think"): the lemma is
//   the verb, marked by a third column "v" (the lemma list's tag for a verb), since "أنفس
//   نفس" is a plural's singular. Where the elative is meant (أكبر، أكثر، أفضل، أحسن، أهم)
//   the word is not here and its own entry is asked first.
// Written by hand from general knowledge of common vocabulary, before the accuracy dev set
// was looked at (issue 9), and copied from no dataset: candidates were listed from the
// lemma list (list nouns on a strong plural shape of another list noun, ت-words the list
// knows as a noun and as another verb's form, list words و ف ب ك ل + another list word,
// list nouns أ + three letters the analyser reads as "I" of a list verb), and only words
// known well kept: for the last two kinds only where the reading named clearly dominates.
// Measured afterwards, entries may only be removed (أنصار → نصير was, and أشعر → شعر "I
// feel"). Left out where neither reading clearly dominates: كتب، أيد، جدد، أسس، أسهم، بحار،
// شباب، أسر، قصور، مشاهد، معارض، مدافع، مزارع; تدخل، تعرض، تضمن، تحقق، توقع، تجمع، تسبب،
// تخصص، تعلم، تأمل، تبين، تبني; بعيد، بدين، وشيك، وعيد، وصيف، وفاق، كأس، لقمة، وجدة، بطاقة;
// أعلم، أقدر، أزيد، أربح، أسعد، أميل، أنسى.
// Strict keys, one entry per line, sorted.
import { valueIn } from './line-table';

// Kept as one string searched in place, returned by a function (see common-plurals.ts: the
// worker's heap, issue 13).
const table = (): string => `
أتوب تاب v
أجيد أجاد v
أريد أراد v
أشهر شهر
أظن ظن v
أعرف عرف v
أقرأ قرأ v
أقوم قام v
أنام نام v
أنفس نفس
أهتم اهتم v
أهرام هرم
أوجه وجه
بجيش جيش
بدور دور
بروح روح
بسوق سوق
بصلة صلة
بطريق طريق
بقول قول
بكرة كرة
بلسان لسان
بلغة لغة
بلقاء لقاء
بنصر نصر
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
لزوجة زوجة
لقوة قوة
مراجع مرجع
مراسيم مرسوم
مطالب مطلب
معارف معرفة
ملامح ملمح
نخب نخبة
وبيئة بيئة
وثقة ثقة
وجار جار
ودعاء دعاء
ودعم دعم
ودقة دقة
وريف ريف
وساعة ساعة
وسعى سعى
وسنة سنة
وكيف كيف
ونية نية
`;

/** What news text means by a stem the table names, by kind (see the header). */
export type NewsReading =
  /** Its own entry (تحول), not another verb's imperfect. */
  | { kind: 'itself' }
  /** A plural's singular (أشهر → شهر). */
  | { kind: 'plural'; lemma: string }
  /** Its first letter is a proclitic on `lemma` (وجار → و + جار). */
  | { kind: 'clitic'; lemma: string }
  /** A conjugated form of the verb `lemma` (أعرف → عرف). */
  | { kind: 'verb'; lemma: string };

const PROCLITIC_LETTERS = 'وفبكل';
const VERB_TAG = 'v';

/** The reading a reader of news most often means by the bare stem `stem` (strict key), if the table names one. */
export function newsReading(stem: string): NewsReading | undefined {
  const value = valueIn(table(), stem);
  if (value === undefined) return undefined;
  const [lemma = '', tag] = value.split(' ');
  if (tag === VERB_TAG) return { kind: 'verb', lemma };
  if (lemma === stem) return { kind: 'itself' };
  const clitic = PROCLITIC_LETTERS.includes(stem.charAt(0)) && stem.slice(1) === lemma;
  return { kind: clitic ? 'clitic' : 'plural', lemma };
}
