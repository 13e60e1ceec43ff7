// Readings likelier than the word's own entry: a plural's singular, a ت-imperfect's verb. They
// are asked before the word as written (leadingCandidate), and rank before its own entry
// among the readings of a word with clitics.
import { describe, expect, it } from 'vitest';
import { brokenPluralSingulars } from '../../../lib/arabic/broken-plurals';
import { scoredReadings } from '../../../lib/lookup/lemma-knowledge';
import { asWrittenReading } from '../../../lib/lookup/other-readings';
import {
  firstReadingOf as first,
  leadOf as lead,
  shippedList as list,
} from '../../support/shipped-readings';

const singulars = (plural: string) => brokenPluralSingulars(plural).map((guess) => guess.form);

/** The readings the analyser's own lead rules (not the ranking's) make lead. */
const analyserLeads = (word: string) =>
  scoredReadings(word, list)
    .filter((scored) => scored.leads)
    .map((scored) => scored.analysis.form);

describe('a plural asked after its singular', () => {
  it('reads فعول of a doubled root as the plural of فعّ (ردود → رد)', () => {
    for (const [plural, singular] of [
      ['ردود', 'رد'],
      ['خطوط', 'خط'],
      ['صفوف', 'صف'],
      ['شكوك', 'شك'],
    ]) {
      expect(lead(plural as string)).toMatchObject({
        form: singular,
        inflections: [{ kind: 'broken-plural' }],
      });
    }
    expect(first('والخطوط')).toBe('خط');
  });

  it('takes the list’s word for a plural: a noun without dual or feminine (سيوف → سيف)', () => {
    expect(list.lookup('سيوف')).toMatchObject({ noun: false, invariable: true });
    expect(lead('سيوف')?.form).toBe('سيف');
    expect(lead('أموال')?.form).toBe('مال');
  });

  it('leaves singulars on plural shapes alone (كتاب، سلام، نظام، بحار are nouns that inflect)', () => {
    for (const word of ['كتاب', 'سلام', 'جمال', 'نظام', 'بحار']) expect(lead(word)).toBeUndefined();
  });

  it('does not take an elative (أكبر، أحسن) nor a sound plural in ات for a broken plural', () => {
    expect(lead('أكبر')).toBeUndefined();
    expect(lead('أحسن')).toBeUndefined();
    expect(brokenPluralSingulars('قوات', true).some((guess) => guess.lemmaFirst)).toBe(false);
  });

  it('knows the textbook irregular plurals (الناس → إنسان، نسوة → امرأة، أفواه → فم)', () => {
    expect(first('الناس')).toBe('إنسان');
    expect(lead('نسوة')?.form).toBe('امرأة');
    expect(lead('أفواه')?.form).toBe('فم');
    expect(lead('مياه')?.form).toBe('ماء');
  });

  it('finds a فعالى plural written with ي (النصاري → نصراني), not a short word in ي', () => {
    expect(lead('النصاري')?.form).toBe('نصراني');
    expect(lead('مرضي')).toBeUndefined();
  });

  it('knows the irregular stems: المرأة → امرأة, and the five nouns (بذي → ذو، أخو → أخ)', () => {
    expect(lead('للمرأة')?.form).toBe('امرأة');
    expect(lead('مرأة')).toBeUndefined();
    expect(lead('بذي')?.form).toBe('ذو');
    expect(lead('أخو')?.form).toBe('أخ');
    expect(lead('وأبو')?.form).toBe('أب');
  });

  it('reads a decade numeral as itself, not as a plural of its unit (العشرين → عشرون)', () => {
    expect(lead('العشرين')?.form).toBe('عشرون');
  });

  it('reads "two" as the numeral, not as a dual of a stem no word has (الاثنين → اثنان)', () => {
    for (const word of ['الاثنين', 'اثنتين', 'واثنان']) expect(lead(word)?.form).toBe('اثنان');
    expect(lead('وثلاثين')?.form).toBe('ثلاثون');
    expect(lead('بالتسعين')?.form).toBe('تسعون');
    expect(lead('والخمسون')?.form).toBe('خمسون');
  });

  it('reads the five nouns before a pronoun in every case (أبوه، أبيها، أخاه → أب، أخ)', () => {
    for (const word of ['أبوه', 'أبيها', 'لأبيه', 'أباهم']) expect(lead(word)?.form).toBe('أب');
    for (const word of ['أخوه', 'وأخيه', 'أخاها']) expect(lead(word)?.form).toBe('أخ');
  });

  it('knows أراضٍ، أهالٍ، ليالٍ as irregular plurals, even without the singular in the list', () => {
    expect(lead('أراضي')?.form).toBe('أرض');
    expect(lead('أهالي')?.form).toBe('أهل');
    expect(list.lookup('ليلة')).toBeUndefined();
    expect(lead('ليالي')?.form).toBe('ليلة');
  });

  it('leads through a hamza a pronoun suffix seated (أبنائه → ابن, أعضائها → عضو)', () => {
    expect(lead('أبنائه')).toMatchObject({ form: 'ابن', enclitics: ['ه'] });
    expect(lead('أعضائها')).toMatchObject({ form: 'عضو', enclitics: ['ها'] });
    // Not a ة restored before the suffix: سلمته is no سلمة's plural.
    expect(analyserLeads('سلمته')).toEqual([]);
  });

  it('knows common plurals the list tags as singulars (رجال → رجل، سكان → ساكن، قرى → قرية)', () => {
    // Nothing in the list says these are plurals: it holds each as a noun that inflects.
    expect(list.lookup('رجال')?.noun).toBe(true);
    expect(lead('رجال')?.form).toBe('رجل');
    expect(lead('سكان')?.form).toBe('ساكن');
    expect(lead('أفلام')?.form).toBe('فيلم');
    // Three letters, too short for any pattern.
    expect(lead('قرى')?.form).toBe('قرية');
    expect(lead('دول')?.form).toBe('دولة');
  });

  it('reads the name of a people as its nisba singular (العرب → عربي، الأقباط → قبطي)', () => {
    expect(lead('العرب')?.form).toBe('عربي');
    expect(lead('الأقباط')?.form).toBe('قبطي');
    expect(lead('والمغاربة')?.form).toBe('مغربي');
    expect(lead('للروس')?.form).toBe('روسي');
    // ترك (left) and فرس (horse) are commoner as other words: left as written.
    expect(lead('ترك')).toBeUndefined();
  });

  it('reaches a common plural through clitics, a suffix and an accusative alif', () => {
    expect(lead('والعلماء')).toMatchObject({ form: 'عالم', proclitics: ['و', 'ال'] });
    expect(lead('مدنها')).toMatchObject({ form: 'مدينة', enclitics: ['ها'] });
    expect(lead('رجالا')?.form).toBe('رجل');
  });

  it('keeps a common plural as written one link away (الرجال → رجل, then رجال)', () => {
    const singular = lead('الرجال');
    expect(singular?.form).toBe('رجل');
    expect(singular && asWrittenReading('الرجال', singular, list)).toMatchObject({
      form: 'رجال',
      proclitics: ['ال'],
      inflections: [],
    });
  });

  it('leaves plurals that are also a common other word as written (كتب wrote, بحار sailor)', () => {
    for (const word of ['كتب', 'جدد', 'أيد', 'بحار', 'سحب']) {
      expect(lead(word)).toBeUndefined();
    }
  });

  it('reads a plural written like a verb as the plural where no verb can stand', () => {
    // After the article, ب or ك, or with tanween: بالكتب → كتاب, not كتب "wrote".
    expect(lead('بالكتب')?.form).toBe('كتاب');
    expect(lead('والخدم')?.form).toBe('خادم');
    expect(lead('كسحب')?.form).toBe('سحابة');
    expect(lead('كتبٌ')?.form).toBe('كتاب');
    // و or ل may stand before a verb: left as written.
    expect(lead('وكتب')).toBeUndefined();
    expect(lead('لسحب')).toBeUndefined();
  });

  it('reads أفعلة of a defective root as فعاء (أغطية → غطاء، أوعية → وعاء)', () => {
    expect(lead('أغطية')?.form).toBe('غطاء');
    expect(lead('أوعية')?.form).toBe('وعاء');
  });

  it('reads أفاعيل as إفعال، إفعيل, the أ an إ (أحاسيس → إحساس، أسانيد → إسناد)', () => {
    expect(lead('أحاسيس')?.form).toBe('إحساس');
    expect(lead('أسانيد')?.form).toBe('إسناد');
    expect(first('الأعاصير')).toBe('إعصار');
  });

  it('reads أفعلاء of a defective root as فعيّ (الأذكياء → ذكي، أشقياء → شقي)', () => {
    expect(lead('الأذكياء')?.form).toBe('ذكي');
    expect(lead('أشقياء')?.form).toBe('شقي');
  });

  it('reads أفعاء as أفعال of a defective root (أشلاء → شلو، أحشاء → حشو)', () => {
    expect(lead('أشلاء')?.form).toBe('شلو');
    expect(lead('أحشاء')?.form).toBe('حشو');
  });

  it('reads ي on a common plural as "my" unless the list knows a nisba so (أولادي → ولد)', () => {
    expect(lead('أولادي')?.form).toBe('ولد');
    expect(lead('وجيراني')?.form).toBe('جار');
    // International and feminine are nisbas, not "my states", "my women".
    expect(lead('دولي')).toBeUndefined();
    expect(lead('نسائي')).toBeUndefined();
  });

  it('does not lead through a letter restored before a suffix, nor before ي', () => {
    // ضروري is a nisba, not ضرور + "my"; سلمته is a verb, not سلمة + ه.
    expect(lead('ضروري')).toBeUndefined();
    expect(analyserLeads('سلمته')).toEqual([]);
    // No lead rule of the analyser's: the list does not know سلمته as written, so its best
    // reading cutting a pronoun is asked first (preferences.ts, BEST_READING_LEADS).
    expect(lead('سلمته')).toMatchObject({ enclitics: ['ه'] });
  });
});

