// Reading the Camel Morph MSA verb lexicon (../shared/data/camel-morph-msa-verbs/, CC BY 4.0,
// CAMeL Lab, NYU Abu Dhabi): its CSVs, its Buckwalter transliteration, and the conditions
// (COND-T, COND-S) that say which affix goes with which stem. Used by the generator
// (scripts/verbs/generate.ts) and the verb paradigm set (scripts/paradigms/verbs.ts); the
// extension never reads the CSVs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const CANDIDATES = [
  join(import.meta.dirname, '../../../shared/data/camel-morph-msa-verbs'),
  '/work/shared/data/camel-morph-msa-verbs',
];

/** The lexicon's folder: ../shared/data/camel-morph-msa-verbs beside the repository. */
export function lexiconDir(): string {
  const found = CANDIDATES.find((dir) => existsSync(join(dir, 'MSA-Verb-MORPH.csv')));
  if (!found) throw new Error(`Camel Morph verb lexicon not found in ${CANDIDATES.join(' or ')}`);
  return found;
}

/** Rows of a CSV file with a header line (fields may be "quoted", "" escaping a quote). */
export function readCsv(path: string): Record<string, string>[] {
  const text = readFileSync(path, 'utf8');
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (quoted) field += char;
    else if (char === ',') endField();
    else if (char === '\n') {
      endField();
      records.push(record);
      record = [];
    } else if (char !== '\r') field += char;
  }
  if (field !== '' || record.length > 0) {
    endField();
    records.push(record);
  }
  const [header = [], ...rows] = records;
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

const LETTERS: Record<string, string> = {
  "'": 'ء',
  '|': 'آ',
  '>': 'أ',
  '&': 'ؤ',
  '<': 'إ',
  '}': 'ئ',
  A: 'ا',
  b: 'ب',
  p: 'ة',
  t: 'ت',
  v: 'ث',
  j: 'ج',
  H: 'ح',
  x: 'خ',
  d: 'د',
  '*': 'ذ',
  r: 'ر',
  z: 'ز',
  s: 'س',
  $: 'ش',
  S: 'ص',
  D: 'ض',
  T: 'ط',
  Z: 'ظ',
  E: 'ع',
  g: 'غ',
  f: 'ف',
  q: 'ق',
  k: 'ك',
  l: 'ل',
  m: 'م',
  n: 'ن',
  h: 'ه',
  w: 'و',
  Y: 'ى',
  y: 'ي',
  '{': 'ا',
};
/** Short vowels, sukun, shadda, tanween, dagger alif and tatweel: not written in plain text. */
const MARKS = new Set(['a', 'u', 'i', 'o', '~', 'F', 'N', 'K', '`', '_']);

/** The undiacritised Arabic spelling of a Buckwalter string (wasla ٱ written ا). */
export function bare(buckwalter: string): string {
  let out = '';
  for (const char of buckwalter) {
    if (MARKS.has(char)) continue;
    const letter = LETTERS[char];
    if (!letter) throw new Error(`not Buckwalter: ${char} in ${buckwalter}`);
    out += letter;
  }
  return out;
}

const VOWELS: Record<string, string> = {
  a: '\u064e',
  u: '\u064f',
  i: '\u0650',
  o: '\u0652',
  '~': '\u0651',
  F: '\u064b',
  N: '\u064c',
  K: '\u064d',
  '`': '\u0670',
  _: '',
};

/** The vocalised Arabic spelling of a Buckwalter string. */
export function vocalised(buckwalter: string): string {
  let out = '';
  for (const char of buckwalter)
    out += VOWELS[char] ?? (char === '{' ? 'ٱ' : (LETTERS[char] ?? ''));
  return out;
}

/** A lemma's headword: `-a/-i/-u` homograph marks dropped, undiacritised. */
export function headword(lemma: string): string {
  return bare(lemma.replace(/-[aiu]$/u, ''));
}

/** Condition tokens: a space-separated conjunction of `a||b` disjunctions; `!` negates. */
export function conjuncts(condition: string): string[] {
  return condition.split(/\s+/u).filter((token) => token !== '' && token !== '_');
}

function holds(conjunct: string, facts: ReadonlySet<string>): boolean {
  return conjunct
    .split('||')
    .some((token) => (token.startsWith('!') ? !facts.has(token.slice(1)) : facts.has(token)));
}

/** One affix (or buffer) row of MSA-Verb-MORPH.csv. */
export interface AffixRow {
  cls: string;
  func: string;
  /** The affix as written (Buckwalter), '' for none. */
  form: string;
  feat: string;
  /** What it needs of the stem and context. */
  needs: string[];
  /** What it offers to the stem's and buffers' conditions (c-suff, w-suff, h-pref…). */
  offers: string[];
}

export function readMorph(dir: string): Map<string, AffixRow[]> {
  const classes = new Map<string, AffixRow[]>();
  for (const row of readCsv(join(dir, 'MSA-Verb-MORPH.csv'))) {
    const cls = (row.CLASS ?? '').trim();
    if (!cls.startsWith('[') || row.DEFINE === 'CONDITIONS') continue;
    const form = (row.FORM ?? '').trim();
    const affix: AffixRow = {
      cls,
      func: (row.FUNC ?? '').trim(),
      form: form === '_' ? '' : form,
      feat: (row.FEAT ?? '').trim(),
      needs: conjuncts(row['COND-T'] ?? ''),
      offers: conjuncts(row['COND-S'] ?? ''),
    };
    classes.set(cls, [...(classes.get(cls) ?? []), affix]);
  }
  return classes;
}

/**
 * Whether `row` holds under `facts`. An `else` conjunct holds when no sibling row (same
 * class and function) with the same conjuncts before it has one at its place that holds:
 * the lexicon's "otherwise".
 */
export function rowHolds(row: AffixRow, siblings: AffixRow[], facts: ReadonlySet<string>) {
  return row.needs.every((conjunct, k) => {
    if (conjunct !== 'else') return holds(conjunct, facts);
    return !siblings.some(
      (other) =>
        other !== row &&
        other.func === row.func &&
        other.needs.slice(0, k).join(' ') === row.needs.slice(0, k).join(' ') &&
        other.needs[k] !== undefined &&
        other.needs[k] !== 'else' &&
        holds(other.needs[k] as string, facts),
    );
  });
}

const memo = new WeakMap<Map<string, AffixRow[]>, Map<string, AffixRow[]>>();

/** The rows of `cls` that hold, in file order (memoised: few stems differ in their facts). */
export function matching(classes: Map<string, AffixRow[]>, cls: string, facts: Set<string>) {
  const known = memo.get(classes) ?? new Map<string, AffixRow[]>();
  memo.set(classes, known);
  const id = `${cls} ${[...facts].sort().join(' ')}`;
  let found = known.get(id);
  if (!found) {
    const rows = classes.get(cls) ?? [];
    found = rows.filter((row) => rowHolds(row, rows, facts));
    known.set(id, found);
  }
  return found;
}
