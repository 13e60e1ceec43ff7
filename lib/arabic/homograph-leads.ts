// Which readings of one clitic split lead because the homograph table (homographs.ts) names
// what news text means by its stem, and which rule-made leads the table overrules. The
// analyser (analyse.ts) asks this once per split; the table's kinds are in its header.
import type { CliticSplit } from './clitics';
import { ARTICLE, CONJUNCTIONS, onlyAVerbBefore } from './clitics';
import { type NewsReading, newsReading } from './homographs';
import { ALEF } from './letters';
import type { LemmaGuess } from './nouns';
import type { Tanween } from './tanween';

export interface HomographLeads {
  /** A verb reading may lead by the analyser's own rules: the table names no reading. */
  verbMayLead: boolean;
  /**
   * A noun reading may lead by the analyser's own rules: not where the table names a clitic
   * or a verb reading (بدور is ب + دور, not بدر's plural) or the word itself (مرور is no
   * plural of مر, تسعة none of تاسع).
   */
  nounMayLead: boolean;
  /** The table makes this noun reading lead (وتحول → و + تحول; وجار → و + جار). */
  nounLeads(guess: LemmaGuess): boolean;
  /** The table makes this verb lemma lead (أعرف → عرف "I know", not "more knowing"). */
  verbLeads(lemma: string): boolean;
}

/** `mayLead`: the split allows a lead at all (analyse.ts: no lead through "my" ي). */
export function homographLeads(
  split: CliticSplit,
  mayLead: boolean,
  tanween?: Tanween,
): HomographLeads {
  const asWritten = tableReading(split, tanween);
  const accusative = asWritten ? undefined : accusativeReading(split, tanween);
  const meant = asWritten ?? accusative?.meant;
  return {
    verbMayLead: mayLead && meant === undefined,
    nounMayLead: meant === undefined || meant.kind === 'plural',
    nounLeads({ form, inflections }) {
      if (!mayLead) return false;
      // The accusative of a word the table reads as itself (خصوصاً → خصوص).
      if (accusative) return form === accusative.stem && isAccusativeOnly(inflections);
      if (inflections.length > 0) return false;
      // With clitics cut, the stem's own entry is a reading, and the one meant.
      if (asWritten?.kind === 'itself' && form === split.stem) return true;
      // Cut as a clitic, the first letter of a stem the table names so.
      return readingAfterClitic(split, form, tanween)?.kind === 'clitic';
    },
    verbLeads: (lemma) => mayLead && meant?.kind === 'verb' && meant.lemma === lemma,
  };
}

/**
 * The table's reading of `split`'s stem, where it can stand there: a clitic reading (وجار →
 * و + جار) only where a proclitic may start the stem (not after ال or ب: البدور is the full
 * moons), a verb's (أعرف → عرف) only where a verb may, and the noun readings (the word
 * itself, a plural's singular, a clitic's word) not where only a verb may: after the future
 * س (ستقدم "she will present", never تقدم "progress") or before ني, which only a verb takes
 * (توصلني "she takes me"; روماني is a nisba, no روما + ني).
 */
function tableReading(split: CliticSplit, tanween?: Tanween): NewsReading | undefined {
  const meant = newsReading(split.stem);
  const verbOnly = split.class === 'verb' || onlyAVerbBefore(split.stem, split.enclitics);
  if (meant && meant.kind !== 'verb' && verbOnly) return undefined;
  if (meant?.kind === 'clitic' && !split.proclitics.every((p) => CONJUNCTIONS.includes(p)))
    return undefined;
  if (meant?.kind === 'verb' && (split.class === 'noun' || tanween)) return undefined;
  return meant;
}

/**
 * Where the table names nothing for the stem as written, its reading of the stem without an
 * accusative's alif, on a word that may carry one (no article, no suffix): what news text
 * means by a word (خصوص, itself, not a plural of خص) holds in the accusative too (خصوصاً،
 * مروراً). Only the word-itself rows: a plural's singular is found from the alif-less stem
 * by broken-plurals.ts already.
 */
function accusativeReading(
  split: CliticSplit,
  tanween?: Tanween,
): { stem: string; meant: NewsReading } | undefined {
  const { stem, proclitics, enclitics } = split;
  if (!stem.endsWith(ALEF) || enclitics.length > 0 || proclitics.includes(ARTICLE))
    return undefined;
  const bare = stem.slice(0, -1);
  const meant = tableReading({ ...split, stem: bare }, tanween);
  return meant?.kind === 'itself' ? { stem: bare, meant } : undefined;
}

const isAccusativeOnly = (inflections: LemmaGuess['inflections']): boolean =>
  inflections.length === 1 && inflections[0]?.kind === 'accusative';

/**
 * The table's reading of the stem `form` is read from with `split`'s innermost proclitic put
 * back, when that is one letter after nothing but و or ف (و + جار → وجار, وجاره → وجار + ه).
 */
function readingAfterClitic(
  split: CliticSplit,
  form: string,
  tanween?: Tanween,
): NewsReading | undefined {
  const clitic = split.proclitics.at(-1);
  if (clitic?.length !== 1) return undefined;
  const outer = split.proclitics.slice(0, -1);
  return tableReading({ ...split, stem: clitic + form, proclitics: outer }, tanween);
}
