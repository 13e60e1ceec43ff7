// Reads a hunspell affix file's PFX/SFX rows and applies them to a stem, as hunspell would
// to accept a word: conditions, stripping, continuation classes (a suffix row may allow a
// second, outer suffix and prefixes) and FLAG long with AF aliases. Written for ar.aff
// (Ayaspell), whose long flags Debian's unmunch cannot expand.

export interface AffixRow {
  kind: 'PFX' | 'SFX';
  flag: string;
  /** Letters removed from the stem's edge first ('' for hunspell's 0). */
  strip: string;
  /** Letters added ('' for 0). */
  add: string;
  /** Flags the row passes on (its continuation class). */
  continuation: string[];
  /** What the stem's edge must match, before stripping. */
  condition: RegExp;
}

export interface AffixFile {
  rows: ReadonlyMap<string, AffixRow[]>;
  /** Flags of AF alias `n` (1-based), as an entry's `/n` names them. */
  aliasFlags(alias: string): string[];
}

const pairs = (flags: string): string[] => flags.match(/../gu) ?? [];
const zero = (text: string) => (text === '0' ? '' : text);

export function parseAffixFile(aff: string): AffixFile {
  const aliases: string[][] = [];
  const rows = new Map<string, AffixRow[]>();
  for (const raw of aff.split('\n')) {
    const fields = raw.trim().split(/\s+/u);
    const [head, flag = '', third = '', fourth = '', fifth] = fields;
    if (head === 'AF' && flag !== '' && !/^\d+$/u.test(flag)) aliases.push(pairs(flag));
    if (head !== 'PFX' && head !== 'SFX') continue;
    // A block's header: PFX flag Y|N count.
    if (/^[YN]$/u.test(third) && /^\d+$/u.test(fourth) && fifth === undefined) continue;
    const [add = '', continuation = ''] = fourth.split('/');
    const condition = fifth ?? '.';
    const row: AffixRow = {
      kind: head,
      flag,
      strip: zero(third),
      add: zero(add),
      continuation: continuationFlags(continuation, aliases),
      condition: new RegExp(head === 'PFX' ? `^${condition}` : `${condition}$`, 'u'),
    };
    rows.set(flag, [...(rows.get(flag) ?? []), row]);
  }
  return {
    rows,
    aliasFlags: (alias) =>
      /^\d+$/u.test(alias) ? (aliases[Number(alias) - 1] ?? []) : pairs(alias),
  };
}

/** A continuation class: an AF alias number, or flags written out. */
function continuationFlags(text: string, aliases: readonly string[][]): string[] {
  if (text === '') return [];
  return /^\d+$/u.test(text) ? (aliases[Number(text) - 1] ?? []) : pairs(text);
}

/** A word `rows` make from `stem`, and the rows that made it (innermost first). */
export interface Derived {
  word: string;
  suffixes: AffixRow[];
  prefix?: AffixRow;
}

function applyRow(word: string, row: AffixRow): string | null {
  if (!row.condition.test(word)) return null;
  if (row.kind === 'SFX') {
    if (!word.endsWith(row.strip)) return null;
    return word.slice(0, word.length - row.strip.length) + row.add;
  }
  if (!word.startsWith(row.strip)) return null;
  return row.add + word.slice(row.strip.length);
}

/**
 * Every word `flags` allow from `stem`: a suffix row, then an outer suffix its continuation
 * allows, then a prefix the stem's flags or the suffixes' continuations allow.
 */
export function derive(stem: string, flags: readonly string[], file: AffixFile): Derived[] {
  const rowsOf = (flag: string, kind: AffixRow['kind']) =>
    (file.rows.get(flag) ?? []).filter((row) => row.kind === kind);
  const suffixed: { word: string; suffixes: AffixRow[]; allowed: string[] }[] = [];
  for (const flag of flags) {
    for (const inner of rowsOf(flag, 'SFX')) {
      const word = applyRow(stem, inner);
      if (word === null) continue;
      suffixed.push({ word, suffixes: [inner], allowed: inner.continuation });
      for (const outerFlag of inner.continuation) {
        for (const outer of rowsOf(outerFlag, 'SFX')) {
          const outerWord = applyRow(word, outer);
          if (outerWord === null) continue;
          suffixed.push({
            word: outerWord,
            suffixes: [inner, outer],
            allowed: [...inner.continuation, ...outer.continuation],
          });
        }
      }
    }
  }
  const derived: Derived[] = [];
  for (const { word, suffixes, allowed } of suffixed) {
    derived.push({ word, suffixes });
    for (const flag of new Set([...flags, ...allowed])) {
      for (const prefix of rowsOf(flag, 'PFX')) {
        const prefixed = applyRow(word, prefix);
        if (prefixed !== null) derived.push({ word: prefixed, suffixes, prefix });
      }
    }
  }
  return derived;
}
