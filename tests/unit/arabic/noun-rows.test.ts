// The noun rules as rows (lib/arabic/noun-rows.ts) row by row, each on a real word: the
// reading the row gives, with what it records and costs, as nounLemmas proposes it. A row
// removed loses its reading; a row added without its case here fails the first test.
import { describe, expect, it } from 'vitest';
import type { Inflection } from '../../../lib/arabic/analysis';
import {
  ACCUSATIVE_ALIF,
  BEFORE_PRONOUN,
  DEFECTIVE_YEH,
  ELATIVE_FEMININES,
  ENDINGS,
  HAMZA_OFF_SEAT,
  type NounRow,
} from '../../../lib/arabic/noun-rows';
import { IRREGULAR_NOUN_TABLE, nounLemmas, type StemContext } from '../../../lib/arabic/nouns';
import { tableRows } from '../../../lib/arabic/tables/reader';

const FEMININE: Inflection = { kind: 'feminine' };
const PLURAL: Inflection = { kind: 'sound-plural' };
const DUAL: Inflection = { kind: 'dual' };

const BARE: StemContext = { hasSuffix: false, definite: false, nounOnly: false };
const SUFFIXED: StemContext = { ...BARE, hasSuffix: true };

/** One row's case: the stem (clitics cut) of a real word, where it stands, the reading. */
interface RowCase {
  /** The row, by what it cuts and restores (and its cost, where two rows share those). */
  row: Pick<NounRow, 'end' | 'restore'> & { start?: string; cost?: number };
  word: string;
  stem: string;
  context: StemContext;
  lemma: string;
  means: Inflection[];
  cost: number;
}

