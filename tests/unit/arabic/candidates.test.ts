import { describe, expect, it } from 'vitest';
import { cliticCandidates } from '../../../lib/arabic/candidates';

// [word as found, candidates in order with the default max of 3].
const EXPECTED: ReadonlyArray<readonly [string, readonly string[]]> = [
  // و / ف + ال, ب / ك + ال, ل + ال = لل: the bare lemma first, the ال form last.
  ['والكتاب', ['كتاب', 'الكتاب']],
  ['وَالْكِتَابِ', ['كتاب', 'الكتاب']],
  ['بالقلم', ['قلم', 'القلم']],
  ['بِالْقَلَمِ', ['قلم', 'القلم']],
  ['فالعلم', ['علم', 'العلم']],
  ['كالأسد', ['أسد', 'الأسد']],
  ['للكتاب', ['كتاب', 'الكتاب']],
  ['لِلْمُعَلِّمِينَ', ['معلمين', 'المعلمين']],
  ['وللكتاب', ['كتاب', 'للكتاب', 'الكتاب']],
  ['وبالكتاب', ['كتاب', 'بالكتاب', 'الكتاب']],
  ['الكتاب', ['كتاب']],
  ['الـكـتـاب', ['كتاب']],
  ['\uFE91\uFE8E\uFEDF\uFED8\uFEE0\uFEE2', ['قلم', 'القلم']],
  ['ٱلۡكِتَٰبُ', ['كتب']],
  // An article the guard keeps (4 letters) stays, and is preferred to a pronoun cut.
  ['والله', ['الله', 'والل']],
  ['بالله', ['الله', 'بالل']],
  ['والذي', ['الذي', 'والذ']],
  ['والده', ['الده', 'والد']],
  ['والدته', ['والدة', 'والدت', 'دته']],
  // Pronoun suffixes; a noun with ال carries none.
  ['كتابه', ['كتاب', 'تابه', 'تاب']],
  ['كتابُهُ', ['كتاب', 'تابه', 'تاب']],
  ['كتابهم', ['كتاب', 'تابهم', 'تاب']],
  ['كتابها', ['كتاب', 'كتابه', 'تابها']],
  ['كتابكما', ['كتاب', 'كتابكم', 'تابكما']],
  ['کتابی', ['كتاب', 'تابي', 'تاب']],
  ['بكتابهم', ['بكتاب', 'كتابهم', 'كتاب']],
  ['بِكِتَابِهِمْ', ['بكتاب', 'كتابهم', 'كتاب']],
  ['وكتابه', ['وكتاب', 'كتابه', 'كتاب']],
  ['علمني', ['علم', 'علمن']],
  ['عيني', ['عين', 'عي']],
  ['وجهه', ['وجه', 'جهه', 'جه']],
  ['أبي', ['أب']],
  ['يده', ['يد']],
  // ة restored before a pronoun (…تنا ← …ة + نا); ت first for short stems and ات plurals.
  ['مدرستنا', ['مدرسة', 'مدرست', 'مدرستن']],
  ['مدرستي', ['مدرسة', 'مدرست']],
  ['سيارته', ['سيارة', 'سيارت', 'يارته']],
  ['بيتي', ['بيت', 'بية', 'يتي']],
  ['بيتنا', ['بيت', 'بية', 'بيتن']],
  ['حياتي', ['حيات', 'حياة']],
  ['سياراتهم', ['سيارات', 'سياراة', 'ياراتهم']],
  // ى written ا before a suffix.
  ['معناه', ['معنا', 'معنى']],
  ['مستواه', ['مستوا', 'مستوى']],
  // Accusative tanween alif.
  ['كتابًا', ['كتاب', 'تابا', 'تاب']],
  ['وكتابًا', ['وكتاب', 'كتابا', 'كتاب']],
  ['زمنًا', ['زمن', 'زم']],
  ['شيئًا', ['شيء']],
  ['جزءًا', ['جزء']],
  ['قارئًا', ['قارئ', 'قارء']],
  // و / ف, verbs with س and ل.
  ['وكتب', ['كتب']],
  ['وأكل', ['أكل']],
  ['بإذن', ['إذن']],
  ['سيكتب', ['يكتب']],
  ['سأكتب', ['أكتب']],
  ['ستكتب', ['تكتب']],
  ['ليكتب', ['يكتب']],
  ['فليكتب', ['ليكتب', 'يكتب']],
  ['فسيكتبون', ['سيكتبون', 'يكتبون']],
  ['سيعطيني', ['سيعطي', 'سيعطين', 'يعطيني']],
  ['ولكن', ['لكن', 'ول']],
  // Interrogative أ only before و/ف in long words; أفعال plurals are left whole.
  ['أفتؤمنون', ['تؤمنون']],
  ['أولاد', []],
  ['أوقات', []],
  ['أفكار', []],
  // Words that begin with clitic letters: the guards keep three-letter words whole.
  ['وصل', []],
  ['بلد', []],
  ['كتب', []],
  ['فهم', []],
  ['سأل', []],
  ['لبن', []],
  ['لله', []],
  ['الله', []],
  ['الأب', []],
  ['مؤمن', []],
  // Not one Arabic word.
  ['ﻻ', []],
  ['ﷺ', []],
  ['كتاب2', []],
  ['في البيت', []],
  ['book', []],
  ['', []],
  ['\u064E\u0640', []],
];

