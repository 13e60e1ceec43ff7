// Character classes for Arabic text. Tiny on purpose: the content script bundles this file.

export { ARABIC_RE } from './script';

/**
 * One Arabic letter: a letter (`\p{L}`) of the Arabic script. Tatweel is excluded by hand
 * because Unicode files it as a modifier letter (Lm) though it only stretches a joining.
 * Harakat (Mn), the Arabic comma (Po) and Arabic-Indic digits (Nd) are not letters. The
 * pattern's source, for the patterns built from it (lib/arabic/segment.ts).
 */
export const ARABIC_LETTER = '(?!\\u0640)(?=\\p{scx=Arab})\\p{L}';
// Pure: a bundle that never uses it (the content script) drops it, and does not compile a
// \p{…} pattern at every page load.
export const ARABIC_LETTER_RE = /* @__PURE__ */ new RegExp(ARABIC_LETTER, 'u');

/**
 * One diacritic (one owner: normalise.ts drops them from keys, the Root and Pattern tabs
 * keep them on their letters): harakat, Quranic annotation marks (U+06E1 small high
 * dotless head of khah, U+06DB small high three dots, …), the superscript alef U+0670 and
 * the extended-Arabic marks.
 */
export const DIACRITIC_RE =
  /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u08D3-\u08FF]/u;

/** Tatweel (kashida), U+0640: stretches a word, never changes it. */
export const TATWEEL = '\u0640';

/**
 * Invisible marks that carry no letter: ZWNJ, ZWJ, LRM, RLM, the Arabic letter mark, the
 * bidi embeddings/overrides and isolates, and the BOM / zero-width no-break space.
 */
export const INVISIBLE_MARK_RE = /[\u200C-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/u;

/** True when `text` holds at least one Arabic letter (harakat or tatweel alone do not count). */
export function hasArabicLetter(text: string): boolean {
  return ARABIC_LETTER_RE.test(text);
}

/** True when `char` (one code point) is an Arabic letter. */
export function isArabicLetter(char: string): boolean {
  // Compiled at the first call, not at load: a \p{…} pattern takes the content script
  // ~0.1 ms of every page load to compile (issue 13).
  singleArabicLetterRe ??= new RegExp(`^${ARABIC_LETTER}$`, 'u');
  return singleArabicLetterRe.test(char);
}

let singleArabicLetterRe: RegExp | undefined;

/**
 * `isArabicLetter`, with the letters ء to ي (U+0621–U+064A, but tatweel) answered without
 * the pattern: the background's analyser asks it of every letter of every word, and once
 * the \p{…} pattern has run, V8 keeps ~20 KB of its machine code in the worker's heap
 * (issue 13). The content script does not bundle it (it imports only isArabicLetter).
 */
export function isArabicLetterFast(char: string): boolean {
  if (char.length === 1 && char >= '\u0621' && char <= '\u064A') return char !== TATWEEL;
  return isArabicLetter(char);
}
