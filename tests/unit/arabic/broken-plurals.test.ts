// The broken-plural patterns (lib/arabic/broken-plurals.ts, PATTERNS) row by row, each on
// a real plural none of the word tables holds: the singular the row's shape gives it. A
// row removed loses its singular; a row added without its case here fails the
// first test.
import { describe, expect, it } from 'vitest';
import { brokenPluralSingulars, PATTERNS } from '../../../lib/arabic/broken-plurals';
import { matchShape } from '../../../lib/arabic/word-shape';

/** A real plural (none of the common plurals' or homographs' table) and the singular one
 * pattern gives it. */
const CASES: [plural: string, singular: string][] = [
  ['سوابق', 'سابق'],
  ['سوابق', 'سابقة'],
  ['مطابخ', 'مطبخ'],
  ['مزارع', 'مزرعة'],
  ['عصافير', 'عصفور'],
  ['تصاميم', 'تصميم'],
  ['مزامير', 'مزمار'],
  ['أباريق', 'إبريق'],
  ['أحاسيس', 'إحساس'],
  ['طواحين', 'طاحون'],
  ['أساور', 'سوار'],
  ['أكابر', 'كبير'],
  ['عشائر', 'عشيرة'],
  ['دعائم', 'دعامة'],
  ['ضمائر', 'ضمير'],
  ['أقفال', 'قفل'],
  ['أنصار', 'نصير'],
  ['أعوام', 'عام'],
  ['تيجان', 'تاج'],
  ['حيتان', 'حوت'],
  ['آداب', 'أدب'],
  ['أشلاء', 'شلو'],
  ['أزياء', 'زي'],
  ['أوعية', 'وعاء'],
  ['أجهزة', 'جهاز'],
  ['أرغفة', 'رغيف'],
  ['أذكياء', 'ذكي'],
  ['أنسباء', 'نسيب'],
  ['بخلاء', 'بخيل'],
  ['عقلاء', 'عاقل'],
  ['سدود', 'سد'],
  ['فجاج', 'فج'],
  ['بحور', 'بحر'],
  ['سهام', 'سهم'],
  ['لطاف', 'لطيف'],
  ['رقاع', 'رقعة'],
  ['أبحر', 'بحر'],
  ['كتبة', 'كاتب'],
  ['جهال', 'جاهل'],
];

describe('the broken-plural patterns', () => {
  it('each pattern has its case here', () => {
    for (const { plural } of PATTERNS)
      expect(
        CASES.some(([word]) => matchShape(plural, word)),
        plural,
      ).toBe(true);
  });

  it.each(CASES)('%s → %s', (plural, singular) => {
    expect(brokenPluralSingulars(plural).map((guess) => guess.form)).toContain(singular);
  });

  it('reads no فعلة plural of a defective root in ية: that is written فعاة (قضاة)', () => {
    const singulars = (word: string) => brokenPluralSingulars(word).map((guess) => guess.form);
    expect(singulars('فضية')).not.toContain('فاضي');
    expect(singulars('طلبة')).toContain('طالب');
  });
});
