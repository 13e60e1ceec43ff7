// A tanwin (ً ٌ ٍ) ends only an indefinite noun: a word written with one
// is no verb, takes neither the article nor a pronoun suffix. The mark is gone from the
// strict key, so it is read from the word as the page wrote it.
import type { CandidateAnalysis } from './analysis';

/** Fathatan, dammatan, kasratan, and their open forms (U+08F0–U+08F2). */
const TANWIN_RE = /[\u064B-\u064D\u08F0-\u08F2]/u;

/** `written` (with its diacritics) carries a tanwin. */
export function carriesTanwin(written: string): boolean {
  return TANWIN_RE.test(written);
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
