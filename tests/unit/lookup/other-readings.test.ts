import { describe, expect, it } from 'vitest';
import { otherFormOfVerb, otherReadings } from '../../../lib/lookup/other-readings';
import { diskLemmaList } from '../../support/lemma-source';

const list = await diskLemmaList();

/** The readings offered under `word`'s own entry, found as written (no clitics cut). */
function offeredUnder(word: string, shownCutClitics = false): string[] {
  return otherReadings(word, new Set([word]), list, new Set(), shownCutClitics).map(
    (reading) => reading.form,
  );
}

describe('readings offered as links under a word’s own entry', () => {
  it('offers the third-person verb a text most likely means (تقول → قال)', () => {
    expect(offeredUnder('تقول')).toContain('قال');
  });

  it('offers no first-person verb reading of a word that is its own lemma (أكبر, نقل)', () => {
    expect(offeredUnder('أكبر')).not.toContain('كبر');
    expect(offeredUnder('نقل')).not.toContain('قال');
  });

  it('does not read a word found as written as clitics on a shorter word (لعب ≠ ل + عاب)', () => {
    expect(offeredUnder('لعب')).not.toContain('عاب');
  });
});

describe('the other verb of a form I / form IV pair, under a verb answer', () => {
  const answer = (form: string) => ({
    form,
    proclitics: [],
    enclitics: [],
    inflections: [],
    pos: 'verb' as const,
  });
  const other = (word: string, answered: string) =>
    otherFormOfVerb(word, answer(answered), list, new Set())?.form;

  it('offers form IV under form I and form I under form IV (تظهر: ظهر, أظهر)', () => {
    expect(other('تظهر', 'ظهر')).toBe('أظهر');
    expect(other('تظهر', 'أظهر')).toBe('ظهر');
    expect(other('ويلزم', 'لزم')).toBe('ألزم');
  });

  it('offers nothing where the letters make one verb only, or the answer is no verb', () => {
    expect(other('يكتب', 'كتب')).toBeUndefined();
    expect(otherFormOfVerb('تظهر', { ...answer('ظهر'), pos: 'noun' }, list, new Set())).toBe(
      undefined,
    );
  });
});
