// The preference lists (lib/arabic/preferences.ts) rule by rule: each lead rule decides for
// the reading its reason names, before the rules after it, and shows on a word through the
// shipped list; each step of the ranking's order decides where the steps before it tie.
// A rule added to a list without its case here fails the first test of its block.
import { describe, expect, it } from 'vitest';
import { cliticSplits } from '../../../lib/arabic/clitics';
import { homographLeads } from '../../../lib/arabic/homograph-leads';
import type { LemmaGuess } from '../../../lib/arabic/nouns';
import {
  compareReadings,
  mayLeadThrough,
  NOUN_LEAD_RULES,
  type NounReading,
  nounLeadRule,
  type RankedReading,
  READING_ORDER,
} from '../../../lib/arabic/preferences';
import { leadOf, shippedList } from '../../support/shipped-readings';

/** What the lemma knowledge (lib/lookup/lemma-knowledge.ts) tells the analyser. */
const listFacts = {
  knowsSingular: (form: string) => shippedList.lookup(form)?.noun === true,
  knowsVerb: (form: string) => shippedList.lookup(form)?.verb === true,
  knowsNoun: (form: string) => {
    const facts = shippedList.lookup(form);
    return facts !== undefined && (facts.noun || facts.invariable);
  },
};

/** A noun-side reading of `word` split as `proclitics` + stem + `enclitics`. */
function reading(
  word: string,
  guess: Partial<LemmaGuess> & { form: string },
  {
    proclitics = [] as string[],
    enclitics = [] as string[],
    source = 'noun' as NounReading['source'],
  } = {},
): NounReading {
  const split = cliticSplits(word).find(
    (s) => s.proclitics.join() === proclitics.join() && s.enclitics.join() === enclitics.join(),
  );
  if (!split) throw new Error(`${word} has no such split`);
  return {
    source,
    guess: { inflections: [], cost: 0, ...guess },
    split,
    homographs: homographLeads(split, mayLeadThrough(split.enclitics)),
    list: listFacts,
  };
}

const broken = [{ kind: 'broken-plural' as const }];
/** A broken plural's singular by its shape, and by common-plurals.ts. */
const byShape = { kind: 'plural', common: false, asWritten: true } as const;
const common = { kind: 'plural', common: true, asWritten: true } as const;

/**
 * Each lead rule: a reading it decides, the verdict (the rule's name when it makes the
 * reading lead, undefined when it makes it follow) and a word whose lead shows it.
 */
const LEAD_CASES: Record<string, { reading: () => NounReading; word: string; lead?: string }> = {
  'particle before a pronoun': {
    reading: () => reading('عليها', { form: 'على' }, { enclitics: ['ها'], source: 'particle' }),
    word: 'عليها',
    lead: 'على',
  },
  'homograph table names this reading': {
    reading: () => reading('وجار', { form: 'جار' }, { proclitics: ['و'] }),
    word: 'وجار',
    lead: 'جار',
  },
  'homograph table names another reading': {
    // مرور is named "itself": the shape's singular مر follows.
    reading: () => reading('مرور', { form: 'مر', inflections: broken, claim: byShape }),
    word: 'مرور',
  },
  'no plural lead through a restored letter': {
    reading: () =>
      reading(
        'طلبته',
        { form: 'طالب', inflections: broken, claim: { ...common, asWritten: false } },
        { enclitics: ['ه'] },
      ),
    word: 'طلبته',
  },
  'common plural before my': {
    reading: () =>
      reading(
        'رفاقي',
        { form: 'رفيق', inflections: broken, claim: common },
        {
          enclitics: ['ي'],
        },
      ),
    word: 'رفاقي',
    lead: 'رفيق',
  },
  'no lead through my': {
    // سيوف leads to سيف; with ي it is سيوفي "my swords" as often as a nisba: no lead.
    reading: () =>
      reading(
        'سيوفي',
        { form: 'سيف', inflections: broken, claim: byShape },
        {
          enclitics: ['ي'],
        },
      ),
    word: 'سيوفي',
  },
  'an irregular noun or a common plural': {
    reading: () => reading('رجال', { form: 'رجل', inflections: broken, claim: common }),
    word: 'رجال',
    lead: 'رجل',
  },
  'an elative’s masculine': {
    reading: () => reading('أخرى', { form: 'آخر', claim: { kind: 'elative', of: 'أخرى' } }),
    word: 'أخرى',
    lead: 'آخر',
  },
  'a منقوص’s ي under ـٍ': {
    reading: () => reading('قاض', { form: 'قاضي', claim: { kind: 'defective', of: 'قاض' } }),
    word: 'قاضٍ',
    lead: 'قاضي',
  },
  'a plural’s singular the list knows': {
    reading: () => reading('حدود', { form: 'حد', inflections: broken, claim: byShape }),
    word: 'حدود',
    lead: 'حد',
  },
};