describe('a sound plural in يات', () => {
  it('reads ية before ى when the list knows both (الهويات → هوية, not هوى)', () => {
    expect(first('الهويات')).toBe('هوية');
    // A singular in ى the list knows alone is still found (المستويات → مستوى).
    expect(first('المستويات')).toBe('مستوى');
  });
});

describe('an elative’s feminine asked after its masculine', () => {
  it('reads فعلى as the feminine of a known أفعل before its own entry (كبرى → أكبر)', () => {
    expect(list.lookup('كبرى')?.noun).toBe(true);
    expect(lead('كبرى')).toMatchObject({ form: 'أكبر', inflections: [{ kind: 'feminine' }] });
    expect(lead('صغرى')?.form).toBe('أصغر');
  });

  it('reads فعليا of a defective root as the feminine of أفعى (عليا → أعلى)', () => {
    expect(lead('عليا')).toMatchObject({ form: 'أعلى', inflections: [{ kind: 'feminine' }] });
    expect(lead('وعليا')?.form).toBe('أعلى');
    // A noun the list holds in يا keeps its own entry first (الدنيا, the world).
    expect(lead('الدنيا')).toBeUndefined();
  });

  it('takes a فعلى the list does not hold for no elative’s: رومى, الأدبى are nisbas typed ى', () => {
    expect(list.lookup('رومى')).toBeUndefined();
    // Not confirmed by أروم, the word is respelled: رومي.
    expect(first('رومى')).toBe('رومي');
    expect(list.lookup('أدبى')).toBeUndefined();
    expect(lead('الأدبى')).toBeUndefined();
  });

  it('leaves a form IV defective verb written alike as it is (أعطى، ألقى)', () => {
    expect(lead('أعطى')).toBeUndefined();
    expect(lead('ألقى')).toBeUndefined();
  });
});

