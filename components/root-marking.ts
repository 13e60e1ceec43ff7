import { DIACRITIC_RE, HAMZA_LETTERS, TATWEEL, WASL_ALEF, WEAK_LETTERS } from '../lib/arabic/page';

/**
 * Where a root's letters sit in a lemma, and how a pattern's letters line up with a lemma's:
 * pure functions over letters (a base letter with the marks written on it), for the Root
 * and Pattern tabs. Roots are matched leniently: weak letters (و ي ا ى) and hamza seats
 * change shape inside words (قول → قَال, سأل → سُؤَال), and a shadda writes a letter twice.
 */

/** What sits on a letter rather than being one: a diacritic, or tatweel. */
const isMark = (char: string) => char === TATWEEL || DIACRITIC_RE.test(char);
const SHADDA = '\u0651';
/** Letters that never join the letter after them (and ء, which joins neither side). */
const NO_JOIN_AFTER = 'اأإآٱدذرزوؤةء';
const ZWJ = '\u200D';
/** The pattern letters that stand for the root's letters (a fourth root letter repeats ل). */
const RADICALS = 'فعل';

/** A written letter: its base and the marks on it. */
export interface Letter {
  base: string;
  text: string;
}

export function letters(word: string): Letter[] {
  const result: Letter[] = [];
  for (const char of word.normalize('NFC').replace(/\s+/g, '')) {
    const last = result.at(-1);
    if (isMark(char) && last) last.text += char;
    else if (!isMark(char)) result.push({ base: char, text: char });
  }
  return result;
}

/** 2 for the same letter, 1 for a weak letter or hamza seat standing for another, else 0. */
function likeness(rootLetter: string, written: string): number {
  if (rootLetter === written) return 2;
  const lenient = HAMZA_LETTERS + WASL_ALEF + WEAK_LETTERS;
  return lenient.includes(rootLetter) && lenient.includes(written) ? 1 : 0;
}

interface Match {
  score: number;
  slots: number[];
}

/** The in-order placement with the most exact letters, then the tightest (اسْتَتْبَعَ: the second ت). */
function bestMatch(rootLetters: readonly string[], slots: readonly string[]): Match | null {
  let best: Match | null = null;
  const place = (index: number, from: number, score: number, chosen: number[]) => {
    if (index === rootLetters.length) {
      const span = (chosen.at(-1) ?? 0) - (chosen[0] ?? 0);
      const bestSpan = best ? (best.slots.at(-1) ?? 0) - (best.slots[0] ?? 0) : 0;
      if (!best || score > best.score || (score === best.score && span < bestSpan)) {
        best = { score, slots: [...chosen] };
      }
      return;
    }
    for (let slot = from; slot < slots.length; slot++) {
      const like = likeness(rootLetters[index] as string, slots[slot] as string);
      if (like > 0) place(index + 1, slot + 1, score + like, [...chosen, slot]);
    }
  };
  place(0, 0, 0, []);
  return best;
}

/** A run of the lemma's text, and whether its letters are the root's. */
export interface RootSpan {
  text: string;
  root: boolean;
}

/**
 * The lemma cut into runs of root and other letters (كِتَاب, ك ت ب → [كِتَ][ا][ب]), diacritics
 * kept on their letters; null when the root's letters are not all found in order.
 */
export function markRoot(lemma: string, root: string): RootSpan[] | null {
  const rootLetters = letters(root).map((letter) => letter.base);
  const written = letters(lemma);
  if (rootLetters.length === 0 || written.length === 0) return null;
  // A letter with shadda is two slots of the same letter (أَحَبَّ holds ح ب ب).
  const owner: number[] = [];
  const slots: string[] = [];
  written.forEach((letter, index) => {
    const times = letter.text.includes(SHADDA) ? 2 : 1;
    for (let time = 0; time < times; time++) {
      slots.push(letter.base);
      owner.push(index);
    }
  });
  const match = bestMatch(rootLetters, slots);
  if (!match) return null;
  const marked = new Set(match.slots.map((slot) => owner[slot]));
  const spans: RootSpan[] = [];
  written.forEach((letter, index) => {
    const root = marked.has(index);
    const last = spans.at(-1);
    if (last && last.root === root) last.text += letter.text;
    else spans.push({ text: letter.text, root });
  });
  return spans;
}

/** One column of the pattern over the lemma: usually one letter each; a doubled root letter
 * of the lemma (أَحَبَّ) sits under the two pattern letters it stands for (عَل). */
export interface PatternColumn {
  pattern: Letter[];
  lemma: Letter;
  radical: boolean;
}

/**
 * The pattern aligned with the lemma letter by letter (فِعَال over كِتَاب); null when they do
 * not line up: other lengths, or a letter of the pattern's own (not ف ع ل) missing in the lemma.
 */
export function alignPattern(pattern: string, lemma: string): PatternColumn[] | null {
  const top = letters(pattern);
  const bottom = letters(lemma);
  const columns: PatternColumn[] = [];
  let i = 0;
  for (let j = 0; j < bottom.length; j++) {
    const under = bottom[j] as Letter;
    const here = top[i];
    if (!here) return null;
    const next = top[i + 1];
    const spare = top.length - i - (bottom.length - j);
    const doubled =
      spare > 0 &&
      under.text.includes(SHADDA) &&
      !here.text.includes(SHADDA) &&
      next !== undefined &&
      RADICALS.includes(here.base) &&
      RADICALS.includes(next.base);
    const pair = doubled ? [here, next] : [here];
    const radical = RADICALS.includes(here.base);
    if (!radical && likeness(here.base, under.base) === 0) return null;
    columns.push({ pattern: pair, lemma: under, radical });
    i += pair.length;
  }
  return i === top.length ? columns : null;
}

/**
 * Each letter as it looks inside its word, ready to stand alone in a table cell: zero-width
 * joiners on the sides where it joins its neighbours (ت in كِتَاب shows as ـتـ does).
 */
export function joinedForms(word: readonly Letter[]): string[] {
  return word.map((letter, index) => {
    const before = word[index - 1];
    const after = word[index + 1];
    const joinsBefore =
      before !== undefined && !NO_JOIN_AFTER.includes(before.base) && letter.base !== 'ء';
    const joinsAfter =
      after !== undefined && !NO_JOIN_AFTER.includes(letter.base) && after.base !== 'ء';
    return `${joinsBefore ? ZWJ : ''}${letter.text}${joinsAfter ? ZWJ : ''}`;
  });
}
