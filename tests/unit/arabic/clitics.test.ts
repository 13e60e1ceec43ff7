// The proclitic rows (lib/arabic/clitics.ts) row by row, each on a real word: the split the
// row gives, with what it implies of the stem. A row removed loses its split; a row added
// without its case here fails the first test.
import { describe, expect, it } from 'vitest';
import {
  type CliticSplit,
  CONJUNCTION_ROWS,
  cliticSplits,
  ENCLITICS,
  onlyAVerbBefore,
  PROCLITICS,
  type ProcliticRow,
} from '../../../lib/arabic/clitics';

/**
 * One row's case: a word, the proclitics cut, the stem left, the class it implies, and the
 * pronoun suffix cut where the row needs one.
 */
type RowCase = [
  word: string,
  proclitics: string[],
  stem: string,
  cls: CliticSplit['class'],
  suffix?: string,
];

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

  it.each(CASES)('%s → %j + %s', (word, proclitics, stem, cls, suffix) => {
    const enclitics = suffix ? [suffix] : [];
    expect(cliticSplits(word)).toContainEqual(
      expect.objectContaining({ proclitics, stem, class: cls, enclitics }),
    );
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

/** One pronoun row's case: a word, the stem left and what the split costs. */
const ENCLITIC_CASES: [word: string, suffix: string, stem: string, cost: number][] = [
  ['كتابكما', 'كما', 'كتاب', 1.5],
  ['بيتهما', 'هما', 'بيت', 1.5],
  ['علمني', 'ني', 'علم', 1],
  ['بيتنا', 'نا', 'بيت', 1],
  ['بيتكم', 'كم', 'بيت', 1],
  ['بيتكن', 'كن', 'بيت', 1.5],
  ['بيتها', 'ها', 'بيت', 1],
  ['بيتهم', 'هم', 'بيت', 1],
  ['بيتهن', 'هن', 'بيت', 1.5],
  ['كتابي', 'ي', 'كتاب', 1],
  ['بيتك', 'ك', 'بيت', 1],
  ['بيته', 'ه', 'بيت', 1],
];

describe('the pronoun suffix rows', () => {
  it('each row has its case here', () => {
    for (const row of ENCLITICS)
      expect(ENCLITIC_CASES.some(([, suffix]) => suffix === row.written)).toBe(true);
  });

  it.each(ENCLITIC_CASES)('%s → %s + %s', (word, suffix, stem, cost) => {
    expect(cliticSplits(word)).toContainEqual(
      expect.objectContaining({ proclitics: [], stem, enclitics: [suffix], cost }),
    );
  });

  const suffixed = (word: string, proclitics: string[]) =>
    cliticSplits(word).filter(
      (split) => split.enclitics.length > 0 && split.proclitics.join(' ') === proclitics.join(' '),
    );

  it('cuts no pronoun after the article: a definite noun takes none', () => {
    expect(suffixed('الكتابه', ['ال'])).toEqual([]);
    expect(suffixed('بالبيتها', ['ب', 'ال'])).toEqual([]);
  });

  it('cuts the verb’s “me” ني after no proclitic that makes a noun (بعيني is ب + عيني)', () => {
    expect(suffixed('بعيني', ['ب']).map((split) => split.enclitics[0])).toEqual(['ي']);
    expect(suffixed('وعلمني', ['و']).map((split) => split.enclitics[0])).toContain('ني');
    // إنّ and her sisters take it too: بأنني is ب + أنّ + ني.
    expect(suffixed('بأنني', ['ب']).map((split) => split.enclitics[0])).toContain('ني');
    expect(suffixed('بمعني', ['ب']).map((split) => split.enclitics[0])).not.toContain('ني');
  });

  it('says only a verb stands before ني, but for إنّ and her sisters, and nothing of other pronouns', () => {
    expect(onlyAVerbBefore('علم', ['ني'])).toBe(true);
    expect(onlyAVerbBefore('عي', ['ني'])).toBe(true);
    for (const particle of ['أن', 'إن', 'كأن', 'لكن', 'ليت', 'لعل'])
      expect(onlyAVerbBefore(particle, ['ني']), particle).toBe(false);
    expect(onlyAVerbBefore('عين', ['ي'])).toBe(false);
    expect(onlyAVerbBefore('علم', ['نا'])).toBe(false);
    expect(onlyAVerbBefore('علم', [])).toBe(false);
  });
});
