// How the ranking weighs what the shipped lemma list knows of a verb reading: the verbs it
// conjugates into the stem, the subject affixes a prefix allows, and whether the verb's
// regular derivatives are in use.
import { describe, expect, it } from 'vitest';
import { verbLemmas as indexReadings } from '../../../lib/arabic/verb-readings';
import { rankedCandidates } from '../../../lib/lookup/lemma-knowledge';
import { diskLemmaList } from '../../support/lemma-source';

const list = await diskLemmaList();
const verbLemmas = (word: string, future: boolean) =>
  indexReadings(word, list.verbs, future ? 'س' : '');
/** The reading a lookup probes first (the word itself is always [0]). */
const s3f = { person: 3, gender: 'feminine', number: 'singular' };
const first = (word: string, learned: string[] = []) =>
  rankedCandidates(word, list, new Set(learned))[1]?.form;

describe('verb readings the lemma list speaks for', () => {
  it('does not read a verb the list conjugates otherwise into the stem (يفيد is أفاد’s)', () => {
    expect(list.lookup('يفيد')?.verbOf).toEqual(['أفاد']);
    expect(first('يفيد')).toBe('أفاد');
    // Not even when an answer has taught فاد (its imperfect is يفود).
    expect(first('يفيد', ['فاد'])).toBe('أفاد');
  });

  it('names a verb the list files under its stem as the index does (يقود → قاد, not قود)', () => {
    // hunspell-ar files يقود, يفوق under قود, فوق: the index knows those as قاد's and
    // فاق's imperfect stems, not as verbs of their own.
    expect(list.lookup('يقود')?.verbOf).toEqual(['قاد']);
    expect(list.lookup('تفوق')?.verbOf).toContain('فاق');
    expect(list.lookup('تفوق')?.verbOf).not.toContain('فوق');
    expect(first('يقود')).toBe('قاد');
    expect(first('يفوق')).toBe('فاق');
    // A name the index holds as a verb stays (يقول: قال), as does one it lacks (يأتلي: ائتلى).
    expect(list.lookup('يقول')?.verbOf).toContain('قال');
    expect(list.lookup('يأتلي')?.verbOf).toEqual(['ائتلى']);
  });

  it('reads a verb with its affixes before a plural guessed from the shape (أتاحت → أتاح)', () => {
    // أفاعل is a plural's shape (أصابع) and form IV's أفال + ت (أتاحت، أعادت): the verb goes first.
    expect(first('أتاحت')).toBe('أتاح');
    expect(first('أرادت')).toBe('أراد');
    // أفاعل also writes form III's "I" (أناصر، أغاير).
    expect(first('أغاير')).toBe('غاير');
    // A plural a lead rule vouches for still goes first (ملاعب → ملعب).
    expect(first('ملاعب')).toBe('ملعب');
  });

  it('reads a final ا as a noun’s accusative before a verb’s dual (أصلا, شرقا, ذهبا)', () => {
    for (const word of ['أصلا', 'شرقا', 'ذهبا', 'تفاعلا'])
      expect(rankedCandidates(word, list, new Set())[1]).toMatchObject({
        pos: 'noun',
        inflections: [{ kind: 'accusative' }],
      });
    // A dual in ان keeps its verb (يناقشان → ناقش).
    expect(first('يناقشان')).toBe('ناقش');
  });

  it('still reads a suffixed form the list makes by rule (عادت → عاد, not only عادى)', () => {
    // The list holds عادت only as a form of عادى; عاد's عادت it makes from عاد + ت.
    expect(list.lookup('عادت')?.verbOf).toEqual(['عادى']);
    const forms = rankedCandidates('عادت', list, new Set()).map((a) => a.form);
    expect(forms.slice(1, 3)).toContain('عاد');
  });

  it('gives I and we no subject suffix: أخرجوا is the perfect of أخرج', () => {
    expect(first('أخرجوا')).toBe('أخرج');
    expect(verbLemmas('أخرجوا', false).map((guess) => guess.form)).not.toContain('خرج');
    expect(verbLemmas('نكتبون', false).map((guess) => guess.form)).not.toContain('كتب');
  });

  it('reads "they did" before "you do" (تحدثوا → تحدث, تعاونوا → تعاون)', () => {
    expect(first('تحدثوا')).toBe('تحدث');
    expect(first('تعاونوا')).toBe('تعاون');
    // The second-person reading is still offered, after.
    expect(rankedCandidates('تحدثوا', list, new Set()).map((a) => a.form)).toContain('حدث');
  });

  it('reads a doubled verb, never a hollow one, before وا and ا (مدوا → مد)', () => {
    expect(first('مدوا')).toBe('مد');
    // A hollow verb keeps its ا before a vowel (رادوا).
    const forms = rankedCandidates('ردوا', list, new Set()).map((a) => a.form);
    expect(forms).toContain('رد');
    expect(forms).not.toContain('راد');
    // Before نا the hollow verb keeps two letters and goes first (قلنا → قال); قلى's "we"
    // is قلينا.
    const spoken = rankedCandidates('قلنا', list, new Set()).map((a) => a.form);
    expect(spoken).toContain('قال');
    expect(spoken).not.toContain('قلى');
  });

  it('reads a defective verb whose last letter merged into the suffix (يمشون → مشى)', () => {
    expect(first('يمشون')).toBe('مشى');
    expect(first('يجرون')).toBe('جرى');
  });

  it('reads a hollow verb of form X under a suffix (يستفيدون → استفاد)', () => {
    expect(first('يستفيدون')).toBe('استفاد');
  });

  it('reads a hamza-seated imperfect as any other once the seat is undone (يؤدي → أدى)', () => {
    expect(first('تؤدي')).toBe('أدى');
  });

  it('takes a doubled verb of form IV for a two-letter imperfect (يحب → أحب)', () => {
    expect(verbLemmas('يحب', false).map((guess) => guess.form)).toContain('أحب');
  });
});

