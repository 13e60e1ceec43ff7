// A tanwin (ً ٌ ٍ) ends only an indefinite noun: a word written with one is no verb, takes
// neither the article nor a pronoun suffix. The mark is gone from the strict key, so it is
// read from the word as the page wrote it.
import type { ScoredAnalysis } from './analyse';
import type { CandidateAnalysis } from './analysis';

/** Dammatan, kasratan and their open forms: the nominative's and genitive's tanwin. */
const YA_DROPPING_TANWINS = new Set(['\u064C', '\u064D', '\u08F1', '\u08F2']);
/** Those and fathatan with its open form (U+064B, U+08F0). */
const TANWINS = new Set([...YA_DROPPING_TANWINS, '\u064B', '\u08F0']);
/** Endings no ي was dropped from: a long vowel, ة, hamza, or the ي itself. */
const NO_DROPPED_YA = new Set([...'اىةيوءأإآؤئ']);
/** Restoring a letter is a guess: after the readings that restore nothing. */
const DROPPED_YA_COST = 1;

// Sets, not RegExps: V8 keeps a RegExp's machine code in the worker's heap once it has run.
const hasOneOf = (text: string, marks: ReadonlySet<string>) =>
  [...text].some((char) => marks.has(char));

/** `written` (with its diacritics) carries a tanwin. */
export function carriesTanwin(written: string): boolean {
  return hasOneOf(written, TANWINS);
}

/** A reading a word with tanwin can have: a noun, indefinite, with no pronoun suffix. */
export function fitsTanwin(reading: CandidateAnalysis): boolean {
  return (
    reading.pos !== 'verb' &&
    !reading.inflections.some((inflection) => inflection.kind === 'verb') &&
    !reading.proclitics.some((clitic) => clitic === 'ال' || clitic === 'س') &&
    reading.enclitics.length === 0
  );
}

/**
 * Before a dammatan or kasratan a defective noun drops its final ي (قاضٍ, محامٍ, تحدٍّ
 * are القاضي, المحامي, التحدي without the article): each reading that undid nothing but
 * clitics is read with the ي back too. Never a lead: مالٍ is مال, not مالي.
 */
export function withDroppedYa(
  written: string,
  readings: readonly ScoredAnalysis[],
): ScoredAnalysis[] {
  if (!hasOneOf(written, YA_DROPPING_TANWINS)) return [...readings];
  const restored = readings
    .filter(({ analysis }) => analysis.inflections.length === 0)
    .filter(({ analysis }) => !NO_DROPPED_YA.has(analysis.form.slice(-1)))
    .map(({ analysis, cost }) => ({
      analysis: {
        ...analysis,
        form: `${analysis.form}ي`,
        inflections: [{ kind: 'defective' as const }],
        pos: 'noun' as const,
      },
      cost: cost + DROPPED_YA_COST,
    }));
  return [...readings, ...restored];
}
