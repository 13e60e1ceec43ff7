// Homographs of everyday Modern Standard Arabic (news, encyclopedia): a written stem that
// is two real lemmas' forms, which the lemma list cannot tell apart, and the lemma a reader
// of news or encyclopedic text most often means by it. Four kinds, the kind column of
// each row saying which:
// - a broken plural that is also another word, where the plural is what is nearly always
//   meant (أشهر months, not "more famous"; جزر islands, not carrots; صور pictures, not Tyre;
//   فرق teams, not difference): kind "plural", its value the singular, asked before the
//   stem's own entry, which stays one link away, as for the plurals of common-plurals.ts;
// - a ت-word that is both a form V (or noun) entry of its own and a "she / you" imperfect
//   of another verb (تحول transformation, not "she transforms"; توفي died, not "she
//   fulfils"), where the entry of its own is what is meant: kind "itself" (no value),
//   and the imperfect no longer leads (analyse.ts, TEH_IMPERFECT). Where the imperfect is
//   meant (تقول، تشهد، تحمل، تدين "she condemns") the word is not here and keeps its lead;
// - a rare word of its own that is also a one-letter proclitic (و ف ب ك ل) on a common word
//   (وجار a den, read و + جار "and a neighbour"; بلغة a slipper, read ب + لغة "in a
//   language"): kind "clitic", its value the stem without its first letter, asked before the whole
//   word's own entry. Where the whole word is common itself (وجود، فكرة، كتاب، لقاء) it is
//   not here;
// - a noun أ + three letters that is also the "I" imperfect of a common verb, where the verb
//   is meant (أعرف "I know", not "more knowing"; أريد "I want", أظن "I think"): kind
//   "verb", its value the verb (أنفس is a "plural" of نفس). Where the elative is meant (أكبر، أكثر، أفضل، أحسن، أهم)
//   the word is not here and its own entry is asked first.
// Three more cases of a word that looks like a broken plural, in the same kinds:
// - a plural whose pattern names a singular it is not the plural of (آثام is إثم's, not
//   آثم's; أوائل أول; قوائم قائمة): a "plural" row names the real singular; where
//   the word is no plural at all (تسعة nine, not تاسع's; حوالي about; روما Rome), the
//   row is "itself";
// - a doubled root's فعول that is a verbal noun or adjective of its own (مرور passing, not
//   مر's plural; عموم، خصوص، غرور; حيوي vital): "itself";
// - a plural a dictionary lists as a headword of its own, its meaning not its singular's
//   plural (اتصالات telecommunications, رياضيات mathematics, محروقات fuels):
//   "itself". Plurals listed under their singular (كتب → كتاب, most plurals) are not here.
// Where a row is "itself", no plural reading leads: its own entry is asked first.
// Two more sorts of word hunspell's data tags a singular noun, in the same kinds
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
// not "he dictated"; ألعب، أشرب، أنظر، أفكر; hollow أقول → قال, أخاف → خاف): a
// "verb" row. Left out there: form IV verbs in everyday use (أبلغ، أخرج، أجلس، أدخل،
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
// One row per stem, its kind explicit (tables/reader.ts): "plural" names the singular,
// "itself" names nothing, "clitic" the word after the proclitic letter, "verb" the verb.
// Strict keys, one row per stem, sorted. Kept as one string searched in place, returned by
// a function (see common-plurals.ts: the worker's heap, issue 13).
export const HOMOGRAPHS = (): string => `key kind value
آثام plural إثم
أباطرة plural إمبراطور
أباطيل plural باطل
أبدأ verb بدأ
أتوب verb تاب
أثقال plural ثقل
أجراء plural أجير
أجلب verb جلب
أجواء plural جو
أجيد verb أجاد
أحباب plural حبيب
أحبة plural حبيب
أحرار plural حر
أحراش plural حرش
أحرف plural حرف
أحلف verb حلف
أخاف verb خاف
أخدع verb خدع
أدراج plural درج
أدلاء plural دليل
أدواء plural داء
أديرة plural دير
أذرع plural ذراع
أذلاء plural ذليل
أذلة plural ذليل
أذهب verb ذهب
أذون plural إذن
أراجيح plural أرجوحة
أرباب plural رب
أربعاء itself
أربعة itself
أرجاء plural رجا
أرجل plural رجل
أرصفة plural رصيف
أرقاء plural رقيق
أرقص verb رقص
أركب verb ركب
أركض verb ركض
أريد verb أراد
أزرار plural زر
أسارع verb سارع
أساقفة plural أسقف
أسبح verb سبح
أسرد verb سرد
أسطح plural سطح
أسطر plural سطر
أسمع verb سمع
أسنة plural سنان
أسهر verb سهر
أشداء plural شديد
أشراف plural شريف
أشرب verb شرب
أشرح verb شرح
أشقاء plural شقيق
أشكر verb شكر
أشهد verb شهد
أشهر plural شهر
أصحاء plural صحيح
أصداء plural صدى
أصعد verb صعد
أصنام plural صنم
أضداد plural ضد
أضلع plural ضلع
أظن verb ظن
أعاجيب plural أعجوبة
أعرف verb عرف
أعزة plural عزيز
أعمل verb عمل
أعنة plural عنان
أفاعي plural أفعى
أفكر verb فكر
أفهم verb فهم
أقارب plural قريب
أقاصي plural أقصى
أقاوم verb قاوم
أقاويل plural قول
أقرأ verb قرأ
أقلب verb قلب
أقمصة plural قميص
أقول verb قال
أقوم verb قام
أكاذيب plural أكذوبة
أكتب verb كتب
أكف plural كف
ألاعيب plural ألعوبة
ألداء plural لدود
ألعب verb لعب
ألغاز plural لغز
ألوف plural ألف
أمعاء plural معي
أمكث verb مكث
أملك verb ملك
أمنح verb منح
أنادي verb نادى
أناشيد plural نشيد
أنافس verb نافس
أنام verb نام
أنجم plural نجم
أنداد plural ند
أنسجة plural نسيج
أنشر verb نشر
أنظر verb نظر
أنفس plural نفس
أنقرة itself
أنقل verb نقل
أنهر plural نهر
أنهض verb نهض
أنوف plural أنف
أهتم verb اهتم
أهرام plural هرم
أهرب verb هرب
أهلة plural هلال
أهواء plural هوى
أوائل plural أول
أواجه verb واجه
أواخر plural آخر
أواني plural إناء
أوجه plural وجه
أود verb ود
أودية plural وادي
أيادي plural يد
إماء plural أمة
اتصالات itself
بابوات plural بابا
باعة plural بائع
بجيش clitic جيش
بدع plural بدعة
بدور clitic دور
بروح clitic روح
بسمة itself
بسوق clitic سوق
بشوش itself
بصلة clitic صلة
بطاطا itself
بطريق clitic طريق
بطون plural بطن
بغاة plural باغي
بقاع plural بقعة
بقايا plural بقية
بقول clitic قول
بكرة clitic كرة
بلايا plural بلية
بلسان clitic لسان
بلغة clitic لغة
بلقاء clitic لقاء
بناة plural باني
بنصر clitic نصر
بواخر plural باخرة
بوادر plural بادرة
بواسير plural باسور
تأثر itself
تألق itself
تأهل itself
تباشر verb باشر
تبخر itself
تبرع itself
تتابع verb تابع
تجنب itself
تجول itself
تحارب verb حارب
تحاسب verb حاسب
تحاكم verb حاكم
تحايا plural تحية
تحدث itself
تحدي itself
تحرر itself
تحرش itself
تحرك itself
تحسن itself
تحطم itself
تحول itself
تحيز itself
تخاطر verb خاطر
تخالف verb خالف
تخوم plural تخم
تدفق itself
تراب itself
تراث itself
تراقب verb راقب
تراهن verb راهن
تردد itself
ترشح itself
ترقب itself
تزوج itself
تساعد verb ساعد
تساند verb ساند
تساهم verb ساهم
تسرب itself
تسعة itself
تسلح itself
تسلق itself
تسيطر verb سيطر
تشارك verb شارك
تصادق verb صادق
تصحر itself
تضخم itself
تضرر itself
تطارد verb طارد
تطرف itself
تطرق itself
تطور itself
تطوع itself
تعالج verb عالج
تعدد itself
تعرقل verb عرقل
تعصب itself
تعطل itself
تعليمات itself
تعهد itself
تغير itself
تفاح itself
تفجر itself
تفشي itself
تفكك itself
تقاتل verb قاتل
تقارن verb قارن
تقاوم verb قاوم
تقدم itself
تقشف itself
تقلد itself
تكافح verb كافح
تكايا plural تكية
تكبد itself
تكتل itself
تكيف itself
تلاحظ verb لاحظ
تلد verb ولد
تلوث itself
تمارس verb مارس
تماسيح plural تمساح
تمرد itself
تمكن itself
تمور plural تمر
تميز itself
تنادي verb نادى
تناشد verb ناشد
تناضل verb ناضل
تناقش verb ناقش
تنفس itself
تنوع itself
تهاجر verb هاجر
تهاجم verb هاجم
تواجه verb واجه
تواكب verb واكب
توتر itself
توجه itself
تورط itself
توسط itself
توسع itself
توصل itself
توغل itself
توفي itself
توقف itself
ثقال plural ثقيل
ثكالى plural ثكلى
ثنايا plural ثنية
ثواني plural ثانية
جباة plural جابي
جباه plural جبهة
جراء itself
جراد itself
جرذان plural جرذ
جزر plural جزيرة
جسام plural جسيم
جموع plural جمع
جنائز plural جنازة
جناة plural جاني
جوائح plural جائحة
جوائز plural جائزة
حبال plural حبل
حبالى plural حبلى
حجج plural حجة
حرائق plural حريق
حزانى plural حزين
حشايا plural حشية
حصص plural حصة
حفاة plural حافي
حملان plural حمل
حمير plural حمار
حنايا plural حنية
حواس plural حاسة
حواشي plural حاشية
حواف plural حافة
حوالي itself
حيارى plural حيران
حيطان plural حائط
حيل plural حيلة
حيوي itself
خدوش plural خدش
خرائط plural خريطة
خرفان plural خروف
خصال plural خصلة
خصوص itself
خطط plural خطة
خطى plural خطوة
خلجان plural خليج
خمسة itself
خيام plural خيمة
دراهم plural درهم
دعاة plural داعي
دعاوى plural دعوى
دفوع plural دفع
دلائل plural دليل
دموع plural دمع
دمى plural دمية
دنانير plural دينار
دهاة plural داهية
دواب plural دابة
ديدان plural دودة
ذرى plural ذروة
ذلول itself
ذمم plural ذمة
رؤى plural رؤية
ربوع plural ربع
رزايا plural رزية
رشاوي plural رشوة
رعاة plural راعي
رفاه itself
رقاب plural رقبة
رماة plural رامي
رماح plural رمح
رهاب itself
رهبان plural راهب
رواة plural راوي
روما itself
رياضيات itself
زوابع plural زوبعة
زوايا plural زاوية
سباع plural سبع
سبعة itself
سبل plural سبيل
سجايا plural سجية
سحرة plural ساحر
سرور itself
سعاة plural ساعي
سقاة plural ساقي
سكارى plural سكران
سكاكين plural سكين
سلالم plural سلم
سماوات plural سماء
سنن plural سنة
سواد itself
سواقي plural ساقية
شجعان plural شجاع
شرايين plural شريان
شظايا plural شظية
شكاوى plural شكوى
شموس plural شمس
شهب plural شهاب
شواذ plural شاذ
شياه plural شاة
صخور plural صخر
صرعى plural صريع
صفائح plural صفيحة
صلبان plural صليب
صناع plural صانع
صور plural صورة
صيغ plural صيغة
ضروع plural ضرع
ضعاف plural ضعيف
ضفاف plural ضفة
ضواحي plural ضاحية
طبائع plural طبيعة
طرق plural طريق
طغاة plural طاغي
طلائع plural طليعة
طهاة plural طاهي
طوال itself
طوام plural طامة
ظباء plural ظبي
عباس itself
عتاة plural عاتي
عجائز plural عجوز
عذارى plural عذراء
عرائس plural عروس
عراة plural عاري
عروض plural عرض
عروق plural عرق
عشاق plural عاشق
عصاة plural عاصي
عطاشى plural عطشان
عطايا plural عطية
عطشى plural عطشان
عقوق itself
عموم itself
عوائل plural عائلة
عواقب plural عاقبة
غربان plural غراب
غرقى plural غريق
غرور itself
غزاة plural غازي
غزلان plural غزال
غضابى plural غضبان
غلاة plural غالي
غلمان plural غلام
فؤوس plural فأس
فئران plural فأر
فتاوى plural فتوى
فتن plural فتنة
فتية plural فتى
فحوص plural فحص
فحول plural فحل
فرامل plural فرملة
فرق plural فريق
فروق plural فرق
فلوس plural فلس
فيلة plural فيل
قباب plural قبة
قتلة plural قاتل
قراريط plural قيراط
قردة plural قرد
قساة plural قاسي
قساوسة plural قسيس
قصار plural قصير
قضاة plural قاضي
قضبان plural قضيب
قطط plural قط
قطعان plural قطيع
قلاع plural قلعة
قمصان plural قميص
قمم plural قمة
قوائم plural قائمة
قوافي plural قافية
كؤوس plural كأس
كتائب plural كتيبة
كتل plural كتلة
كثبان plural كثيب
كسالى plural كسلان
كسور plural كسر
كعوب plural كعب
كفار plural كافر
كلاب plural كلب
كلى plural كلية
كهول plural كهل
لآلئ plural لؤلؤ
لجوج itself
لحى plural لحية
لزوجة clitic زوجة
لقوة clitic قوة
لوائح plural لائحة
مثالب plural مثلبة
مجاري plural مجرى
مجامع plural مجمع
محروقات itself
مخابئ plural مخبأ
مخابرات itself
مراجع plural مرجع
مراسيم plural مرسوم
مراعي plural مرعى
مرافئ plural مرفأ
مرامي plural مرمى
مرايا plural مرآة
مرور itself
مساعي plural مسعى
مشاة plural ماشي
مشارق plural مشرق
مشاق plural مشقة
مشايخ plural شيخ
مصافي plural مصفاة
مضار plural مضرة
مضايق plural مضيق
مطابع plural مطبعة
مطالب plural مطلب
مطايا plural مطية
مظالم plural مظلمة
معارف plural معرفة
مقادير plural مقدار
مقاطع plural مقطع
مقاهي plural مقهى
مكوك itself
ملائكة plural ملك
ملاجئ plural ملجأ
ملاحم plural ملحمة
ملاعب plural ملعب
ملاعق plural ملعقة
ملامح plural ملمح
ملاهي plural ملهى
ملول itself
مناحي plural منحى
منايا plural منية
موائد plural مائدة
مواريث plural ميراث
موازين plural ميزان
مواشي plural ماشية
مواقيت plural ميقات
مواني plural ميناء
نحاة plural نحوي
نحيط verb أحاط
نخب plural نخبة
ندامى plural نديم
نرد verb رد
نزور verb زار
نزيح verb أزاح
نظائر plural نظير
نعاج plural نعجة
نعير verb أعار
نقف verb وقف
نقول verb قال
نقوم verb قام
نكت plural نكتة
نوافق verb وافق
نوافي verb وافى
نوايا plural نية
هداة plural هادي
هدايا plural هدية
هضاب plural هضبة
هطول itself
همم plural همة
هواة plural هاوي
وبيئة clitic بيئة
وثقة clitic ثقة
وجار clitic جار
ودعاء clitic دعاء
ودعم clitic دعم
ودقة clitic دقة
ودود itself
وديان plural وادي
وريف clitic ريف
وسائط plural وسيط
وساعة clitic ساعة
وسعى clitic سعى
وسنة clitic سنة
وصايا plural وصية
وقائع plural واقعة
وكيف clitic كيف
ولاة plural والي
ونية clitic نية
يتامى plural يتيم
يتم verb تم
يلمع verb لمع
يهم verb هم
يود verb ود
`;
