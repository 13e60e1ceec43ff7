import { describe, expect, it } from 'vitest';
import { looseKey, strictKey } from '../../../lib/arabic/normalise';

// [as found in text, strict key, loose key]. Invisible marks are written as escapes.
const FORMS: ReadonlyArray<readonly [string, string, string]> = [
  // Harakat, shadda, sukun, tanween.
  ['كِتَابٌ', 'كتاب', 'كتاب'],
  ['الْمَدْرَسَةُ', 'المدرسة', 'المدرسه'],
  ['مُدَرِّسَةٌ', 'مدرسة', 'مدرسه'],
  ['كِتَابًا', 'كتابا', 'كتابا'],
  ['بِسْمِ', 'بسم', 'بسم'],
  ['اللُّغَةُ العَرَبِيَّةُ', 'اللغة العربية', 'اللغه العربيه'],
  ['الصَّلَاةُ', 'الصلاة', 'الصلاه'],
  ['هُدًى', 'هدى', 'هدي'],
  ['جَزَاءً', 'جزاء', 'جزاء'],
  ['شَيْئًا', 'شيئا', 'شيئا'],
  ['حَزَّنَ', 'حزن', 'حزن'],
  // Hamza forms: ؤ and ئ survive both keys; أ إ آ fold only in the loose key.
  ['مُؤْمِنٌ', 'مؤمن', 'مؤمن'],
  ['سُؤَالٌ', 'سؤال', 'سؤال'],
  ['رُؤْيَةٌ', 'رؤية', 'رؤيه'],
  ['شُؤُونٌ', 'شؤون', 'شؤون'],
  ['مَسْؤُولٌ', 'مسؤول', 'مسؤول'],
  ['بِئْرٌ', 'بئر', 'بئر'],
  ['سَائِلٌ', 'سائل', 'سائل'],
  ['قَرَأَ', 'قرأ', 'قرا'],
  ['إِسْلَامٌ', 'إسلام', 'اسلام'],
  ['آمَنَ', 'آمن', 'امن'],
  ['أَحْمَدُ', 'أحمد', 'احمد'],
  ['القُرْآنُ', 'القرآن', 'القران'],
  ['إِنَّ', 'إن', 'ان'],
  ['سَأَلَ', 'سأل', 'سال'],
  ['ءَ', 'ء', 'ء'],
  // Decomposed hamza (letter + U+0654/U+0655/U+0653) is composed, never stripped to a bare letter.
  ['\u0648\u0654', 'ؤ', 'ؤ'],
  ['\u064A\u0654', 'ئ', 'ئ'],
  ['\u0627\u0654', 'أ', 'ا'],
  ['\u0627\u0655', 'إ', 'ا'],
  ['\u0627\u0653', 'آ', 'ا'],
  ['م\u0648\u0654\u0645\u0646', 'مؤمن', 'مؤمن'],
  // Alef maksura, alef wasla, superscript alef.
  ['عَلَى', 'على', 'علي'],
  ['مُسْتَشْفَى', 'مستشفى', 'مستشفي'],
  ['مُوسَىٰ', 'موسى', 'موسي'],
  ['ٱلرَّحْمَٰنِ', 'ٱلرحمن', 'الرحمن'],
  ['ٱللَّهِ', 'ٱلله', 'الله'],
  // Quranic annotation marks: U+06E1 (sukun form) and U+06DB (small high three dots).
  ['ق\u064F\u0644\u06E1', 'قل', 'قل'],
  ['لَا رَيْبَ\u06DB فِيهِ\u06DB', 'لا ريب فيه', 'لا ريب فيه'],
  ['ٱلۡكِتَٰبُ', 'ٱلكتب', 'الكتب'],
  ['ص\u06DC', 'ص', 'ص'],
  ['م\u08F0', 'م', 'م'],
  // Tatweel.
  ['كتـــاب', 'كتاب', 'كتاب'],
  ['جمـيـل', 'جميل', 'جميل'],
  ['الـلـه', 'الله', 'الله'],
  ['ـ', '', ''],
  // Presentation forms: unfolded letter by letter.
  ['ﻻ', 'لا', 'لا'],
  ['ﻷ', 'لأ', 'لا'],
  ['ﻹ', 'لإ', 'لا'],
  ['ﻵ', 'لآ', 'لا'],
  ['\uFEDB\uFE98\uFE8E\uFE8F', 'كتاب', 'كتاب'],
  ['\uFE91\uFE8E\uFEDF\uFED8\uFEE0\uFEE2', 'بالقلم', 'بالقلم'],
  ['ﷲ', 'الله', 'الله'],
  ['ﷴ', 'محمد', 'محمد'],
  ['ﮐﺘﺎﺏ', 'كتاب', 'كتاب'],
  // Spacing harakat forms are diacritics: dropped, not turned into a space.
  ['\uFE70', '', ''],
  ['كتاب\uFE76', 'كتاب', 'كتاب'],
  ['\uFC60', '', ''],
  // Ligatures that stand for phrases stay signs.
  ['ﷺ', 'ﷺ', 'ﷺ'],
  ['محمد ﷺ', 'محمد ﷺ', 'محمد ﷺ'],
  ['ﷻ', 'ﷻ', 'ﷻ'],
  ['﷽', '﷽', '﷽'],
  // Persian keyboard letters.
  ['کتاب', 'كتاب', 'كتاب'],
  ['یک', 'يك', 'يك'],
  ['فارسی', 'فارسي', 'فارسي'],
  ['کی', 'كي', 'كي'],
  ['\uFBFC', 'ي', 'ي'],
  // Arabic-Indic and extended digits.
  ['٣٤', '34', '34'],
  ['۱۲۳', '123', '123'],
  ['سنة ١٤٤٥', 'سنة 1445', 'سنه 1445'],
  ['٠١٢٣٤٥٦٧٨٩', '0123456789', '0123456789'],
  ['۰۱۲۳۴۵۶۷۸۹', '0123456789', '0123456789'],
  ['كتاب٢', 'كتاب2', 'كتاب2'],
  // Invisible marks: ZWNJ, ZWJ, LRM, RLM, ALM, embeddings, isolates, BOM.
  ['می\u200Cخواهم', 'ميخواهم', 'ميخواهم'],
  ['\u200Fكتاب\u200E', 'كتاب', 'كتاب'],
  ['\u202Bكتاب\u202C', 'كتاب', 'كتاب'],
  ['\u2067قلم\u2069', 'قلم', 'قلم'],
  ['كتاب\u061C', 'كتاب', 'كتاب'],
  ['\uFEFFكتاب', 'كتاب', 'كتاب'],
  ['ك\u200Dتاب', 'كتاب', 'كتاب'],
  // Whitespace: trimmed and collapsed to one space.
  ['  كتاب   جميل  ', 'كتاب جميل', 'كتاب جميل'],
  ['كتاب\n\tقلم', 'كتاب قلم', 'كتاب قلم'],
  ['كتاب\u00A0قلم', 'كتاب قلم', 'كتاب قلم'],
  ['كتاب \u200E قلم', 'كتاب قلم', 'كتاب قلم'],
  // Punctuation and other scripts are left alone (NFKC is not applied outside the ranges).
  ['نعم، لا؟', 'نعم، لا؟', 'نعم، لا؟'],
  ['hello', 'hello', 'hello'],
  ['ﬁ ² ①', 'ﬁ ² ①', 'ﬁ ² ①'],
  ['Café', 'Café', 'Café'],
  ['', '', ''],
];

