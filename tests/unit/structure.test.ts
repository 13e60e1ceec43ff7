// The house rules a newcomer relies on (issue 29), checked on every `npm run check`: a short
// README with the docs by subject beside it, small product files, no import cycle, and one
// owner for the Arabic script's character ranges.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
/** What ships in the extension: every context's code, the shared code and the components. */
const PRODUCT_DIRS = ['lib', 'components', 'entrypoints'];
const PRODUCT_FILE = /\.(ts|tsx|css|html)$/u;
const CODE_FILE = /\.(ts|tsx)$/u;
const MAX_LINES = 300;

/**
 * Product files still over 300 lines, each being rewritten by another issue at the time
 * this test was written; the lead empties this list as those land. A file leaves it as soon
 * as it is short enough (the test below fails for an entry that no longer needs to be here).
 */
const TOO_LONG_FOR_NOW = new Set<string>([]);

/** The one module of lib/arabic the rest of Lisan imports. */
const ANALYSER_ENTRY = 'lib/arabic/index.ts';
/**
 * What else may be imported, for the bundles of pages (a bundle keeps every module-level
 * statement of what an entry re-exports): its light part (no analyser, no zod: page.ts),
 * a word's keys (normalise.ts), the analysis's schema for the message contracts
 * (analysis.ts), and what is Arabic script (script.ts), for the card, whose budget has no
 * room for page.ts's detect chunk.
 */
const ANALYSER_ENTRIES = [
  ANALYSER_ENTRY,
  'lib/arabic/page.ts',
  'lib/arabic/script.ts',
  'lib/arabic/normalise.ts',
  'lib/arabic/analysis.ts',
];

/** The names `file` re-exports (`export { a, b } from …`, `export type { C } from …`). */
function exportedNames(file: string): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  return [...source.matchAll(/^export (?:type )?\{([^}]*)\}/gmu)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.replace(/^\s*type\s+/u, '').trim())
      .filter(Boolean),
  );
}

/**
 * A pure data file (issue 29: data files may be longer): comment lines and one exported
 * function returning one template string, with no code inside it (the analyser's word
 * tables, lib/arabic/tables/).
 */
