// Ways to read a word as proclitics + stem + one pronoun suffix (arabic-text.md,
// "Clitics"), for the analyser to undo inflection on each stem. Every split is only a
// proposal: the lemma list ranks them and the lexicon decides.
import { PRONOUN_SUFFIXES, VERB_ONLY_PRONOUN } from './letters';
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
const LAM = 'ل';
const FUTURE = 'س';
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
/** Pronouns rare in running text (your f. pl., your / their dual, their f. pl.). */
export const RARE_PRONOUNS: ReadonlySet<string> = new Set(['كن', 'كما', 'هما', 'هن']);
const RARE_PRONOUN_COST = 0.5;

const length = (text: string): number => [...text].length;

/** Whether `word` may be read as the article + a word (not الف، الم: three letters). */
export const startsWithArticle = (word: string): boolean =>
  word.startsWith(ARTICLE) && length(word) >= MIN_WITH_ARTICLE;

interface Head {
  rest: string;
  proclitics: string[];
  class: CliticSplit['class'];
  cost: number;
}

/** The readings of a word's start, the bare word first. */
function heads(word: string): Head[] {
  const out: Head[] = [{ rest: word, proclitics: [], class: 'any', cost: 0 }];
  const conjunctions: Head[] = [out[0] as Head];
  for (const conjunction of CONJUNCTIONS) {
    if (word.startsWith(conjunction) && length(word) >= MIN_WORD_FOR_ONE_LETTER) {
      const head: Head = {
        rest: word.slice(1),
        proclitics: [conjunction],
        class: 'any',
        cost: LETTER_PROCLITIC,
      };
      out.push(head);
      conjunctions.push(head);
    }
  }
  for (const head of conjunctions) {
    const { rest } = head;
    const add = (cut: number, proclitics: string[], cls: Head['class'], cost: number) => {
      if (length(rest) - cut < MIN_STEM) return;
      out.push({
        rest: rest.slice(cut),
        proclitics: [...head.proclitics, ...proclitics],
        class: cls,
        cost: head.cost + cost,
      });
    };
    const first = rest.charAt(0);
    const long = length(rest) >= MIN_WORD_FOR_ONE_LETTER;
    if (startsWithArticle(rest)) add(2, [ARTICLE], 'noun', 1);
    if (rest.startsWith(LAM + LAM) && length(rest) >= 4) {
      // لل is ل + ال; before a word that itself starts with ل the article's lam merges
      // with it (للغة = ل + اللغة).
      add(2, [LAM, ARTICLE], 'noun', 2);
      add(1, [LAM, ARTICLE], 'noun', 2);
      continue;
    }
    if (!long) continue;
    if (NOUN_PREPOSITIONS.includes(first)) {
      add(1, [first], 'noun', LETTER_PROCLITIC);
      if (rest.slice(1).startsWith(ARTICLE) && length(rest) >= 5) {
        add(3, [first, ARTICLE], 'noun', LETTER_PROCLITIC + 1);
      }
    } else if (first === LAM) {
      // ل is a preposition before a noun and the particle of command before a verb.
      add(1, [LAM], 'any', LETTER_PROCLITIC);
    } else if (first === FUTURE && IMPERFECT_PREFIXES.has(rest.charAt(1))) {
      add(1, [FUTURE], 'verb', LETTER_PROCLITIC);
    }
  }
  return out;
}

/** Every split of `word` (a strict key), the word itself first. */
export function cliticSplits(word: string): CliticSplit[] {
  const splits: CliticSplit[] = [];
  for (const head of heads(word)) {
    const { rest } = head;
    splits.push({ stem: rest, enclitics: [], ...withoutRest(head) });
    // A definite noun never carries a pronoun suffix.
    if (head.proclitics.includes(ARTICLE)) continue;
    for (const suffix of PRONOUN_SUFFIXES) {
      if (!rest.endsWith(suffix) || length(rest) - length(suffix) < MIN_STEM) continue;
      // ي and ني: "my" on a noun, "me" on a verb; ني is verbs' only.
      if (suffix === VERB_ONLY_PRONOUN && head.class === 'noun') continue;
      const split = withoutRest(head);
      splits.push({
        ...split,
        stem: rest.slice(0, -suffix.length),
        enclitics: [suffix],
        cost: split.cost + 1 + (RARE_PRONOUNS.has(suffix) ? RARE_PRONOUN_COST : 0),
      });
    }
  }
  return splits;
}

function withoutRest(head: Head): Omit<CliticSplit, 'stem' | 'enclitics'> {
  return { proclitics: head.proclitics, class: head.class, cost: head.cost };
}
