// npm run accuracy -- --data FILE [--sentences FILE]: any annotated text in the dev file's
// format, measured as the dev set is (its own headwords added to the simulated lexicon; with
// its sentences, each word with the words around it), one row per category and one for all.
import type { LemmaList, LemmaTexts } from '../../lib/arabic';
import { withHeadwords } from './lexicon';
import { type Miss, measure } from './measure';
import { type DevRecord, readRecords } from './records';
import { contextOfRecord, readSentences } from './sentences';
import type { SimEntry } from './sim-service';
import { basicRow, type TableRow } from './tally';

export async function measureDataFile(
  file: string,
  options: {
    texts: LemmaTexts;
    list: LemmaList;
    base: ReadonlyMap<string, SimEntry>;
    /** The text's sentences, in the dev sentences' format (from-conllu.ts writes it). */
    sentencesFile?: string;
  },
): Promise<{ rows: TableRow[]; misses: Miss[]; words: number }> {
  const records = readRecords(file);
  const sentences = options.sentencesFile ? readSentences(options.sentencesFile) : undefined;
  const contextOf = sentences
    ? (record: DevRecord) => contextOfRecord(record, sentences)
    : undefined;
  const { tallies, misses } = await measure(records, {
    texts: options.texts,
    list: options.list,
    name: 'data',
    lexicon: withHeadwords(options.base, records),
    ...(contextOf ? { contextOf } : {}),
  });
  const rows = [...tallies].map(([name, t]) => basicRow('category', name, t));
  return { rows, misses, words: records.length };
}