const DATA_FILE = /^(?:\/\/[^\n]*\n)*export const [A-Z_]+ = \(\): string => `[^`$]*`;\n$/u;
const isDataFile = (file: string) => DATA_FILE.test(readFileSync(join(ROOT, file), 'utf8'));

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

const productFiles = PRODUCT_DIRS.flatMap(filesUnder).filter((file) => PRODUCT_FILE.test(file));
const lineCount = (file: string) => readFileSync(join(ROOT, file), 'utf8').split('\n').length - 1;

/** The product files a file imports (relative imports, types included: a cycle of types is one too). */
function importsOf(file: string): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const specifiers = [
    ...source.matchAll(/^(?:import|export)\b[^'";]*?['"](\.{1,2}\/[^'"]+)['"]/gmsu),
  ].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => {
    const base = join(dirname(file), specifier);
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) => base + ending)
      .find((path) => CODE_FILE.test(path) && existsSync(join(ROOT, path)));
    return found ? [found] : [];
  });
}

/** Every cycle reached by a depth-first walk, each as the files along it. */
function importCycles(
  files: string[],
  imports: (file: string) => string[] = importsOf,
): string[][] {
  const graph = new Map(files.map((file) => [file, imports(file)]));
  const done = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string, path: string[]) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      cycles.push([...path.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    done.add(file);
  };
  for (const file of files) visit(file, []);
  return cycles;
}

describe('the house', () => {
  it('has a README a newcomer reads in a sitting, and the docs by subject beside it', () => {
    expect(lineCount('README.md')).toBeLessThanOrEqual(150);
    const docs = ['architecture', 'analyser', 'accuracy', 'performance', 'security', 'decisions'];
    for (const doc of [...docs, 'api-spec']) {
      expect(existsSync(join(ROOT, 'docs', `${doc}.md`)), `docs/${doc}.md`).toBe(true);
      expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain(`(docs/${doc}.md)`);
    }
    // The architecture lives in docs/ now: one copy, not two that drift apart.
    expect(existsSync(join(ROOT, 'ARCHITECTURE.md'))).toBe(false);
  });

  it(`has no product file over ${MAX_LINES} lines, but data and those listed as being rewritten`, () => {
    const tooLong = productFiles.filter((file) => lineCount(file) > MAX_LINES && !isDataFile(file));
    expect(tooLong.filter((file) => !TOO_LONG_FOR_NOW.has(file))).toEqual([]);
    // An entry that is short enough by now, or gone, leaves the list.
    expect([...TOO_LONG_FOR_NOW].filter((file) => !tooLong.includes(file))).toEqual([]);
  });

  it('tells a data file from code (the check checked)', () => {
    expect(isDataFile('lib/arabic/tables/homographs.ts')).toBe(true);
    expect(isDataFile('lib/arabic/homographs.ts')).toBe(false);
    expect(DATA_FILE.test('// rows\nexport const ROWS = (): string => `key kind value\n`;\n')).toBe(
      true,
    );
    // A template with code in it, or code after it, is code.
    const placeholder = ['$', '{rows()}'].join('');
    expect(DATA_FILE.test(`export const ROWS = (): string => \`${placeholder}\`;\n`)).toBe(false);
    expect(DATA_FILE.test('export const ROWS = (): string => ``;\nrun();\n')).toBe(false);
  });

  it('has no import cycle among the product files', () => {
    const cycles = importCycles(productFiles.filter((file) => CODE_FILE.test(file)));
    expect(cycles.map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('finds a cycle, through type imports too (the check checked)', () => {
    // Issue 29 found CardBody.tsx ↔ useCardTransport.ts, through a type.
    expect(importsOf('entrypoints/card/useCardTransport.ts')).toContain(
      'entrypoints/card/card-session.ts',
    );
    const graph: Record<string, string[]> = { a: ['b'], b: ['c'], c: ['a'], d: ['a'] };
    expect(importCycles(['d', 'a', 'b', 'c'], (file) => graph[file] ?? [])).toEqual([
      ['a', 'b', 'c', 'a'],
    ]);
  });

  it('imports the analyser only through its entry points, index.ts exporting only what is used', () => {
    // The product and the scripts; the unit tests of lib/arabic may test its modules.
    const outside = [...PRODUCT_DIRS, 'scripts']
      .flatMap(filesUnder)
      .filter((file) => CODE_FILE.test(file) && !file.startsWith('lib/arabic/'));
    const around = outside.flatMap((file) =>
      importsOf(file)
        .filter((path) => path.startsWith('lib/arabic/') && !ANALYSER_ENTRIES.includes(path))
        .map((path) => `${file} → ${path}`),
    );
    expect(around).toEqual([]);
    const used = outside.map((file) => readFileSync(join(ROOT, file), 'utf8')).join('\n');
    const unused = exportedNames(ANALYSER_ENTRY).filter(
      (name) => !new RegExp(`\\b${name}\\b`, 'u').test(used),
    );
    expect(unused).toEqual([]);
  });

  it('writes the weak letters and the hamza’s seats only in lib/arabic/letters.ts', () => {
    // A string or class of three or more of them outside lib/arabic (root-marking.ts had
    // 'اويى' and 'ءأإآؤئٱ') is a second list that drifts from the analyser's.
    const letterClass = /['"`[][اويىءأإآؤئٱ]{3,}['"`\]]/u;
    const owners = productFiles.filter(
      (file) =>
        !file.startsWith('lib/arabic/') && letterClass.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(owners).toEqual([]);
  });

  it('writes Arabic character ranges only in lib/arabic, their one owner', () => {
    // A range of Arabic-block code points (\u0600-\u06FF, \uFB50-\uFDFF…) outside lib/arabic
    // is a second opinion on what Arabic is, a diacritic or a letter.
    const range = /\\u(0[6-8][0-9A-F]{2}|F[B-E][0-9A-F]{2})-\\u/iu;
    const owners = productFiles.filter(
      (file) =>
        !file.startsWith('lib/arabic/') && range.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(owners).toEqual([]);
  });
});
