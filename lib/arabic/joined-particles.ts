// Particles web typing joins to the next word (يارب، لايزال), and which readings of that
// word each takes: read where the list confirms no reading of the word as typed, as the
// other web spellings are (edited-spelling.ts).
import type { ScoredAnalysis } from './analyse';
import { isVerbAnalysis, verbTenseOf } from './analysis';
import type { LemmaList } from './lemma-list';

/** A joined particle cut is one more thing undone (ياكلون is يأكلون sooner than يا + كلون). */
const JOINED_PARTICLE_COST = 0.5;
/** A noun after a joined لا goes after ل before a noun typed without its hamza. */
const NOUN_AFTER_LA_COST = 1;

/**
 * Particles web typing often joins to the next word, and what each reading of that word
 * costs after it (undefined: the particle does not take it). The vocative يا calls a noun
 * (يارب). لا negates an imperfect (لايزال، لاتجد), a perfect only of كان's sisters of lasting
 * (لازالت), or an indefinite noun (لاشك، لافرق): rarer than ل before a noun typed without
 * its hamza (لاطلاق is لإطلاق), so that reading goes after.
 */
export const JOINED_PARTICLES: readonly {
  particle: string;
  costOf: (reading: ScoredAnalysis, list: LemmaList) => number | undefined;
}[] = [
  {
    particle: 'يا',
    costOf: (reading, list) => (isNounReading(reading, list) ? JOINED_PARTICLE_COST : undefined),
  },
  {
    particle: 'لا',
    costOf: (reading, list) => {
      if (reading.analysis.proclitics.length > 0) return undefined;
      if (isNegatedVerb(reading)) return JOINED_PARTICLE_COST;
      const noun = isNounReading(reading, list) && !isVerbAnalysis(reading.analysis);
      return noun ? JOINED_PARTICLE_COST + NOUN_AFTER_LA_COST : undefined;
    },
  },
];

/** The verbs of lasting among كان's sisters, which لا negates in the perfect (لا زال). */
const LASTING_VERBS = new Set(['زال', 'برح', 'فتئ', 'انفك']);

export interface Typing {
  spelling: string;
  /** The particle typed joined to the word, cut (يارب → يا + رب). */
  cut?: (typeof JOINED_PARTICLES)[number];
}

/** An imperfect, or a perfect of a verb of lasting (لا زال): what لا negates. */
const isNegatedVerb = (reading: ScoredAnalysis): boolean => {
  const tense = verbTenseOf(reading.analysis);
  return tense === 'present' || (tense === 'past' && LASTING_VERBS.has(reading.analysis.form));
};

/** A noun's reading: one that assumes a noun, or undoes only clitics of a noun the list knows. */
const isNounReading = ({ analysis }: ScoredAnalysis, list: LemmaList): boolean =>
  analysis.pos === 'noun' ||
  analysis.pos === 'adjective' ||
  (analysis.pos === undefined && list.lookup(analysis.form)?.noun === true);
