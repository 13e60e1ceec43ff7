import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseWord } from '../../../lib/arabic/analyse';
import { hasArabicLetter } from '../../../lib/arabic/detect';
import { looseKey, strictKey } from '../../../lib/arabic/normalise';
import { arabicWordAt, arabicWordsIn, selectionLookupWord } from '../../../lib/arabic/segment';

const RUNS = { numRuns: 500 };

const codePoints = (min: number, max: number) =>
  fc.integer({ min, max }).map((code) => String.fromCodePoint(code));

/** Characters that exercise every rule: Arabic blocks, presentation forms, marks, digits. */
const arabicChar = fc.oneof(
  { weight: 6, arbitrary: codePoints(0x0600, 0x06ff) },
  { weight: 1, arbitrary: codePoints(0x0750, 0x077f) },
  { weight: 1, arbitrary: codePoints(0x08a0, 0x08ff) },
  { weight: 2, arbitrary: codePoints(0xfb50, 0xfdff) },
  { weight: 2, arbitrary: codePoints(0xfe70, 0xfeff) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      ' ',
      '  ',
      '\n',
      '\u00A0',
      '\u200C',
      '\u200D',
      '\u200E',
      '\u200F',
      '\u061C',
      '\u202B',
      '\u2067',
      '\uFEFF',
      '\u0640',
      '\u0654',
      '\u0655',
      '\u0653',
      'e\u0653\u0301',
      'a',
      '1',
      'ﷺ',
      'ﻻ',
    ),
  },
);

const ARBITRARY_STRINGS = {
  'fc.string()': fc.string(),
  'full Unicode (binary units)': fc.string({ unit: 'binary' }),
  graphemes: fc.string({ unit: 'grapheme' }),
  'UTF-16 units with lone surrogates': fc.string({ unit: codePoints(0, 0xffff) }),
  'Arabic code points': fc.string({ unit: arabicChar, maxLength: 30 }),
};

const LETTERS = 'ابتثجحخدذرزسشصضطظعغفقكلمنهويءأإآؤئةى';
const cliticWord = fc
  .tuple(
    fc.constantFrom('', 'و', 'ف', 'ب', 'ك', 'ل', 'ال', 'وال', 'بال', 'لل', 'ولل', 'س', 'وس', 'أف'),
    fc.string({ unit: fc.constantFrom(...LETTERS), minLength: 0, maxLength: 6 }),
    fc.constantFrom('', 'ه', 'ها', 'هم', 'هما', 'نا', 'ني', 'ي', 'ك', 'كم', 'ا', 'تي', 'ته'),
    fc.constantFrom('', '\u064E', '\u0640', '\u200F'),
  )
  .map(([prefix, stem, suffix, noise]) => `${prefix}${noise}${stem}${suffix}`);

const INVISIBLE_G = /[\u200C-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/gu;
const STRIPPED_BY_STRICT_KEY =
  /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u08D3-\u08FF\u0640\u200C-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF\u06CC\u06A9\u0660-\u0669\u06F0-\u06F9]/u;

const count = (text: string, char: string): number => text.split(char).length - 1;

describe.each(Object.entries(ARBITRARY_STRINGS))('keys on %s', (_name, strings) => {
  it('strictKey is idempotent', () => {
    fc.assert(
      fc.property(strings, (text) => {
        const key = strictKey(text);
        expect(strictKey(key)).toBe(key);
      }),
      RUNS,
    );
  });

  it('looseKey is idempotent and equals looseKey of the strict key', () => {
    fc.assert(
      fc.property(strings, (text) => {
        const loose = looseKey(text);
        expect(looseKey(loose)).toBe(loose);
        expect(looseKey(strictKey(text))).toBe(loose);
      }),
      RUNS,
    );
  });

  it('strictKey leaves no mark, tatweel, Persian letter, Eastern digit or stray space', () => {
    fc.assert(
      fc.property(strings, (text) => {
        const key = strictKey(text);
        expect(key).not.toMatch(STRIPPED_BY_STRICT_KEY);
        expect(key).toBe(key.trim());
        expect(key).not.toMatch(/\s\s|[^\S ]/u);
      }),
      RUNS,
    );
  });

  it('strictKey never loses a ؤ or ئ', () => {
    fc.assert(
      fc.property(strings, (text) => {
        const key = strictKey(text);
        expect(count(key, 'ؤ')).toBeGreaterThanOrEqual(count(text, 'ؤ'));
        expect(count(key, 'ئ')).toBeGreaterThanOrEqual(count(text, 'ئ'));
      }),
      RUNS,
    );
  });

  it('segmentation never throws and returns Arabic words from the text', () => {
    fc.assert(
      fc.property(strings, fc.nat(), (text, seed) => {
        for (const word of arabicWordsIn(text)) {
          expect(hasArabicLetter(word)).toBe(true);
          expect(word).not.toMatch(/\s/u);
        }
        const offset = text.length === 0 ? 0 : seed % (text.length + 1);
        const span = arabicWordAt(text, offset);
        if (span) {
          expect(span.word).toBe(text.slice(span.start, span.end).replace(INVISIBLE_G, ''));
          expect(hasArabicLetter(span.word)).toBe(true);
          const reach = offset < span.start ? text.slice(offset, span.start) : '';
          const back = offset > span.end ? text.slice(span.end, offset) : '';
          expect(`${reach}${back}`.replace(INVISIBLE_G, '')).toBe('');
        }
        const lookup = selectionLookupWord(text);
        if (lookup !== null) {
          expect(lookup.split(' ').length).toBeLessThanOrEqual(3);
          expect(hasArabicLetter(lookup)).toBe(true);
        }
      }),
      RUNS,
    );
  });
});

describe('the analyser on words built from clitics', () => {
  it('puts the word itself first and proposes only Arabic strict keys, once each', () => {
    fc.assert(
      fc.property(cliticWord, (word) => {
        const forms = analyseWord(word).map((analysis) => analysis.form);
        if (strictKey(word) === '') return;
        expect(forms[0]).toBe(strictKey(word));
        expect(new Set(forms).size).toBe(forms.length);
        for (const form of forms) {
          expect(hasArabicLetter(form)).toBe(true);
          expect(strictKey(form)).toBe(form);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
