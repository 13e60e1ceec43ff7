// The one reader of the analyser's word tables (lib/arabic/tables/*.ts). A table is one
// string of lines: a header naming its columns, then one row per line, "key kind value",
// columns separated by one space. The kind column says what the row is (a plural's
// singular, a homograph read as itself…), so no row's meaning is guessed from its shape.
// A lookup searches the text in place rather than building a Map: the worker's heap holds
// the text only (issue 13). `tableRows` reads and checks every row, for the unit tests
// (tests/unit/arabic/tables.test.ts), which name the file and line of a bad one.
import { encodeWord } from '../lemma-codec';
import { strictKey } from '../normalise';

/** What a table is: where its text is and which kinds its rows may have. */
export interface TableSpec<Kind extends string> {
  /** The data file, named in errors (`homographs.ts`). */
  file: string;
  /** The table's text, header first (a function: see the data files' headers). */
  text: () => string;
  /** Each kind, and whether its rows name a value (a lemma) after it. */
  kinds: Readonly<Record<Kind, { value: boolean }>>;
  /** What else a row must hold, as a problem to name when it does not (undefined: fine). */
  check?(row: TableRow<Kind>): string | undefined;
}

/** One row: its key (a strict key), its kind and, for kinds that have one, its value. */
export interface TableRow<Kind extends string> {
  key: string;
  kind: Kind;
  value?: string;
}

/** The header every table starts with. */
export const TABLE_HEADER = 'key kind value';

/** A row that breaks its table's format, named by file and line. */
export class TableRowError extends Error {
  constructor(file: string, line: number, problem: string) {
    super(`${file}, line ${line} of its table: ${problem}`);
    this.name = 'TableRowError';
  }
}

/**
 * A word as a strict key writes it (no diacritic, tatweel or space), in the letters the
 * lemma list spells (lemma-codec.ts owns that range).
 */
const isStrictKey = (word: string | undefined): word is string =>
  word !== undefined && encodeWord(word) !== null && strictKey(word) === word;

/** One line of the table as its columns (a lookup trusts the rows tableRows has checked). */
function readRow<Kind extends string>(text: string): TableRow<Kind> {
  const [key = '', kind, value] = text.split(' ');
  return value === undefined ? { key, kind: kind as Kind } : { key, kind: kind as Kind, value };
}

/** `text` (one line of the table) read and checked against `spec`. */
function checkedRow<Kind extends string>(
  spec: TableSpec<Kind>,
  text: string,
  line: number,
): TableRow<Kind> {
  const fail = (problem: string) => new TableRowError(spec.file, line, problem);
  const [key, kind, value, ...rest] = text.split(' ');
  if (!isStrictKey(key)) throw fail(`"${key}" is not a strict key`);
  if (kind === undefined || !Object.hasOwn(spec.kinds, kind))
    throw fail(`"${kind}" is not one of its kinds (${Object.keys(spec.kinds).join(', ')})`);
  if (rest.length > 0) throw fail('more columns than key, kind and value');
  const row = readRow<Kind>(text);
  if (spec.kinds[row.kind].value) {
    if (!isStrictKey(value)) throw fail(`a ${kind} row needs a value in strict keys`);
  } else if (value !== undefined) throw fail(`a ${kind} row names no value`);
  const problem = spec.check?.(row);
  if (problem) throw fail(problem);
  return row;
}

/**
 * The table's row for `key` (a strict key), if it has one. Read, not checked: the unit
 * tests check every row of every table (tableRows), and a lookup runs for every reading.
 */
export function tableRow<Kind extends string>(
  spec: TableSpec<Kind>,
  key: string,
): TableRow<Kind> | undefined {
  const text = spec.text();
  const at = text.indexOf(`\n${key} `);
  if (at < 0) return undefined;
  const end = text.indexOf('\n', at + 1);
  return readRow(text.slice(at + 1, end < 0 ? undefined : end));
}

/**
 * Every row of the table, checked: the header first, then rows in their format, each key
 * once, sorted (a second row for a key would never be found). Throws a TableRowError
 * naming the first bad line.
 */
export function tableRows<Kind extends string>(spec: TableSpec<Kind>): TableRow<Kind>[] {
  const [header, ...lines] = spec.text().split('\n');
  if (header !== TABLE_HEADER)
    throw new TableRowError(spec.file, 1, `the header is not "${TABLE_HEADER}"`);
  const rows: TableRow<Kind>[] = [];
  lines.forEach((text, index) => {
    const line = index + 2;
    if (text === '' && index === lines.length - 1) return;
    const row = checkedRow(spec, text, line);
    const previous = rows.at(-1);
    if (previous && previous.key >= row.key)
      throw new TableRowError(spec.file, line, `"${row.key}" is out of order or twice`);
    rows.push(row);
  });
  return rows;
}
