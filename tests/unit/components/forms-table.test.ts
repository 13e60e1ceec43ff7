import { describe, expect, it } from 'vitest';
import { formsTable } from '../../../components/forms-table';
import type { WordForm } from '../../../lib/lookup/types';

const form = (
  value: string,
  genderCode: string | null,
  numberCode: string | null,
  names: { genderName?: string | null; numberName?: string | null } = {},
): WordForm => ({
  value,
  genderCode,
  numberCode,
  genderName: names.genderName ?? null,
  numberName: names.numberName ?? null,
});

/** The table as rows of [number key, …forms per gender column]. */
const grid = (forms: WordForm[]) => {
  const table = formsTable(forms);
  return [
    ['', ...table.genders.map((gender) => gender.key)],
    ...table.numbers.map((number) => [
      number.key,
      ...table.genders.map((gender) => table.formsAt(number, gender).join(' | ')),
    ]),
  ];
};

describe('the forms table', () => {
  it('lays the forms out by number (rows) and gender (columns), in grammar order', () => {
    expect(
      grid([
        form('ذَهَبُوا', 'masculine', 'plural'),
        form('ذَهَبَتْ', 'feminine', 'singular'),
        form('ذَهَبَ', 'masculine', 'singular'),
        form('ذَهَبَا', 'masculine', 'dual'),
      ]),
    ).toEqual([
      ['', 'masculine', 'feminine'],
      ['singular', 'ذَهَبَ', 'ذَهَبَتْ'],
      ['dual', 'ذَهَبَا', ''],
      ['plural', 'ذَهَبُوا', ''],
    ]);
  });

  it('lists each form once, alternatives split, though several lexicons give it', () => {
    expect(
      grid([
        form('قَرَآ/قَرَأَا', 'masculine', 'dual'),
        form('قَرَآ', 'masculine', 'dual'),
        form(' قَرَأَا ', 'Masculine', 'Dual'),
      ]),
    ).toEqual([
      ['', 'masculine'],
      ['dual', 'قَرَآ | قَرَأَا'],
    ]);
  });

  it('keeps unknown codes after the known ones, and forms with no code last', () => {
    const table = formsTable([
      form('أ', null, null),
      form('ب', 'common', 'singular', { genderName: 'مشترك' }),
      form('ج', 'masculine', 'singular'),
    ]);
    expect(table.genders.map((gender) => [gender.key, gender.name])).toEqual([
      ['masculine', null],
      ['common', 'مشترك'],
      ['', null],
    ]);
    expect(table.numbers.map((number) => number.key)).toEqual(['singular', '']);
  });

  it('skips a form with no value', () => {
    expect(formsTable([form(' ', 'masculine', 'singular')]).numbers).toEqual([]);
  });
});
