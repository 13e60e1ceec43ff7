// Words typed as much of the web types them (no hamza on the alif, ه for a final ة) are
// looked up under the spelling a dictionary lists, named as such; a word the list reads
// as typed is never respelled.
import { describe, expect, it } from 'vitest';
import { rankedCandidates } from '../../../lib/lookup/lemma-knowledge';
import { firstReadingOf, leadOf, shippedList } from '../../support/shipped-readings';
import { expectOk, lemmaListOf, queries, testEngine } from './helpers';

const respelled = (word: string) =>
  rankedCandidates(word, shippedList, new Set()).filter((reading) =>
    reading.inflections.some((inflection) => inflection.kind === 'spelling'),
  );

describe('lookup engine: web spellings', () => {
  it('asks أخذ for اخذها before the word as typed, and names the spelling', async () => {
    const { engine, service } = testEngine({ lemmaSource: lemmaListOf({ أخذ: 'v' }) });
    const response = expectOk(await engine.lookupTab({ word: 'اخذها', tab: 'senses' }));
    expect(response.matched).toBe('أخذ');
    expect(response.analysis).toMatchObject({
      enclitics: ['ها'],
      inflections: [{ kind: 'spelling' }],
    });
    // The list does not know اخذها as typed, and no word ends in the pronoun ها: one call.
    expect(queries(service.calls)).toEqual(['/public/search أخذ']);
  });

  it('reads a final ه as ة where no reading of the word as typed is a known word', async () => {
    const { engine } = testEngine({ lemmaSource: lemmaListOf({ خاص: 'n' }) });
    const response = expectOk(await engine.lookupTab({ word: 'الخاصه', tab: 'senses' }));
    expect(response.matched).toBe('خاص');
    expect(response.analysis?.inflections).toEqual([{ kind: 'spelling' }, { kind: 'feminine' }]);
  });

  it('puts the آ back after the article: الاخر → آخر', async () => {
    const { engine } = testEngine({ lemmaSource: lemmaListOf({ آخر: 'n' }) });
    const response = expectOk(await engine.lookupTab({ word: 'الاخر', tab: 'senses' }));
    expect(response).toMatchObject({ matched: 'آخر', analysis: { proclitics: ['ال'] } });
  });

  it('does not respell a word the list reads as typed: كتابه is كتاب + ه, not كتابة', async () => {
    const { engine, service } = testEngine({ lemmaSource: lemmaListOf({ كتاب: 'n', كتابة: 'n' }) });
    const response = expectOk(await engine.lookupTab({ word: 'كتابه', tab: 'senses' }));
    expect(response.matched).toBe('كتاب');
    expect(queries(service.calls)).not.toContain('/public/search كتابة');
  });

  it('asks the ة spelling of a word typed in ه first, for one call (الخاصه → خاصة)', async () => {
    const { engine, service } = testEngine({ lemmaSource: lemmaListOf({ خاص: 'n', خاصة: 'n' }) });
    const response = expectOk(await engine.lookupTab({ word: 'الخاصه', tab: 'senses' }));
    expect(response.matched).toBe('خاصة');
    expect(queries(service.calls)).toEqual(['/public/search خاصة']);
  });

  it('reads حمايه as حماية, not as a guessed plural حماي + "his" (حمي)', async () => {
    const { engine } = testEngine({ lemmaSource: lemmaListOf({ حماية: 'n', حمي: 'n' }) });
    const response = expectOk(await engine.lookupTab({ word: 'حمايه', tab: 'senses' }));
    expect(response.matched).toBe('حماية');
    expect(response.analysis?.inflections).toEqual([{ kind: 'spelling' }]);
  });
});

describe('web spellings, by the shipped list', () => {
  it.each([
    ['اخذها', 'أخذ'],
    ['الاسرة', 'أسرة'],
    ['المدرسه', 'مدرسة'],
    ['الانتاج', 'إنتاج'],
    ['إعتراف', 'اعتراف'],
    ['الروووعه', 'روعة'],
    ['حمايه', 'حماية'],
    ['اتفاقيه', 'اتفاقية'],
    ['تجربه', 'تجربة'],
    ['السنه', 'سنة'],
    // A hamza before و or ي on the seat the press also gives it.
    ['بدأوا', 'بدأ'],
    ['يقرأون', 'قرأ'],
    ['جاءوا', 'جاء'],
    ['أساءوا', 'أساء'],
    ['ابدأي', 'بدأ'],
    // يء typed ئ, also where the list knows the word as typed only as a verb's form (شئ).
    ['بشئ', 'شيء'],
  ])('probes %s first as %s', (typed, lemma) => {
    expect(firstReadingOf(typed)).toBe(lemma);
  });

  it('proposes none for a word typed as a dictionary spells it (نفسه, not نفسة)', () => {
    for (const word of ['نفسه', 'طلبه', 'كتابه', 'تلقى', 'يرى', 'الرقمي', 'إنترنت', 'إسلام']) {
      expect(respelled(word)).toEqual([]);
    }
  });
});

