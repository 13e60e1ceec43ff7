// The homograph table (lib/arabic/homographs.ts) through the ranking: for a stem that is two
// lemmas' forms, the reading news text means is asked first, the other stays reachable.
import { describe, expect, it } from 'vitest';
import { homographLeads } from '../../../lib/arabic/homograph-leads';
import { asWrittenReading } from '../../../lib/lookup/other-readings';
import {
  firstReadingOf as first,
  leadOf as lead,
  shippedList as list,
} from '../../support/shipped-readings';

/** The word as written, as asked after its lead (undefined when nothing leads). */
function asWrittenAfterLead(word: string) {
  const leading = lead(word);
  return leading && asWrittenReading(word, leading, list);
}

describe('a plural that is also another word', () => {
  it('leads to the singular where news means the plural (أشهر → شهر, فرق → فريق)', () => {
    // The list knows each bare word as a word of its own (أشهر "more famous", فرق "difference").
    expect(list.lookup('أشهر')?.noun).toBe(true);
    expect(lead('أشهر')).toMatchObject({ form: 'شهر', inflections: [{ kind: 'broken-plural' }] });
    expect(lead('فرق')?.form).toBe('فريق');
    expect(lead('جزر')?.form).toBe('جزيرة');
  });

  it('leads there wherever the word stands: after و, with a pronoun (وطرق، أنفسهم)', () => {
    expect(lead('وطرق')).toMatchObject({ form: 'طريق', proclitics: ['و'] });
    expect(lead('أنفسهم')).toMatchObject({ form: 'نفس', enclitics: ['هم'] });
    expect(first('والأشهر')).toBe('شهر');
  });

  it('keeps the other word one link away (أشهر → شهر, then أشهر as written)', () => {
    expect(asWrittenAfterLead('أشهر')).toMatchObject({
      form: 'أشهر',
      inflections: [],
    });
  });
});

describe('a ت-word whose own entry news means', () => {
  it('asks its own entry before the imperfect of another verb (تحول, not حوّل)', () => {
    expect(list.lookup('تحول')?.verbOf).toContain('حول');
    expect(lead('تحول')).toBeUndefined();
    expect(lead('توفي')).toBeUndefined();
    // A word the table leaves out keeps its imperfect's lead: تقول is "she says".
    expect(lead('تقول')?.form).toBe('قال');
  });

  it('reads it as itself once clitics are cut (وتحول → و + تحول, تحوله → تحول + ه)', () => {
    expect(lead('وتحول')).toMatchObject({ form: 'تحول', proclitics: ['و'], inflections: [] });
    expect(lead('تحوله')).toMatchObject({ form: 'تحول', enclitics: ['ه'], inflections: [] });
    expect(first('وتقدم')).toBe('تقدم');
    // Not through "my" (ي), which leads nothing: تحولي is left to the ranking.
    expect(lead('تحولي')).toBeUndefined();
  });

  it('leaves the verb its lead where only a verb may stand: after the future س, before ني', () => {
    // ستحول: حال "it will prevent" (form I; hunspell-ar's name حول attests it too,
    // verb-attestation.ts) before حوّل "it will turn", a verb either way, not تحول.
    expect(lead('ستحول')).toMatchObject({ form: 'حال', pos: 'verb', proclitics: ['س'] });
    expect(lead('ستقدم')?.form).toBe('قدم');
    expect(lead('توصلني')).toMatchObject({ form: 'وصل', enclitics: ['ني'] });
  });
});

