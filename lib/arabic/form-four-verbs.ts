// Everyday form IV verbs (أفعل) of Modern Standard Arabic whose form I, spelled alike in the
// imperfect (يُصبح / يَصبح), is rare or archaic today: صبح، علن، شعل، همل as verbs. The lemma
// list knows both forms, so nothing in it tells them apart; this closed table lets the
// imperfect lead to form IV. Written by hand from general knowledge of common vocabulary,
// before the accuracy dev set was looked at (issue 9), and copied from no dataset; measured
// afterwards, entries may only be removed. Left out: roots whose form I is common too
// (ظهر، دخل، نهى، لزم، جرى، خرج، صدر، نتج، حضر، بلغ، علم، مد، عد، تم), and those whose
// form II, spelled alike, is common (جرّم يجرّم). Hollow verbs are here when form I cannot
// make the same imperfect (أقام يقيم, قام يقوم) or is rare, and not when its imperfect
// in يفال is common (يزال، يخاف، يقال، يطال).
// Strict keys, sorted, kept as one string searched in place (the worker's heap, issue 13).
const TABLE = ` أبرم أبطأ أتاح أتقن أثار أثرى أجاب أجاد أجاز أجبر أجهض أحاط أحال أحب أحبط
 أحرج أحرز أحس أخبر أخطأ أخفق أخل أدار أدرك أدلى أدمن أدهش أذاع أذهل أراح أراد أربك
 أرجأ أرسل أرسى أرشد أرعب أرغم أرهق أزاح أزعج أساء أسدى أسرع أسرف أسعف أسفر أسهم أشاد
 أشار أشرف أشرك أشعل أصاب أصبح أصر أصغى أضاء أضاف أضفى أطاح أطفأ أطل أطلق أعاد أعاق
 أعان أعدم أعرب أعطى أعلن أغرى أغلق أفاد أفاق أفرج أفرط أفصح أفضى أفلت أفلس أقام أقحم
 أقر أقصى أكمل ألغى أمات أمسك أمكن أملى أنار أنبأ أنجب أنجز أنعش أنفق أنقذ أنكر أنهك أهان
 أهمل `;

// Form IV verbs whose form I is common too, but which news and encyclopedic text mostly
// mean by the imperfect spelled alike (يُنتج "produces" before يَنتج "results", يُقنع
// "convinces" before يَقنع "is content"; defective: يُنهي "ends", يُبقي), and those whose form I
// the rules would read from that spelling though it makes another (يلهي، يولي). Left out
// where the form I reading is as common (يظهر، يبرز، يصدر، يسقط، يحسن and form II يحسّن)
// or form I's own imperfect in يفعى is (يبقى، يلقى، يرضى، يخفى، ينسى), and where a noun
// is spelled alike (يدين). Written by hand from general knowledge of how the imperfect
// is used, before the accuracy figures were looked at (issue 9); measured afterwards,
// entries may only be removed. Strict keys, sorted, one string as above.
const COMMON_FORM_ONE = ` أبدع أبصر أثبت أثقل أثمر أثنى أحصى أخلى أدرج أرهب أضرم أعجب
 أعفى أعلى أفطر أفلح أقرض أقلع أقنع ألح ألمح ألهى أمسى أمهل أنتج أنذر أنصت أنهى أودى
 أوصى أوفى أولى `;

const holds = (table: string, lemma: string): boolean =>
  table.includes(` ${lemma} `) || table.includes(` ${lemma}\n`);

// Form I verbs whose form IV is as common in the imperfect, spelled alike (the tables'
// "Left out" above: يَظهر "appears", يُظهر "shows"), and those of the second table. Only
// the sentence tells them apart, so an answer by one offers the other as a link.
const BOTH_COMMON = ` برز بلغ تم جرى حسن حضر خرج دخل سقط صدر ظهر عد علم لزم مد نتج نهى `;

/** Whether form I `verb` and its form IV أ + `verb` are both common (تظهر: ظهر, أظهر). */
export function bothFormsCommon(verb: string): boolean {
  return holds(BOTH_COMMON, verb) || holds(COMMON_FORM_ONE, `أ${verb}`);
}

/**
 * Whether an imperfect whose stem `body` (affixes cut) reads as `lemma` (strict key) should
 * lead to that form IV verb: always for a verb of the first table; for one of the second
 * not where `body` ends in ى, form I's own defective imperfect (ينهى نهى، ينهي أنهى).
 */
export function imperfectLeadsToFormFour(lemma: string, body: string): boolean {
  if (holds(TABLE, lemma)) return true;
  return !body.endsWith('ى') && holds(COMMON_FORM_ONE, lemma);
}

/** Whether form IV `verb` (أفعل) is one in everyday use: either table, or a common pair's. */
export function isEverydayFormFour(verb: string): boolean {
  return (
    holds(TABLE, verb) ||
    holds(COMMON_FORM_ONE, verb) ||
    (verb.startsWith('أ') && holds(BOTH_COMMON, verb.slice(1)))
  );
}