describe('broken plural shapes of weak roots', () => {
  it('gives a hollow root’s أفعال its فال singular, never before a final hamza', () => {
    expect(singulars('أبواب')).toContain('باب');
    expect(singulars('أشياء')).not.toContain('شاء');
  });

  it('reads آفعال as أفعال of a root in أ (آمال → أمل، آلام → ألم)', () => {
    expect(singulars('آمال')).toContain('أمل');
    expect(singulars('آلام')).toContain('ألم');
  });

  it('reads فِعلان of a hollow root as فال or فول (التيجان → تاج، حيتان → حوت), not a dual', () => {
    expect(lead('التيجان')?.form).toBe('تاج');
    expect(lead('حيتان')?.form).toBe('حوت');
    // A dual of a noun in ي keeps its singular first (بيتان → بيت, not بات).
    expect(first('بيتان')).toBe('بيت');
  });

  it('reads هات after و as a loanword’s plural (سيناريوهات → سيناريو)', () => {
    expect(first('سيناريوهات')).toBe('سيناريو');
    expect(first('راديوهات')).toBe('راديو');
  });

  it('gives فعال the singular فعلة too (خيام → خيمة)', () => {
    expect(singulars('خيام')).toContain('خيمة');
    expect(first('خيام')).toBe('خيمة');
  });
});

