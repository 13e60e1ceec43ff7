// Spellings a dictionary lists a web-typed word under (lib/arabic/respellings.ts): the
// hamza put back on one alif, a final ه read as ة, a final ى as ي, ئو as ؤو; never the word
// itself. Each row has its case here: a row removed loses it.
import { describe, expect, it } from 'vitest';
import {
  editedSpellings,
  keepsRespelledEnding,
  RESPELLINGS,
} from '../../../lib/arabic/respellings';

describe('the respelling rows', () => {
  /**
   * One case per row, by where it reads and what it reads as typed: a real word typed so,
   * and the standard.
   */
  const CASES: Record<string, [typed: string, standard: string]> = {
    'end ه ة': ['مدرسه', 'مدرسة'],
    'end ى ي': ['مستشفى', 'مستشفي'],
    'end ي ى': ['مستوي', 'مستوى'],
    'alif ا أ': ['اخذ', 'أخذ'],
    'alif ا إ': ['انتاج', 'إنتاج'],
    'alif ا آ': ['الاخر', 'الآخر'],
    'wasl إ ا': ['إعتراف', 'اعتراف'],
    'wasl أ ا': ['الأجتماعية', 'الاجتماعية'],
    'wasl أ إ': ['أهداء', 'إهداء'],
    'wasl أ آ': ['الأية', 'الآية'],
    'end آ ا': ['حاليآ', 'حاليا'],
    'alif آ ا': ['الحيآة', 'الحياة'],
    'everywhere ئو ؤو': ['مسئول', 'مسؤول'],
    'everywhere أو ؤو': ['بدأوا', 'بدؤوا'],
    'everywhere ءو ؤو': ['جاءوا', 'جاؤوا'],
    'everywhere أي ئي': ['ابدأي', 'ابدئي'],
    'everywhere ءي ئي': ['تبرءين', 'تبرئين'],
    'end ا أ': ['يبدا', 'يبدأ'],
    'end ئ يء': ['شئ', 'شيء'],
    'end ئ يئ': ['سئ', 'سيئ'],
    'everywhere ىء ئ': ['شاطىء', 'شاطئ'],
  };

  it.each(
    RESPELLINGS.flatMap((row) => row.standard.map((letters) => [row.kind, row, letters] as const)),
  )('%s: each row’s spelling has its case', (_kind, row, letters) => {
    const known = CASES[`${row.where} ${row.typed} ${letters}`];
    expect(known).toBeDefined();
    const [typed, standard] = known ?? ['', ''];
    expect(editedSpellings(typed)).toContain(standard);
  });
});

