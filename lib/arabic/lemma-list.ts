// Lookups in the shipped lemma list (public/lemmas/ar.txt, written by scripts/lemmas/):
// sorted lines "<word> <tag> <tag>…" in the one-byte spelling of lemma-codec.ts. The text
// stays one string, searched in place, so the list costs its own size in memory (a Map
// of 100 000 words would cost several times more). The verb stem index (verb-index.ts,
// public/lemmas/verbs.txt) is loaded with it, a string of its own.
import { decodeWord, encodeWord } from './lemma-codec';
import { isHeadwordEntry, parseVerbIndex, type VerbIndex } from './verb-index';

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
  /** The verb stem index loaded with the list; one that knows no verb when none was. */
  readonly verbs: VerbIndex;
}

/**
 * The shipped lemma data as the worker reads it: the list's text and the verb index's, each
 * its own one-byte string (both files are ASCII, read as text: V8 keeps such strings outside
 * the JS heap; joined, they were copied into it).
 */
export interface LemmaTexts {
  list: string;
  /** Empty: no verb index (the analyser then reads no verb). */
  verbs: string;
}

const NO_VERBS: VerbIndex = { lookup: () => [] };

/**
 * Wraps the list's text (sorted lines, as scripts/lemmas/ writes them). Nothing is indexed
 * up front: a lookup bisects the text by character offset and steps back to the start of
 * the line it lands in, so first use costs only reading the file (an index of 98 000 line
 * starts took most of the cold first use, and as much memory again as a quarter of the
 * text). Self-contained up to the lookups (npm run bench runs its source in the service
 * worker, with parseVerbIndex's). `verbText`: the verb stem index loaded with the list.
 */
export function parseLemmaList(text: string, verbText = ''): LemmaList {
  let verbs: VerbIndex | undefined;
  const lineStartAt = (offset: number): number => text.lastIndexOf('\n', offset - 1) + 1;
  const lineEndAt = (start: number): number => {
    const end = text.indexOf('\n', start);
    return end < 0 ? text.length : end;
  };

  function lookup(word: string): LemmaFacts | undefined {
    const key = encodeWord(word);
    if (key === null) return undefined;
    // Every line before `low` sorts before `key`, every line from `high` on after it; `low`
    // is always a line start, so the line holding the middle starts at or after it.
    let low = 0;
    let high = text.length;
    while (low < high) {
      const start = lineStartAt((low + high) >>> 1);
      const end = lineEndAt(start);
      const space = text.indexOf(' ', start);
      const probe = text.slice(start, space < 0 || space > end ? end : space);
      if (probe === key) return factsOf(text.slice(start + probe.length + 1, end), list.verbs);
      if (probe < key) low = end + 1;
      else high = start;
    }
    return undefined;
  }

  let size: number | undefined;
  const countLines = (): number => {
    let lines = 0;
    for (let at = 0; at < text.length; lines++) at = lineEndAt(at) + 1;
    return lines;
  };

  const list: LemmaList = {
    lookup,
    // Read on first need: its header is a hundred short lines.
    get verbs() {
      verbs ??= verbText === '' ? NO_VERBS : parseVerbIndex(verbText);
      return verbs;
    },
    get size() {
      size ??= countLines();
      return size;
    },
  };
  return list;
}

function factsOf(tags: string, verbs: VerbIndex): LemmaFacts {
  const facts: LemmaFacts = { noun: false, invariable: false, verb: false, verbOf: [] };
  const named: string[] = [];
  for (const field of tags.split(' ')) {
    if (field === 'n') facts.noun = true;
    else if (field === 'p') facts.invariable = true;
    else if (field === 'v') facts.verb = true;
    else if (field.charCodeAt(0) === 61 /* = */) named.push(decodeWord(field.slice(1)));
  }
  if (named.length > 0) facts.verbOf = asIndexLemmas(named, verbs);
  return facts;
}

/**
 * The verbs hunspell-ar names, as the verb index names them: it files some verbs under a
 * stem of theirs (يقود under قود, قاد's imperfect stem), which the index knows as that
 * verb's (قاد); a name the index holds as a perfect, or does not hold at all (ائتلى), stays.
 */
function asIndexLemmas(named: readonly string[], verbs: VerbIndex): string[] {
  const lemmas = new Set<string>();
  for (const name of named) {
    const active = verbs.lookup(name).filter((entry) => !entry.passive);
    const isPerfect = active.some((entry) => isHeadwordEntry(entry, name));
    if (active.length === 0 || isPerfect) lemmas.add(name);
    else for (const entry of active) lemmas.add(entry.lemma);
  }
  return [...lemmas];
}
