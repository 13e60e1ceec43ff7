// Which noun, homograph or particle reading of a word leads (is asked before the word as
// written): an ordered list of preference rules, each with its reason, the first rule with
// a say deciding. A verb reading's lead is decided with the verb rules (analyse.ts's verb
// block); which best reading leads and the order readings are tried in are the ranking's
// (reading-order.ts). Each rule has its test in tests/unit/arabic/preferences.test.ts.
import { ALEF } from './letters';
import {
  alwaysFirst,
  type LeadRule,
  MY,
  mayLeadThrough,
  type NounReading,
  singularUnless,
} from './noun-reading';

export { type LeadRule, mayLeadThrough, type NounReading } from './noun-reading';

/** The noun, homograph and particle lead rules, first say first; none: the reading follows. */
export const NOUN_LEAD_RULES: readonly LeadRule[] = [
  {
    name: 'particle before a pronoun',
    reason:
      'A particle with a pronoun (عليها، لكنه، بأنها) is that particle, whatever else its ' +
      'letters spell (علي، ل + كان).',
    says: ({ source }) => (source === 'particle' ? 'leads' : undefined),
  },
  {
    name: 'homograph table names this reading',
    reason:
      'The table names what news text means by the stem: its own entry once clitics are ' +
      'cut (وتحول → و + تحول) or a proclitic on a common word (وجار → و + جار).',
    says: ({ guess, homographs }) => (homographs.nounLeads(guess) ? 'leads' : undefined),
  },
  {
    name: 'homograph table names another reading',
    reason:
      'Where the table names a clitic, a verb or the word itself, no rule-made noun reading ' +
      'leads (بدور is ب + دور, not بدر’s plural; مرور is no plural of مر).',
    says: ({ homographs }) => (homographs.nounMayLead ? undefined : 'follows'),
  },
  {
    name: 'no plural lead through a restored letter',
    reason:
      'A plural’s singular leads from the plural as written, not from a stem with a letter ' +
      'restored before a suffix (طلبته is as often “I asked for it” as طلبة + ه → طالب); a ' +
      'hamza seated before the suffix is still as written (أبنائه → أبناء → ابن).',
    says: ({ guess: { claim } }) =>
      claim?.kind === 'plural' && !claim.asWritten ? 'follows' : undefined,
  },
  {
    name: 'common plural before my',
    reason:
      'A common plural takes "my" where the list knows no nisba written so (رفاقي → رفيق; ' +
      'دولي، نسائي are nisbas).',
    says: ({ guess, split, list }) =>
      split.enclitics.includes(MY) &&
      alwaysFirst(guess) &&
      list !== undefined &&
      !list.knowsNoun(`${split.stem}${MY}`)
        ? 'leads'
        : undefined,
  },
  {
    name: 'no lead through my',
    reason:
      'On a noun a final ي is more often a nisba than "my" (ضروري is no ضرور + ي): no ' +
      'other reading leads through it.',
    says: ({ split }) => (mayLeadThrough(split.enclitics) ? undefined : 'follows'),
  },
  {
    name: 'an irregular noun or a common plural',
    reason:
      'A lemma no rule reaches (أبو → أب، المرأة → امرأة: tables/irregular-nouns.ts) or a ' +
      'common plural’s singular (رجال → رجل: common-plurals.ts) is what the word means.',
    says: ({ guess }) => (alwaysFirst(guess) ? 'leads' : undefined),
  },
  {
    name: 'an elative’s masculine',
    reason:
      'Dictionaries give the elative under أفعل (أخرى → آخر، كبرى → أكبر) where the list ' +
      'knows it as a singular (ذكرى، فوضى have no noun أفعل); not before a verb’s own entry ' +
      '(ألقى is form IV) nor a noun the list holds in يا (الدنيا, the world).',
    says: ({ guess: { claim, form }, list }) => {
      if (claim?.kind !== 'elative') return undefined;
      const { of } = claim;
      const blocked = list?.knowsVerb(of) || (of.endsWith(ALEF) && list?.knowsSingular(of));
      return singularUnless(blocked, form, list);
    },
  },
  {
    name: 'a منقوص’s ي under ـٍ',
    reason:
      'ـٍ on a defective noun stands for its ي (قاضٍ → قاضي) where the list knows no ' +
      'singular written like the stem: on عامٍ، حالٍ the ـٍ is a genitive’s (عامي، حالي are ' +
      'nisbas). It goes before a pattern’s plural reading (محامٍ is no plural of محم).',
    says: ({ guess: { claim, form }, list }) =>
      claim?.kind === 'defective'
        ? singularUnless(list?.knowsSingular(claim.of), form, list)
        : undefined,
  },
  {
    name: 'a plural’s singular the list knows',
    reason:
      'A broken plural’s singular by its shape (حدود → حد، ملاعب → ملعب) leads where the ' +
      'list knows it as a singular noun.',
    says: ({ guess: { claim, form }, list }) =>
      claim?.kind === 'plural' ? singularUnless(false, form, list) : undefined,
  },
];

/** The rule that makes `reading` lead, if one does (the first rule with a say decides). */
export function nounLeadRule(reading: NounReading): LeadRule | undefined {
  for (const rule of NOUN_LEAD_RULES) {
    const verdict = rule.says(reading);
    if (verdict) return verdict === 'leads' ? rule : undefined;
  }
  return undefined;
}