describe('editedSpellings', () => {
  it.each([
    ['a hamza left off a first alif', 'اخذ', 'أخذ'],
    ['an إ left off', 'انتاج', 'إنتاج'],
    ['an آ left off after the article', 'الاخر', 'الآخر'],
    ['a hamza left off inside the word', 'مسالة', 'مسألة'],
    ['a final ة typed ه', 'مدرسه', 'مدرسة'],
    ['both at once', 'الاسره', 'الأسرة'],
    ['a final hamza typed as its alif', 'نشا', 'نشأ'],
    ['a final and a first hamza at once', 'اخطا', 'أخطأ'],
    ['a final ي typed ى', 'مستشفى', 'مستشفي'],
    ['a final ى typed ي', 'الكبري', 'الكبرى'],
    ['ئ where the standard writes ؤ', 'مسئول', 'مسؤول'],
    ['ئ written ى + ء, as older typesetting does', 'هادىء', 'هادئ'],
    ['a hamza typed on a verbal noun’s wasl alif', 'إعتراف', 'اعتراف'],
    ['the same after the article', 'الإمتياز', 'الامتياز'],
    ['form X’s', 'إستقبال', 'استقبال'],
    ['form VIII’s ط after an emphatic', 'إضطراب', 'اضطراب'],
    ['form VII’s', 'إنتخاب', 'انتخاب'],
    ['form VIII’s د', 'إدخار', 'ادخار'],
    ['a wasl noun’s', 'إسمها', 'اسمها'],
    ['an imperative’s', 'إنظر', 'انظر'],
    ['after any proclitics clitics.ts cuts: ل + ال', 'للإستثمار', 'للاستثمار'],
    ['و + ب + ال', 'وبالإستقبال', 'وبالاستقبال'],
    ['و + ك', 'وكإنتخاب', 'وكانتخاب'],
    ['a letter typed three times', 'الروووعه', 'الروعة'],
    ['an alif typed twice', 'صبااح', 'صباح'],
  ])('proposes %s: %s → %s', (_, typed, edited) => {
    expect(editedSpellings(typed)).toContain(edited);
  });

  it('never proposes the word itself, nor touches the article’s alif', () => {
    for (const word of ['اخذ', 'الكتاب', 'مدرسه'])
      expect(editedSpellings(word)).not.toContain(word);
    expect(editedSpellings('الكتاب').some((form) => !form.startsWith('ال'))).toBe(false);
  });

  it('reads a final ئ as يء after a consonant only (بطيئ is no بطييء)', () => {
    expect(editedSpellings('بطئ')).toContain('بطيء');
    expect(editedSpellings('بطيئ').some((form) => form.endsWith('ييء'))).toBe(false);
  });

  it('reads a final ا as أ after a consonant only, and on no word of two letters (دوا, ما)', () => {
    expect(editedSpellings('دوا')).not.toContain('دوأ');
    expect(editedSpellings('ما')).not.toContain('مأ');
  });

  it('leaves an إ inside the word', () => {
    // نإ is no proclitic: the إ stands inside the word.
    expect(editedSpellings('نإستقبال')).not.toContain('ناستقبال');
  });

  it('reads no first آ as ا (آخر), and no misspelling row on a verb’s form (رقآ, أدرنوا)', () => {
    expect(editedSpellings('آحد')).not.toContain('احد');
    expect(editedSpellings('رقآ')).toContain('رقا');
    expect(editedSpellings('رقآ', true)).not.toContain('رقا');
    expect(editedSpellings('أدرنوا', true)).not.toContain('ادرنوا');
    // The web's typings are read on a verb's form all the same (اخذها → أخذها).
    expect(editedSpellings('اخذها', true)).toContain('أخذها');
  });

  it('keeps the letters the standard doubles (اللغة, مدد)', () => {
    expect(editedSpellings('اللغة')).not.toContain('الغة');
    expect(editedSpellings('مدد')).not.toContain('مد');
  });

  it('sets at most one alif right in one spelling', () => {
    expect(editedSpellings('اسالة')).not.toContain('أسألة');
  });
});

describe('editedSpellings on a long word', () => {
  it('looks at its first three alifs only: a bounded number of spellings', () => {
    const word = `${'اب'.repeat(19)}ه`;
    expect(editedSpellings(word).length).toBeLessThanOrEqual(2 * (1 + 3 * 3));
  });
});

describe('keepsRespelledEnding', () => {
  it('keeps a reading of a final ى set right whose lemma ends in it (يسعي → يسعى → سعى)', () => {
    expect(keepsRespelledEnding('يسعي', 'يسعى', 'سعى')).toBe(true);
    expect(keepsRespelledEnding('الكبري', 'الكبرى', 'كبرى')).toBe(true);
  });

  it('not one that undoes that ى again: a nisba the list lacks is no elative (الجيري → أجير)', () => {
    expect(keepsRespelledEnding('الجيري', 'الجيرى', 'أجير')).toBe(false);
  });

  it('asks nothing of the other rows (الاخر → الآخر, المدرسه → مدرس)', () => {
    expect(keepsRespelledEnding('الاخر', 'الآخر', 'آخر')).toBe(true);
    expect(keepsRespelledEnding('المدرسه', 'المدرسة', 'مدرس')).toBe(true);
  });
});
