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
// Three more cases of a word that looks like a broken plural, in the same two line shapes:
// - a plural whose pattern names a singular it is not the plural of (آثام is إثم's, not
//   آثم's; أوائل أول; قوائم قائمة): the line names the real singular, read as above; where
//   the word is no plural at all (تسعة nine, not تاسع's; حوالي about; روما Rome), the
//   line names the word itself;
// - a doubled root's فعول that is a verbal noun or adjective of its own (مرور passing, not
//   مر's plural; عموم، خصوص، غرور; حيوي vital): the line names the word itself;
// - a plural a dictionary lists as a headword of its own, its meaning not its singular's
//   plural (اتصالات telecommunications, رياضيات mathematics, محروقات fuels): the word
//   itself. Plurals listed under their singular (كتب → كتاب, most plurals) are not here.
// Where the word itself is named, no plural reading leads: its own entry is asked first.
// Two more sorts of word hunspell's data tags a singular noun, in the same line shapes
// (issue 9): a broken plural of another list noun with no common singular sense of its own
// (خرائط → خريطة, ملاعب → ملعب; not مناظر, also "a counterpart"), named by its singular,
// on a strong plural shape and on the weak ones singulars and verbal nouns share (فعول
// عروق → عرق، فحوص; فعال قلاع → قلعة; فعلة سحرة; أفعل أرجل; فعايا, tagged only invariable
// but led nowhere, هدايا → هدية; قردة → قرد, not the pattern's قارد);
// and a verb's conjugated form with no such noun in use (نحيط "we inform" → أحاط v).
// Written by hand from general knowledge of common vocabulary, before the accuracy dev set
// was looked at (issue 9), and copied from no dataset: candidates were listed from the
// lemma list (list nouns on a strong plural shape of another list noun, ت-words the list
// knows as a noun and as another verb's form, list words و ف ب ك ل + another list word,
// list nouns أ + three letters the analyser reads as "I" of a list verb, list words tagged
// only invariable or on a doubled root's فعول whose lead is a pattern's singular, list nouns
// on a weak plural shape whose singular by that shape is a list noun the analyser reads
// already: not قضاة، فتن، سلالم, whose singular it does not propose), and only words
// known well kept: for the last two kinds only where the reading named clearly dominates.
// Measured afterwards, entries may only be removed (أنصار → نصير was, and أشعر → شعر "I
// feel"; مواصلات and معلومات, asked as themselves, cost a call and found the singular's
// entry all the same; so did a plural named as itself where the list lacks its singular,
// عواصف, and with it the others of that sort: جرائد، جواهر، مجازر، شرائح). Left out where neither reading clearly dominates: كتب، أيد، جدد، أسس، أسهم، بحار،
// شباب، أسر، قصور، مشاهد، معارض، مدافع، مزارع; تدخل، تعرض، تضمن، تحقق، توقع، تجمع، تسبب،
// تخصص، تعلم، تأمل، تبين، تبني; بعيد، بدين، وشيك، وعيد، وصيف، وفاق، كأس، لقمة، وجدة، بطاقة;
// أعلم، أقدر، أزيد، أربح، أسعد، أميل، أنسى; ظهور، صدور، أسود "black", أبحر "set sail",
// جراح "a surgeon", مروج "a promoter", ضروس "fierce", صبية "a girl", سرايا "the Serail",
// كروم "chrome", سهام, عيدان "two feasts".
// The verb kind was extended (issue 9, same method) from list words beginning ي ت ن أ that
// the analyser reads as a list verb's imperfect, tagged a noun without naming the verb or
// tagged only invariable and naming it: those kept are in use only as the verb (نقول "we
// say", not نقل's plural; أواجه "I face", not أوجه's; يهم "it concerns"). Left out there:
// nouns in use (نزوح، نهوض، نمو، نشاط، نماء، أمير، أكيد، تهم، نخيل، نسور، أعالي، أعادي),
// form V and VI verbal nouns (تأكد، تضامن، تآمر), and a form two verbs share (يلق).
// A later round (issue 9, same method) added plurals tagged n or p whose singular no pattern
// reaches, where the list knows that singular: defective فعلة (قضاة → قاضي، رعاة، دعاة →
// داعي), a doubled root's فعل (فتن، حجج، ذمم), فعالى and فعايا (فتاوى، زوايا، نوايا), فعاليل
// of a singular with ي or a doubled letter (سكاكين، دنانير), فعلان (قمصان، وديان), أفعلاء and
// أفعلة of doubled roots (أشقاء، أعزة), فعلى (صرعى، غرقى) and irregular ones (شياه، أيادي،
// مشايخ). Left out there where a sense of its own or a clitic reading is common too: أسرة
// "a family", تهم "it concerns", جمل "camels", خطب "a matter", رتب "arranged", منح "granted",
// نظم "organised", ملل "boredom", علل "explained", سور "a wall", حمام "a bath", حماة "Hama",
// محال "impossible", عصي "rebellious", آنية "immediate", مغازي "campaigns", خواص
// "properties", مراسي (an anchor's too), بوادي "in the valley of", وشاة "and a sheep"; and
// where the list lacks the singular (خفايا، سبايا). Measured afterwards, أخلاء → خليل was
// removed: the web types إخلاء "evacuation" اخلاء, which then led to خليل; and with it
// أجلاء → جليل (إجلاء "evacuation" typed so).
// A round on verbs (issue 9, same method) added list VERBS أ + three letters, a form IV
// perfect whose form I is a list verb too, where form IV is rare or archaic in Modern
// Standard Arabic and the "I" imperfect of form I is what a reader meets (أكتب "I write",
// not "he dictated"; ألعب، أشرب، أنظر، أفكر; hollow أقول → قال, أخاف → خاف): same line
// "word verb v". Left out there: form IV verbs in everyday use (أبلغ، أخرج، أجلس، أدخل،
// أسرع، أرجع "attributed", أضرب "went on strike", أكره "forced", أسكن "housed", أقطع
// "granted land", أسقط، أحضر، ألبس), those where both readings are common (أحزن، أضحك،
// أفرح، أتعب، أخجل) or an elative is (أكذب، أشبه، أبعد), and assimilated أوفعل, whose
// form I "I" drops its و (أصل, not أوصل).
// A further verb round (issue 9, same method) added list words tagged a noun or invariable
// that the list itself names as a verb's form, beginning ي or ن, or ت with five letters or
// more, where that verb is what a reader meets: a form III or quadriliteral "she / you"
// (تواجه "she faces", تمارس، تساهم، تسيطر، تعرقل), a "we" (نقوم، نزور، نقف، نرد) or a "he"
// (يتم "is done", يود "would like"). Left out there: form V and VI verbal nouns and perfects
// in use (تبادل، تعاون، تفاوض، تجاوز، تنافس، تحالف) or as common as the verb (تراجع، تعارض،
// تعاقب، تسارع، تلاحق، تدافع، تبادر، تصادف، ترافق، تراوح، تلامس، تسابق), form II verbal nouns
// of other roots (تحسين، تعيين، تمويل), nouns in use (تجاري، تذاكر، تعازي، نجاح، نصير، نجيب،
// نصل، نحب "a vow", نحس "ill luck", يسر "ease", يقين), names (تركيا، تشرين، نجد "Najd", يمن),
// and نغير, whose verb غير is spelled as the common particle. Unlike the earlier rounds,
// its brief named two dev-set words as examples of the shape (تسيطر، تشارك), so of its
// three dev words made right only نقوم was found blind.
// Strict keys, one entry per line, sorted.
import { valueIn } from './line-table';

