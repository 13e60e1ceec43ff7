import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arabicWordAt,
  arabicWordsIn,
  neighbourWords,
  selectionLookupWord,
} from '../../../lib/arabic/segment';

const SENTENCE = 'ذهبَ الولدُ إلى المدرسةِ، ثم عاد.';

describe('arabicWordAt', () => {
  it.each([
    [0, 'ذهبَ', 0, 4], // word start
    [2, 'ذهبَ', 0, 4], // middle
    [3, 'ذهبَ', 0, 4], // on the fatha: diacritics are inside the word
    [4, 'ذهبَ', 0, 4], // just after the word: the caret touches it
    [5, 'الولدُ', 5, 11],
    [12, 'إلى', 12, 15],
    [16, 'المدرسةِ', 16, 24],
    [24, 'المدرسةِ', 16, 24], // on the Arabic comma right after the word
    [26, 'ثم', 26, 28],
    [31, 'عاد', 29, 32],
    [32, 'عاد', 29, 32], // on the final full stop
  ])('offset %i in RTL text → %s', (offset, word, start, end) => {
    expect(arabicWordAt(SENTENCE, offset)).toEqual({ word, start, end });
  });

  it('returns null between the comma and the next word, and after the full stop', () => {
    expect(arabicWordAt(SENTENCE, 25)).toBeNull();
    expect(arabicWordAt(SENTENCE, SENTENCE.length)).toBeNull();
  });

  it('keeps tatweel and diacritics inside the word', () => {
    expect(arabicWordAt('هذا كتـــابٌ جميلٌ', 7)).toEqual({ word: 'كتـــابٌ', start: 4, end: 12 });
  });

  it('returns null on a Latin word or a space away from Arabic', () => {
    const text = 'hello world كتاب';
    expect(arabicWordAt(text, 2)).toBeNull();
    expect(arabicWordAt(text, 5)).toBeNull();
    expect(arabicWordAt(text, 12)?.word).toBe('كتاب');
    expect(arabicWordAt('كتاب   قلم', 5)).toBeNull();
  });

  it('finds Arabic inside mixed Arabic and English', () => {
    const text = 'The word سلام means peace';
    expect(arabicWordAt(text, 10)).toEqual({ word: 'سلام', start: 9, end: 13 });
    expect(arabicWordAt(text, 15)).toBeNull();
  });

  it('splits letters from attached digits and Latin', () => {
    expect(arabicWordAt('كتاب2', 1)).toEqual({ word: 'كتاب', start: 0, end: 4 });
    expect(arabicWordAt('كتاب2', 4)).toEqual({ word: 'كتاب', start: 0, end: 4 });
    expect(arabicWordAt('٣٤كتاب', 3)).toEqual({ word: 'كتاب', start: 2, end: 6 });
    expect(arabicWordAt('٣٤كتاب', 0)).toBeNull();
    expect(arabicWordAt('abcكتاب', 3)?.word).toBe('كتاب');
    expect(arabicWordAt('abcكتاب', 1)).toBeNull();
  });

  it('strips bidi marks and treats them as transparent for the caret', () => {
    const text = '\u200Fكتاب\u200E abc';
    expect(arabicWordAt(text, 0)).toEqual({ word: 'كتاب', start: 1, end: 5 });
    expect(arabicWordAt(text, 3)).toEqual({ word: 'كتاب', start: 1, end: 5 });
    expect(arabicWordAt(text, 6)).toEqual({ word: 'كتاب', start: 1, end: 5 });
    expect(arabicWordAt(text, 8)).toBeNull();
    expect(arabicWordAt('a\u202Bكتاب\u202C', 3)?.word).toBe('كتاب');
    expect(arabicWordAt('\u2067قلم\u2069', 2)?.word).toBe('قلم');
  });

  it('drops a ZWNJ inside a word without splitting it', () => {
    expect(arabicWordAt('می\u200Cخواهم', 1)).toEqual({ word: 'میخواهم', start: 0, end: 8 });
  });

  it('separates words at ، ؛ ؟ « » and a full stop between letters', () => {
    const text = '«السلام»؛ كيف؟ كتاب.قلم';
    expect(arabicWordAt(text, 3)?.word).toBe('السلام');
    expect(arabicWordAt(text, 11)?.word).toBe('كيف');
    expect(arabicWordAt(text, 17)?.word).toBe('كتاب');
    expect(arabicWordAt(text, 21)?.word).toBe('قلم');
  });

  it('does not treat ﷺ as a word', () => {
    expect(arabicWordAt('محمد ﷺ', 5)).toBeNull();
    expect(arabicWordAt('محمدﷺ', 4)?.word).toBe('محمد');
  });

  it('rejects impossible offsets', () => {
    expect(arabicWordAt('كتاب', -1)).toBeNull();
    expect(arabicWordAt('كتاب', 5)).toBeNull();
    expect(arabicWordAt('كتاب', 1.5)).toBeNull();
    expect(arabicWordAt('كتاب', Number.NaN)).toBeNull();
    expect(arabicWordAt('', 0)).toBeNull();
  });

  it('refuses a run of more than 40 letters: no word is that long', () => {
    const forty = 'بت'.repeat(20);
    expect(arabicWordAt(`في ${forty} هنا`, 5)?.word).toBe(forty);
    expect(arabicWordAt(`في ${forty}ث هنا`, 5)).toBeNull();
    // Diacritics are not letters: forty letters with a mark on each are still a word.
    const marked = 'بَ'.repeat(40);
    expect(arabicWordAt(marked, 0)?.word).toBe(marked);
  });

  it('handles a very long text without spaces', () => {
    const text = `${'x'.repeat(10_000)}كتاب${'y'.repeat(10_000)}`;
    expect(arabicWordAt(text, 10_002)).toEqual({ word: 'كتاب', start: 10_000, end: 10_004 });
  });
});

