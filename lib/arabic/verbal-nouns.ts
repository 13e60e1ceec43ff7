// The verbal noun of a ت-verb (form V تفعّل، VI تفاعل، and the quadriliteral تفعلل) is
// written as that verb's perfect (تحدّث → التحدُّث، تماثل → التماثُل). Such a noun names an
// act, not a person: it takes no sound masculine plural (ون/ين), while ت + a verb + ون/ين
// is the imperfect's "you (all)" or "you (f.)" (تشردون → شرد، تحدثون → حدث). Its dual is
// grammatical and left alone. Ruled from grammar and the verb index, never a word list.
import type { CandidateAnalysis } from './analysis';
import type { LemmaList } from './lemma-list';
import { ALEF, letterCount } from './letters';
import { isHeadwordEntry } from './verb-index';

/** Written as a ت-verb's perfect: ت, then at least three letters, not ا (تابع is form III). */
const hasTVerbShape = (form: string): boolean =>
  form.startsWith('ت') && letterCount(form) >= 4 && form.charAt(1) !== ALEF;

/** The index knows `form` as the perfect of a verb spelled so (its own lemma, active). */
const isVerbPerfect = (form: string, list: LemmaList): boolean =>
  list.verbs.lookup(form).some((entry) => isHeadwordEntry(entry, form));

/**
 * A noun reading that undid a sound masculine plural from a ت-verb's verbal noun: grammar
 * gives that noun no such ending, so the list's knowing the noun does not confirm this
 * reading (ranking.ts puts it with readings of another kind).
 */
export function isVerbalNounInSoundPlural(analysis: CandidateAnalysis, list: LemmaList): boolean {
  const plural = analysis.inflections.some(({ kind }) => kind === 'sound-plural');
  // Before a pronoun the plural's ي is also the dual's (تدخليهم، their two interventions).
  return (
    plural &&
    analysis.enclitics.length === 0 &&
    hasTVerbShape(analysis.form) &&
    isVerbPerfect(analysis.form, list)
  );
}
