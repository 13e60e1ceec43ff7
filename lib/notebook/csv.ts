import type { ExportRow } from './export-row';

/** Spreadsheet programs read a UTF-8 file as Arabic only when it starts with a BOM. */
export const BOM = '\uFEFF';

export const CSV_COLUMNS = [
  'lemma',
  'word',
  'part of speech',
  'root',
  'pattern',
  'senses',
  'translations',
  'sentence',
  'source',
  'date',
] as const;

/**
 * One CSV row per word (RFC 4180: fields with a comma, quote or line break are quoted,
 * quotes doubled, CRLF between rows). Page text is hostile: a field a spreadsheet would
 * run as a formula (= + - @ first) gets a leading apostrophe.
 */
export function notebookCsv(rows: readonly ExportRow[]): string {
  const lines = [CSV_COLUMNS, ...rows.map(csvFields)].map((fields) =>
    fields.map(csvField).join(','),
  );
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

function csvFields(row: ExportRow): string[] {
  return [
    row.lemma,
    row.word,
    row.pos ?? '',
    row.root ?? '',
    row.pattern ?? '',
    row.senses.join('; '),
    row.translations.join('; '),
    row.sentence,
    [row.title, row.url].filter((part) => part !== '').join(' '),
    new Date(row.time).toISOString(),
  ];
}

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
