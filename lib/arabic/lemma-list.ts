// Lookups in the shipped lemma list (public/lemmas/ar.txt, written by scripts/lemmas/):
// sorted lines "<word> <tag> <tag>…" in the one-byte spelling of lemma-codec.ts. The text
// stays one string; only the line starts are indexed, so the list costs about its own
// size in memory (a Map of 100 000 words would cost several times more).
import { decodeWord, encodeWord } from './lemma-codec';

/** What the list knows of one word as written. */
export interface LemmaFacts {
  /** A noun or adjective stem that takes dual or feminine endings: a singular. */
  noun: boolean;
  /** A noun stem that takes neither: a broken plural, or a noun that does not inflect. */
  invariable: boolean;
  /** A verb lemma (perfect, 3rd person masculine singular). */
  verb: boolean;
  /** Lemmas of the verbs this form belongs to, when it is another form of a verb. */
  verbOf: string[];
}

export interface LemmaList {
  /** Undefined when the list does not hold the word. */
  lookup(word: string): LemmaFacts | undefined;
  readonly size: number;
}

/**
 * Indexes the list's text (sorted lines, as scripts/lemmas/ writes them). Self-contained
 * up to the lookups (npm run bench runs its source in the service worker).
 */
export function parseLemmaList(text: string): LemmaList {
  // Line starts, found with the native indexOf (a charCodeAt loop over a megabyte is
  // several times slower before the JIT warms up, and this runs once, cold).
  const lineStarts = (fill?: Uint32Array): number => {
    let line = 0;
    for (let start = 0; start < text.length; line++) {
      if (fill) fill[line] = start;
      const end = text.indexOf('\n', start);
      start = end < 0 ? text.length : end + 1;
    }
    return line;
  };
  const starts = new Uint32Array(lineStarts());
  const line = lineStarts(starts);
  const size = line;

  const keyAt = (index: number): string => {
    const start = starts[index] ?? 0;
    const end = text.indexOf(' ', start);
    return text.slice(start, end < 0 ? text.length : end);
  };

  function lookup(word: string): LemmaFacts | undefined {
    const key = encodeWord(word);
    if (key === null) return undefined;
    let low = 0;
    let high = size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const probe = keyAt(middle);
      if (probe === key) return factsAt(middle);
      if (probe < key) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  function factsAt(index: number): LemmaFacts {
    const start = starts[index] ?? 0;
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const fields = text.slice(text.indexOf(' ', start) + 1, end).split(' ');
    const facts: LemmaFacts = { noun: false, invariable: false, verb: false, verbOf: [] };
    for (const field of fields) {
      if (field === 'n') facts.noun = true;
      else if (field === 'p') facts.invariable = true;
      else if (field === 'v') facts.verb = true;
      else if (field.charCodeAt(0) === 61 /* = */) facts.verbOf.push(decodeWord(field.slice(1)));
    }
    return facts;
  }

  return { lookup, size };
}
