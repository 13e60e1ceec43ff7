import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseWord } from '../../../lib/arabic/analyse';
import { brokenPluralSingulars } from '../../../lib/arabic/broken-plurals';
import { isArabicLetter } from '../../../lib/arabic/detect';
import { decodeWord, encodeWord } from '../../../lib/arabic/lemma-codec';
import { parseLemmaList } from '../../../lib/arabic/lemma-list';
import { strictKey } from '../../../lib/arabic/normalise';
import { finalTanween } from '../../../lib/arabic/tanween';
import { rankedCandidates } from '../../../lib/lookup/lemma-knowledge';
import { diskLemmaList } from '../../support/lemma-source';

const list = await diskLemmaList();
const reading = (word: string, form: string) =>
  rankedCandidates(word, list, new Set()).find((analysis) => analysis.form === form);

describe('broken plural shapes', () => {
  const strength = (plural: string, singular: string) =>
    brokenPluralSingulars(plural).find((guess) => guess.form === singular)?.strong;

  it('takes تفاعيل for a plural even after ت; تفاعل stays a likelier verbal noun', () => {
    expect(strength('تراخيص', 'ترخيص')).toBe(true);
    expect(strength('تصاميم', 'تصميم')).toBe(true);
    expect(strength('تبادل', 'تبدل')).toBe(false);
  });

  it('undoes فواعيل and أفاعل (قوانين → قانون, أماكن → مكان)', () => {
    expect(strength('قوانين', 'قانون')).toBe(true);
    expect(strength('أماكن', 'مكان')).toBe(true);
  });
});

describe('the elative feminine فعلى', () => {
  const first = (word: string) => rankedCandidates(word, list, new Set())[1]?.form;

  it('goes to the masculine elative the list knows before the فعلى stem', () => {
    expect(first('الكبرى')).toBe('أكبر');
    expect(first('السفلى')).toBe('أسفل');
    expect(first('الأخرى')).toBe('آخر');
    expect(first('والصغرى')).toBe('أصغر');
  });

  it('leaves a فعلى noun with no noun أفعل as it is (الذكرى، الفوضى)', () => {
    expect(first('الذكرى')).toBe('ذكرى');
    expect(first('الفوضى')).toBe('فوضى');
  });
});

