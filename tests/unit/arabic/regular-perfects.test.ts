// A perfect that is a verb of the lemma list with its subject suffix (سألت: سأل + ت) is a
// form the list makes by rule and so does not hold; it counts as much as the prefix-only
// forms the list does hold (ألت, لتّ's "I"), and opens before them. Words chosen by hand
// for the kind of form they are; none is taken from the accuracy data.
import { describe, expect, it } from 'vitest';
import { firstReadingOf as first } from '../../support/shipped-readings';

describe('a list verb with its subject suffix', () => {
  it.each([
    ['سألت', 'سأل', 'not the future س + أ + لتّ'],
    ['سألته', 'سأل', 'not the future س + أ + لتّ, with a pronoun'],
    ['سألتهم', 'سأل', 'nor with another pronoun'],
    ['مسكتا', 'مسك', 'the dual’s تا, not the noun مسكة'],
    ['جذبتاه', 'جذب', 'the dual’s تا before a pronoun, not جذبة'],
  ])('%s opens %s first (%s)', (word, lemma) => {
    expect(first(word)).toBe(lemma);
  });

  it('leaves the rare feminine plural’s ن where it was: فلهجنهما is not first لهج + ن', () => {
    // The preference "not a feminine plural" (verb-preferences.ts) holds over the rule.
    expect(first('فلهجنهما')).not.toBe('لهج');
  });
});
