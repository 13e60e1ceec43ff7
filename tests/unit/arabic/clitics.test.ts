// The proclitic rows (lib/arabic/clitics.ts) row by row, each on a real word: the split the
// row gives, with what it implies of the stem. A row removed loses its split; a row added
// without its case here fails the first test.
import { describe, expect, it } from 'vitest';
import {
  type CliticSplit,
  CONJUNCTION_ROWS,
  cliticSplits,
  PROCLITICS,
  type ProcliticRow,
} from '../../../lib/arabic/clitics';

/** One row's case: a word, the proclitics cut, the stem left and the class it implies. */
type RowCase = [word: string, proclitics: string[], stem: string, cls: CliticSplit['class']];

const CASES: RowCase[] = [
  ['وكتب', ['و'], 'كتب', 'any'],
  ['فقال', ['ف'], 'قال', 'any'],
  ['الكتاب', ['ال'], 'كتاب', 'noun'],
  ['للكتاب', ['ل', 'ال'], 'كتاب', 'noun'],
  ['للغة', ['ل', 'ال'], 'لغة', 'noun'],
  ['بقلم', ['ب'], 'قلم', 'noun'],
  ['بالقلم', ['ب', 'ال'], 'قلم', 'noun'],
  ['كرجل', ['ك'], 'رجل', 'noun'],
  ['كالبحر', ['ك', 'ال'], 'بحر', 'noun'],
  ['لزيد', ['ل'], 'زيد', 'any'],
  ['سيكتب', ['س'], 'يكتب', 'verb'],
  ['وبالقلم', ['و', 'ب', 'ال'], 'قلم', 'noun'],
];

/** The split of `word` with exactly these proclitics and no suffix, if any. */
const splitOf = (word: string, proclitics: string[]) =>
  cliticSplits(word).find(
    (split) => split.enclitics.length === 0 && split.proclitics.join(' ') === proclitics.join(' '),
  );

/** Whether `test` exercises `row`: it ends in the row's proclitics, written as the row writes them. */
const isCaseOf = (row: ProcliticRow, [word, proclitics]: RowCase): boolean =>
  proclitics.slice(-row.proclitics.length).join(' ') === row.proclitics.join(' ') &&
  word.includes(row.written);

describe('the proclitic rows', () => {
  it('each row has its case here', () => {
    for (const row of [...CONJUNCTION_ROWS, ...PROCLITICS])
      expect(
        CASES.filter((test) => isCaseOf(row, test)),
        row.written,
      ).not.toEqual([]);
  });

  it.each(CASES)('%s → %j + %s', (word, proclitics, stem, cls) => {
    const splits = cliticSplits(word).filter((split) => split.enclitics.length === 0);
    expect(splits).toContainEqual(expect.objectContaining({ proclitics, stem, class: cls }));
  });

  it('reads لل as ل + ال only, never ل + a word in ل', () => {
    expect(splitOf('للغة', ['ل'])).toBeUndefined();
  });

  it('cuts the future س only before an imperfect’s prefix, a one-letter proclitic only from three letters', () => {
    expect(splitOf('سلام', ['س'])).toBeUndefined();
    expect(splitOf('بل', ['ب'])).toBeUndefined();
    expect(splitOf('الم', ['ال'])).toBeUndefined();
  });
});