describe('what the analyser says it undid', () => {
  it('names the verb, its tense and subject (قالت → قال · verb, past, she)', () => {
    expect(reading('قالت', 'قال')).toEqual({
      form: 'قال',
      proclitics: [],
      enclitics: [],
      inflections: [
        {
          kind: 'verb',
          tense: 'past',
          subject: { person: 3, number: 'singular', gender: 'feminine' },
        },
      ],
      pos: 'verb',
    });
  });

  it('reads no imperative after ل, which takes an imperfect (لاول → ل + أول)', () => {
    const readings = rankedCandidates('لاول', list, new Set());
    expect(
      readings.filter((analysis) =>
        analysis.inflections.some(
          (inflection) => 'tense' in inflection && inflection.tense === 'imperative',
        ),
      ),
    ).toEqual([]);
    expect(readings[1]).toMatchObject({ form: 'أول', proclitics: ['ل'] });
    // The imperfect after ل stays (ليكتب).
    expect(reading('ليكتب', 'كتب')).toMatchObject({ proclitics: ['ل'], pos: 'verb' });
  });

  it('cuts the future س before every imperfect prefix the affix rows write, آ too (سآخذ)', () => {
    expect(reading('سآخذ', 'أخذ')).toMatchObject({
      proclitics: ['س'],
      inflections: [{ kind: 'verb', tense: 'future', subject: { person: 1 } }],
    });
  });

  it('names a future with its subject and the clitics cut', () => {
    expect(reading('وسيكتبون', 'كتب')).toMatchObject({
      proclitics: ['و', 'س'],
      inflections: [
        {
          kind: 'verb',
          tense: 'future',
          subject: { person: 3, number: 'plural', gender: 'masculine' },
        },
      ],
    });
  });

  it('names a broken plural and the article', () => {
    expect(reading('الملاعب', 'ملعب')).toMatchObject({
      proclitics: ['ال'],
      enclitics: [],
      inflections: [{ kind: 'broken-plural' }],
      pos: 'noun',
    });
  });

  it('names clitics on both sides of a noun (بسفينتنا → سفينة)', () => {
    expect(reading('بسفينتنا', 'سفينة')).toEqual({
      form: 'سفينة',
      proclitics: ['ب'],
      enclitics: ['نا'],
      inflections: [],
    });
  });

  it('names feminine, plural and dual endings', () => {
    expect(reading('الجديدة', 'جديد')?.inflections).toEqual([{ kind: 'feminine' }]);
    expect(reading('السيارات', 'سيارة')?.inflections).toEqual([{ kind: 'sound-plural' }]);
    expect(reading('الدولتين', 'دولة')?.inflections).toEqual([{ kind: 'dual' }]);
    expect(reading('كتابا', 'كتاب')?.inflections).toEqual([{ kind: 'accusative' }]);
  });

  it('ranks a lemma the list knows before one it does not', () => {
    // مدرستنا: مدرسة (known) before مدرست (not a word).
    const forms = rankedCandidates('مدرستنا', list, new Set()).map((a) => a.form);
    expect(forms.indexOf('مدرسة')).toBeLessThan(forms.indexOf('مدرست'));
  });

  it('ranks a lemma learnt from an answer first when the list does not know it otherwise', () => {
    const unknown = analyseWord('الفسيفسائيات').find((a) => a.form === 'فسيفسائية');
    expect(unknown).toBeDefined();
    const forms = rankedCandidates('الفسيفسائيات', list, new Set(['فسيفسائية']));
    expect(forms[1]?.form).toBe('فسيفسائية');
  });

  it('proposes nothing for what is not one Arabic word', () => {
    for (const text of ['', 'book', '123', 'كتاب جديد', '؟']) expect(analyseWord(text)).toEqual([]);
  });
});

describe('ني, a verb’s “me”', () => {
  const firstProbe = (word: string) => rankedCandidates(word, list, new Set())[1]?.form;

  it.each([
    ['عيني', 'عين'],
    ['بدني', 'بدن'],
    ['وطني', 'وطن'],
    ['ركني', 'ركن'],
    ['سجني', 'سجن'],
    ['ذهني', 'ذهن'],
  ])('follows no noun: a noun in ن takes “my” ي (%s → %s + ي)', (word, noun) => {
    expect(firstProbe(word)).toBe(noun);
  });

  it('is contradicted after a word the list knows as no verb (بدني: بدّ + ني after باد + ني)', () => {
    const forms = rankedCandidates('بدني', list, new Set()).map((analysis) => analysis.form);
    expect(forms.indexOf('بد')).toBeGreaterThan(forms.indexOf('باد'));
  });

  it('still follows a verb as written and the particles that take it', () => {
    expect(reading('ضربني', 'ضرب')?.enclitics).toEqual(['ني']);
    expect(reading('علمني', 'علم')?.enclitics).toEqual(['ني']);
    expect(reading('إنني', 'إن')?.enclitics).toEqual(['ني']);
    expect(reading('لكنني', 'لكن')?.enclitics).toEqual(['ني']);
  });
});

