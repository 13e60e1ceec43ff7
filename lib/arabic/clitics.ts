// Ways to read a word as proclitics + stem + one pronoun suffix (arabic-text.md,
// "Clitics"), for the analyser to undo inflection on each stem. Every split is only a
// proposal: the lemma list ranks them and the lexicon decides.
import { VERB_ONLY_PRONOUN } from './letters';
import { takesVerbOnlyPronoun } from './particles';
import { IMPERFECT_PREFIXES } from './verb-prefixes';

/** One reading of a word's clitics. */
export interface CliticSplit {
  stem: string;
  /** Proclitics cut, outermost first, as written (و، ب، ال، س). */
  proclitics: string[];
  /** The pronoun suffix cut, if any. */
  enclitics: string[];
  /** What the cut implies of the stem: ال / ب / ك make a noun, س an imperfect verb. */
  class: 'noun' | 'verb' | 'any';
  /** Clitics cut (ل + ال counts two): fewer is likelier. */
  cost: number;
}

/** The conjunctions, cut before any other proclitic. */
export const CONJUNCTIONS = ['و', 'ف'];
const NOUN_PREPOSITIONS = ['ب', 'ك'];
/** The preposition before a noun, the particle of command or purpose before an imperfect. */
export const LAM = 'ل';
/** The future's particle, before an imperfect only. */
export const FUTURE = 'س';
export const ARTICLE = 'ال';
/**
 * The one-letter proclitics that may start a noun's word: the conjunctions, the
 * prepositions ب، ك and ل (a homograph table row of kind "clitic" starts with one).
 */
export const NOUN_LETTER_PROCLITICS: readonly string[] = [
  ...CONJUNCTIONS,
  ...NOUN_PREPOSITIONS,
  LAM,
];
/** Proclitics a verb never takes: the article and the prepositions ب، ك. */
export const NOUN_ONLY_PROCLITICS: ReadonlySet<string> = new Set([ARTICLE, ...NOUN_PREPOSITIONS]);
/** Whether a verb can carry `proclitics` (none of the article, ب or ك). */
export const verbCarriesProclitics = (proclitics: readonly string[]): boolean =>
  !proclitics.some((clitic) => NOUN_ONLY_PROCLITICS.has(clitic));
/** Letters a word needs before its ال is cut as the article (ال + at least two). */
const MIN_WITH_ARTICLE = 4;
const MIN_STEM = 2;
/** Letters a word needs before a one-letter proclitic is cut (و، ف، ب، ك، ل، س). */
const MIN_WORD_FOR_ONE_LETTER = 3;
/**
 * A word's first letter is a root letter more often than its last ones are a pronoun
 * (كتابا → كتاب before تابا، بيته → بيت before يته): a one-letter proclitic costs more.
 */
const LETTER_PROCLITIC = 1.2;
/** A pronoun suffix cut is one thing undone… */
const PRONOUN = 1;
/** …and more for a pronoun rare in running text (your f. pl., your / their dual, their f. pl.). */
const RARE_PRONOUN = 1.5;

const length = (text: string): number => [...text].length;

/** Whether `word` may be read as the article + a word (not الف، الم: three letters). */
export const startsWithArticle = (word: string): boolean =>
  word.startsWith(ARTICLE) && length(word) >= MIN_WITH_ARTICLE;

interface Head {
  rest: string;
  proclitics: string[];
  class: CliticSplit['class'];
  cost: number;
  /** What the proclitics allow at the word's end (ProcliticRow.suffix). */
  suffix?: 'never' | 'only';
}

/** One proclitic (or two written together) a word may start with, and what cutting it implies. */
export interface ProcliticRow {
  /** The letters the word starts with. */
  written: string;
  /** How many of them are cut, if not all: ل + ال before a word in ل (للغة = ل + اللغة). */
  cut?: number;
  proclitics: readonly string[];
  class: CliticSplit['class'];
  cost: number;
  /** Letters the word needs, proclitic included (else MIN_WORD_FOR_ONE_LETTER). */
  minLength?: number;
  /** The letter after it must be one of these (س before an imperfect's prefix). */
  before?: readonly string[];
  /** When it applies no later row does (لل is ل + ال, never ل + a word in ل). */
  alone?: true;
  /** A pronoun suffix `never` follows (a definite noun takes none), or `only` with one. */
  suffix?: 'never' | 'only';
}

/** The conjunctions, cut first, each before any row of PROCLITICS. */
export const CONJUNCTION_ROWS: readonly ProcliticRow[] = CONJUNCTIONS.map((conjunction) => ({
  written: conjunction,
  proclitics: [conjunction],
  class: 'any',
  cost: LETTER_PROCLITIC,
}));

/** The proclitics after a conjunction (or none), in the order their readings are proposed. */
export const PROCLITICS: readonly ProcliticRow[] = [
  {
    written: ARTICLE,
    proclitics: [ARTICLE],
    class: 'noun',
    cost: 1,
    minLength: MIN_WITH_ARTICLE,
    suffix: 'never',
  },
  // لل is ل + ال; before a word that itself starts with ل the article's lam merges with it.
  {
    written: LAM + LAM,
    proclitics: [LAM, ARTICLE],
    class: 'noun',
    cost: 2,
    minLength: 4,
    alone: true,
    suffix: 'never',
  },
  {
    written: LAM + LAM,
    cut: 1,
    proclitics: [LAM, ARTICLE],
    class: 'noun',
    cost: 2,
    minLength: 4,
    alone: true,
    suffix: 'never',
  },
  ...NOUN_PREPOSITIONS.flatMap((preposition): ProcliticRow[] => [
    {
      written: preposition,
      proclitics: [preposition],
      class: 'noun',
      cost: LETTER_PROCLITIC,
    },
    {
      written: preposition + ARTICLE,
      proclitics: [preposition, ARTICLE],
      class: 'noun',
      cost: LETTER_PROCLITIC + 1,
      minLength: 5,
      suffix: 'never',
    },
  ]),
  // ل is a preposition before a noun and the particle of command before a verb.
  {
    written: LAM,
    proclitics: [LAM],
    class: 'any',
    cost: LETTER_PROCLITIC,
  },
  {
    written: FUTURE,
    proclitics: [FUTURE],
    class: 'verb',
    cost: LETTER_PROCLITIC,
    before: [...IMPERFECT_PREFIXES],
  },
];

