import { escapeHtml } from '../escape-html';
import type { ExportRow } from './export-row';
import { BIDI_CONTROLS } from './sentence';

/** A note as Anki shows it: HTML fields, the word marked in its sentence on the front. */
export interface AnkiNote {
  front: string;
  back: string;
}

/** Labels on the back of a card; the content is Arabic, so are they. */
const ROOT_LABEL = 'الجذر';
const PATTERN_LABEL = 'الوزن';

export function ankiNote(row: ExportRow): AnkiNote {
  const sentence = row.sentence === '' ? row.word : row.sentence;
  const at = sentence.indexOf(row.word);
  const front =
    at < 0
      ? `${htmlField(sentence)}<br><b>${htmlField(row.word)}</b>`
      : `${htmlField(sentence.slice(0, at))}<b>${htmlField(row.word)}</b>${htmlField(sentence.slice(at + row.word.length))}`;
  const back = [
    `<b>${htmlField(row.lemma)}</b>`,
    ...row.senses.map((sense, index) => `${index + 1}. ${htmlField(sense)}`),
    ...(row.translations.length > 0 ? [htmlField(row.translations.join('; '))] : []),
    ...(row.root ? [`${ROOT_LABEL}: ${htmlField(row.root)}`] : []),
    ...(row.pattern ? [`${PATTERN_LABEL}: ${htmlField(row.pattern)}`] : []),
  ].join('<br>');
  return { front, back };
}

/**
 * A file Anki (2.1.55 or later) imports as Basic notes: its header names the separator and
 * says the fields are HTML. Fields hold no tab or line break (whitespace is folded) and no
 * quote (escaped), so no field needs quoting.
 */
export function ankiTsv(rows: readonly ExportRow[]): string {
  const header = ['#separator:tab', '#html:true', '#columns:Front\tBack', '#tags:lisan'];
  const notes = rows.map(ankiNote).map((note) => `${note.front}\t${note.back}`);
  return `${[...header, ...notes].join('\n')}\n`;
}

/**
 * Page text is hostile: in an HTML field it is text, never markup, on one line, without
 * bidi controls, and never Anki's own field syntax: a word joiner (U+2060, invisible) after
 * each "[", "{" and "\" breaks [sound:…], [anki:tts], [latex]…[/latex], [$]…[/$], {{c1::…}}
 * and MathJax's \(…\) and \[…\], which Anki finds in the field (or, for MathJax, in its
 * rendered text, where an HTML entity would not help).
 */
function htmlField(text: string): string {
  const plain = text.replace(BIDI_CONTROLS, '').replace(/\s+/g, ' ');
  return escapeHtml(plain).replace(/[[{\\]/g, '$&\u2060');
}
