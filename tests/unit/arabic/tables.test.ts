// The analyser's word tables (lib/arabic/tables/*.ts) through their one reader: every row of
// every table in its format with an explicit kind, and a bad row named by file and line, so
// a row someone adds by hand is checked before it ships.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMON_PLURAL_TABLE } from '../../../lib/arabic/common-plurals';
import { FUNCTION_WORD_TABLE } from '../../../lib/arabic/function-words';
import { HOMOGRAPH_TABLE } from '../../../lib/arabic/homographs';
import { IRREGULAR_NOUN_TABLE } from '../../../lib/arabic/nouns';
import { PARTICLE_TABLE } from '../../../lib/arabic/particles';
import {
  TABLE_HEADER,
  type TableSpec,
  tableRow,
  tableRows,
} from '../../../lib/arabic/tables/reader';

/** Every table the analyser reads, by its data file. */
const TABLES: TableSpec<string>[] = [
  HOMOGRAPH_TABLE,
  COMMON_PLURAL_TABLE,
  PARTICLE_TABLE,
  FUNCTION_WORD_TABLE,
  IRREGULAR_NOUN_TABLE,
];

const TABLES_DIR = join(__dirname, '../../../lib/arabic/tables');

/** A table of `rows` under the header, in a file named `bad.ts`. */
const tableOf = (...rows: string[]): TableSpec<'plural' | 'itself'> => ({
  file: 'bad.ts',
  text: () => [TABLE_HEADER, ...rows, ''].join('\n'),
  kinds: { plural: { value: true }, itself: { value: false } },
});

describe('the word tables', () => {
  it('are every data file of lib/arabic/tables, each read here', () => {
    const dataFiles = readdirSync(TABLES_DIR)
      .filter((name) => name !== 'reader.ts')
      .map((name) => `lib/arabic/tables/${name}`);
    expect(TABLES.map((table) => table.file).sort()).toEqual(dataFiles.sort());
  });

  it.each(TABLES.map((table) => [table.file, table] as const))(
    '%s: every row is "key kind value" in strict keys, of a kind it declares, sorted, once',
    (_file, table) => {
      const rows = tableRows(table);
      expect(rows.length).toBeGreaterThan(5);
      // Every declared kind is used, and each row reads back by its key.
      expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(Object.keys(table.kinds)));
      for (const row of rows) expect(tableRow(table, row.key)).toEqual(row);
    },
  );
});

describe('the table reader', () => {
  it('finds a whole key only, never part of a row', () => {
    const table = tableOf('آباء plural أب', 'رجال plural رجل', 'مرور itself');
    expect(tableRow(table, 'رجال')).toEqual({ key: 'رجال', kind: 'plural', value: 'رجل' });
    expect(tableRow(table, 'مرور')).toEqual({ key: 'مرور', kind: 'itself' });
    expect(tableRow(table, 'رجل')).toBeUndefined();
    expect(tableRow(table, 'plural')).toBeUndefined();
    expect(tableRow(table, 'key')).toBeUndefined();
  });

  it.each([
    ['an unknown kind', ['آباء plural أب', 'رجال singular رجل'], 'line 3'],
    ['a missing value', ['آباء plural'], 'line 2'],
    ['a value where the kind has none', ['آباء plural أب', 'مرور itself مرور'], 'line 3'],
    ['a key with a diacritic', ['آباء plural أب', 'رِجال plural رجل'], 'line 3'],
    ['a fourth column', ['آباء plural أب v'], 'line 2'],
    ['two spaces', ['آباء  plural أب'], 'line 2'],
    ['a key twice', ['آباء plural أب', 'آباء plural أبو'], 'line 3'],
    ['rows out of order', ['رجال plural رجل', 'آباء plural أب'], 'line 3'],
  ])('fails on %s, naming the file and the line', (_problem, rows, line) => {
    expect(() => tableRows(tableOf(...rows))).toThrow(`bad.ts, ${line} `);
  });

  it('fails on a table without its header', () => {
    const table = { ...tableOf(), text: () => 'آباء plural أب\n' };
    expect(() => tableRows(table)).toThrow('bad.ts, line 1 ');
  });

  it('applies a table’s own check (a homograph "clitic" row is a proclitic letter + its value)', () => {
    const table = { ...HOMOGRAPH_TABLE, text: () => `${TABLE_HEADER}\nوجار clitic جر\n` };
    expect(() => tableRows(table)).toThrow('homographs.ts, line 2 ');
    const itself = { ...HOMOGRAPH_TABLE, text: () => `${TABLE_HEADER}\nمرور plural مرور\n` };
    expect(() => tableRows(itself)).toThrow('"itself"');
  });
});