describe('a rare word that is also a proclitic on a common word', () => {
  it('leads to the common word after the clitic (وجار → و + جار, بلغة → ب + لغة)', () => {
    // The list knows each whole word as a noun of its own (وجار a den, بلغة a slipper).
    expect(list.lookup('وجار')?.noun).toBe(true);
    expect(lead('وجار')).toMatchObject({ form: 'جار', proclitics: ['و'], inflections: [] });
    expect(lead('بلغة')).toMatchObject({ form: 'لغة', proclitics: ['ب'], inflections: [] });
    // A whole word that is common itself keeps its own entry first.
    for (const word of ['وجود', 'فكرة', 'كتاب', 'لقاء', 'وزير']) expect(lead(word)).toBeUndefined();
  });

  it('leads there with a pronoun, ة written ت before it (وجاره, لزوجته → ل + زوجة)', () => {
    expect(lead('وجاره')).toMatchObject({ form: 'جار', proclitics: ['و'], enclitics: ['ه'] });
    expect(lead('لزوجته')).toMatchObject({ form: 'زوجة', proclitics: ['ل'], enclitics: ['ه'] });
    expect(lead('وبدوره')).toMatchObject({ form: 'دور', proclitics: ['و', 'ب'] });
  });

  it("goes before the rare word's plural reading, not after ال (بدور → دور, البدور → بدر)", () => {
    expect(lead('بدور')).toMatchObject({ form: 'دور', proclitics: ['ب'] });
    // After the article ب is no proclitic: the full moons, بدر's plural.
    expect(lead('البدور')?.form).toBe('بدر');
  });

  it('keeps the rare word one link away (وجار → جار, then وجار as written)', () => {
    expect(asWrittenAfterLead('وجار')).toMatchObject({
      form: 'وجار',
      proclitics: [],
      inflections: [],
    });
  });
  it('keeps it one link away with a pronoun too (وجاره → جار, then وجار + ه)', () => {
    expect(asWrittenAfterLead('وجاره')).toMatchObject({
      form: 'وجار',
      proclitics: [],
      enclitics: ['ه'],
    });
  });
});

describe('a noun أ + three letters whose "I" verb news means', () => {
  it('leads to the verb (أعرف → عرف "I know"), not where the elative is meant (أكبر)', () => {
    // The list knows أعرف as a noun ("more knowing") and as عرف's form.
    expect(list.lookup('أعرف')?.noun).toBe(true);
    const first = { kind: 'verb', subject: { person: 1, number: 'singular' } };
    expect(lead('أعرف')).toMatchObject({ form: 'عرف', inflections: [first] });
    expect(lead('أريد')?.form).toBe('أراد');
    for (const word of ['أكبر', 'أكثر', 'أفضل', 'أحسن', 'أهم']) expect(lead(word)).toBeUndefined();
  });

  it('leads there after و or the future س, with a pronoun (وأعرف, سأعرف, أعرفه), not after ال', () => {
    expect(lead('وأعرف')).toMatchObject({ form: 'عرف', proclitics: ['و'] });
    expect(lead('سأعرف')).toMatchObject({ form: 'عرف', proclitics: ['س'] });
    expect(lead('أعرفه')).toMatchObject({ form: 'عرف', enclitics: ['ه'] });
    // الأعرف is the elative: no verb stands after the article.
    expect(lead('الأعرف')?.form).not.toBe('عرف');
  });

  it('keeps the noun one link away (أعرف → عرف, then أعرف as written)', () => {
    expect(asWrittenAfterLead('أعرف')).toMatchObject({
      form: 'أعرف',
      inflections: [],
    });
  });
});

describe('a plural whose pattern names a singular it is not the plural of', () => {
  it('leads to its real singular (آثام → إثم, not آثم; أوائل → أول; قوائم → قائمة)', () => {
    // The list tags each only invariable, and knows the pattern's wrong singular too.
    expect(list.lookup('آثام')).toMatchObject({ invariable: true, noun: false });
    expect(list.lookup('آثم')?.noun).toBe(true);
    expect(lead('آثام')).toMatchObject({ form: 'إثم', inflections: [{ kind: 'broken-plural' }] });
    expect(lead('أوائل')?.form).toBe('أول');
    expect(lead('والقوائم')).toMatchObject({ form: 'قائمة', proclitics: ['و', 'ال'] });
    // A plural the table leaves out keeps its pattern's singular: جبال → جبل.
    expect(lead('جبال')?.form).toBe('جبل');
  });

  it('asks a word that is no plural as itself (تسعة nine, not تاسع; حوالي about)', () => {
    expect(first('تسعة')).toBe('تاسع');
    expect(lead('تسعة')).toBeUndefined();
    expect(lead('حوالي')).toBeUndefined();
  });

  it('reads it as itself once clitics are cut (وحوالي → و + حوالي), not before ني (روماني)', () => {
    expect(lead('وحوالي')).toMatchObject({ form: 'حوالي', proclitics: ['و'], inflections: [] });
    expect(lead('والتسعة')).toMatchObject({ form: 'تسعة', proclitics: ['و', 'ال'] });
    // ني is a verb's "me", never a noun's: روماني is a nisba, no روما + ني.
    expect(lead('روماني')).toBeUndefined();
  });
});