const FAMILIES: Record<string, { rows: readonly NounRow[]; cases: RowCase[] }> = {
  'before a pronoun (BEFORE_PRONOUN)': {
    rows: BEFORE_PRONOUN,
    cases: [
      ...([
        ['مدرستنا', 'مدرست', 'ت', 'ة', 'مدرسة', [], 0],
        ['لغته', 'لغت', 'ت', 'ة', 'لغة', [], 0.1],
        ['مستواه', 'مستوا', 'ا', 'ى', 'مستوى', [], 0],
        ['انتهائها', 'انتهائ', 'ئ', 'ء', 'انتهاء', [], 0],
        ['خطئه', 'خطئ', 'ئ', 'أ', 'خطأ', [], 0.1],
        ['ضوؤه', 'ضوؤ', 'ؤ', 'ء', 'ضوء', [], 0],
        ['مبدؤه', 'مبدؤ', 'ؤ', 'أ', 'مبدأ', [], 0.1],
        ['معلميها', 'معلمي', 'ي', '', 'معلم', [PLURAL], 1],
        ['كتاباه', 'كتابا', 'ا', '', 'كتاب', [DUAL], 1],
        ['طبيعتاه', 'طبيعتا', 'تا', 'ة', 'طبيعة', [DUAL], 1],
        ['ملزمتيها', 'ملزمتي', 'تي', 'ة', 'ملزمة', [DUAL], 1],
        ['منفصلتاه', 'منفصلتا', 'تا', '', 'منفصل', [DUAL, FEMININE], 1.1],
        ['منفصلتيه', 'منفصلتي', 'تي', '', 'منفصل', [DUAL, FEMININE], 1.1],
        ['مستوياه', 'مستويا', 'يا', 'ى', 'مستوى', [DUAL], 1],
        ['مستوييه', 'مستويي', 'يي', 'ى', 'مستوى', [DUAL], 1],
        ['بيضاواه', 'بيضاوا', 'اوا', 'اء', 'بيضاء', [DUAL], 1],
        ['سوداويها', 'سوداوي', 'اوي', 'اء', 'سوداء', [DUAL], 1],
      ].map(([word, stem, end, restore, lemma, means, cost]) => ({
        row: { end, restore, cost },
        word,
        stem,
        context: SUFFIXED,
        lemma,
        means,
        cost,
      })) as RowCase[]),
    ],
  },
  'the accusative alif (ACCUSATIVE_ALIF)': {
    rows: ACCUSATIVE_ALIF,
    cases: [
      ['شيئا', 'ئا', 'ء', 'شيء'],
      ['كتابا', 'ا', '', 'كتاب'],
    ].map(([word, end, restore, lemma]) => ({
      row: { end, restore },
      word,
      stem: word,
      context: BARE,
      lemma,
      means: [{ kind: 'accusative' }],
      cost: 1.2,
    })) as RowCase[],
  },
  'plural, dual and feminine endings (ENDINGS)': {
    rows: ENDINGS,
    cases: (
      [
        ['مدرستان', 'تان', 'ة', 'مدرسة', [DUAL], 1],
        ['منفصلتان', 'تان', '', 'منفصل', [DUAL, FEMININE], 1.1],
        ['مدرستين', 'تين', 'ة', 'مدرسة', [DUAL], 1],
        ['منفصلتين', 'تين', '', 'منفصل', [DUAL, FEMININE], 1.1],
        ['مدرستا', 'تا', 'ة', 'مدرسة', [DUAL], 1],
        ['مختلفتا', 'تا', '', 'مختلف', [DUAL, FEMININE], 1.1],
        ['بيضاوا', 'اوا', 'اء', 'بيضاء', [DUAL], 1],
        ['سوداوي', 'اوي', 'اء', 'سوداء', [DUAL], 1],
        ['مكافآت', 'آت', 'أة', 'مكافأة', [PLURAL], 1],
        ['منشآت', 'آت', 'أ', 'منشأ', [PLURAL], 1.1],
        ['قنوات', 'وات', 'اة', 'قناة', [PLURAL], 1],
        ['مباريات', 'يات', 'اة', 'مباراة', [PLURAL], 1.15],
        ['سنوات', 'وات', 'ة', 'سنة', [PLURAL], 1.05],
        ['فيديوهات', 'وهات', 'و', 'فيديو', [PLURAL], 1],
        ['حكومات', 'ات', 'ة', 'حكومة', [PLURAL], 1],
        ['اجتماعات', 'ات', '', 'اجتماع', [PLURAL], 1.1],
        ['مستويات', 'يات', 'ى', 'مستوى', [PLURAL], 1],
        ['جزيئات', 'ئات', 'ء', 'جزيء', [PLURAL], 1],
        ['معلمون', 'ون', '', 'معلم', [PLURAL], 1],
        ['محامون', 'ون', 'ي', 'محامي', [PLURAL], 1.1],
        ['معلمين', 'ين', '', 'معلم', [PLURAL], 1],
        ['منتجو', 'و', '', 'منتج', [PLURAL], 1],
        ['كتابان', 'ان', '', 'كتاب', [DUAL], 1],
        ['مستويان', 'يان', 'ى', 'مستوى', [DUAL], 1],
        ['مستويين', 'يين', 'ى', 'مستوى', [DUAL], 1.1],
        ['بيضاوان', 'اوان', 'اء', 'بيضاء', [DUAL], 1],
        ['سوداوين', 'اوين', 'اء', 'سوداء', [DUAL], 1],
        ['كبيرة', 'ة', '', 'كبير', [FEMININE], 1],
      ] as const
    ).map(([word, end, restore, lemma, means, cost]) => ({
      row: { end, restore },
      word,
      stem: word,
      context: BARE,
      lemma,
      means: [...means],
      cost,
    })),
  },
  'a final hamza off the seat an ending gave it (HAMZA_OFF_SEAT)': {
    rows: HAMZA_OFF_SEAT,
    cases: (
      [
        ['بطيئين', 'ئ', 'بطيء', [PLURAL]],
        ['مخبوؤون', 'ؤ', 'مخبوء', [PLURAL]],
      ] as const
    ).map(([word, end, lemma, means]) => ({
      row: { end, restore: 'ء' },
      word,
      stem: word,
      context: BARE,
      lemma,
      means: [...means],
      cost: 1,
    })),
  },
  "the elative's feminine (ELATIVE_FEMININES)": {
    rows: ELATIVE_FEMININES,
    cases: (
      [
        ['عليا', 'يا', 'ى', '', 'أعلى', -0.1],
        ['أولى', 'ى', '', 'أ', 'آول', -0.1],
        ['أولى', 'ى', '', 'أ', 'أول', -0.05],
        ['كبرى', 'ى', '', '', 'أكبر', -0.1],
      ] as const
    ).map(([word, end, restore, start, lemma, cost]) => ({
      row: { end, restore, start, cost },
      word,
      stem: word,
      context: BARE,
      lemma,
      means: [FEMININE],
      cost,
    })),
  },
  "a منقوص's ي under ـٍ (DEFECTIVE_YEH)": {
    rows: DEFECTIVE_YEH,
    cases: [
      {
        row: { end: '', restore: 'ي' },
        word: 'قاضٍ',
        stem: 'قاض',
        context: { ...BARE, nounOnly: true, tanween: 'kasratan' },
        lemma: 'قاضي',
        means: [{ kind: 'defective' }],
        cost: 0.3,
      },
    ],
  },
};

