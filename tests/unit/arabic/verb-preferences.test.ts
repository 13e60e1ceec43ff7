// The verb preferences one by one: for each rule, two readings that differ only in what the
// rule looks at, in both orders; then the list's order where two rules disagree, and the
// rules on the shipped verb stem index (words chosen by kind, not from the dev set).
import { describe, expect, it } from 'vitest';
import { VERB_AFFIXES, type VerbAffixRow } from '../../../lib/arabic/verb-affixes';
import type { VerbStemEntry } from '../../../lib/arabic/verb-index';
import {
  compareVerbReadings,
  VERB_PREFERENCES,
  type VerbReading,
} from '../../../lib/arabic/verb-preferences';
import { verbLemmas } from '../../../lib/arabic/verb-readings';
import { firstReadingOf, leadOf, shippedList } from '../../support/shipped-readings';

const row = (aspect: string, prefix: string, suffix: string, person: string, mood = '') => {
  const found = VERB_AFFIXES.find(
    ([a, p, s, who, m]) =>
      a === aspect && p === prefix && s === suffix && who === person && m === mood,
  );
  if (!found) throw new Error(`no affix row ${aspect} ${prefix} ${suffix} ${person} ${mood}`);
  return found;
};

const reading = (
  lemma: string,
  middle: string,
  affixes: VerbAffixRow,
  entry: Partial<VerbStemEntry> = {},
  list: Partial<Pick<VerbReading, 'attested' | 'known' | 'doubledInUse'>> = {},
): VerbReading => ({
  row: affixes,
  middle,
  entry: {
    lemma,
    aspect: affixes[0],
    passive: false,
    ofStates: false,
    rows: new Set(),
    rank: 0,
    ...entry,
  },
  attested: false,
  known: false,
  doubledInUse: false,
  ...list,
});

const HE = row('i', 'ي', '', '3MS', 'i');
const HE_JUSSIVE = row('i', 'ي', '', '3MS', 'j');
const SHE_PAST = row('p', '', 'ت', '3FS');

/** For each rule: the reading it prefers, and one that differs only where it looks. */
const PAIRS: Record<string, [VerbReading, VerbReading]> = {
  'not an imperative': [reading('وصل', 'صل', HE), reading('وصل', 'صل', row('c', '', '', '2MS'))],
  'a stem of two letters or more': [reading('كون', 'كون', HE), reading('وكى', 'ك', HE)],
  'active before passive': [
    reading('أظهر', 'ظهر', HE),
    reading('أظهر', 'ظهر', HE, { passive: true }),
  ],
  'third person': [
    reading('توصل', 'توصل', row('p', '', 'وا', '3MP')),
    reading('وصل', 'وصل', row('i', 'ت', 'وا', '2MP', 'j')),
  ],
  'not a feminine plural': [
    reading('مكن', 'مكن', HE),
    reading('مكن', 'مك', row('i', 'ي', 'ن', '3FP', 'i')),
  ],
  'not a passive perfect': [
    reading('عنى', 'عني', row('i', 'ت', '', '3FS', 'i')),
    reading('تعنى', 'تعني', row('p', '', '', '3MS'), { passive: true }),
  ],
  'not the passive of a verb of states': [
    reading('سمى', 'سم', HE, { passive: true }),
    reading('سما', 'سم', HE, { passive: true, ofStates: true }),
  ],
  'not contradicted by the lemma list': [
    reading('أثار', 'ثير', HE, {}, { attested: true, known: true }),
    reading('ثار', 'ثير', HE, {}, { known: true }),
  ],
  'not a jussive or subjunctive': [reading('كن', 'كن', HE), reading('كان', 'كن', HE_JUSSIVE)],
  'assimilated before doubled, unless only the doubled is in use': [
    reading('وجد', 'جد', HE),
    reading('جد', 'جد', HE),
  ],
  'an everyday form IV verb': [reading('أطلق', 'طلق', HE), reading('طلق', 'طلق', HE)],
  'form I first (the index’s order)': [
    reading('ظهر', 'ظهر', SHE_PAST),
    reading('أظهر', 'ظهر', SHE_PAST, { rank: 1 }),
  ],
};

describe('each verb preference', () => {
  it('has a reason and a pair of readings it tells apart', () => {
    for (const preference of VERB_PREFERENCES) {
      expect(preference.reason.length, preference.name).toBeGreaterThan(20);
      expect(Object.keys(PAIRS), preference.name).toContain(preference.name);
    }
  });

  for (const preference of VERB_PREFERENCES) {
    it(`${preference.name}: ${preference.reason}`, () => {
      const pair = PAIRS[preference.name];
      if (!pair) throw new Error(`no pair for ${preference.name}`);
      const [preferred, other] = pair;
      expect(preference.rank(preferred)).toBeLessThan(preference.rank(other));
      // Decided by this rule: no earlier rule tells the pair apart.
      const at = VERB_PREFERENCES.indexOf(preference);
      const earlier = VERB_PREFERENCES.slice(0, at);
      expect(compareVerbReadings(preferred, other, earlier)).toBe(0);
      expect(compareVerbReadings(preferred, other)).toBeLessThan(0);
      expect(compareVerbReadings(other, preferred)).toBeGreaterThan(0);
    });
  }
});

