// A noun-side reading as the lead rules of preferences.ts see it, and the small facts
// those rules share: "my" ي, and what a reading's claim (nouns.ts) asks of the lemma list.
import type { CliticSplit } from './clitics';
import type { HomographLeads } from './homograph-leads';
import type { LemmaGuess } from './nouns';

/** "my" on a noun, which is more often a nisba's ي (ضروري is no ضرور + ي). */
export const MY = 'ي';

/** A noun-side reading of one clitic split, as the lead rules see it. */
export interface NounReading {
  /** What proposed it: the particle table (particles.ts) or the noun rules (nouns.ts). */
  source: 'particle' | 'noun';
  guess: LemmaGuess;
  split: CliticSplit;
  /** What the homograph table says of the split (homograph-leads.ts). */
  homographs: HomographLeads;
  /** What the lemma list knows, when the analyser was given it. */
  list?: {
    knowsSingular(form: string): boolean;
    knowsNoun(form: string): boolean;
    knowsVerb(form: string): boolean;
  };
}

export interface LeadRule {
  name: string;
  reason: string;
  /** `leads` or `follows` where the rule decides; undefined to leave it to the next rule. */
  says(reading: NounReading): 'leads' | 'follows' | undefined;
}

/** Whether a split may lead at all: not through "my" ي (a verb's "me" is ني, not ي). */
export const mayLeadThrough = (enclitics: readonly string[]): boolean => !enclitics.includes(MY);

/** `follows` where `blocked`, else `leads` where the list knows `form` as a singular noun. */
export const singularUnless = (
  blocked: boolean | undefined,
  form: string,
  list: NounReading['list'],
): 'leads' | 'follows' | undefined =>
  blocked ? 'follows' : list?.knowsSingular(form) ? 'leads' : undefined;

/** An irregular noun's lemma or a common plural's singular: asked first wherever it is read. */
export const alwaysFirst = ({ claim }: LemmaGuess): boolean =>
  claim?.kind === 'irregular' || (claim?.kind === 'plural' && claim.common);