describe('verbs in use first', () => {
  it('prefers form IV when only its derivatives are in the list (يمكن، يعجب، يمتع)', () => {
    expect(first('يمكن')).toBe('أمكن');
    expect(first('يعجب')).toBe('أعجب');
    // سارع is a verb of form III, not the participle of سرع: it does not count.
    expect(first('يسرع')).toBe('أسرع');
  });

  it('keeps form I when its participle is in use too (يكتب → كتب, يخرج → خرج)', () => {
    expect(first('يكتب')).toBe('كتب');
    expect(first('يخرج')).toBe('خرج');
  });
});

describe('hollow verbs of form IV', () => {
  const forms = (stem: string) => verbLemmas(stem, false).map((guess) => guess.form);

  it('reads يفيل as form IV أفال before a sound verb with ي in the middle (يجيب → أجاب)', () => {
    // The lexicon knows no sound verb جيب or عيق: form IV is the reading.
    expect(forms('يجيب')[0]).toBe('أجاب');
    expect(forms('يعيق')[0]).toBe('أعاق');
    expect(forms('يبيع')[0]).toBe('باع');
  });

  it('never reads يفول as form IV: its imperfect writes ي (يقول is not أقال’s)', () => {
    expect(forms('يقول')).not.toContain('أقال');
  });
});

describe('lemmas learnt from answers', () => {
  it('do not pass the list when it knows the word as another kind (أماكن → مكان, not the verb أمكن)', () => {
    expect(first('أماكن', ['أمكن'])).toBe('مكان');
  });
});

describe('nouns that lost a last root letter', () => {
  it('take it back in the plural: سنوات → سنة', () => {
    expect(first('سنوات')).toBe('سنة');
  });
});

describe('passives and elatives', () => {
  it('reads a hollow verb’s passive perfect, ي for its ا (قيل → قال, أديرت → أدار)', () => {
    expect(first('قيل')).toBe('قال');
    expect(first('أديرت')).toBe('أدار');
    expect(rankedCandidates('أديرت', list, new Set())[1]?.inflections).toEqual([
      { kind: 'verb', tense: 'past', voice: 'passive', subject: s3f },
    ]);
  });

  it('takes an elative in أ for its own masculine when the madda form is no word (أولى → أول)', () => {
    expect(first('الأولى')).toBe('أول');
    expect(first('أخرى')).toBe('آخر');
  });
});

describe('a one-letter proclitic on a three-letter word', () => {
  it('is cut when the word as written had no entry (بخط → خط, لسد → سد, فظن → ظن)', () => {
    expect(first('بخط')).toBe('خط');
    expect(first('لسد')).toBe('سد');
    expect(first('فظن')).toBe('ظن');
  });
});

describe('a final hamza before ات', () => {
  it('is read back from its seat: مفاجآت → مفاجأة, and a masculine in ء after the feminine', () => {
    expect(first('المفاجآت')).toBe('مفاجأة');
    const forms = rankedCandidates('الجزيئات', list, new Set()).map((a) => a.form);
    expect(forms.indexOf('جزيئة')).toBeLessThan(forms.indexOf('جزيء'));
    expect(forms).toContain('جزيء');
  });
});

describe('noun endings', () => {
  it('undoes a broken plural under an accusative alif (أولادا → ولد)', () => {
    expect(first('أولادا')).toBe('ولد');
  });

  it('reads a construct plural without its ن, but not after ال (معلمو → معلم)', () => {
    expect(first('معلمو')).toBe('معلم');
    const definite = rankedCandidates('الكانو', list, new Set()).map((a) => a.form);
    expect(definite).not.toContain('كان');
  });

  it('gives a defective noun its ي back under ون (محامون → محامي)', () => {
    expect(first('محامون')).toBe('محامي');
  });
});
