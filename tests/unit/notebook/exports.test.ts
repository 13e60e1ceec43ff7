import { describe, expect, it, vi } from 'vitest';
import { ankiNote, ankiTsv } from '../../../lib/notebook/anki';
import { sendToAnki } from '../../../lib/notebook/anki-connect';
import { BOM, CSV_COLUMNS, notebookCsv } from '../../../lib/notebook/csv';
import type { ExportRow } from '../../../lib/notebook/export-row';

const row = (over: Partial<ExportRow> = {}): ExportRow => ({
  word: 'بالكتاب',
  matched: 'كتاب',
  lemma: 'كِتَابٌ',
  sentence: 'أمسك بالكتاب، ثم قرأ "الفصل" الأول',
  title: 'مقالة, عن <الكتب>',
  url: 'https://example.com/a?b=1',
  time: Date.UTC(2026, 10, 23, 12, 0, 0),
  pos: 'اسم',
  root: 'ك ت ب',
  pattern: 'فِعَال',
  senses: ['ما يُكتب فيه', 'الرسالة'],
  translations: ['English: book', 'English: letter'],
  lexicon: 'المعجم المعاصر',
  ...over,
});

/** A small RFC 4180 reader: what a spreadsheet does with the file. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      fields.push(field);
      rows.push(fields);
      fields = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

describe('Export CSV', () => {
  it('starts with a BOM and reads back field for field, Arabic intact', () => {
    const csv = notebookCsv([row(), row({ word: 'قلم', sentence: '', pos: null, senses: [] })]);
    expect(csv.startsWith(BOM)).toBe(true);
    const [header, first, second] = parseCsv(csv.slice(BOM.length));
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(first).toEqual([
      'كِتَابٌ',
      'بالكتاب',
      'اسم',
      'ك ت ب',
      'فِعَال',
      'ما يُكتب فيه; الرسالة',
      'English: book; English: letter',
      'أمسك بالكتاب، ثم قرأ "الفصل" الأول',
      'مقالة, عن <الكتب> https://example.com/a?b=1',
      '2026-11-23T12:00:00.000Z',
    ]);
    // A word whose senses were never fetched exports what is known.
    expect(second?.slice(0, 6)).toEqual(['كِتَابٌ', 'قلم', '', 'ك ت ب', 'فِعَال', '']);
  });

  it('quotes commas, quotes and line breaks, and defuses formulas from page text', () => {
    const csv = notebookCsv([row({ title: '=HYPERLINK("http://evil")', sentence: 'سطر\r\nآخر' })]);
    expect(csv).toContain('"\'=HYPERLINK(""http://evil"")');
    const [, parsed] = parseCsv(csv.slice(BOM.length));
    expect(parsed?.[7]).toBe('سطر\r\nآخر');
    expect(parsed?.[8]?.startsWith("'=HYPERLINK(")).toBe(true);
  });
});

describe('Export for Anki', () => {
  it('writes a tab-separated file with the word marked in its sentence', () => {
    const lines = ankiTsv([row()]).trimEnd().split('\n');
    expect(lines.slice(0, 3)).toEqual(['#separator:tab', '#html:true', '#columns:Front\tBack']);
    const [front, back, ...rest] = (lines.at(-1) ?? '').split('\t');
    expect(rest).toEqual([]);
    expect(front).toBe('أمسك <b>بالكتاب</b>، ثم قرأ &quot;الفصل&quot; الأول');
    expect(back).toBe(
      '<b>كِتَابٌ</b><br>1. ما يُكتب فيه<br>2. الرسالة<br>English: book; English: letter<br>الجذر: ك ت ب<br>الوزن: فِعَال',
    );
  });

  it('keeps page markup as text and tabs out of the fields', () => {
    const note = ankiNote(row({ sentence: '<img src=x onerror=alert(1)>\tبالكتاب' }));
    expect(note.front).toBe('&lt;img src=x onerror=alert(1)&gt; <b>بالكتاب</b>');
  });

  it('writes page text in Anki’s own syntax as text, and drops bidi controls', () => {
    const hostile = [
      '[sound:../../collection.media/x.mp3]',
      '{{c1::بالكتاب}}',
      '\\(x^2\\)',
      '\\[y\\]',
      '[latex]\\input{/etc/passwd}[/latex]',
      '[$]z[/$]',
      '\u202eبالكتاب\u2066',
    ].join(' ');
    const { front } = ankiNote(row({ sentence: hostile }));
    for (const syntax of [/\[sound:/, /\{\{c\d+::/, /\\\(/, /\\\[/, /\[latex\]/, /\[\$\]/]) {
      expect(front).not.toMatch(syntax);
    }
    expect(front).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    // What the reader saw is kept: only invisible word joiners were added.
    expect(front.replaceAll('\u2060', '')).toContain('[sound:../../collection.media/x.mp3]');
    expect(front.replaceAll('\u2060', '')).toContain('{{c1::');
  });

  it('marks the word alone when it was met without a sentence', () => {
    const bare = { sentence: '', root: null, pattern: null, senses: [], translations: [] };
    expect(ankiNote(row(bare))).toEqual({
      front: '<b>بالكتاب</b>',
      back: '<b>كِتَابٌ</b>',
    });
  });
});

describe('Send to Anki', () => {
  it('creates the deck and adds Basic notes through AnkiConnect', async () => {
    const bodies: unknown[] = [];
    const fetcher = vi.fn(async (_url: unknown, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      bodies.push(body);
      return Response.json({ result: body.action === 'addNotes' ? [1, null] : 1, error: null });
    });
    const result = await sendToAnki([ankiNote(row()), ankiNote(row())], fetcher as typeof fetch);
    expect(result).toEqual({ ok: true, added: 1 });
    expect(fetcher.mock.calls[0]?.[0]).toBe('http://127.0.0.1:8765');
    expect(bodies[1]).toMatchObject({
      action: 'addNotes',
      version: 6,
      params: { notes: [{ deckName: 'Lisan', modelName: 'Basic' }, {}] },
    });
  });

  it('says Anki is unreachable when nothing answers', async () => {
    const fetcher = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendToAnki([ankiNote(row())], fetcher as typeof fetch)).toEqual({
      ok: false,
      reason: 'unreachable',
    });
  });
});