describe('arabicWordsIn', () => {
  it.each([
    ['ذهبَ الولدُ إلى المدرسةِ، ثم عاد.', ['ذهبَ', 'الولدُ', 'إلى', 'المدرسةِ', 'ثم', 'عاد']],
    ['قال «السلام» عليكم؟', ['قال', 'السلام', 'عليكم']],
    ['كتاب2 ٣٤كتاب عربي123abc', ['كتاب', 'كتاب', 'عربي']],
    ['hello عالم world', ['عالم']],
    ['\u200Fكتاب\u200E \u061Cقلم', ['كتاب', 'قلم']],
    ['هذا كتـــابٌ جميلٌ؛ حقًّا', ['هذا', 'كتـــابٌ', 'جميلٌ', 'حقًّا']],
    ['﴿ذَٰلِكَ ٱلۡكِتَٰبُ لَا رَيۡبَۛ فِيهِۛ﴾', ['ذَٰلِكَ', 'ٱلۡكِتَٰبُ', 'لَا', 'رَيۡبَۛ', 'فِيهِۛ']],
    ['ﻻ إله', ['ﻻ', 'إله']],
    ['١٢٣ ، ؟ ـَ', []],
    ['', []],
  ])('%s', (text, words) => {
    expect(arabicWordsIn(text)).toEqual(words);
  });
});

describe('selectionLookupWord', () => {
  it.each([
    ['كتاب', 'كتاب'],
    ['  «كتاب»  ', 'كتاب'],
    ['(كتاب).', 'كتاب'],
    ['"الكتابُ،"', 'الكتابُ'],
    ['لماذا؟', 'لماذا'],
    ['\u200Fكتاب\u200E', 'كتاب'],
    ['كتاب2', 'كتاب'],
    ['بيت الحكمة', 'بيت الحكمة'],
    ['في  بيت\nالحكمة', 'في بيت الحكمة'],
    ['the word كتاب', 'كتاب'],
  ])('%s → %s', (selection, expected) => {
    expect(selectionLookupWord(selection)).toBe(expected);
  });

  it.each([
    ['hello'],
    [''],
    ['   '],
    ['٣٤'],
    ['، ؟ « »'],
    ['\u064E\u0640'],
    ['ذهب الولد إلى المدرسة'],
  ])('%s → null', (selection) => {
    expect(selectionLookupWord(selection)).toBeNull();
  });

  it('honours maxWords', () => {
    expect(selectionLookupWord('ذهب الولد إلى المدرسة', 4)).toBe('ذهب الولد إلى المدرسة');
    expect(selectionLookupWord('بيت الحكمة', 1)).toBeNull();
    expect(selectionLookupWord('كتاب', 0)).toBeNull();
    expect(selectionLookupWord('كتاب', Number.NaN)).toBeNull();
  });

  it('refuses a selection holding a run of more than 40 letters', () => {
    expect(selectionLookupWord(`كتاب ${'بت'.repeat(20)}`)).toBe(`كتاب ${'بت'.repeat(20)}`);
    expect(selectionLookupWord(`كتاب ${'بت'.repeat(75)}`)).toBeNull();
  });

  it('stops early on a huge selection', () => {
    expect(selectionLookupWord('كلمة '.repeat(100_000))).toBeNull();
  });
});

describe('against Unicode word boundaries', () => {
  // What could make the two disagree: Arabic letters, marks, tatweel, invisible marks, ﷺ,
  // digits, Latin and Hebrew letters, punctuation and spaces.
  const PIECES = [
    ...'كتابپیـﷺﷻ٣2aא.،«» \n',
    ...['\u064E', '\u0651', '\u06D6', '\u0670', '\u05B0'],
    ...['\u200C', '\u200D', '\u200E', '\u200F', '\u061C', '\u202B', '\u2069', '\uFEFF'],
  ];
  const segmenter = new Intl.Segmenter('ar', { granularity: 'word' });

  it('finds the words it would find in each Unicode word segment alone', () => {
    // No word boundary of Intl.Segmenter falls inside a word: it need not segment first.
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 16 }), (pieces) => {
        const text = pieces.join('');
        const bySegment = Array.from(segmenter.segment(text)).flatMap((part) =>
          arabicWordsIn(part.segment),
        );
        expect(arabicWordsIn(text)).toEqual(bySegment);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('neighbourWords: the words a lookup borrows from its sentence', () => {
  it('takes at most 3 words each side, nearest last before and first after', () => {
    expect(neighbourWords('في عام ١٩٧٦ قال إنه لم', 'مضمار السباق مستخدماً منذ ذلك')).toEqual({
      before: ['قال', 'إنه', 'لم'],
      after: ['مضمار', 'السباق', 'مستخدماً'],
    });
  });

  it('stops at punctuation, a digit or a Latin word: they end the clause', () => {
    expect(neighbourWords('كتبت كوري شولمان، ', ' في تدوينة. ثم')).toEqual({
      before: [],
      after: ['في', 'تدوينة'],
    });
    expect(neighbourWords('عام 2016 ', ' BBC قالت')).toEqual({ before: [], after: [] });
  });

  it('keeps the diacritics a tanween is told by', () => {
    expect(neighbourWords('', ' الأوراق تنوعاً كبيراً').after).toEqual(['الأوراق', 'تنوعاً', 'كبيراً']);
  });
});
