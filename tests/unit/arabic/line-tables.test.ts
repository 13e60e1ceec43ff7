// The verb tables still read by line-table.ts's valueIn (the word tables of lib/arabic/tables/ are
// checked by tables.test.ts), checked as text: valueIn returns
// the first line whose key matches, so a second line for a key would be silently ignored,
// and a key that is not a strict key (a diacritic, a stray space) would never be found.
// Several people add to these tables; this keeps them what their headers say they are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { strictKey } from '../../../lib/arabic/normalise';

const TABLE_FILES = ['two-letter-verbs', 'defective-verbs'];
/** A line: an Arabic key, an Arabic value, and for a verb of the homograph table "v". */
const LINE = /^[\u0621-\u064A]+ [\u0621-\u064A]+( v)?$/u;

/** The lines of the one template string a table file returns from `table()`. */
function tableLines(file: string): string[] {
  const source = readFileSync(join(__dirname, '../../../lib/arabic', `${file}.ts`), 'utf8');
  const text = /const table = \(\): string => `\n([^`]*)`;/u.exec(source)?.[1];
  if (text === undefined) throw new Error(`${file}.ts has no table() template string`);
  return text.split('\n').filter((line) => line !== '');
}

describe.each(TABLE_FILES)('the closed table in %s.ts', (file) => {
  const lines = tableLines(file);
  const keys = lines.map((line) => line.split(' ')[0] ?? '');

  it('has one "key value" line per key, in strict keys', () => {
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter((line) => !LINE.test(line))).toEqual([]);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(keys.filter((key) => strictKey(key) !== key)).toEqual([]);
  });

  it('is sorted, as its header says', () => {
    expect(keys).toEqual([...keys].sort());
  });
});
