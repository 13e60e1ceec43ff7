import { describe, expect, it } from 'vitest';
import { brokenPluralSingulars } from '../../../lib/arabic/broken-plurals';
import { fillShape, matchShape } from '../../../lib/arabic/word-shape';

describe('matchShape', () => {
  it('gives the root letters, in order, of a word that fits', () => {
    expect(matchShape('CCاCيC', 'مشاريع')).toEqual(['م', 'ش', 'ر', 'ع']);
    expect(matchShape('أCCاء', 'أعضاء')).toEqual(['ع', 'ض']);
  });

  it('takes no ة, ى or ا for a root letter, and no ء where the shape says c', () => {
    expect(matchShape('CCاC', 'قراة')).toBeNull();
    expect(matchShape('CCاC', 'ااار')).toBeNull();
    expect(matchShape('أCWاc', 'أبواب')).toEqual(['ب', 'ب']);
    expect(matchShape('أCWاc', 'أبواء')).toBeNull();
  });

  it('takes no و or ي where the shape says K', () => {
    expect(matchShape('CCKة', 'طلبة')).toEqual(['ط', 'ل', 'ب']);
    expect(matchShape('CCKة', 'فضية')).toBeNull();
    expect(matchShape('CCKة', 'قسوة')).toBeNull();
  });

  it('takes و or ي for W, and only the second root letter again for 2', () => {
    expect(matchShape('أCWاc', 'أيام')).toBeNull();
    expect(matchShape('أCWاc', 'أعياد')).toEqual(['ع', 'د']);
    expect(matchShape('أCWاc', 'أعلاد')).toBeNull();
    expect(matchShape('CCو2', 'حدود')).toEqual(['ح', 'د']);
    expect(matchShape('CCو2', 'حدوح')).toBeNull();
  });

  it('counts letters, not UTF-16 units, and needs the whole word to fit', () => {
    expect(matchShape('CCوC', 'علوم')).toEqual(['ع', 'ل', 'م']);
    expect(matchShape('CCوC', 'العلوم')).toBeNull();
    expect(matchShape('CCوC', 'علو')).toBeNull();
    expect(matchShape('CCوC', '𝐀لوم')).toEqual(['𝐀', 'ل', 'م']);
  });
});

describe('fillShape', () => {
  it('puts the root letters in place of $1…, and keeps a $ with no root', () => {
    expect(fillShape('$1ا$2$3ة', ['ع', 'ص', 'م'])).toBe('عاصمة');
    expect(fillShape('إ$1$2ا$3', ['ق', 'ل', 'م'])).toBe('إقلام');
    expect(fillShape('$1$4', ['ح', 'د'])).toBe('ح$4');
  });
});

describe('broken plurals through the shapes', () => {
  const forms = (plural: string) => brokenPluralSingulars(plural).map((guess) => guess.form);

  it('undoes the doubled root, the hollow أفعال and the defective shapes', () => {
    expect(brokenPluralSingulars('ردود')).toContainEqual({
      form: 'رد',
      strong: false,
      lemmaFirst: true,
    });
    expect(forms('ظلال')).toContain('ظل');
    expect(forms('أجواد')).toContain('جاد');
    expect(forms('أقاليم')).toEqual(expect.arrayContaining(['إقليم', 'إقلام']));
    expect(forms('أوعية')).toContain('وعاء');
    expect(forms('آثار')).toContain('أثر');
  });
});
