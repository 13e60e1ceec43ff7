// The tanween a word ends in (ـً ـٌ ـٍ), read from the word as the reader selected it: the
// strict key drops every mark, yet tanween is written on nouns only, and on a defective
// noun (منقوص) ـٍ stands for the final ي the indefinite drops (وادٍ is وادي).

import { TATWEEL } from './detect';
import { ALEF, ALEF_MAKSURA } from './letters';

export type Tanween = 'fathatan' | 'dammatan' | 'kasratan';

/** The accusative tanween (ـً), the one most often written. */
export const FATHATAN = '\u064B';

const TANWEEN: Readonly<Record<string, Tanween>> = {
  [FATHATAN]: 'fathatan',
  '\u064C': 'dammatan',
  '\u064D': 'kasratan',
};
/**
 * Harakat and shadda (U+064E–U+0652), which may stand beside the tanween (تحدٍّ), and
 * tatweel. Compared by hand, not by a RegExp: V8 keeps a RegExp's machine code in the
 * worker's heap once it runs often, and this runs on every lookup (issue 13).
 */
const isOtherMark = (char: string) => (char >= '\u064E' && char <= '\u0652') || char === TATWEEL;
/** Accusative tanween sits before or after the alif (كتابًا، كتاباً), or on ى (هدًى). */
const isFathatanSeat = (char: string) => char === ALEF || char === ALEF_MAKSURA;

/** The tanween ending `written` (a selection as written, marks and all), if any. */
export function finalTanween(written: string): Tanween | undefined {
  const chars = [...written.normalize('NFC').trim()];
  let seatSkipped = false;
  for (let index = chars.length - 1; index >= 0; index--) {
    const char = chars[index] ?? '';
    const tanween = TANWEEN[char];
    if (tanween) return seatSkipped && tanween !== 'fathatan' ? undefined : tanween;
    if (isOtherMark(char)) continue;
    if (!seatSkipped && isFathatanSeat(char)) {
      seatSkipped = true;
      continue;
    }
    return undefined;
  }
  return undefined;
}
