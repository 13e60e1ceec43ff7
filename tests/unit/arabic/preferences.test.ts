// The preference lists (lib/arabic/preferences.ts, reading-order.ts) rule by rule: each lead rule decides for
// the reading its reason names, before the rules after it, and shows on a word through the
// shipped list; each step of the ranking's order decides where the steps before it tie.
// A rule added to a list without its case here fails the first test of its block.
import { describe, expect, it } from 'vitest';
import { cliticSplits } from '../../../lib/arabic/clitics';
import { homographLeads } from '../../../lib/arabic/homograph-leads';
import type { LemmaGuess } from '../../../lib/arabic/nouns';
import {
  mayLeadThrough,
  NOUN_LEAD_RULES,
  type NounReading,
  nounLeadRule,
} from '../../../lib/arabic/preferences';
import {
  BEST_READING_LEADS,
  type BestReading,
  bestReadingLeads,
  compareReadings,
  type RankedReading,
  READING_ORDER,
} from '../../../lib/arabic/reading-order';
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

/** Every rule of a list has its case in `cases` (by name), and a reason worth reading. */
function expectACasePerRule(rules: readonly { name: string; reason: string }[], cases: object) {
  expect(rules.map((rule) => rule.name).sort()).toEqual(Object.keys(cases).sort());
  for (const rule of rules) expect(rule.reason.length).toBeGreaterThan(30);
}

/**
 * Each lead rule: a reading it decides, the verdict (the rule's name when it makes the
 * reading lead, undefined when it makes it follow) and a word whose lead shows it.
 */
const LEAD_CASES: Record<
  string,
  // `otherLead`: where the rule keeps its reading from leading, what leads the word instead
  // (the best confirmed reading: BEST_READING_LEADS).
  { reading: () => NounReading; word: string; lead?: string; otherLead?: string }