describe('the lemma list', () => {
  it('knows nouns, verbs and the verb a conjugated form belongs to', () => {
    expect(list.lookup('كتاب')).toMatchObject({ noun: true });
    expect(list.lookup('كتب')).toMatchObject({ verb: true });
    expect(list.lookup('يقول')?.verbOf).toContain('قال');
    expect(list.lookup('فسيفسائيات')).toBeUndefined();
    expect(list.lookup('book')).toBeUndefined();
  });

  it('finds every word of a list it was given, and no other', () => {
    const words = ['باب', 'بيت', 'كتب', 'كتاب', 'مكتبة'];
    // The list is sorted by its one-byte spelling, as the generator writes it.
    const lines = words.map((word) => `${encodeWord(word)} n`).sort();
    const text = `${lines.join('\n')}\n`;
    const small = parseLemmaList(text);
    expect(small.size).toBe(5);
    for (const word of words) expect(small.lookup(word)?.noun).toBe(true);
    for (const word of ['با', 'بيتا', 'مكتب', 'ي']) expect(small.lookup(word)).toBeUndefined();
  });

  it('finds every line of the shipped list by bisecting its text, first and last included', () => {
    const text = readFileSync(join(import.meta.dirname, '../../../public/lemmas/ar.txt'), 'latin1');
    const keys = text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.split(' ')[0]);
    expect(list.size).toBe(keys.length);
    const missing = keys.filter((key) => list.lookup(decodeWord(key ?? '')) === undefined);
    expect(missing).toEqual([]);
  });

  it('reads a list whose last line has no newline, and a word with no tags', () => {
    const lines = [`${encodeWord('باب')}`, `${encodeWord('بيت')} v`].sort();
    const small = parseLemmaList(lines.join('\n'));
    expect(small.size).toBe(2);
    expect(small.lookup('باب')).toEqual({
      noun: false,
      invariable: false,
      verb: false,
      verbOf: [],
    });
    expect(small.lookup('بيت')?.verb).toBe(true);
    expect(parseLemmaList('').lookup('باب')).toBeUndefined();
  });
});

const arabicLetter = fc
  .integer({ min: 0x0621, max: 0x064a })
  .filter((code) => code < 0x063b || code > 0x0640)
  .map((code) => String.fromCharCode(code));
const arabicWord = fc.array(arabicLetter, { minLength: 1, maxLength: 9 }).map((l) => l.join(''));
const harakat = fc.constantFrom('', '\u064E', '\u064F', '\u0650', '\u0651', '\u064B', '\u0640');
const writtenWord = fc
  .array(fc.tuple(arabicLetter, harakat), { minLength: 1, maxLength: 9 })
  .map((pairs) => pairs.map(([letter, mark]) => letter + mark).join(''));
const RUNS = { numRuns: 400 };

describe('analyser properties', () => {
  it('puts the word itself first, and proposes only non-empty Arabic words, once each', () => {
    fc.assert(
      fc.property(writtenWord, (word) => {
        const forms = analyseWord(word).map((analysis) => analysis.form);
        expect(forms[0]).toBe(strictKey(word));
        expect(new Set(forms).size).toBe(forms.length);
        for (const form of forms) {
          expect(form.length).toBeGreaterThan(0);
          expect([...form].every(isArabicLetter)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('is idempotent: marks other than a final tanween change no reading', () => {
    fc.assert(
      fc.property(writtenWord, (word) => {
        expect(analyseWord(word)).toEqual(analyseWord(word));
        if (finalTanween(word)) return;
        expect(analyseWord(strictKey(word))).toEqual(analyseWord(word));
      }),
      RUNS,
    );
  });

  it('reads a word ending in tanween as a noun only: no verb, no article, no pronoun', () => {
    fc.assert(
      fc.property(arabicWord, fc.constantFrom('\u064B', '\u064C', '\u064D'), (word, mark) => {
        for (const analysis of analyseWord(word + mark)) {
          expect(analysis.pos).not.toBe('verb');
          expect(analysis.enclitics).toEqual([]);
          expect(analysis.proclitics).not.toContain('ال');
        }
      }),
      RUNS,
    );
  });

  it('ranking keeps every reading (and adds the verbs the list knows), the word itself first', () => {
    fc.assert(
      fc.property(arabicWord, (word) => {
        const plain = analyseWord(word).map((analysis) => analysis.form);
        const ranked = rankedCandidates(word, list, new Set()).map((analysis) => analysis.form);
        expect(ranked[0]).toBe(word);
        for (const form of plain) expect(ranked).toContain(form);
      }),
      RUNS,
    );
  });
});
