// The two keys of arabic-text.md. Both are idempotent, and looseKey(strictKey(x)) equals
// looseKey(x), so either key can be recomputed from a stored one.
import { DIACRITIC_RE, INVISIBLE_MARK_RE } from './detect';

const EVERY_DIACRITIC_RE = new RegExp(DIACRITIC_RE.source, 'gu');
const TATWEEL_OR_INVISIBLE_RE = new RegExp(`\\u0640|${INVISIBLE_MARK_RE.source}`, 'gu');
const PRESENTATION_FORM_RE = /[\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const PERSIAN_LETTER_RE = /[\u06A9\u06CC]/gu;
const EASTERN_DIGIT_RE = /[\u0660-\u0669\u06F0-\u06F9]/gu;
const WHITESPACE_RE = /\s+/gu;
const WHITESPACE_TEST_RE = /\s/u;
const LOOSE_LETTER_RE = /[\u0622\u0623\u0625\u0671\u0629\u0649]/gu;

const PERSIAN_TO_ARABIC: Readonly<Record<string, string>> = {
  '\u06A9': '\u0643', // ک keheh → ك kaf
  '\u06CC': '\u064A', // ی farsi yeh → ي yeh
};

const LOOSE_LETTERS: Readonly<Record<string, string>> = {
  '\u0622': '\u0627', // آ → ا
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0671': '\u0627', // ٱ → ا
  '\u0649': '\u064A', // ى → ي
  '\u0629': '\u0647', // ة → ه
};

function stripMarks(text: string): string {
  return text.replace(EVERY_DIACRITIC_RE, '').replace(TATWEEL_OR_INVISIBLE_RE, '');
}

/**
 * NFKC for one presentation-form character, never for the whole text (NFKC elsewhere would
 * rewrite digits, ligatures and letters of other scripts). The rule:
 * - a form that unfolds to diacritics only (the spacing harakat ﹰ ﹶ ﱞ, which NFKC turns
 *   into a space or tatweel plus a mark) is a diacritic: drop it;
 * - a form that unfolds to more than one word (ﷺ → "صلى الله عليه وسلم", ﷻ) is an honorific
 *   sign, not a word the reader selected: keep the sign as it is;
 * - otherwise take the unfolded letters (ﻻ → لا, ﻷ → لأ, ﷲ → الله, ﺏ → ب).
 */
function unfoldPresentationForm(char: string): string {
  const unfolded = char.normalize('NFKC');
  if (unfolded === char) return char;
  if (stripMarks(unfolded).trim() === '') return '';
  if (WHITESPACE_TEST_RE.test(unfolded)) return char;
  return unfolded;
}

function westernDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
}

/**
 * The strict key: what is shown, compared for display and sent to the service. Removes
 * diacritics, tatweel and invisible marks; unfolds presentation forms; maps Persian ی ک to
 * Arabic ي ك and Arabic-Indic digits to 0–9; trims and collapses whitespace to one space.
 * Hamza letters (أ إ آ ؤ ئ) are kept exactly.
 */
export function strictKey(text: string): string {
  return (
    text
      // NFC composes a decomposed hamza (و + U+0654 → ؤ) before U+0654 is stripped as a mark.
      // NFD-then-strip would do the opposite and turn ؤ into و.
      .normalize('NFC')
      .replace(PRESENTATION_FORM_RE, unfoldPresentationForm)
      .replace(EVERY_DIACRITIC_RE, '')
      .replace(TATWEEL_OR_INVISIBLE_RE, '')
      .replace(PERSIAN_LETTER_RE, (letter) => PERSIAN_TO_ARABIC[letter] ?? letter)
      .replace(EASTERN_DIGIT_RE, westernDigit)
      .replace(WHITESPACE_RE, ' ')
      .trim()
      // Removing a mark can unblock a composition between its neighbours (e + U+0653 +
      // U+0301): compose again so that a second pass changes nothing.
      .normalize('NFC')
  );
}

/**
 * The loose key: for cache keys and fallback matching, never shown. The strict key with
 * أ إ آ ٱ → ا, ى → ي and ة → ه. ؤ and ئ stay: folding them merges unrelated words.
 */
export function looseKey(text: string): string {
  return strictKey(text).replace(LOOSE_LETTER_RE, (letter) => LOOSE_LETTERS[letter] ?? letter);
}

/**
 * Whether `other`, a word of the same loose key, may stand in for `word` when `word` has no
 * entries of its own (اكل → أكل). Not a ة word for one ending in ه: that ه is far more
 * often the pronoun "his" (دوره is دور + ه) than a ة written without its dots, and the
 * analyser reads the pronoun (npm run accuracy: دوره، وحده، وصفه were shown دورة's,
 * وحدة's, وصفة's entries).
 */
export function mayStandIn(other: string, word: string): boolean {
  return !(word.endsWith('\u0647') && other.endsWith('\u0629'));
}