describe("a doubled root's فعول that is a verbal noun of its own", () => {
  it('asks its own entry, not the plural of فعّ (مرور passing, not مر; عموم, خصوص)', () => {
    expect(list.lookup('مرور')?.noun).toBe(true);
    for (const word of ['مرور', 'عموم', 'خصوص']) expect(lead(word)).toBeUndefined();
    expect(lead('المرور')).toMatchObject({ form: 'مرور', proclitics: ['ال'], inflections: [] });
    // Where the plural is meant the table is silent and the singular leads: حدود → حد.
    expect(lead('حدود')?.form).toBe('حد');
  });

  it.each([
    ['خصوصاً', 'خصوص'],
    ['خصوصا', 'خصوص'],
    ['وعموماً', 'عموم'],
    ['مرورا', 'مرور'],
  ])('reads it so in the accusative too: %s → %s', (word, lemma) => {
    expect(lead(word)).toMatchObject({ form: lemma, inflections: [{ kind: 'accusative' }] });
  });

  it('reads a plural’s accusative as the plural’s (حدوداً → حد)', () => {
    // Where the plural is meant the accusative is the plural's too: حدوداً → حد.
    expect(lead('حدوداً')?.form).toBe('حد');
  });

  it('reads no accusative after the article or before a pronoun, where none is written', () => {
    const split = (stem: string, proclitics: string[], enclitics: string[]) =>
      homographLeads({ stem, proclitics, enclitics, class: 'any', cost: 0 }, true);
    const accusative = [{ kind: 'accusative' as const }];
    expect(
      split('خصوصا', [], []).nounLeads({ form: 'خصوص', inflections: accusative, cost: 1 }),
    ).toBe(true);
    expect(split('خصوصا', ['ال'], []).nounMayLead).toBe(true);
    expect(split('خصوصا', [], ['ه']).nounMayLead).toBe(true);
  });
});

describe('a plural a dictionary lists as a headword of its own', () => {
  it('asks the plural before its singular once clitics are cut (والاتصالات → اتصالات)', () => {
    expect(lead('والاتصالات')).toMatchObject({ form: 'اتصالات', proclitics: ['و', 'ال'] });
    expect(first('والرياضيات')).toBe('رياضيات');
    // A plural listed under its singular is not in the table: والاجتماعات → اجتماع.
    expect(first('والاجتماعات')).toBe('اجتماع');
  });
});

describe('a word the lemma list tags a singular noun that is a broken plural', () => {
  it('leads to its singular (خرائط → خريطة, دراهم → درهم, ملاعب → ملعب)', () => {
    // The list tags each a singular noun, so its own entry was asked first and believed.
    expect(list.lookup('خرائط')?.noun).toBe(true);
    expect(lead('خرائط')).toMatchObject({
      form: 'خريطة',
      inflections: [{ kind: 'broken-plural' }],
    });
    expect(lead('دراهم')?.form).toBe('درهم');
    expect(lead('ملاعب')?.form).toBe('ملعب');
    expect(lead('والخرائط')).toMatchObject({ form: 'خريطة', proclitics: ['و', 'ال'] });
    // A plural shape whose singular sense is common itself is not in the table: مناظر is
    // also "a counterpart", so its own entry stays first.
    expect(lead('مناظر')).toBeUndefined();
    // The word as written stays one link away.
    expect(asWrittenAfterLead('خرائط')).toMatchObject({ form: 'خرائط', inflections: [] });
  });
});

