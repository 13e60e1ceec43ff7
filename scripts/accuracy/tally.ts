// What npm run accuracy counts per category, and the rows it prints and writes.

export interface Tally {
  words: number;
  right: number;
  /** Of the right, those right only as a feminine lemma's masculine (same-lemma.ts). */
  rightAsMasculine: number;
  wrong: number;
  /**
   * Wrong, but what was shown is the word's own entry: as written, or with clitics cut
   * (الحدود → حدود, no inflection undone); the reader sees that word, not a guess.
   */
  wrongOwnEntry: number;
  /** Of those, the right lemma was among the readings a lookup would have probed. */
  ownEntryLemmaReadable: number;
  /** Of those, the right lemma is among the readings the answer offers as links (not resolved). */
  ownEntryLemmaOffered: number;
  /** Wrong by a lead (تقول → قال), the right lemma being the word as written, offered as a link. */
  leadAsWrittenRight: number;
  /** Wrong, the right lemma offered as a link in any way (one click, no call until then). */
  wrongLemmaOffered: number;
  /**
   * Wrong, and the right lemma is none of the analyser's readings of the word: no ranking
   * could reach it (an annotation's spelling, الأموات → أمة; or a reading the analyser lacks).
   */
  wrongUnreadable: number;
  /** Words whose answer offers other readings at all (the links' cost in attention). */
  givenLinks: number;
  nothing: number;
  calls: number;
  maxCalls: number;
  /**
   * Words met for the first time in the text, and the calls they cost: what a reader pays
   * for a new word (the mean over all words counts repeats the cache answers for free).
   */
  firstWords: number;
  firstCalls: number;
}

export const emptyTally = (): Tally => ({
  words: 0,
  right: 0,
  rightAsMasculine: 0,
  wrong: 0,
  wrongOwnEntry: 0,
  ownEntryLemmaReadable: 0,
  ownEntryLemmaOffered: 0,
  leadAsWrittenRight: 0,
  wrongLemmaOffered: 0,
  wrongUnreadable: 0,
  givenLinks: 0,
  nothing: 0,
  calls: 0,
  maxCalls: 0,
  firstWords: 0,
  firstCalls: 0,
});

export interface Outcome {
  found: boolean;
  right: boolean;
  /** Right only as the masculine of a feminine lemma (جريد for جريدة). */
  asMasculine: boolean;
  calls: number;
  /** The word's first occurrence in the text measured. */
  first: boolean;
}

/** `tallies[name]` with one more word counted: right, wrong or nothing, and its calls. */
export function countWord(tallies: Map<string, Tally>, name: string, outcome: Outcome): Tally {
  const tally = tallies.get(name) ?? emptyTally();
  tally.words++;
  if (outcome.right) tally.right++;
  else if (outcome.found) tally.wrong++;
  else tally.nothing++;
  if (outcome.asMasculine) tally.rightAsMasculine++;
  tally.calls += outcome.calls;
  tally.maxCalls = Math.max(tally.maxCalls, outcome.calls);
  if (outcome.first) {
    tally.firstWords++;
    tally.firstCalls += outcome.calls;
  }
  tallies.set(name, tally);
  return tally;
}

export const percent = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;

const perWord = (calls: number, words: number) => (words === 0 ? '-' : (calls / words).toFixed(2));

export type TableRow = Record<string, string | number>;

/** The columns every table has: `label` names the first (category, paradigm, typing…). */
export function basicRow(label: string, name: string, t: Tally): TableRow {
  return {
    [label]: name,
    words: t.words,
    resolved: percent(t.right, t.words),
    'of which a feminine’s masculine': percent(t.rightAsMasculine, t.words),
    wrong: percent(t.wrong, t.words),
    nothing: percent(t.nothing, t.words),
    'calls/word': perWord(t.calls, t.words),
    'calls/first occurrence': perWord(t.firstCalls, t.firstWords),
    'max calls': t.maxCalls,
  };
}

/** The dev table's row: the basic columns and what the wrong answers were. */
export function detailedRow(name: string, t: Tally): TableRow {
  const {
    nothing,
    'calls/word': calls,
    'calls/first occurrence': first,
    'max calls': max,
    ...head
  } = basicRow('category', name, t);
  return {
    ...head,
    'of which own entry': percent(t.wrongOwnEntry, t.words),
    'own entry, lemma a reading': percent(t.ownEntryLemmaReadable, t.words),
    'own entry, right lemma offered as a link': percent(t.ownEntryLemmaOffered, t.words),
    'led wrong, right as written': percent(t.leadAsWrittenRight, t.words),
    'wrong, right lemma a link': percent(t.wrongLemmaOffered, t.words),
    'wrong, right lemma no reading': percent(t.wrongUnreadable, t.words),
    'given links': percent(t.givenLinks, t.words),
    nothing: nothing ?? '-',
    'calls/word': calls ?? '-',
    'calls/first occurrence': first ?? '-',
    'max calls': max ?? 0,
  };
}