/** Whether `test` is the case of `row`. */
const isCaseOf = (row: NounRow, { row: cased }: RowCase): boolean =>
  row.end === cased.end &&
  row.restore === cased.restore &&
  (cased.start === undefined || row.start?.written === cased.start) &&
  (cased.cost === undefined || row.cost === cased.cost);

describe.each(Object.entries(FAMILIES))('the noun rows: %s', (_family, { rows, cases }) => {
  it('each row has its case here', () => {
    for (const row of rows) expect(cases.filter((test) => isCaseOf(row, test))).not.toEqual([]);
  });

  it.each(cases.map((test) => [test.word, test.lemma, test] as const))(
    '%s → %s',
    (_word, _lemma, { stem, context, lemma, means, cost }) => {
      const guesses = nounLemmas(stem, context).filter(
        (found) =>
          found.form === lemma && JSON.stringify(found.inflections) === JSON.stringify(means),
      );
      expect(guesses.map((found) => found.cost)).toContainEqual(cost);
    },
  );
});

describe('where a row’s condition keeps it out', () => {
  const forms = (stem: string, context: StemContext) =>
    nounLemmas(stem, context).map((guess) => guess.form);

  it('reads no ن-ending before a pronoun, where a plural or dual drops its ن (لصينهما)', () => {
    expect(forms('لصين', SUFFIXED)).not.toContain('لص');
    expect(forms('كتابان', SUFFIXED)).not.toContain('كتاب');
  });

  it('puts a plural in وات of a noun in وة before one of a noun that lost its و', () => {
    const cost = (lemma: string) =>
      nounLemmas('خطوات', BARE).find((guess) => guess.form === lemma)?.cost ?? Infinity;
    expect(cost('خطوة')).toBeLessThan(cost('خطة'));
  });

  it('reads no loanword in يا as a dual before the noun it governs (كوميديا)', () => {
    expect(forms('كوميديا', BARE)).not.toContain('كوميدى');
  });

  it('reads a dual before the noun it governs only with no article and no tanween', () => {
    expect(forms('مدرستا', { ...BARE, definite: true })).not.toContain('مدرسة');
    expect(forms('تشتيتا', { ...BARE, nounOnly: true, tanween: 'fathatan' })).not.toContain(
      'تشتية',
    );
  });

  it('reads a hamza after a long vowel both ways: it may follow a doubled letter (تقيؤا)', () => {
    expect(forms('تقيؤا', BARE)).toContain('تقيؤ');
  });
});

