import type { CandidateAnalysis, Inflection, VerbSubject } from '../lib/arabic';
import type { MessageKey } from '../lib/i18n/messages';
import { Ar } from './Arabic';
import { useI18n } from './I18nContext';
import type { TabSuccess } from './useTabResults';

/**
 * Names how the entries shown were reached when they are not the word as written, so a
 * resolved form is never shown as if it were the word: "قالت → قال · verb, past, she",
 * "الملاعب → ملعب · plural", or "Showing كتاب for والكتاب" for clitics alone.
 */
export function AnalysisNotice(props: { data: TabSuccess }) {
  const { t, rich, dir } = useI18n();
  const { word, matched, strippedClitics } = props.data;
  const analysis = props.data.analysis?.form === matched ? props.data.analysis : undefined;
  const inflections = analysis?.inflections ?? [];

  if (inflections.length === 0) {
    if (!strippedClitics && !analysis) return null;
    if (matched === word) return null;
    return (
      <p class="lisan-notice">
        {rich('notice.clitics', { matched: <Ar>{matched}</Ar>, word: <Ar>{word}</Ar> })}
      </p>
    );
  }
  return (
    <p class="lisan-notice lisan-analysis">
      <Ar>{word}</Ar> <span aria-hidden="true">{dir === 'rtl' ? '←' : '→'}</span>
      <span class="lisan-sr-only">: </span> <Ar>{matched}</Ar> <span aria-hidden="true">·</span>
      <span class="lisan-sr-only">{t('listSeparator')}</span>{' '}
      {describeAnalysis(analysis as CandidateAnalysis, t)}
    </p>
  );
}

/** What was undone, in words of the UI language: "verb, past, she", "plural". */
export function describeAnalysis(
  analysis: CandidateAnalysis,
  t: (key: MessageKey) => string,
): string {
  const words = analysisTerms(analysis).map((key) => t(key));
  // A word said twice says nothing more: English calls a sound plural of a broken plural
  // (رجالات → رجال → رجل) "plural" twice.
  return words.filter((word, index) => words.indexOf(word) === index).join(t('listSeparator'));
}

/** The message keys naming what was undone, outermost first; a verb names tense and person. */
export function analysisTerms(analysis: CandidateAnalysis): MessageKey[] {
  return analysis.inflections.flatMap(inflectionTerms);
}

function inflectionTerms(inflection: Inflection): MessageKey[] {
  if (inflection.kind !== 'verb') return [`analysis.${inflection.kind}`];
  const terms: MessageKey[] = ['analysis.verb', `analysis.${inflection.tense}`];
  if (inflection.voice === 'passive') terms.push('analysis.passive');
  if (inflection.subject) terms.push(subjectTerm(inflection.subject));
  return terms;
}

/** "she" for 3rd feminine singular; the first person has no gender, a dual "we" is "we". */
function subjectTerm(subject: VerbSubject): MessageKey {
  if (subject.person === 1) {
    return subject.number === 'singular' ? 'subject.1.singular' : 'subject.1.plural';
  }
  const { person, gender } = subject;
  if (subject.number === 'dual') return `subject.${person}.dual`;
  const base = `subject.${person}.${subject.number}` as const;
  return gender ? `${base}.${gender}` : base;
}