/** `head` with each row of `rows` that its rest starts with cut, in the rows' order. */
function cutRows(head: Head, rows: readonly ProcliticRow[]): Head[] {
  const out: Head[] = [];
  const { rest } = head;
  let alone = false;
  for (const row of rows) {
    if (alone && !row.alone) break;
    const { written, cut = length(written), minLength = MIN_WORD_FOR_ONE_LETTER } = row;
    if (!rest.startsWith(written) || length(rest) < minLength) continue;
    if (row.before && !row.before.includes(rest.charAt(written.length))) continue;
    if (length(rest) - cut >= MIN_STEM) {
      out.push({
        rest: rest.slice(cut),
        proclitics: [...head.proclitics, ...row.proclitics],
        class: row.class,
        cost: head.cost + row.cost,
        ...(row.suffix ? { suffix: row.suffix } : {}),
      });
    }
    if (row.alone) alone = true;
  }
  return out;
}

/** The readings of a word's start, the bare word first. */
function heads(word: string): Head[] {
  const bare: Head = { rest: word, proclitics: [], class: 'any', cost: 0 };
  const conjunctions = [bare, ...cutRows(bare, CONJUNCTION_ROWS)];
  return [...conjunctions, ...conjunctions.flatMap((head) => cutRows(head, PROCLITICS))];
}

/** One pronoun suffix a word may end with, and the heads it may follow. */
export interface EncliticRow {
  /** The letters the word ends with. */
  written: string;
  cost: number;
  /** Rare in running text: the homograph table names no verb through it (analyse.ts). */
  rare?: true;
  /**
   * Not after proclitics that make a noun (ني is a verb's "me"; ي a noun's "my" too), but
   * for a particle that takes it.
   */
  verbOnly?: true;
}

/** The pronoun suffixes, longest first: كما هما ني نا كم كن ها هم هن ي ك ه. */
export const ENCLITICS: readonly EncliticRow[] = [
  { written: 'كما', cost: RARE_PRONOUN, rare: true },
  { written: 'هما', cost: RARE_PRONOUN, rare: true },
  { written: VERB_ONLY_PRONOUN, cost: PRONOUN, verbOnly: true },
  { written: 'نا', cost: PRONOUN },
  { written: 'كم', cost: PRONOUN },
  { written: 'كن', cost: RARE_PRONOUN, rare: true },
  { written: 'ها', cost: PRONOUN },
  { written: 'هم', cost: PRONOUN },
  { written: 'هن', cost: RARE_PRONOUN, rare: true },
  { written: 'ي', cost: PRONOUN },
  { written: 'ك', cost: PRONOUN },
  { written: 'ه', cost: PRONOUN },
];

/** Pronouns rare in running text (your f. pl., your / their dual, their f. pl.). */
export const RARE_PRONOUNS: ReadonlySet<string> = new Set(
  ENCLITICS.filter((row) => row.rare).map((row) => row.written),
);

const VERB_ONLY: ReadonlySet<string> = new Set(
  ENCLITICS.filter((row) => row.verbOnly).map((row) => row.written),
);

/**
 * Whether only a verb can stand before `enclitics` (ني is a verb's "me", a noun's "my" is
 * ي: ضربني, but عيني is عين + ي), unless the stem is a particle that takes ني as a verb does
 * (إنّ and her sisters: بأنني). The one owner of this rule: the splits, the homograph table's
 * leads and the analyser's noun readings all ask it.
 */
export function onlyAVerbBefore(stem: string, enclitics: readonly string[]): boolean {
  return enclitics.some((enclitic) => VERB_ONLY.has(enclitic)) && !takesVerbOnlyPronoun(stem);
}

/** The splits of `head`'s rest by each row of ENCLITICS it ends with, in the rows' order. */
function cutEnclitics(head: Head): CliticSplit[] {
  const out: CliticSplit[] = [];
  const { rest } = head;
  for (const row of ENCLITICS) {
    const { written } = row;
    if (!rest.endsWith(written) || length(rest) - length(written) < MIN_STEM) continue;
    const stem = rest.slice(0, -written.length);
    if (head.class === 'noun' && onlyAVerbBefore(stem, [written])) continue;
    const split = withoutRest(head);
    out.push({
      ...split,
      stem,
      enclitics: [written],
      cost: split.cost + row.cost,
    });
  }
  return out;
}

/** Every split of `word` (a strict key), the word itself first. */
export function cliticSplits(word: string): CliticSplit[] {
  const splits: CliticSplit[] = [];
  for (const head of heads(word)) {
    if (head.suffix !== 'only')
      splits.push({ stem: head.rest, enclitics: [], ...withoutRest(head) });
    if (head.suffix !== 'never') splits.push(...cutEnclitics(head));
  }
  return splits;
}

function withoutRest(head: Head): Omit<CliticSplit, 'stem' | 'enclitics'> {
  return { proclitics: head.proclitics, class: head.class, cost: head.cost };
}
