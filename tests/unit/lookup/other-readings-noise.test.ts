import { describe, expect, it } from 'vitest';
import { otherReadings } from '../../../lib/lookup/other-readings';
import { diskLemmaList } from '../../support/lemma-source';

const list = await diskLemmaList();

/** The lemmas offered as links under `word`'s own entry, with what each would undo. */
function offeredUnder(word: string, shownCutClitics = false): string[] {
  return otherReadings(word, new Set([word]), list, new Set(), shownCutClitics).map(
    (reading) => `${reading.form} ${reading.inflections.map(({ kind }) => kind).join('+')}`,
  );
}

describe('readings a word the list knows as a singular noun does not get', () => {
  it('is no broken plural of another word (كتاب: not كتب، كتيب، كاتب), unlike جبال', () => {
    expect(offeredUnder('كتاب')).toEqual([]);
    // Its stem with the article cut, likewise.
    expect(offeredUnder('الكتاب', true)).toEqual([]);
    // A plural the list does not hold as a singular still offers its singular.
    expect(offeredUnder('جبال')).toContain('جبل broken-plural');
  });

  it('is no dual or sound plural of another word (الطيران: not طير; القانون: not قاني)', () => {
    expect(offeredUnder('الطيران', true)).toEqual([]);
    expect(offeredUnder('القانون', true)).toEqual([]);
    expect(offeredUnder('مكان')).toEqual([]);
  });

  it('is a verb form only of a verb the list names for it (جدته: جدة, not جاد)', () => {
    // Before a pronoun ة is written ت: the stem جدت is the list's جدة.
    expect(offeredUnder('جدته', true)).toEqual([]);
    // The list names قال among the verbs تقول is a form of.
    expect(offeredUnder('تقول')).toContain('قال verb');
  });
});
