import { describe, expect, it } from 'vitest';
import {
  ARABIC_RE,
  hasArabicLetter,
  isArabicLetter,
  isArabicLetterFast,
} from '../../../lib/arabic/detect';

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

describe.each([
  ['isArabicLetter', isArabicLetter],
  ['isArabicLetterFast', isArabicLetterFast],
])('%s', (_name, isLetter) => {
  it('takes exactly one letter, not tatweel', () => {
    for (const letter of ['ك', 'ء', 'ي', 'ی']) expect(isLetter(letter), letter).toBe(true);
    for (const other of ['كت', 'بي', '\u0640', '\u064E', 'a', '']) {
      expect(isLetter(other), other).toBe(false);
    }
  });
});

describe('isArabicLetterFast', () => {
  it('answers as isArabicLetter for every character of the Basic Multilingual Plane', () => {
    const disagreements: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      if (isArabicLetterFast(char) !== isArabicLetter(char)) disagreements.push(code.toString(16));
    }
    expect(disagreements).toEqual([]);
  });
});
