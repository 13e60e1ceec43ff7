// A word's shape, matched letter by letter instead of by a RegExp: V8 compiles each
// RegExp that runs often to machine code of 5-22 KB that the worker then keeps, and the
// broken-plural shapes alone held ~210 KB of it with a full cache (issue 13, the worker's heap).

/** Letters that only end a word (ة ى) or are a long vowel of the pattern (ا). */
const NOT_ROOT = 'ةىا';

/**
 * The root letters `word` has in `template`, or null when it does not fit. Each template
 * character stands for one letter of the word:
 * - C a root letter (any letter but ة ى ا), captured;
 * - c a root letter that is not ء either, captured;
 * - K a root letter that is not و or ي either, captured;
 * - W و or ي, not captured;
 * - 2 the second root letter again (a doubled root);
 * - any other character, itself.
 */
export function matchShape(template: string, word: string): string[] | null {
  const letters = Array.from(word);
  if (letters.length !== template.length) return null;
  const roots: string[] = [];
  let index = 0;
  for (const letter of letters) {
    const token = template.charAt(index++);
    if (token === 'C' || token === 'c' || token === 'K') {
      if (NOT_ROOT.includes(letter) || (token === 'c' && letter === 'ء')) return null;
      if (token === 'K' && (letter === 'و' || letter === 'ي')) return null;
      roots.push(letter);
    } else if (!fits(token, letter, roots)) return null;
  }
  return roots;
}

/** Whether `letter` fits a template character that captures nothing. */
function fits(token: string, letter: string, roots: readonly string[]): boolean {
  if (token === 'W') return letter === 'و' || letter === 'ي';
  if (token === '2') return letter === roots[1];
  return letter === token;
}

/** `template` with $1… replaced by the root letters, in order. */
export function fillShape(template: string, roots: readonly string[]): string {
  let out = '';
  for (let index = 0; index < template.length; index++) {
    const digit = template[index] === '$' ? Number(template[index + 1]) : Number.NaN;
    if (digit >= 1 && digit <= roots.length) {
      out += roots[digit - 1];
      index++;
    } else out += template[index];
  }
  return out;
}