describe('a hamza typed on a wasl alif', () => {
  it('reads the word without it where the list knows nothing as typed (إنظر → نظر, إسمها → اسم)', () => {
    expect(firstReadingOf('إنظر')).toBe('نظر');
    expect(firstReadingOf('إسمها')).toBe('اسم');
    expect(firstReadingOf('إدخار')).toBe('ادخار');
  });
});

describe('a first hamza on the wrong seat, and آ typed for ا', () => {
  it('reads أ on a wasl alif, or for إ, as the word the list knows (أجتماع, الأقتصاد, أهداء)', () => {
    expect(firstReadingOf('أجتماع')).toBe('اجتماع');
    expect(firstReadingOf('الأقتصاد')).toBe('اقتصاد');
    expect(firstReadingOf('أهداء')).toBe('إهداء');
  });

  it('reads آ typed for ا, or for the ending ًا (حاليآ, قريبآ, الحيآة)', () => {
    expect(firstReadingOf('حاليآ')).toBe('حالي');
    expect(firstReadingOf('قريبآ')).toBe('قريب');
    expect(firstReadingOf('الحيآة')).toBe('حياة');
  });

  it('leaves a verb’s own آ and أ, though the list lacks the verb: رقآ (رقأ), أدرنوا (أدرن)', () => {
    expect(firstReadingOf('رقآ')).toBe('رقأ');
    expect(respelled('رقآ')).toEqual([]);
    expect(respelled('أدرنوا')).toEqual([]);
  });

  it('never makes the article of a hamza taken off: ألبوم is no ال + بوم', () => {
    expect(
      rankedCandidates('ألبوم', shippedList, new Set()).some(({ proclitics }) =>
        proclitics.includes('ال'),
      ),
    ).toBe(false);
    expect(firstReadingOf('إلتزام')).toBe('التزام');
  });
});

describe('a clitic only a noun takes, before a word the list knows only as a verb', () => {
  it('does not confirm the verb: بالتمسك is ب + ال + تمسك, not ب + التمس + ك', () => {
    expect(firstReadingOf('بالتمسك')).toBe('تمسك');
  });

  it('so a web-typed ي word after ال is respelled: النادى → نادي', () => {
    expect(firstReadingOf('النادى')).toBe('نادي');
  });
});

describe('a bare ا read as أ', () => {
  it('puts أفعل typed without hamza before the imperative hunspell lists (افضل → أفضل)', () => {
    expect(firstReadingOf('افضل')).toBe('أفضل');
    expect(firstReadingOf('اعلن')).toBe('أعلن');
  });

  it('reads a sound imperative as typed where أ would make no everyday word (اشغلوا → شغل)', () => {
    // The list's أشغل is a rare form IV verb: not worth a hamza the word does not write.
    for (const [typed, lemma] of [
      ['اشغلوا', 'شغل'],
      ['اشغله', 'شغل'],
      ['اكتبوه', 'كتب'],
      ['اردد', 'رد'],
    ])
      expect(firstReadingOf(typed as string)).toBe(lemma);
  });

  it('keeps أ where it makes an everyday word: a noun, a common form IV verb, a plural', () => {
    for (const [typed, lemma] of [
      ['اجل', 'أجل'], // a weak verb's imperative (جلا) drops a letter: no sound one
      ['احب', 'أحب'], // أحب is everyday form IV
      ['ابهتها', 'أبهة'], // a noun with its pronoun
      ['اجهزه', 'جهاز'], // a plural, its ة typed ه
      ['اثبتوا', 'أثبت'], // أثبت is everyday form IV
    ])
      expect(firstReadingOf(typed as string)).toBe(lemma);
  });

  it('leaves a feminine imperative as it is: اكتبي → كتب, the verb, not a respelled plural', () => {
    expect(rankedCandidates('اكتبي', shippedList, new Set())[1]).toMatchObject({
      form: 'كتب',
      inflections: [{ kind: 'verb', tense: 'imperative' }],
    });
  });
});