// Kept as one string searched in place, returned by a function (see common-plurals.ts: the
// worker's heap, issue 13).
const table = (): string => `
آثام إثم
أباطرة إمبراطور
أباطيل باطل
أبدأ بدأ v
أتوب تاب v
أثقال ثقل
أجراء أجير
أجلب جلب v
أجواء جو
أجيد أجاد v
أحباب حبيب
أحبة حبيب
أحرار حر
أحراش حرش
أحرف حرف
أحلف حلف v
أخاف خاف v
أخدع خدع v
أدراج درج
أدلاء دليل
أدواء داء
أديرة دير
أذرع ذراع
أذلاء ذليل
أذلة ذليل
أذهب ذهب v
أذون إذن
أراجيح أرجوحة
أرباب رب
أربعاء أربعاء
أربعة أربعة
أرجاء رجا
أرجل رجل
أرصفة رصيف
أرقاء رقيق
أرقص رقص v
أركب ركب v
أركض ركض v
أريد أراد v
أزرار زر
أسارع سارع v
أساقفة أسقف
أسبح سبح v
أسرد سرد v
أسطح سطح
أسطر سطر
أسمع سمع v
أسنة سنان
أسهر سهر v
أشداء شديد
أشراف شريف
أشرب شرب v
أشرح شرح v
أشقاء شقيق
أشكر شكر v
أشهد شهد v
أشهر شهر
أصحاء صحيح
أصداء صدى
أصعد صعد v
أصنام صنم
أضداد ضد
أضلع ضلع
أظن ظن v
أعاجيب أعجوبة
أعرف عرف v
أعزة عزيز
أعمل عمل v
أعنة عنان
أفاعي أفعى
أفكر فكر v
أفهم فهم v
أقارب قريب
أقاصي أقصى
أقاوم قاوم v
أقاويل قول
أقرأ قرأ v
أقلب قلب v
أقمصة قميص
أقول قال v
أقوم قام v
أكاذيب أكذوبة
أكتب كتب v
أكف كف
ألاعيب ألعوبة
ألداء لدود
ألعب لعب v
ألغاز لغز
ألوف ألف
أمعاء معي
أمكث مكث v
أملك ملك v
أمنح منح v
أنادي نادى v
أناشيد نشيد
أنافس نافس v
أنام نام v
أنجم نجم
أنداد ند
أنسجة نسيج
أنشر نشر v
أنظر نظر v
أنفس نفس
أنقرة أنقرة
أنقل نقل v
أنهر نهر
أنهض نهض v
أنوف أنف
أهتم اهتم v
أهرام هرم
أهرب هرب v
أهلة هلال
أهواء هوى
أوائل أول
أواجه واجه v
أواخر آخر
أواني إناء
أوجه وجه
أود ود v
أودية وادي
أيادي يد
إماء أمة
اتصالات اتصالات
بابوات بابا
باعة بائع
بجيش جيش
بدع بدعة
بدور دور
بروح روح
بسمة بسمة
بسوق سوق
بشوش بشوش
بصلة صلة
بطاطا بطاطا
بطريق طريق
بطون بطن
بغاة باغي
بقاع بقعة
بقايا بقية
بقول قول
بكرة كرة
بلايا بلية
بلسان لسان
بلغة لغة
بلقاء لقاء
بناة باني
بنصر نصر
بواخر باخرة
بوادر بادرة
بواسير باسور
تأثر تأثر
تألق تألق
تأهل تأهل
تباشر باشر v
تبخر تبخر
تبرع تبرع
تتابع تابع v
تجنب تجنب
تجول تجول
تحارب حارب v
تحاسب حاسب v
تحاكم حاكم v
تحايا تحية
تحدث تحدث
تحدي تحدي
تحرر تحرر
تحرش تحرش
تحرك تحرك
تحسن تحسن
تحطم تحطم
تحول تحول
تحيز تحيز
تخاطر خاطر v
تخالف خالف v
تخوم تخم
تدفق تدفق
تراب تراب
تراث تراث
تراقب راقب v
تراهن راهن v
تردد تردد
ترشح ترشح
ترقب ترقب
تزوج تزوج
تساعد ساعد v
تساند ساند v
تساهم ساهم v
تسرب تسرب
تسعة تسعة
تسلح تسلح
تسلق تسلق
تسيطر سيطر v
تشارك شارك v
تصادق صادق v
تصحر تصحر
تضخم تضخم
تضرر تضرر
تطارد طارد v
تطرف تطرف
تطرق تطرق
تطور تطور
تطوع تطوع
تعالج عالج v
تعدد تعدد
تعرقل عرقل v
تعصب تعصب
تعطل تعطل
تعليمات تعليمات
تعهد تعهد
تغير تغير
تفاح تفاح
تفجر تفجر
تفشي تفشي
تفكك تفكك
تقاتل قاتل v
تقارن قارن v
تقاوم قاوم v
تقدم تقدم
تقشف تقشف
تقلد تقلد
تكافح كافح v
تكايا تكية
تكبد تكبد
تكتل تكتل
تكيف تكيف
تلاحظ لاحظ v
تلد ولد v
تلوث تلوث
تمارس مارس v
تماسيح تمساح
تمرد تمرد
تمكن تمكن
تمور تمر
تميز تميز
تنادي نادى v
تناشد ناشد v
تناضل ناضل v
تناقش ناقش v
تنفس تنفس
تنوع تنوع
تهاجر هاجر v
تهاجم هاجم v
تواجه واجه v
تواكب واكب v
توتر توتر
توجه توجه
تورط تورط
توسط توسط
توسع توسع
توصل توصل
توغل توغل
توفي توفي
توقف توقف
ثقال ثقيل
ثكالى ثكلى
ثنايا ثنية
ثواني ثانية
جباة جابي
جباه جبهة
جراء جراء
جراد جراد
جرذان جرذ
جزر جزيرة
جسام جسيم
جموع جمع
جنائز جنازة
جناة جاني
جوائح جائحة
جوائز جائزة
حبال حبل
حبالى حبلى
حجج حجة
حرائق حريق
حزانى حزين
حشايا حشية
حصص حصة
حفاة حافي
حملان حمل
حمير حمار
حنايا حنية
حواس حاسة
حواشي حاشية
حواف حافة
حوالي حوالي
حيارى حيران
حيطان حائط
حيل حيلة
حيوي حيوي
خدوش خدش
خرائط خريطة
خرفان خروف
خصال خصلة
خصوص خصوص
خطط خطة
خطى خطوة
خلجان خليج
خمسة خمسة
خيام خيمة
دراهم درهم
دعاة داعي
دعاوى دعوى
دفوع دفع
دلائل دليل
دموع دمع
دمى دمية
دنانير دينار
دهاة داهية
دواب دابة
ديدان دودة
ذرى ذروة
ذلول ذلول
ذمم ذمة
رؤى رؤية
ربوع ربع
رزايا رزية
رشاوي رشوة
رعاة راعي
رفاه رفاه
رقاب رقبة
رماة رامي
رماح رمح
رهاب رهاب
رهبان راهب
رواة راوي
روما روما
رياضيات رياضيات
زوابع زوبعة
زوايا زاوية
سباع سبع
سبعة سبعة
سبل سبيل
سجايا سجية
سحرة ساحر
سرور سرور
سعاة ساعي
سقاة ساقي
سكارى سكران
سكاكين سكين
سلالم سلم
سماوات سماء
سنن سنة
سواد سواد
سواقي ساقية
شجعان شجاع
شرايين شريان
شظايا شظية
شكاوى شكوى
شموس شمس
شهب شهاب
شواذ شاذ
شياه شاة
صخور صخر
صرعى صريع
صفائح صفيحة
صلبان صليب
صناع صانع
صور صورة
صيغ صيغة
ضروع ضرع
ضعاف ضعيف
ضفاف ضفة
ضواحي ضاحية
طبائع طبيعة
طرق طريق
طغاة طاغي
طلائع طليعة
طهاة طاهي
طوال طوال
طوام طامة
ظباء ظبي
عباس عباس
عتاة عاتي
عجائز عجوز
عذارى عذراء
عرائس عروس
عراة عاري
عروض عرض
عروق عرق
عشاق عاشق
عصاة عاصي
عطاشى عطشان
عطايا عطية
عطشى عطشان
عقوق عقوق
عموم عموم
عوائل عائلة
عواقب عاقبة
غربان غراب
غرقى غريق
غرور غرور
غزاة غازي
غزلان غزال
غضابى غضبان
غلاة غالي
غلمان غلام
فؤوس فأس
فئران فأر
فتاوى فتوى
فتن فتنة
فتية فتى
فحوص فحص
فحول فحل
فرامل فرملة
فرق فريق
فروق فرق
فلوس فلس
فيلة فيل
قباب قبة
قتلة قاتل
قراريط قيراط
قردة قرد
قساة قاسي
قساوسة قسيس
قصار قصير
قضاة قاضي
قضبان قضيب
قطط قط
قطعان قطيع
قلاع قلعة
قمصان قميص
قمم قمة
قوائم قائمة
قوافي قافية
كؤوس كأس
كتائب كتيبة
كتل كتلة
كثبان كثيب
كسالى كسلان
كسور كسر
كعوب كعب
كفار كافر
كلاب كلب
كلى كلية
كهول كهل
لآلئ لؤلؤ
لجوج لجوج
لحى لحية
لزوجة زوجة
لقوة قوة
لوائح لائحة
مثالب مثلبة
مجاري مجرى
مجامع مجمع
محروقات محروقات
مخابئ مخبأ
مخابرات مخابرات
مراجع مرجع
مراسيم مرسوم
مراعي مرعى
مرافئ مرفأ
مرامي مرمى
مرايا مرآة
مرور مرور
مساعي مسعى
مشاة ماشي
مشارق مشرق
مشاق مشقة
مشايخ شيخ
مصافي مصفاة
مضار مضرة
مضايق مضيق
مطابع مطبعة
مطالب مطلب
مطايا مطية
مظالم مظلمة
معارف معرفة
مقادير مقدار
مقاطع مقطع
مقاهي مقهى
مكوك مكوك
ملائكة ملك
ملاجئ ملجأ
ملاحم ملحمة
ملاعب ملعب
ملاعق ملعقة
ملامح ملمح
ملاهي ملهى
ملول ملول
مناحي منحى
منايا منية
موائد مائدة
مواريث ميراث
موازين ميزان
مواشي ماشية
مواقيت ميقات
مواني ميناء
نحاة نحوي
نحيط أحاط v
نخب نخبة
ندامى نديم
نرد رد v
نزور زار v
نزيح أزاح v
نظائر نظير
نعاج نعجة
نعير أعار v
نقف وقف v
نقول قال v
نقوم قام v
نكت نكتة
نوافق وافق v
نوافي وافى v
نوايا نية
هداة هادي
هدايا هدية
هضاب هضبة
هطول هطول
همم همة
هواة هاوي
وبيئة بيئة
وثقة ثقة
وجار جار
ودعاء دعاء
ودعم دعم
ودقة دقة
ودود ودود
وديان وادي
وريف ريف
وسائط وسيط
وساعة ساعة
وسعى سعى
وسنة سنة
وصايا وصية
وقائع واقعة
وكيف كيف
ولاة والي
ونية نية
يتامى يتيم
يتم تم v
يلمع لمع v
يهم هم v
يود ود v
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
