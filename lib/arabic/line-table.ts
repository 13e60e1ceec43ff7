// The closed hand-written tables of lib/arabic (common plurals, two-letter and defective
// verbs, homographs) are each one string of lines "key value", searched in place rather
// than built into a Map: the worker's heap holds their text only (issue 13).

/** The value on `table`'s line for `key`, or undefined when no line starts with it. */
export function valueIn(table: string, key: string): string | undefined {
  const line = table.indexOf(`\n${key} `);
  if (line < 0) return undefined;
  const start = line + key.length + 2;
  return table.slice(start, table.indexOf('\n', start));
}
