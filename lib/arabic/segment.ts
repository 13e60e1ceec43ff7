// Word extraction for the in-page trigger and for selections. Bundled into the content
// script (and only there), so it imports detect.ts only and holds no tables.
import { ARABIC_LETTER, INVISIBLE_MARK_RE, isArabicLetter } from './detect';

export interface ArabicWordSpan {
  /** The word with invisible marks removed; diacritics and tatweel kept (callers normalise). */
  word: string;
  /** UTF-16 offset of the word's first letter in the text. */
  start: number;
  /** UTF-16 offset just past the word's last letter, mark or tatweel. */
  end: number;
}

// An Arabic letter, but not ﷺ ﷻ: letters to Unicode, yet signs standing for whole
// phrases, not words to look up.
const LETTER = `(?![\\uFDFA\\uFDFB])${ARABIC_LETTER}`;
const INVISIBLE = INVISIBLE_MARK_RE.source;

interface Patterns {
  /**
   * A word: a letter, then letters, marks (a letter's harakat or Quranic marks, whatever
   * their script) and tatweel, with invisible marks anywhere inside (dropped from the word,
   * not a boundary) but never at its end. Anything else (digit, Latin letter, punctuation,
   * space) ends it: كتاب2, عربي123abc and كتاب.قلم hold one or two words, never a mixed one.
   * Unicode's word boundaries (Intl.Segmenter) never fall inside such a run, so this needs none.
   */
  word: RegExp;
  invisible: RegExp;
}

let compiled: Patterns | undefined;

/**
 * Compiled at the first word, not at load: these \p{…} patterns took the content script
 * ~0.2 ms of every page load to compile (issue 13).
 */
function patterns(): Patterns {
  compiled ??= {
    word: new RegExp(`${LETTER}(?:${INVISIBLE}*(?:${LETTER}|\\p{M}|\\u0640))*`, 'gu'),
    invisible: new RegExp(INVISIBLE, 'gu'),
  };
  return compiled;
}

const SPACE_RE = /\s/u;
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

/** The Arabic words of `text` as spans, offsets counted from `base`. */
function* arabicSpans(text: string, base = 0): Generator<ArabicWordSpan> {
  const { word, invisible } = patterns();
  for (const { 0: run, index } of text.matchAll(word)) {
    const start = base + index;
    yield { word: run.replace(invisible, ''), start, end: start + run.length };
  }
}

/**
 * The Arabic word covering the caret at UTF-16 `offset` of `text`, or touching it: a caret
 * just after the last letter (or after trailing invisible marks) still picks the word, since
 * a click on a letter's trailing half puts the caret after it. Null when the word there is
 * not Arabic, or the caret sits in whitespace or punctuation away from any Arabic word.
 */
export function arabicWordAt(text: string, offset: number): ArabicWordSpan | null {
  if (!Number.isInteger(offset) || offset < 0 || offset > text.length) return null;
  // Only the whitespace-delimited stretch around the caret can hold its word.
  let from = offset;
  while (from > 0 && offset - from < WINDOW && !SPACE_RE.test(text.charAt(from - 1))) from--;
  let to = offset;
  while (to < text.length && to - offset < WINDOW && !SPACE_RE.test(text.charAt(to))) to++;
  for (const span of arabicSpans(text.slice(from, to), from)) {
    // Nothing but invisible marks between the word and the caret, on either side (one of
    // the two slices is empty). Two words cannot both touch it: they would be one.
    const between = text.slice(span.end, offset) + text.slice(offset, span.start);
    if (!between.replace(patterns().invisible, '')) return tooLong(span) ? null : span;
  }
  return null;
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

/** Words on each side of a looked-up word that its sentence lends the lookup. */
export const MAX_NEIGHBOURS = 3;

/**
 * The Arabic words next to a word, from the text just `before` and `after` it: at most
 * MAX_NEIGHBOURS each side, nearest last before and first after, and only those joined to
 * it by spaces alone (a comma, a full stop, a digit or a Latin word ends its clause here).
 */
export function neighbourWords(
  before: string,
  after: string,
): { before: string[]; after: string[] } {
  const { invisible } = patterns();
  const joined = (gap: string) => !gap.replace(/\s/gu, '').replace(invisible, '');
  const next: string[] = [];
  let at = 0;
  for (const span of arabicSpans(after)) {
    if (next.length === MAX_NEIGHBOURS || !joined(after.slice(at, span.start))) break;
    if (!tooLong(span)) next.push(span.word);
    at = span.end;
  }
  const previous: string[] = [];
  let end = before.length;
  for (const span of [...arabicSpans(before)].reverse()) {
    if (previous.length === MAX_NEIGHBOURS || !joined(before.slice(span.end, end))) break;
    if (!tooLong(span)) previous.unshift(span.word);
    end = span.start;
  }
  return { before: previous, after: next };
}
