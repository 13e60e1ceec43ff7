// Word extraction for the in-page trigger and for selections. Bundled into the content
// script, so it imports detect.ts only and holds no tables.
import { INVISIBLE_MARK_RE, isArabicLetter, TATWEEL } from './detect';

export interface ArabicWordSpan {
  /** The word with invisible marks removed; diacritics and tatweel kept (callers normalise). */
  word: string;
  /** UTF-16 offset of the word's first letter in the text. */
  start: number;
  /** UTF-16 offset just past the word's last letter, mark or tatweel. */
  end: number;
}

// A letter's own marks (harakat, Quranic marks) belong to the word whatever their script.
const MARK_RE = /^\p{M}$/u;
const SINGLE_INVISIBLE_RE = new RegExp(`^${INVISIBLE_MARK_RE.source}$`, 'u');
const SPACE_RE = /\s/u;
// ﷺ and ﷻ are letters to Unicode but stand for whole phrases: signs, not words to look up.
const PHRASE_LIGATURE_RE = /^[\uFDFA\uFDFB]$/u;
// No Arabic word is this long; the cap bounds the work for text without spaces.
const WINDOW = 256;
/**
 * The longest real Arabic words, clitics and all (فأسقيناكموها), have about 15 letters: a run
 * of more than 40 is not a word (a page's filler, a slug) and is never looked up.
 */
export const MAX_WORD_LETTERS = 40;

function tooLong(span: ArabicWordSpan): boolean {
  let letters = 0;
  for (const char of span.word) if (isArabicLetter(char)) letters++;
  return letters > MAX_WORD_LETTERS;
}

let cachedSegmenter: Intl.Segmenter | null | undefined;

function wordSegmenter(): Intl.Segmenter | null {
  if (cachedSegmenter === undefined) {
    // Chromium and Node 20 ship it; an engine without it falls back to whole-text runs.
    cachedSegmenter =
      typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter('ar', { granularity: 'word' })
        : null;
  }
  return cachedSegmenter;
}

function* segmentsOf(text: string): Generator<{ segment: string; index: number }> {
  const segmenter = wordSegmenter();
  if (segmenter) yield* segmenter.segment(text);
  else yield { segment: text, index: 0 };
}

/**
 * The Arabic words inside one segment. The segmenter joins letters with digits and Latin
 * letters (كتاب2, عربي123abc), lets bidi marks and ZWNJ ride inside a word, and keeps
 * `كتاب.قلم` together: a word here is a maximal run of Arabic letters with their marks and
 * tatweel, where invisible marks are skipped (dropped from the word, not a boundary) and
 * anything else (digit, Latin letter, punctuation) ends the run.
 */
function* arabicRuns(segment: string, base: number): Generator<ArabicWordSpan> {
  let word = '';
  let start = -1;
  let end = -1;
  let index = 0;
  for (const char of segment) {
    const at = base + index;
    index += char.length;
    if (isArabicLetter(char) && !PHRASE_LIGATURE_RE.test(char)) {
      if (start < 0) start = at;
      word += char;
      end = at + char.length;
    } else if (start >= 0 && (char === TATWEEL || MARK_RE.test(char))) {
      word += char;
      end = at + char.length;
    } else if (SINGLE_INVISIBLE_RE.test(char)) {
      // Invisible: neither part of the word nor a break inside it.
    } else if (start >= 0) {
      yield { word, start, end };
      word = '';
      start = -1;
    }
  }
  if (start >= 0) yield { word, start, end };
}

function* arabicSpans(text: string, base = 0): Generator<ArabicWordSpan> {
  for (const { segment, index } of segmentsOf(text)) yield* arabicRuns(segment, base + index);
}

function onlyInvisible(text: string): boolean {
  for (const char of text) if (!SINGLE_INVISIBLE_RE.test(char)) return false;
  return true;
}

/**
 * The Arabic word covering the caret at UTF-16 `offset` of `text`, or touching it: a caret
 * just after the last letter (or after trailing invisible marks) still picks the word, since
 * a click on a letter's trailing half puts the caret after it. Null when the word there is
 * not Arabic, or the caret sits in whitespace or punctuation away from any Arabic word.
 */
export function arabicWordAt(text: string, offset: number): ArabicWordSpan | null {
  const found = spanAround(text, offset);
  return found && !tooLong(found) ? found : null;
}

function spanAround(text: string, offset: number): ArabicWordSpan | null {
  if (!Number.isInteger(offset) || offset < 0 || offset > text.length) return null;
  // Only the whitespace-delimited stretch around the caret can hold its word.
  let from = offset;
  while (from > 0 && offset - from < WINDOW && !SPACE_RE.test(text.charAt(from - 1))) from--;
  let to = offset;
  while (to < text.length && to - offset < WINDOW && !SPACE_RE.test(text.charAt(to))) to++;
  let before: ArabicWordSpan | null = null;
  for (const span of arabicSpans(text.slice(from, to), from)) {
    if (span.start <= offset && offset < span.end) return span;
    if (span.end <= offset) before = span;
    else {
      if (before && onlyInvisible(text.slice(before.end, offset))) return before;
      return onlyInvisible(text.slice(offset, span.start)) ? span : null;
    }
  }
  return before && onlyInvisible(text.slice(before.end, offset)) ? before : null;
}

/** The Arabic words of `text`, in logical order, without punctuation, digits or Latin. */
export function arabicWordsIn(text: string): string[] {
  return Array.from(arabicSpans(text), (span) => span.word);
}

/**
 * What to look up for a selection: its Arabic words joined by one space (a single word
 * comes back bare, without « » ، ؟ ( ) . around it). Null when the selection has no Arabic
 * word, more than `maxWords` of them (a sentence is not a dictionary query), or a run of
 * letters too long to be a word.
 */
export function selectionLookupWord(selection: string, maxWords = 3): string | null {
  if (!(maxWords >= 1)) return null;
  const words: string[] = [];
  for (const span of arabicSpans(selection)) {
    if (tooLong(span)) return null;
    words.push(span.word);
    // Stop early: a whole page may be selected.
    if (words.length > maxWords) return null;
  }
  return words.length > 0 ? words.join(' ') : null;
}
