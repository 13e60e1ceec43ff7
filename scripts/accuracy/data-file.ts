// npm run accuracy -- --data FILE: any annotated text in the dev file's format, measured
// as the dev set is (its own headwords added to the simulated lexicon), one row per
// category and one for all.
import type { LemmaList, LemmaTexts } from '../../lib/arabic';
import { withHeadwords } from './lexicon';
import { type Miss, measure } from './measure';
import { readRecords } from './records';
import type { SimEntry } from './sim-service';
import { basicRow, type TableRow } from './tally';

export async function measureDataFile(
  file: string,
  options: { texts: LemmaTexts; list: LemmaList; base: ReadonlyMap<string, SimEntry> },
): Promise<{ rows: TableRow[]; misses: Miss[]; words: number }> {
  const records = readRecords(file);
  const { tallies, misses } = await measure(records, {
    texts: options.texts,
    list: options.list,
    name: 'data',
    lexicon: withHeadwords(options.base, records),
  });
  const rows = [...tallies].map(([name, t]) => basicRow('category', name, t));
  return { rows, misses, words: records.length };
}