> = {
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
    otherLead: 'طلبة',
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
    expectACasePerRule(NOUN_LEAD_RULES, LEAD_CASES);
  });

  it.each(NOUN_LEAD_RULES.map((rule, index) => [rule.name, rule, index] as const))(
    '%s: decides its case, the rules before it silent',
    (name, rule, index) => {
      const known = LEAD_CASES[name];
      if (!known) throw new Error(`no case for ${name}`);
      const { reading: make, word, lead, otherLead } = known;
      const read = make();
      for (const earlier of NOUN_LEAD_RULES.slice(0, index))
        expect(earlier.says(read)).toBe(undefined);
      expect(rule.says(read)).toBe(lead ? 'leads' : 'follows');
      expect(nounLeadRule(read)?.name).toBe(lead ? name : undefined);
      // And through the shipped list, on the word as a page writes it.
      expect(leadOf(word)?.form).toBe(lead ?? otherLead);
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
  'a plural by its shape alone after': [
    ranked({ analysis: { form: 'ناصر', proclitics: [], enclitics: [], inflections: [] }, cost: 3 }),
    ranked({
      analysis: {
        form: 'نصير',
        proclitics: [],
        enclitics: [],
        inflections: [{ kind: 'broken-plural' }],
      },
      cost: 0,
    }),
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
    expectACasePerRule(READING_ORDER, ORDER_CASES);
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

/** "He does" (the imperfect's subject, as a verb reading records it). */
const present = {
  kind: 'verb' as const,
  tense: 'present' as const,
  subject: { person: 3 as const, number: 'singular' as const, gender: 'masculine' as const },
};

/** A confirmed best reading of a word the list does not know as written (`known` overrides). */
const best = (
  analysis: Partial<RankedReading['analysis']>,
  known: Partial<Omit<BestReading, 'reading'>> = {},
): BestReading => ({
  reading: ranked({
    analysis: { form: 'كتاب', proclitics: [], enclitics: [], inflections: [], ...analysis },
    rank: 0,
    confirmed: true,
  }),
  asWrittenLemma: false,
  verbFormOf: [],
  stemKnown: false,
  ...known,
});

/** Each rule of BEST_READING_LEADS: a best reading it makes lead, and a word that shows it. */
const BEST_CASES: Record<string, { best: BestReading; word: string; lead: string }> = {
  'a lead': {
    best: {
      reading: ranked({ rank: 0, confirmed: true, leads: true }),
      asWrittenLemma: true,
      verbFormOf: [],
      stemKnown: true,
    },
    word: 'حدود',
    lead: 'حد',
  },
  'a clitic no headword holds': {
    best: best({ proclitics: ['و', 'ال'] }),
    word: 'والكتاب',
    lead: 'كتاب',
  },
  'a function word after a clitic or respelled': {
    best: best({ proclitics: ['ف'], form: 'في' }),
    word: 'ففي',
    lead: 'في',
  },
  'a verb’s form no headword': {
    best: best({ form: 'حاول', pos: 'verb', inflections: [present] }, { verbFormOf: ['حاول'] }),
    word: 'تحاول',
    lead: 'حاول',
  },
};

describe('which best reading is asked before the word as written', () => {
  it('has a case here for each rule, each with a reason', () => {
    expectACasePerRule(BEST_READING_LEADS, BEST_CASES);
  });

  it.each(BEST_READING_LEADS.map((rule, index) => [rule.name, rule, index] as const))(
    '%s: makes its case lead, the rules before it silent',
    (name, rule, index) => {
      const known = BEST_CASES[name];
      if (!known) throw new Error(`no case for ${name}`);
      for (const earlier of BEST_READING_LEADS.slice(0, index))
        expect(earlier.leads(known.best)).toBe(false);
      expect(rule.leads(known.best)).toBe(true);
      expect(bestReadingLeads(known.best)).toBe(true);
      // Unconfirmed, no rule makes it lead.
      const unconfirmed = { ...known.best, reading: { ...known.best.reading, confirmed: false } };
      expect(bestReadingLeads(unconfirmed)).toBe(false);
      expect(leadOf(known.word)?.form).toBe(known.lead);
    },
  );

  it('a clitic no headword holds: the article or a pronoun, never "my", on an unknown word', () => {
    expect(bestReadingLeads(best({ proclitics: ['ل', 'ال'], form: 'دولة' }))).toBe(true);
    expect(bestReadingLeads(best({ enclitics: ['ها'], form: 'سياسة' }))).toBe(true);
    // The list (or an answer) knows the word as written: its own entry is asked first.
    expect(bestReadingLeads(best({ proclitics: ['ال'] }, { asWrittenLemma: true }))).toBe(false);
    expect(bestReadingLeads(best({ proclitics: ['ال'] }, { verbFormOf: ['كتب'] }))).toBe(false);
    // An ending undone on a stem the list knows as it stands: the stem's entry is not
    // passed over (الدنيا is دنيا "the world", not أدنى's feminine).
    const feminine = [{ kind: 'feminine' as const }];
    expect(bestReadingLeads(best({ proclitics: ['ال'], inflections: feminine }))).toBe(true);
    expect(
      bestReadingLeads(best({ proclitics: ['ال'], inflections: feminine }, { stemKnown: true })),
    ).toBe(false);
    expect(leadOf('الدنيا')).toBeUndefined();
    // A first letter, an ending or a final ي may be the word's own (لبنان، بلدة، تاريخي).
    expect(bestReadingLeads(best({ proclitics: ['و'] }))).toBe(false);
    expect(bestReadingLeads(best({ inflections: feminine }))).toBe(false);
    expect(bestReadingLeads(best({ enclitics: ['ي'] }))).toBe(false);
    // Through the shipped list, on words as a page writes them.
    expect(leadOf('للدولة')).toMatchObject({ form: 'دولة', proclitics: ['ل', 'ال'] });
    expect(leadOf('سياستها')).toMatchObject({ form: 'سياسة', enclitics: ['ها'] });
    expect(leadOf('والمساعدة')?.form).toBe('مساعدة');
    for (const word of ['وكتاب', 'كتابي', 'بلبنان']) expect(leadOf(word)).toBeUndefined();
  });
});

describe('a verb’s form no headword', () => {
  it('leads only to a verb the list names the word a form of, where the word is no lemma', () => {
    const tried = best({ form: 'حاول', pos: 'verb', inflections: [present] });
    expect(bestReadingLeads({ ...tried, verbFormOf: ['حاول'] })).toBe(true);
    // Another verb than the list names, or a word the list also knows as a lemma.
    expect(bestReadingLeads({ ...tried, verbFormOf: ['حال'] })).toBe(false);
    expect(bestReadingLeads({ ...tried, verbFormOf: ['حاول'], asWrittenLemma: true })).toBe(false);
    // Through the shipped list: يتعلم and بدأت are forms, not lemmas; تقدم is a noun too.
    expect(leadOf('يتعلم')).toMatchObject({ form: 'تعلم', pos: 'verb' });
    expect(leadOf('بدأت')).toMatchObject({ form: 'بدأ', pos: 'verb' });
    expect(shippedList.lookup('تقدم')?.noun).toBe(true);
    expect(leadOf('تقدم')).toBeUndefined();
  });
});
