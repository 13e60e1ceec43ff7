// The lemma list (public/lemmas/) stores Arabic letters one byte each: the letters
// U+0621–U+064A map to ASCII U+0021–U+004A by a fixed offset. The list is then a one-byte
// string in the JavaScript engine, half the memory of the same text in Arabic script.
const FIRST = 0x0621;
const LAST = 0x064a;
const OFFSET = 0x0600;

/** The one-byte spelling of `word`, or null when it holds a letter outside U+0621–U+064A. */
export function encodeWord(word: string): string | null {
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < FIRST || code > LAST) return null;
    out += String.fromCharCode(code - OFFSET);
  }
  return out === '' ? null : out;
}

export function decodeWord(encoded: string): string {
  let out = '';
  for (let i = 0; i < encoded.length; i++)
    out += String.fromCharCode(encoded.charCodeAt(i) + OFFSET);
  return out;
}
