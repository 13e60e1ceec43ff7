// The paradigm sets in a sentence, for npm run accuracy: words the dev text does not hold,
// each after a word that settles what it is (a perfect after قد, an indicative after سوف, a
// subjunctive after لن, a jussive after لم, a noun after في), looked up alone and then with
// that word before it. The dev sentences judge the context rules on the dev text only;
// these judge them on generated words, whose lemma is known (the form's own verb or noun:
// the strict measure, the same both ways).
import type { WordContext } from '../../lib/lookup/types';
import { nounParadigms } from '../paradigms/nouns';
import { verbParadigmRecords } from '../paradigms/verbs';
import { withHeadwords } from './lexicon';
import { type MeasureOptions, measure } from './measure';
import type { DevRecord } from './records';
import { percent, type TableRow } from './tally';

interface Placement {
  name: string;
  /** The word placed before each record's word. */
  before: string;
  records(): (DevRecord & { mood?: string })[];
}

let verbRecords: ReturnType<typeof verbParadigmRecords> | undefined;
/** The verb set's forms of `detail` (and `mood`), the set made once for every placement. */
function verbsOf(detail: string, mood?: string) {
  verbRecords ??= verbParadigmRecords();
  return verbRecords.filter(
    (record) => record.detail === detail && (mood === undefined || record.mood === mood),
  );
}

export const PLACEMENTS: readonly Placement[] = [
  { name: 'verb perfects after قد', before: 'قد', records: () => verbsOf('perfect') },
  {
    name: 'verb indicatives after سوف',
    before: 'سوف',
    // The set writes the future's س only before an indicative: those forms, without it.
    records: () =>
      verbsOf('imperfect س+').map((record) => ({ ...record, surface: record.surface.slice(1) })),
  },
  {
    name: 'verb subjunctives after لن',
    before: 'لن',
    records: () => verbsOf('imperfect', 's'),
  },
  {
    // The set keeps a form once, as its first mood: the jussives here are those written
    // otherwise than the indicative (يكن، يعد، يبق، يؤد).
    name: 'verb jussives after لم',
    before: 'لم',
    records: () => verbsOf('imperfect', 'j'),
  },
  {
    name: 'nouns after في',
    before: 'في',
    // A proclitic of its own (لبيتها) does not follow a preposition.
    records: () => nounParadigms.records().filter(({ category }) => !category.includes('prefix')),
  },
];

export async function paradigmSentenceTable(
  options: Pick<MeasureOptions, 'texts' | 'list'> & { base: MeasureOptions['lexicon'] },
): Promise<TableRow[]> {
  const rows: TableRow[] = [];
  for (const placement of PLACEMENTS) {
    const records = placement.records();
    const shared = { ...options, lexicon: withHeadwords(options.base, records) };
    const context: WordContext = { before: [placement.before], after: [] };
    const alone = await measure(records, { ...shared, name: 'placed-alone' });
    const placed = await measure(records, {
      ...shared,
      name: 'placed',
      contextOf: () => context,
    });
    const better = placed.right.filter((right, at) => right && !alone.right[at]).length;
    const worse = placed.right.filter((right, at) => !right && alone.right[at]).length;
    const count = (rights: boolean[]) => rights.filter(Boolean).length;
    rows.push({
      placed: placement.name,
      words: records.length,
      'right alone': percent(count(alone.right), records.length),
      'right after it': percent(count(placed.right), records.length),
      better,
      worse,
    });
  }
  return rows;
}