describe('a vocative typed joined to the word it calls', () => {
  it('reads يارب as يا + رب and ياقمر as يا + قمر, naming the spelling', () => {
    for (const [typed, lemma] of [
      ['يارب', 'رب'],
      ['ياقمر', 'قمر'],
    ]) {
      expect(rankedCandidates(typed as string, shippedList, new Set())[1]).toMatchObject({
        form: lemma,
        proclitics: ['يا'],
        inflections: [{ kind: 'spelling' }],
      });
    }
  });

  it('calls a noun only: ياخذك is يأخذك (أخذ), not يا + خذ + ك', () => {
    expect(firstReadingOf('ياخذك')).toBe('أخذ');
    expect(firstReadingOf('ياسيدي')).toBe('سيد');
  });

  it('leaves a word the list knows in يا alone (ياسمين, ياقوت)', () => {
    expect(respelled('ياسمين')).toEqual([]);
    expect(respelled('ياقوت')).toEqual([]);
  });
});

describe('a negation typed joined to the word it negates', () => {
  it('reads لا + an imperfect, a verb of lasting or an indefinite noun, naming the spelling', () => {
    for (const [typed, lemma] of [
      ['لايزال', 'زال'],
      ['لازالت', 'زال'],
      ['لاتجد', 'وجد'],
      ['لايعرفون', 'عرف'],
      ['لاعلاقة', 'علاقة'],
    ]) {
      const [, first] = rankedCandidates(typed as string, shippedList, new Set());
      expect(first).toMatchObject({ form: lemma, proclitics: ['لا'] });
      expect(first?.inflections[0]).toEqual({ kind: 'spelling' });
    }
  });

  it('takes no other perfect after لا, and puts ل before a hamza word first (لاطلاق)', () => {
    expect(respelled('لاكتب').some((reading) => reading.proclitics[0] === 'لا')).toBe(false);
    expect(firstReadingOf('لاطلاق')).toBe('إطلاق');
    expect(firstReadingOf('لامر')).toBe('أمر');
  });

  it('leaves a word the list reads as typed alone (لاعب, لاتفاق: ل + اتفاق)', () => {
    expect(respelled('لاعب')).toEqual([]);
    expect(respelled('لاتفاق')).toEqual([]);
  });
});

describe('a final ى typed ي', () => {
  it('asks the ى spelling first where the list knows no reading as typed (الكبري, يسعي)', () => {
    expect(leadOf('الكبري')?.form).toBe('أكبر'); // as الكبرى's
    expect(leadOf('المدي')?.form).toBe('مدى');
    expect(firstReadingOf('يسعي')).toBe('سعى');
  });

  it('and where every reading as typed guessed an inflection (فوضي is no فوّضي: فوضى)', () => {
    expect(leadOf('فوضي')?.form).toBe('فوضى');
    expect(leadOf('الجدوي')?.form).toBe('جدوى');
  });

  it('keeps a verb’s own ي where ى would make only a rare verb (أمشي, مشى’s “I”: not أمشى)', () => {
    for (const word of ['أمشي', 'أدري', 'أبغي'])
      expect(respelled(word).map((reading) => reading.form)).toEqual([]);
    // An everyday form IV verb is still asked by its ى: أنهي is أنهى's "I" too.
    expect(leadOf('أنهي')?.form).toBe('أنهى');
  });

  it('reads شئ (which the list holds only as شاء’s form) as شيء, سئ as سيئ', () => {
    expect(leadOf('شئ')?.form).toBe('شيء');
    expect(leadOf('سئ')?.form).toBe('سيئ');
  });

  it('takes a word the list holds as typed as typed (سعي, the noun, not سعى)', () => {
    expect(leadOf('سعي')).toBeUndefined();
    expect(respelled('سعي')).toEqual([]);
  });

  it('never reads a nisba the list lacks as a فعلى’s elative (الجيري → الجيرى → أجير)', async () => {
    const { engine, service } = testEngine({ lemmaSource: lemmaListOf({ أجير: 'n' }) });
    await engine.lookupTab({ word: 'الجيري', tab: 'senses' });
    expect(queries(service.calls)).not.toContain('/public/search أجير');
  });
});

describe('a nisba’s feminine typed with ه', () => {
  it('asks the nisba first where the list lacks it (الشماليه → شمالي), one call', async () => {
    expect(leadOf('الشماليه')?.form).toBe('شمالي');
    const { engine, service } = testEngine({ lemmaSource: lemmaListOf({ شمال: 'n' }) });
    await engine.lookupTab({ word: 'فرنسيه', tab: 'senses' });
    expect(queries(service.calls)[0]).toBe('/public/search فرنسي');
  });

  it('goes by a standard spelling the list knows first (الاستراتيجيه → إستراتيجية)', () => {
    expect(leadOf('الاستراتيجيه')?.form).toBe('إستراتيجية');
  });
});