describe('a doubled verb in use', () => {
  const rule = VERB_PREFERENCES.find(({ name }) => name.startsWith('assimilated before doubled'));
  const inUse = { doubledInUse: true };

  it('goes before the assimilated verb where the list holds only its participle (يحل)', () => {
    const doubled = reading('حل', 'حل', HE, {}, inUse);
    const assimilated = reading('وحل', 'حل', HE, {}, inUse);
    expect(rule?.rank(doubled)).toBeLessThan(rule?.rank(assimilated) ?? 0);
    expect(compareVerbReadings(doubled, assimilated)).toBeLessThan(0);
  });

  it('leaves form I against form IV to the later rules (يحب: أحب, everyday)', () => {
    const formOne = reading('حب', 'حب', HE, {}, inUse);
    const formFour = reading('أحب', 'حب', HE, {}, inUse);
    expect(rule?.rank(formOne)).toBe(rule?.rank(formFour));
    expect(compareVerbReadings(formFour, formOne)).toBeLessThan(0);
  });

  it('is read from the shipped list: its participles, not a table', () => {
    // محلول، مكفوف، مصدود are list nouns; موحول، موكوف، موصود are not. موجود is.
    expect(leadOf('يحل')?.form).toBe('حل');
    expect(leadOf('تكف')?.form).toBe('كف');
    expect(leadOf('يصد')?.form).toBe('صد');
    expect(leadOf('يجد')?.form).toBe('وجد');
    expect(leadOf('يحب')?.form).toBe('أحب');
  });
});

describe('the preferences on the shipped verb stem index', () => {
  const first = (word: string) => verbLemmas(word, shippedList.verbs)[0]?.form;

  it('reads an imperfect of two letters as the assimilated verb (يجد، يصل، يقف)', () => {
    expect(first('يجد')).toBe('وجد');
    expect(first('يصل')).toBe('وصل');
    expect(first('يقف')).toBe('وقف');
  });

  it('puts an assimilated form I verb before another form I verb of its stem (يقفون، ضع)', () => {
    expect(first('يقفون')).toBe('وقف');
    expect(first('ضع')).toBe('وضع');
  });

  it('puts a verb the stem is an active form of before one of its form it is only a passive of', () => {
    // يبلى: بلي "wear out" (يَبلى), not بلا's "is tested" (يُبلى); يندى: ندي, not ندا's.
    expect(first('يبلى')).toBe('بلي');
    expect(first('يندى')).toBe('ندي');
  });

  it('ranks each verb where it makes the stem, not where a homograph of its headword does', () => {
    // أمر "command" (form I; its imperative مر) and أمرّ (form IV; يمرّ) share a headword.
    expect(first('يمر')).toBe('مر');
  });

  it('reads a hollow imperfect as its hollow verb (يقود، يفوق)', () => {
    expect(first('يقود')).toBe('قاد');
    expect(first('يفوق')).toBe('فاق');
  });

  it('reads a hamzated form IV imperfect (يؤنس → آنس) and a form IV perfect (أتاحت → أتاح)', () => {
    expect(verbLemmas('يؤنس', shippedList.verbs).map((guess) => guess.form)).toContain('آنس');
    expect(first('أتاحت')).toBe('أتاح');
  });

  it('reads an indicative before another verb’s subjunctive (يحيا → حيي, not وحى’s dual)', () => {
    expect(first('يحيا')).toBe('حيي');
  });

  it('reads form I first where form IV is spelled alike and both are in use (يظهر)', () => {
    expect(first('يظهر')).toBe('ظهر');
  });

  it('reads a hollow imperfect as its hollow verb where the list names only form II (يصير)', () => {
    // hunspell-ar conjugates صيّر, not صار, into يصير; مال's يميل it names أمال and ميّل.
    expect(shippedList.lookup('يصير')?.verbOf).toEqual(['صير']);
    expect(leadOf('يصير')?.form).not.toBe('صير');
    expect(firstReadingOf('يصير')).toBe('صار');
    expect(firstReadingOf('يميل')).toBe('مال');
  });

  it('keeps the preferences’ order in the costs the analyser weighs', () => {
    for (const word of ['يعد', 'يقل', 'تظهر', 'يكن', 'قالت']) {
      const costs = verbLemmas(word, shippedList.verbs).map((guess) => guess.cost);
      expect(costs).toEqual([...costs].sort((a, b) => a - b));
    }
  });
});
