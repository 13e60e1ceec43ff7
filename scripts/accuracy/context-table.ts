// What the sentence did in npm run accuracy. The dev run sends each word's neighbours; only
// the words where a context rule chose a reading can come out otherwise without them, so
// only those are looked up again, without (a fresh engine: cheap, though its cache history
// is not the dev run's). Per rule: the words where it chose, and how many came out right
// only with it (gained) or only without (lost); and the dev rows as they read without.
import { readingInContext } from '../../lib/lookup/lemma-knowledge';
import type { WordContext } from '../../lib/lookup/types';
import { type MeasureOptions, measure } from './measure';
import type { DevRecord } from './records';
import { percent, type TableRow } from './tally';

export async function contextTables(
  records: readonly DevRecord[],
  dev: Awaited<ReturnType<typeof measure>>,
  contextOf: (record: DevRecord) => WordContext | undefined,
  options: Pick<MeasureOptions, 'texts' | 'list' | 'lexicon'>,
): Promise<{ contextRows: TableRow[]; ruleRows: TableRow[] }> {
  const chosen = records.flatMap((record, index) => {
    const context = contextOf(record);
    const rule =
      context && readingInContext(record.surface, context, options.list, new Set())?.rule;
    return rule ? [{ record, index, rule }] : [];
  });
  const without = await measure(
    chosen.map(({ record }) => record),
    { ...options, name: 'no-context' },
  );
  const byRule = new Map<string, { chose: number; gained: number; lost: number }>();
  const change = new Map<string, number>();
  chosen.forEach(({ record, index, rule }, at) => {
    const counts = byRule.get(rule) ?? { chose: 0, gained: 0, lost: 0 };
    counts.chose++;
    const delta = Number(dev.right[index]) - Number(without.right[at]);
    if (delta > 0) counts.gained++;
    if (delta < 0) counts.lost++;
    byRule.set(rule, counts);
    for (const name of ['all', record.category]) change.set(name, (change.get(name) ?? 0) + delta);
  });
  const contextRows = [...dev.tallies].map(([name, t]) => ({
    category: name,
    words: t.words,
    'resolved with context': percent(t.right, t.words),
    'resolved without': percent(t.right - (change.get(name) ?? 0), t.words),
  }));
  const ruleRows = [...byRule].map(([rule, counts]) => ({ rule, ...counts }));
  return { contextRows, ruleRows };
}