describe('the order of the rows before a pronoun', () => {
  it('reads a sound plural’s و before a suffix by the construct ending (معلموها → معلم)', () => {
    expect(nounLemmas('معلمو', SUFFIXED)).toContainEqual({
      form: 'معلم',
      inflections: [PLURAL],
      cost: 1,
    });
  });

  it('puts a longer stem’s ة and a hamza off its seat before the stem as written', () => {
    expect(nounLemmas('مدرست', SUFFIXED)[0]?.form).toBe('مدرسة');
    expect(nounLemmas('انتهائ', SUFFIXED)[0]?.form).toBe('انتهاء');
    expect(nounLemmas('لغت', SUFFIXED)[0]?.form).toBe('لغت');
  });

  it('lets a plural’s singular lead through a hamza off its seat only (أبنائه → ابن)', () => {
    expect(nounLemmas('أبنائ', SUFFIXED)).toContainEqual(
      expect.objectContaining({
        form: 'ابن',
        claim: { kind: 'plural', common: true, asWritten: true },
      }),
    );
  });
});

describe('the irregular nouns (tables/irregular-nouns.ts), by where the stem stands', () => {
  const cases = [
    ['أبو بكر', 'أب', 'أبو', BARE],
    ['أخو', 'أخ', 'أخو', BARE],
    ['ذي', 'ذو', 'ذي', BARE],
    ['أبوه', 'أب', 'أبو', SUFFIXED],
    ['أبيه', 'أب', 'أبي', SUFFIXED],
    ['أباه', 'أب', 'أبا', SUFFIXED],
    ['أخوها', 'أخ', 'أخو', SUFFIXED],
    ['أخيها', 'أخ', 'أخي', SUFFIXED],
    ['أخاها', 'أخ', 'أخا', SUFFIXED],
    ['المرأة', 'امرأة', 'مرأة', { ...BARE, definite: true }],
    // The decade numerals, each case naming the nominative, with the article or without.
    ...['عشر', 'ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثمان', 'تسع'].flatMap(
      (unit) =>
        [
          [`${unit}ون`, `${unit}ون`, `${unit}ون`, BARE],
          [`${unit}ين`, `${unit}ون`, `${unit}ين`, BARE],
          [`ال${unit}ين`, `${unit}ون`, `${unit}ين`, { ...BARE, definite: true }],
        ] as const,
    ),
    // "Two", a dual with no singular: every case and gender, in اثنا عشر too.
    ...['اثنان', 'اثنين', 'اثنا', 'اثني', 'اثنتان', 'اثنتين', 'اثنتا', 'اثنتي'].flatMap(
      (form) =>
        [
          [form, 'اثنان', form, BARE],
          [`ال${form}`, 'اثنان', form, { ...BARE, definite: true }],
        ] as const,
    ),
  ] as const;

  it('each row has its case here', () => {
    for (const { key } of tableRows(IRREGULAR_NOUN_TABLE))
      expect(
        cases.some(([, , stem]) => stem === key),
        key,
      ).toBe(true);
  });

  it.each(cases)('%s → %s', (_word, lemma, stem, context) => {
    expect(nounLemmas(stem, context)[0]).toEqual({
      form: lemma,
      inflections: [],
      cost: 0,
      claim: { kind: 'irregular' },
    });
  });

  it.each([
    ['الذي: ذي after the article', 'ذي', { ...BARE, definite: true }],
    ['أبي with no suffix: its row holds before a pronoun only', 'أبي', BARE],
    ['ذيه: ذي before a pronoun', 'ذي', SUFFIXED],
    ['مرأة without the article', 'مرأة', BARE],
    ['عشرينه: a decade numeral before a pronoun', 'عشرين', SUFFIXED],
  ] as const)('not %s', (_case, stem, context) => {
    expect(nounLemmas(stem, context)[0]?.claim).toBeUndefined();
  });
});