describe('the noun, homograph and particle lead rules', () => {
  it('each have a case here, each with a reason', () => {
    expect(NOUN_LEAD_RULES.map((rule) => rule.name).sort()).toEqual(Object.keys(LEAD_CASES).sort());
    for (const rule of NOUN_LEAD_RULES) expect(rule.reason.length).toBeGreaterThan(30);
  });

  it.each(NOUN_LEAD_RULES.map((rule, index) => [rule.name, rule, index] as const))(
    '%s: decides its case, the rules before it silent',
    (name, rule, index) => {
      const known = LEAD_CASES[name];
      if (!known) throw new Error(`no case for ${name}`);
      const { reading: make, word, lead } = known;
      const read = make();
      for (const earlier of NOUN_LEAD_RULES.slice(0, index))
        expect(earlier.says(read)).toBe(undefined);
      expect(rule.says(read)).toBe(lead ? 'leads' : 'follows');
      expect(nounLeadRule(read)?.name).toBe(lead ? name : undefined);
      // And through the shipped list, on the word as a page writes it.
      expect(leadOf(word)?.form).toBe(lead);
    },
  );

  it('keeps an elative’s masculine after a verb, or a noun the list holds in يا', () => {
    const rule = NOUN_LEAD_RULES.find((each) => each.name === 'an elative’s masculine');
    const elative = (word: string, form: string) =>
      reading(word, { form, claim: { kind: 'elative', of: word } });
    expect(rule?.says(elative('ألقى', 'ألق'))).toBe('follows');
    expect(rule?.says(elative('دنيا', 'أدنى'))).toBe('follows');
    expect(leadOf('الدنيا')).toBeUndefined();
  });

  it('keeps a منقوص’s ي after a singular the list knows (عامٍ is no عامي)', () => {
    const rule = NOUN_LEAD_RULES.find((each) => each.name === 'a منقوص’s ي under ـٍ');
    const read = reading('عام', { form: 'عامي', claim: { kind: 'defective', of: 'عام' } });
    expect(rule?.says(read)).toBe('follows');
    expect(leadOf('عامٍ')).toBeUndefined();
  });

  it('a "follows" rule overrules a later rule that would make the reading lead', () => {
    const read = LEAD_CASES['no lead through my']?.reading() as NounReading;
    expect(NOUN_LEAD_RULES.at(-1)?.says(read)).toBe('leads');
    expect(nounLeadRule(read)).toBeUndefined();
  });
});

/** A ranked reading: `changes` over one that every step ties with. */
const ranked = (changes: Partial<RankedReading>): RankedReading => ({
  analysis: { form: 'كتاب', proclitics: [], enclitics: [], inflections: [] },
  cost: 1,
  rank: 1,
  confirmed: false,
  order: 5,
  ...changes,
});

/** For each step, a reading it puts first over one every later step prefers. */
const ORDER_CASES: Record<string, [RankedReading, RankedReading]> = {
  'better known first': [
    ranked({ rank: 0, confirmed: true, cost: 3, order: 9 }),
    ranked({ rank: 1, leads: true, cost: 0, order: 0 }),
  ],
  'a lead before its word': [
    ranked({ leads: true, cost: 3, order: 9 }),
    ranked({ cost: 0, order: 0 }),
  ],
  'a function word': [
    ranked({ analysis: { form: 'إلى', proclitics: [], enclitics: [], inflections: [] }, cost: 3 }),
    ranked({ analysis: { form: 'ألى', proclitics: [], enclitics: [], inflections: [] }, cost: 0 }),
  ],
  'less undone': [ranked({ cost: 0.5, order: 9 }), ranked({ cost: 1, order: 0 })],
  'the analyser’s order': [ranked({ order: 0 }), ranked({ order: 1 })],
};

describe('the ranking’s order of readings', () => {
  it('has a case here for each step, each with a reason', () => {
    expect(READING_ORDER.map((rule) => rule.name).sort()).toEqual(Object.keys(ORDER_CASES).sort());
    for (const rule of READING_ORDER) expect(rule.reason.length).toBeGreaterThan(30);
  });

  it.each(READING_ORDER.map((rule) => [rule.name] as const))(
    '%s: puts its reading first where the steps before tie',
    (name) => {
      const [first, second] = ORDER_CASES[name] ?? [];
      if (!first || !second) throw new Error(`no case for ${name}`);
      expect(compareReadings(first, second)).toBeLessThan(0);
      expect(compareReadings(second, first)).toBeGreaterThan(0);
      expect([second, first].sort(compareReadings)).toEqual([first, second]);
    },
  );

  it('a confirmed hamzat al-wasl after a one-letter clitic leads (لابن → ل + ابن)', () => {
    const wasl = { form: 'ابن', proclitics: ['ل'], enclitics: [], inflections: [] };
    const other = ranked({ cost: 0, order: 0 });
    expect(
      compareReadings(
        ranked({ analysis: wasl, rank: 0, confirmed: true, cost: 2 }),
        ranked({ ...other, rank: 0 }),
      ),
    ).toBeLessThan(0);
    // Unconfirmed, it is no lead: the cheaper reading goes first.
    expect(compareReadings(ranked({ analysis: wasl, cost: 2 }), other)).toBeGreaterThan(0);
    expect(leadOf('لابن')).toMatchObject({ form: 'ابن', proclitics: ['ل'] });
  });
});
