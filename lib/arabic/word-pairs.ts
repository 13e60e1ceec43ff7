// Closed hand-written tables of word pairs, "first second" one pair a line, kept as one
// string searched in place rather than built into a Map (the worker's heap, issue 13; see
// common-plurals.ts). A table starts and ends with a line break.

/** The second word of the line whose first word is `first`, if `table` has that line. */
export function pairedWord(table: string, first: string): string | undefined {
  const line = table.indexOf(`\n${first} `);
  if (line < 0) return undefined;
  const start = line + first.length + 2;
  return table.slice(start, table.indexOf('\n', start));
}
