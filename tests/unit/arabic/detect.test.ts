import { describe, expect, it } from 'vitest';
import { ARABIC_RE, hasArabicLetter, isArabicLetter } from '../../../lib/arabic/detect';

describe('hasArabicLetter', () => {
  it.each([
    ['كتاب', true],
    ['hello كتاب', true],
    ['ء', true],
    ['ﻻ', true],
    ['ی', true],
    ['\u200Fك\u200E', true],
    ['كتـاب', true],
  ])('%s has an Arabic letter', (text, expected) => {
    expect(hasArabicLetter(text)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['hello', 'Latin'],
    ['\u064E\u0651', 'harakat alone'],
    ['\u0640\u0640', 'tatweel alone'],
    ['،؛؟', 'Arabic punctuation'],
    ['٣٤', 'Arabic-Indic digits'],
    ['\u200F\u061C', 'bidi marks'],
    ['שלום', 'Hebrew'],
  ])('%s (%s) has none', (text) => {
    expect(hasArabicLetter(text)).toBe(false);
  });

  it('uses Script_Extensions: harakat, tatweel and the Arabic comma are Arabic script', () => {
    for (const char of ['\u064E', '\u0640', '،', '\u0670']) expect(ARABIC_RE.test(char)).toBe(true);
    expect(/\p{Script=Arabic}/u.test('\u0640')).toBe(false);
  });
});

describe('isArabicLetter', () => {
  it('takes exactly one letter', () => {
    expect(isArabicLetter('ك')).toBe(true);
    expect(isArabicLetter('كت')).toBe(false);
    expect(isArabicLetter('\u0640')).toBe(false);
    expect(isArabicLetter('\u064E')).toBe(false);
    expect(isArabicLetter('a')).toBe(false);
    expect(isArabicLetter('')).toBe(false);
  });
});
