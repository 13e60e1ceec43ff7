import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** One line of the table. `pass` is null when the metric has no target. */
export interface Row {
  metric: string;
  value: string;
  target: string;
  pass: boolean | null;
}

const MARK = { pass: '✓', fail: '✗', none: '·' } as const;

export function mark(pass: boolean | null): string {
  return pass === null ? MARK.none : pass ? MARK.pass : MARK.fail;
}

/** A plain-text table with a header, padded to the widest cell of each column. */
export function formatTable(headers: readonly string[], lines: readonly string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  return [format(headers), rule, ...lines.map(format)].join('\n');
}

export function formatRows(rows: readonly Row[]): string {
  return formatTable(
    ['metric', 'value', 'target', ''],
    rows.map((row) => [row.metric, row.value, row.target, mark(row.pass)]),
  );
}

export function writeJson(path: string, data: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}

/** Milliseconds; a stage a sample never went through (NaN) reads as a dash. */
export const ms = (value: number): string => (Number.isNaN(value) ? '—' : `${value.toFixed(1)} ms`);
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KB`;
export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