describe('a broken plural on a weak shape, which singulars and verbal nouns share', () => {
  it('leads to its singular though the list tags it a singular noun (عروق → عرق, قلاع → قلعة)', () => {
    // فعول and فعال are also shapes of singulars (دخول, كتاب): the list's tag decided.
    expect(list.lookup('عروق')?.noun).toBe(true);
    expect(lead('عروق')).toMatchObject({ form: 'عرق', inflections: [{ kind: 'broken-plural' }] });
    expect(lead('قلاع')?.form).toBe('قلعة');
    expect(lead('الفحوص')).toMatchObject({ form: 'فحص', proclitics: ['ال'] });
    expect(lead('أرجلهم')).toMatchObject({ form: 'رجل', enclitics: ['هم'] });
    // The word as written stays one link away.
    expect(asWrittenAfterLead('عروق')).toMatchObject({ form: 'عروق', inflections: [] });
    // Where a singular sense is common too, the table is silent and its own entry is asked
    // first: قصور "a shortcoming", ظهور "appearance", أسود "black".
    for (const word of ['قصور', 'ظهور', 'أسود']) expect(lead(word)).toBeUndefined();
  });

  it('leads where the list tags it only invariable and nothing led (هدايا → هدية)', () => {
    expect(list.lookup('هدايا')).toMatchObject({ invariable: true, noun: false });
    expect(lead('هدايا')?.form).toBe('هدية');
    expect(lead('وشظاياها')).toMatchObject({ form: 'شظية', proclitics: ['و'], enclitics: ['ها'] });
  });

  it("names the real singular where the pattern's is another word (قردة → قرد, not قارد)", () => {
    expect(list.lookup('قارد')?.noun).toBe(true);
    expect(lead('قردة')?.form).toBe('قرد');
    expect(lead('والقردة')).toMatchObject({ form: 'قرد', proclitics: ['و', 'ال'] });
  });
});

describe('a word the lemma list tags a noun that is only a verb form', () => {
  it('leads to the verb (نحيط → أحاط "we inform", يلمع → لمع, تلد → ولد)', () => {
    // The list tags each a noun as well as a form of the verb.
    expect(list.lookup('نحيط')).toMatchObject({ noun: true, verbOf: ['أحاط', 'حاط'] });
    const we = { kind: 'verb', subject: { person: 1, number: 'plural' } };
    expect(lead('نحيط')).toMatchObject({ form: 'أحاط', inflections: [we] });
    expect(lead('يلمع')?.form).toBe('لمع');
    expect(lead('تلد')?.form).toBe('ولد');
    expect(lead('سنحيطكم')).toMatchObject({ form: 'أحاط', proclitics: ['س'], enclitics: ['كم'] });
    // The noun as written stays one link away.
    expect(asWrittenAfterLead('نحيط')).toMatchObject({ form: 'نحيط', inflections: [] });
  });

  it('leads past a wrong plural to the verb (نقول → قال "we say", not نقل; أواجه → واجه)', () => {
    // The list tags each only invariable, as if a plural, and names its verb.
    expect(list.lookup('نقول')).toMatchObject({ invariable: true, noun: false });
    const we = { kind: 'verb', subject: { person: 1, number: 'plural' } };
    expect(lead('نقول')).toMatchObject({ form: 'قال', inflections: [we] });
    expect(lead('أواجه')?.form).toBe('واجه');
    expect(lead('نوافق')?.form).toBe('وافق');
    expect(lead('ونقول')).toMatchObject({ form: 'قال', proclitics: ['و'] });
    expect(lead('يهمني')).toMatchObject({ form: 'هم', enclitics: ['ني'] });
    // A noun in use the table leaves out leads to no verb: نزوح is displacement.
    expect(lead('نزوح')).toBeUndefined();
  });
});

describe('a broken plural whose singular no pattern reaches', () => {
  it('leads to its singular (قضاة → قاضي, زوايا → زاوية, سكاكين → سكين, فتن → فتنة)', () => {
    // The list tags each a word of its own (قضاة only invariable), and no pattern proposes
    // the singular (defective فعلة, فعايا, فعاليل of a doubled singular, a doubled root's فعل).
    expect(list.lookup('قضاة')).toMatchObject({ invariable: true, noun: false });
    expect(lead('قضاة')).toMatchObject({ form: 'قاضي', inflections: [{ kind: 'broken-plural' }] });
    const singulars = { زوايا: 'زاوية', سكاكين: 'سكين', فتن: 'فتنة', أشقاء: 'شقيق', شياه: 'شاة' };
    for (const [plural, singular] of Object.entries(singulars))
      expect(lead(plural)?.form).toBe(singular);
  });

  it('leads past a wrong reading a pattern or verb made (فتاوى → فتوى, not أوى)', () => {
    expect(lead('فتاوى')?.form).toBe('فتوى');
    expect(lead('أزرار')?.form).toBe('زر');
  });

  it('leads there with clitics (والقضاة, زواياها, الفتن), the plural one link away', () => {
    expect(lead('والقضاة')).toMatchObject({ form: 'قاضي', proclitics: ['و', 'ال'] });
    expect(lead('زواياها')).toMatchObject({ form: 'زاوية', enclitics: ['ها'] });
    expect(lead('الفتن')).toMatchObject({ form: 'فتنة', proclitics: ['ال'] });
    expect(asWrittenAfterLead('فتن')).toMatchObject({ form: 'فتن', inflections: [] });
    // Where a sense of its own is common too, the table is silent: أسرة "a family", تهم
    // "it concerns", علل "explained", سور "a wall" keep their own entry first.
    for (const word of ['أسرة', 'تهم', 'علل', 'سور']) expect(lead(word)).toBeUndefined();
  });
});

