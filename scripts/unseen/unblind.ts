// npm run unseen -- unblind: the judge's verdicts on the blind file (committed first), read
// against the key: how often the entry before and the entry after were the one a reader most
// likely means, split by the after-reading's part of speech and by whether a verb reading
// was on either side.
import type { KeyItem } from './compare';
import { parseJudgements } from './judgements';

export type Verdict = 'A' | 'B' | 'both' | 'neither';

/** "12 A", "13 both  # a note": one verdict a line. */
export const parseVerdicts = (text: string): Map<number, Verdict> =>
  parseJudgements(text, ['A', 'B', 'both', 'neither'] as const, 'verdicts');

export interface Tally {
  changed: number;
  beforeRight: number;
  afterRight: number;
  both: number;
  neither: number;
  /** Only before was right: the change lost it. */
  worse: number;
  /** Only after was right: the change won it. */
  better: number;
}

export interface Judged extends KeyItem {
  beforeRight: boolean;
  afterRight: boolean;
}

/** Each key item with which side the verdict found right; throws for a word not judged. */
export function unblind(key: readonly KeyItem[], verdicts: ReadonlyMap<number, Verdict>): Judged[] {
  return key.map((item) => {
    const verdict = verdicts.get(item.n);
    if (!verdict) throw new Error(`no verdict for ${item.n}. ${item.word}`);
    const picked = (side: 'before' | 'after') =>
      verdict === 'both' || verdict === (item.a === side ? 'A' : 'B');
    return { ...item, beforeRight: picked('before'), afterRight: picked('after') };
  });
}

/** The rows: all, by the after-reading's kind, and with or without a verb reading. */
export function tallies(judged: readonly Judged[]): Map<string, Tally> {
  const rows = new Map<string, Tally>();
  for (const item of judged) {
    const afterKind = item.after.form === null ? 'nothing' : (item.after.kind ?? 'noun');
    const verbInvolved = item.before.kind === 'verb' || item.after.kind === 'verb';
    const keys = [
      'all',
      `after: ${afterKind}`,
      verbInvolved ? 'a verb reading on either side' : 'no verb reading',
    ];
    for (const name of keys) {
      const row = rows.get(name) ?? {
        changed: 0,
        beforeRight: 0,
        afterRight: 0,
        both: 0,
        neither: 0,
        worse: 0,
        better: 0,
      };
      row.changed++;
      if (item.beforeRight) row.beforeRight++;
      if (item.afterRight) row.afterRight++;
      if (item.beforeRight && item.afterRight) row.both++;
      if (!item.beforeRight && !item.afterRight) row.neither++;
      if (item.beforeRight && !item.afterRight) row.worse++;
      if (item.afterRight && !item.beforeRight) row.better++;
      rows.set(name, row);
    }
  }
  return rows;
}
