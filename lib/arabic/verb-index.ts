// Lookups in the shipped verb stem index (public/lemmas/verbs.txt, written by
// scripts/verbs/generate.ts from the Camel Morph MSA verb lexicon): every undiacritised
// stem of 9,332 verbs, what is left of a conjugated form once its subject prefix and suffix
// are cut (يقول → قول, قلت → قل, رموا → رم), with the verbs it is a stem of. The file:
//   a count n, then n lines "<aspect><voice> <affix row numbers>" (voice a active, p passive,
//   s the passive of a verb of states; verb-affixes.ts numbers the rows), code k's on line
//   k, then sorted lines "<stem> <verb><codes> <verb><codes>…",
//   letters one byte each (lemma-codec.ts), a verb spelled as its stem written as nothing;
//   the verbs of a stem come in the order the generator gives (`byUse` there). A code
//   is one character from K (0x4B) below ~, or ~ and one more (code 51 + its char - 0x21):
//   all ASCII, so the worker reads the file as text (lemma-source.ts).
// As the lemma list, the text stays one string searched in place.
import { decodeWord, encodeWord } from './lemma-codec';

export type VerbAspect = 'p' | 'i' | 'c';

/** One verb a stem belongs to, in one aspect and voice. */
export interface VerbStemEntry {
  /** The verb's headword (perfect, 3rd person masculine singular), undiacritised. */
  lemma: string;
  aspect: VerbAspect;
  passive: boolean;
  /**
   * A passive of a verb the lexicon glosses only as states (be_elevated): such a verb takes
   * no object, so its personal passive is hardly ever written.
   */
  ofStates: boolean;
  /** Numbers of the affix rows (verb-affixes.ts) the stem takes in this aspect and voice. */
  rows: ReadonlySet<number>;
  /** Place of the verb among the stem's verbs (0 first). */
  rank: number;
}

/** `entry` is `form`'s own active perfect: the index holds `form` as a verb's headword. */
export const isHeadwordEntry = (entry: VerbStemEntry, form: string): boolean =>
  entry.lemma === form && entry.aspect === 'p' && !entry.passive;

export interface VerbIndex {
  /** The verbs `stem` is a stem of; empty when none. */
  lookup(stem: string): VerbStemEntry[];
}

interface Code {
  aspect: VerbAspect;
  passive: boolean;
  ofStates: boolean;
  rows: ReadonlySet<number>;
}

/**
 * Wraps the index's text; only the code lines are read up front. Self-contained up to the
 * lookups (npm run bench runs its source in the service worker).
 */
export function parseVerbIndex(text: string): VerbIndex {
  /** Letters are bytes 0x21–0x4A; codes are bytes from 0x4B up, ~ starting a two-byte one. */
  const FIRST_CODE = 0x4b;
  const ESCAPE = 0x7e;
  const FIRST_ESCAPED = 0x21;
  const firstBreak = text.indexOf('\n');
  const count = Number(text.slice(0, firstBreak));
  const codes: Code[] = [];
  // Codes of one set of rows in another voice share its Set: 78 Sets for 143 codes, the
  // worker's heap being tight (npm run bench).
  const rowSets = new Map<string, ReadonlySet<number>>();
  let at = firstBreak + 1;
  for (let n = 0; n < count; n++) {
    const end = text.indexOf('\n', at);
    const [kind = '', rows = ''] = text.slice(at, end).split(' ');
    const rowSet = rowSets.get(rows) ?? new Set(rows.split(',').map(Number));
    rowSets.set(rows, rowSet);
    codes.push({
      aspect: kind.charAt(0) as VerbAspect,
      passive: kind.charAt(1) !== 'a',
      ofStates: kind.charAt(1) === 's',
      rows: rowSet,
    });
    at = end + 1;
  }
  const bodyStart = at;
  const lineStartAt = (offset: number) =>
    Math.max(bodyStart, text.lastIndexOf('\n', offset - 1) + 1);

  function lineOf(key: string): string | undefined {
    let low = bodyStart;
    let high = text.length;
    while (low < high) {
      const start = lineStartAt((low + high) >>> 1);
      const space = text.indexOf(' ', start);
      const probe = text.slice(start, space);
      if (probe === key) return text.slice(space + 1, text.indexOf('\n', space));
      const end = text.indexOf('\n', start);
      if (probe < key) low = end + 1;
      else high = start;
    }
    return undefined;
  }

  function lookup(stem: string): VerbStemEntry[] {
    const key = encodeWord(stem);
    const line = key === null ? undefined : lineOf(key);
    if (line === undefined) return [];
    const out: VerbStemEntry[] = [];
    line.split(' ').forEach((field, rank) => {
      let split = 0;
      while (split < field.length && field.charCodeAt(split) < FIRST_CODE) split++;
      const lemma = split === 0 ? stem : decodeWord(field.slice(0, split));
      for (let i = split; i < field.length; i++) {
        const char = field.charCodeAt(i);
        const code =
          char === ESCAPE
            ? codes[ESCAPE - FIRST_CODE + field.charCodeAt(++i) - FIRST_ESCAPED]
            : codes[char - FIRST_CODE];
        if (code) out.push({ lemma, ...code, rank });
      }
    });
    return out;
  }

  return { lookup };
}