describe('a verb أ + three letters whose form IV is rare and whose form I "I" is meant', () => {
  it('leads to form I (أكتب → كتب "I write", not "he dictated"; ألعب → لعب)', () => {
    // The list knows أكتب as a verb of its own (form IV) and as كتب's form.
    expect(list.lookup('أكتب')).toMatchObject({ verb: true, verbOf: ['كتب'] });
    const first = { kind: 'verb', subject: { person: 1, number: 'singular' } };
    expect(lead('أكتب')).toMatchObject({ form: 'كتب', inflections: [first] });
    expect(lead('ألعب')?.form).toBe('لعب');
    expect(lead('أشرب')?.form).toBe('شرب');
    // A form IV in everyday use keeps its own entry first: أخرج "he directed", أبلغ.
    for (const word of ['أخرج', 'أبلغ', 'أرسل', 'أعلن']) expect(lead(word)).toBeUndefined();
  });

  it('names the hollow verb its "I" belongs to (أقول → قال, أخاف → خاف)', () => {
    // hunspell-ar names قال and قول (its stem) for أقول; the index knows قول as قال's.
    expect(list.lookup('أقول')?.verbOf).toContain('قال');
    expect(list.lookup('أقول')?.verbOf).not.toContain('قول');
    expect(lead('أقول')?.form).toBe('قال');
    expect(lead('أخاف')?.form).toBe('خاف');
  });

  it('leads there with clitics (سأكتب, وأقول, أشربه), the form IV one link away', () => {
    expect(lead('سأكتب')).toMatchObject({ form: 'كتب', proclitics: ['س'] });
    expect(lead('وأقول')).toMatchObject({ form: 'قال', proclitics: ['و'] });
    expect(lead('أشربه')).toMatchObject({ form: 'شرب', enclitics: ['ه'] });
    expect(asWrittenAfterLead('أكتب')).toMatchObject({ form: 'أكتب', inflections: [] });
  });
});

describe('a word the list tags a noun and names itself as a verb form no rule leads to', () => {
  it('leads to that verb: a long ت-word (تواجه → واجه "she faces"), ن or ي (نقوم → قام, يتم → تم)', () => {
    // The list tags each a noun (تواجه and يتم a verb of their own too) and names the verb.
    expect(list.lookup('تواجه')).toMatchObject({ noun: true, verbOf: ['واجه'] });
    expect(list.lookup('نقوم')).toMatchObject({ noun: true, verbOf: ['قام', 'قوم'] });
    const she = { kind: 'verb', subject: { person: 3, number: 'singular', gender: 'feminine' } };
    expect(lead('تواجه')).toMatchObject({ form: 'واجه', inflections: [she] });
    expect(lead('تساهم')?.form).toBe('ساهم');
    expect(lead('تسيطر')?.form).toBe('سيطر');
    const we = { kind: 'verb', subject: { person: 1, number: 'plural' } };
    expect(lead('نقوم')).toMatchObject({ form: 'قام', inflections: [we] });
    expect(lead('يتم')?.form).toBe('تم');
    // A form VI verbal noun in use, or a name, keeps its own entry first (تبادل, تراجع, نجد).
    for (const word of ['تبادل', 'تعاون', 'تراجع', 'نجد']) expect(lead(word)).toBeUndefined();
  });

  it('leads there with clitics (وتساهم, سنقوم, تمارسها), the noun one link away', () => {
    expect(lead('وتساهم')).toMatchObject({ form: 'ساهم', proclitics: ['و'] });
    expect(lead('سنقوم')).toMatchObject({ form: 'قام', proclitics: ['س'] });
    expect(lead('تمارسها')).toMatchObject({ form: 'مارس', enclitics: ['ها'] });
    expect(asWrittenAfterLead('تواجه')).toMatchObject({ form: 'تواجه', inflections: [] });
  });
});
