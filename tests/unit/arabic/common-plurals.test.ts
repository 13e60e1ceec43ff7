import { describe, expect, it } from 'vitest';
import { commonPluralSingular } from '../../../lib/arabic/common-plurals';

describe('the common-plurals table', () => {
  it('gives the singular of its first, a middle and its last plural', () => {
    expect(commonPluralSingular('آباء')).toBe('أب');
    expect(commonPluralSingular('رجال')).toBe('رجل');
    expect(commonPluralSingular('يهود')).toBe('يهودي');
  });

  it('answers only for a whole plural, never for part of a line', () => {
    expect(commonPluralSingular('آبا')).toBeUndefined();
    expect(commonPluralSingular('باء')).toBeUndefined();
    expect(commonPluralSingular('أب')).toBeUndefined();
    expect(commonPluralSingular('')).toBeUndefined();
    expect(commonPluralSingular('كتاب')).toBeUndefined();
  });

  it('gives a plural written like a common verb only where the word is a noun', () => {
    expect(commonPluralSingular('كتب')).toBeUndefined();
    expect(commonPluralSingular('كتب', true)).toBe('كتاب');
    expect(commonPluralSingular('رجال', true)).toBe('رجل');
    expect(commonPluralSingular('كت', true)).toBeUndefined();
  });
});
