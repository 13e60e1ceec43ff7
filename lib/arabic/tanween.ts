// The tanween a word ends in (ـً ـٌ ـٍ), read from the word as the reader selected it: the
// strict key drops every mark, yet tanween is written on nouns only, and on a defective
// noun (منقوص) ـٍ stands for the final ي the indefinite drops (وادٍ is وادي).

export type Tanween = 'fathatan' | 'dammatan' | 'kasratan';

const TANWEEN: Readonly<Record<string, Tanween>> = {
  '\u064B': 'fathatan',
  '\u064C': 'dammatan',
  '\u064D': 'kasratan',
};
/** Harakat and shadda, which may stand beside the tanween (تحدٍّ), and tatweel. */
const OTHER_MARK = /[\u064E-\u0652\u0640]/u;
/** Accusative tanween sits before or after the alif (كتابًا، كتاباً), or on ى (هدًى). */
const FATHATAN_SEAT = /[\u0627\u0649]/u;

/** The tanween ending `written` (a selection as written, marks and all), if any. */
export function finalTanween(written: string): Tanween | undefined {
  const chars = [...written.normalize('NFC').trim()];
  let seatSkipped = false;
  for (let index = chars.length - 1; index >= 0; index--) {
    const char = chars[index] ?? '';
    const tanween = TANWEEN[char];
    if (tanween) return seatSkipped && tanween !== 'fathatan' ? undefined : tanween;
    if (OTHER_MARK.test(char)) continue;
    if (!seatSkipped && FATHATAN_SEAT.test(char)) {
      seatSkipped = true;
      continue;
    }
    return undefined;
  }
  return undefined;
}