describe('cliticCandidates on real word forms', () => {
  it.each(EXPECTED)('%s → %j', (word, expected) => {
    expect(cliticCandidates(word)).toEqual(expected);
  });

  it('covers a large table', () => {
    expect(EXPECTED.length).toBeGreaterThanOrEqual(60);
  });
});

describe('the useful cut comes within three calls', () => {
  it.each([
    ['والكتاب', 'كتاب'],
    ['بالقلم', 'قلم'],
    ['للكتاب', 'كتاب'],
    ['فالعلم', 'علم'],
    ['كتابًا', 'كتاب'],
    ['كتابه', 'كتاب'],
    ['كتابهم', 'كتاب'],
    ['وكتب', 'كتب'],
    ['سيكتب', 'يكتب'],
    ['مدرستنا', 'مدرسة'],
    ['بكتابهم', 'كتاب'],
    ['والله', 'الله'],
    ['شيئًا', 'شيء'],
    ['حياتي', 'حياة'],
  ])('%s → %s', (word, lemma) => {
    expect(cliticCandidates(word)).toContain(lemma);
  });

  it('puts the bare lemma first after a definite article', () => {
    for (const word of ['والكتاب', 'بالقلم', 'للكتاب', 'فالعلم', 'كالأسد', 'وبالكتاب']) {
      expect(cliticCandidates(word)[0]).not.toMatch(/^(ال|بال|لل)/u);
    }
  });
});

describe('options', () => {
  it('caps the list at max', () => {
    expect(cliticCandidates('وبكتابهم', { max: 10 })).toEqual([
      'وبكتاب',
      'بكتابهم',
      'بكتاب',
      'كتابهم',
      'كتاب',
    ]);
    expect(cliticCandidates('وبكتابهم')).toHaveLength(3);
    expect(cliticCandidates('وبكتابهم', { max: 1 })).toEqual(['وبكتاب']);
    expect(cliticCandidates('وبكتابهم', { max: 2.9 })).toHaveLength(2);
    expect(cliticCandidates('وبكتابهم', { max: 0 })).toEqual([]);
    expect(cliticCandidates('وبكتابهم', { max: -1 })).toEqual([]);
    expect(cliticCandidates('وبكتابهم', { max: Number.NaN })).toEqual([]);
  });

  it('never returns the word itself, in any spelling', () => {
    for (const word of ['الكتاب', 'الْكِتَابُ', 'الـكتاب']) {
      expect(cliticCandidates(word, { max: 10 })).not.toContain('الكتاب');
    }
  });
});
