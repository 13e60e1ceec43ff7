import { describe, expect, it } from 'vitest';
import { isSameLemma } from '../../../scripts/accuracy/same-lemma';

// npm run accuracy counts an answer right when it heads the annotated lemma's entry or its
// feminine's (the data's README: a dictionary may list either).
describe('the harness counts a feminine headword for its masculine lemma', () => {
  it.each([
    ['خاصة', 'خاص'],
    ['خاص', 'خاصة'],
    ['جزيئة', 'جزيء'],
    ['كبرى', 'أكبر'],
    ['يسرى', 'أيسر'],
    ['حمراء', 'أحمر'],
    ['عليا', 'أعلى'],
    ['قصوى', 'أقصى'],
    ['أولى', 'أول'],
    ['أخرى', 'آخر'],
    ['أكبر', 'كبرى'],
  ])('%s for %s', (form, lemma) => {
    expect(isSameLemma(form, lemma)).toBe(true);
  });

  it.each([
    ['كبر', 'أكبر'],
    ['كتاب', 'كاتب'],
    ['أكبر', 'أكثر'],
    ['ولى', 'أول'],
    ['جزيء', 'جزء'],
  ])('but not %s for %s', (form, lemma) => {
    expect(isSameLemma(form, lemma)).toBe(false);
  });
});
