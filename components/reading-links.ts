import type { CandidateAnalysis } from '../lib/arabic';
import type { MessageKey } from '../lib/i18n/messages';
import { isAsWritten } from '../lib/lookup/types';
import { analysisTerms, describeAnalysis } from './AnalysisNotice';

/** A word offered as a link, with what it would be when that needs saying. */
export interface OfferedWord {
  word: string;
  note?: string;
  /** Looks up the word's own entry, not the reading that leads (TabLookupRequest). */
  asWritten?: boolean;
}

/**
 * The readings offered under a word's own entry, each link told apart from the others:
 * two that would read alike (the same lemma and description) also name the part of
 * speech they assume ("… · plural, noun"; "… · plural, adjective"); a reading given twice
 * is offered once. The readings carry no vocalised lemma to tell them apart by: they are
 * the analyser's, computed without a call.
 */
export function readingLinks(
  readings: readonly CandidateAnalysis[],
  t: (key: MessageKey) => string,
): OfferedWord[] {
  const described = readings
    .map((reading) => ({
      reading,
      link: isAsWritten(reading)
        ? { word: reading.form, note: t('otherReadings.asWritten'), asWritten: true }
        : { word: reading.form, note: describeAnalysis(reading, t) },
    }))
    // A reading given twice is one link, not two told apart by the same part of speech.
    .filter(
      (item, index, all) =>
        all.findIndex(
          (other) => sameLink(other.link, item.link) && other.reading.pos === item.reading.pos,
        ) === index,
    );
  return described.map(({ reading, link }) => {
    const alike = described.filter((other) => sameLink(other.link, link)).length > 1;
    const pos = reading.pos ? (`analysis.${reading.pos}` as const) : undefined;
    if (!alike || !pos || analysisTerms(reading).includes(pos)) return link;
    return { ...link, note: `${link.note}${t('listSeparator')}${t(pos)}` };
  });
}

/** Links that would read the same: a reader could not tell which is which. */
export function sameLink(a: OfferedWord, b: OfferedWord): boolean {
  return a.word === b.word && a.note === b.note;
}
