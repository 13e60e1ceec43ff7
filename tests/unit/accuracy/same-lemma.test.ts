import { describe, expect, it } from 'vitest';
import { isFeminineLemmasMasculine, isSameLemma } from '../../../scripts/accuracy/same-lemma';

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

describe('a verb lemma has no feminine', () => {
  it('counts only the verb itself for a verb', () => {
    // يعانون: أعان (help) for عانى (suffer) is another verb, though أعان looks like an elative.
    expect(isSameLemma('أعان', 'عانى', 'VERB')).toBe(false);
    expect(isSameLemma('عانى', 'عانى', 'VERB')).toBe(true);
  });
});

describe('the tables say how often a feminine lemma was answered by its masculine', () => {
  it.each([
    ['جريد', 'جريدة', 'NOUN', true],
    ['معلوم', 'معلومة', 'NOUN', true],
    ['أكبر', 'كبرى', 'ADJ', true],
    // The feminine for a masculine lemma, the lemma itself, another word: not so.
    ['خاصة', 'خاص', 'ADJ', false],
    ['جريدة', 'جريدة', 'NOUN', false],
    ['كتاب', 'كاتب', 'NOUN', false],
  ])('%s for %s (%s): %s', (form, lemma, upos, expected) => {
    expect(isFeminineLemmasMasculine(form, lemma, upos)).toBe(expected);
  });
});