describe('a ت-imperfect asked before a form V perfect', () => {
  it('reads تفعل as "she does" of the verb the list conjugates into it (تدرس → درس)', () => {
    expect(list.lookup('تحمل')?.verb).toBe(true); // form V تحمّل has its own entry
    expect(lead('تدرس')).toMatchObject({
      form: 'درس',
      inflections: [{ kind: 'verb', tense: 'present', subject: { person: 3 } }],
    });
    expect(lead('تحمل')?.form).toBe('حمل');
    expect(first('وتكتب')).toBe('كتب');
  });

  it('leaves a form V perfect in ى as it is (تلقى، تبنى), and reads no verb before ي', () => {
    expect(lead('تلقى')).toBeUndefined();
    expect(lead('تبنى')).toBeUndefined();
    // تعاني: not تعان + "me" (a verb's "me" is ني); the list knows it only as عانى's form.
    expect(lead('تعاني')?.enclitics).toEqual([]);
    expect(lead('تعاني')).toMatchObject({ form: 'عانى', pos: 'verb' });
  });

  it('cuts no pronoun off a word the list conjugates into another verb (تشارك is شارك’s)', () => {
    expect(list.lookup('تشارك')?.verbOf).toContain('شارك');
    // تشار + ك would be أشار's passive "you are pointed at"; تشابه is no شاب + ه.
    for (const word of ['تشابه', 'تدارك']) expect(lead(word)).toBeUndefined();
    // تشارك leads only whole (the homograph table names شارك), never as تشار + ك.
    expect(lead('تشارك')?.enclitics ?? []).not.toContain('ك');
    expect(lead('تشاركه')?.form).not.toBe('أشار');
    // Nor does the homograph table's verb lead through a rare pronoun: يتمكن is no يتم +
    // كن, with or without a proclitic; through a common one it does (يهمك → هم).
    expect(lead('يتم')?.form).toBe('تم');
    for (const word of ['يتمكن', 'سيتمكن', 'ويتمكن']) {
      expect(lead(word)?.form).not.toBe('تم');
      expect(first(word)).toBe('تمكن');
    }
    expect(lead('يهمك')?.form).toBe('هم');
  });
});

describe('a proclitic before a hamzat al-wasl', () => {
  it('reads لابن as ل + ابن before the rare word of its own, which stays a link', () => {
    expect(list.lookup('لابن')?.noun).toBe(true);
    const reading = lead('لابن');
    expect(reading).toMatchObject({ form: 'ابن', proclitics: ['ل'], inflections: [] });
    expect(reading && asWrittenReading('لابن', reading, list)?.form).toBe('لابن');
    expect(lead('وابنه')).toMatchObject({ form: 'ابن', proclitics: ['و'], enclitics: ['ه'] });
  });

  it('asks a verbal noun of forms VII–X after its clitic first (لاستخدام → استخدام)', () => {
    expect(lead('لاستخدام')?.form).toBe('استخدام');
    expect(lead('بانتخاب')?.form).toBe('انتخاب');
  });

  it('leaves فاعل words alone: their ا is a long vowel, not a clitic’s wasl (كامل، والد)', () => {
    for (const word of ['كامل', 'والد', 'باسل', 'واحد', 'بائع']) expect(lead(word)).toBeUndefined();
  });
});

describe('the word as written under a lead no list confirms the other way', () => {
  it('is no link: no headword is written with the article or a pronoun (والكتاب, القاهرة)', () => {
    for (const word of ['والكتاب', 'القاهرة', 'سياستها']) {
      const reading = lead(word);
      expect(reading?.form).not.toBe(word);
      expect(reading && asWrittenReading(word, reading, list)).toBeUndefined();
    }
  });
});