describe('strictKey and looseKey on real word forms', () => {
  it.each(FORMS)('%s → %s / %s', (text, strict, loose) => {
    expect(strictKey(text)).toBe(strict);
    expect(looseKey(text)).toBe(loose);
  });

  it('covers a large table', () => {
    expect(FORMS.length).toBeGreaterThanOrEqual(80);
  });
});

describe('documented failure modes', () => {
  it('keeps ؤ and ئ in the strict key (no NFD-then-strip)', () => {
    expect(strictKey('مُؤْتَمَرٌ')).toBe('مؤتمر');
    expect(strictKey('رَئِيسٌ')).toBe('رئيس');
    expect(strictKey('مُؤْتَمَرٌ')).not.toContain('و');
  });

  it('never expands ﷺ into a phrase', () => {
    expect(strictKey('ﷺ')).not.toContain(' ');
    expect(strictKey('النبي ﷺ قال')).toBe('النبي ﷺ قال');
    expect(looseKey('ﷺ')).toBe('ﷺ');
  });

  it('composes again after stripping, so a second pass changes nothing', () => {
    // U+0653 blocked e + U+0301 from composing; once it is stripped they compose to é.
    expect(strictKey('e\u0653\u0301')).toBe('\u00E9');
    expect(strictKey(strictKey('e\u0653\u0301'))).toBe('\u00E9');
  });

  it('folds only presentation forms, so Latin ligatures and digits stay as written', () => {
    expect(strictKey('ﬀ')).toBe('ﬀ');
    expect(strictKey('١٢ ½')).toBe('12 ½');
  });
});

describe('keys agree with each other', () => {
  it.each(FORMS)('%s: idempotent, loose of strict equals loose', (text) => {
    const strict = strictKey(text);
    expect(strictKey(strict)).toBe(strict);
    expect(looseKey(looseKey(text))).toBe(looseKey(text));
    expect(looseKey(strict)).toBe(looseKey(text));
  });
});
