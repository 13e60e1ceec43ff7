// The noun paradigm set: hunspell-ar's own affix rows (ar.aff) applied to the list's noun
// stems (ar.dic's names.dic section, those that take a singular's endings: the `n` words of
// public/lemmas/ar.txt), the stem being the form's lemma. Words the dev set does not hold,
// made by rules nobody wrote against it, so a rule fitted to the dev text shows here.
import type { DevRecord } from '../accuracy/records';
import { dicEntries } from '../lemmas/dic-entries';
import {
  type AffixFile,
  type AffixRow,
  type Derived,
  derive,
  parseAffixFile,
} from './hunspell-affixes';

// A singular's suffix flags (scripts/lemmas/generate.ts): a dual, the feminine, a nisba.
const SINGULAR_FLAG = /^[BCDEFGILMN][A-D]$/u;

/**
 * What the first (inner) suffix flag's letter makes of a noun (ar.aff's comments). The
 * nisba's (L, M, N) are left out: a nisba is a lemma of its own (وطني), not its stem's.
 */
const KIND_OF_FLAG: Readonly<Record<string, string>> = {
  A: 'singular',
  B: 'feminine',
  C: 'dual',
  D: 'dual',
  E: 'dual',
  F: 'dual',
  G: 'dual',
  H: 'plural ات',
  I: 'plural ون',
  J: 'accusative',
  K: 'tanween',
};

/** The names.dic stems taking a singular's endings, with their flags. */
export function nounStems(dic: string, file: AffixFile): { stem: string; flags: string[] }[] {
  const stems: { stem: string; flags: string[] }[] = [];
  for (const { section, line } of dicEntries(dic)) {
    if (section !== 'names.dic' || !line.includes('/')) continue;
    const [stem = '', alias = ''] = (line.split('\t')[0] ?? '').split('/');
    const flags = file.aliasFlags(alias);
    if (flags.some((flag) => SINGULAR_FLAG.test(flag))) stems.push({ stem, flags });
  }
  return stems;
}

/**
 * How a derived word came from its stem: its kind, with a prefix, with a pronoun. Null for
 * what the set leaves out: the nisba's forms, and prefixes running text does not have
 * (runningTextPrefix).
 */
export function categoryOf(derived: Derived): string | null {
  const [inner, outer] = derived.suffixes;
  if (!inner || !KIND_OF_FLAG[inner.flag.charAt(0)]) return null;
  // A block's row that adds nothing gives the stem itself (a feminine block's "0 0").
  const kind = inner.add === '' ? 'singular' : KIND_OF_FLAG[inner.flag.charAt(0)];
  // A pronoun: an outer row's, or the ه that ar.aff's "with a pronoun" blocks (second
  // letter C or D) add for the outer rows to replace (قلمه → قلمهم).
  const placeholder = /^.[CD]$/u.test(inner.flag) && inner.add.endsWith('ه');
  const pronoun = placeholder || (outer !== undefined && outer.add !== '');
  if (derived.prefix && !runningTextPrefix(derived.prefix)) return null;
  return [kind, derived.prefix ? 'prefix' : '', pronoun ? 'pronoun' : '']
    .filter((part) => part !== '')
    .join(' + ');
}

/**
 * A prefix row running text has: no question أ (ar.aff allows it before every noun, news
 * text all but never), and at most one preposition ب، ك، ل: a preposition governs a noun,
 * never another preposition, yet ar.aff's rows stack them (لبالزرع، لكعيون، ولبجواب).
 * The article's ال (written لل after ل) is no preposition.
 */
function runningTextPrefix(prefix: AffixRow): boolean {
  if (/^[أآ]/u.test(prefix.add)) return false;
  const definite = prefix.flag.startsWith('m');
  const article = definite ? prefix.add.replace(/(ال|(?<=ل)ل)$/u, '') : prefix.add;
  const prepositions = article.replace(/^[وف]/u, '');
  return prepositions.length <= 1;
}

/** A small, stable hash: the same sample on every machine. */
function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 16777619);
  return value >>> 0;
}

export interface SampleOptions {
  /** Every how many-th stem of the list is taken. */
  stride: number;
  /** Forms taken per stem, each of another category. */
  formsPerStem: number;
}

/** A reproducible sample of the set, in the dev file's format. */
export function nounParadigmRecords(aff: string, dic: string, options: SampleOptions): DevRecord[] {
  const file = parseAffixFile(aff);
  const records: DevRecord[] = [];
  nounStems(dic, file).forEach(({ stem, flags }, index) => {
    if (index % options.stride !== 0) return;
    const byCategory = new Map<string, string[]>();
    for (const derived of derive(stem, flags, file)) {
      const category = categoryOf(derived);
      if (!category || derived.word === stem) continue;
      byCategory.set(category, [...new Set([...(byCategory.get(category) ?? []), derived.word])]);
    }
    const categories = [...byCategory.keys()].sort((a, b) => hash(stem + a) - hash(stem + b));
    for (const category of categories.slice(0, options.formsPerStem)) {
      const forms = byCategory.get(category) ?? [];
      const surface = forms[hash(stem + category) % forms.length];
      if (surface) records.push({ surface, headword: stem, upos: 'NOUN', category });
    }
  });
  return records;
}
