// npm run accuracy: the real lookup engine against a simulated service (accuracy/measure.ts)
// over the dev half of UD Arabic-PUD (tests/data/README.md), then the same words as the web
// often types them (accuracy/web-typing.ts), the dev words without the words around them
// in their sentence (the dev run has them: accuracy/sentences.ts), and the paradigm sets (scripts/paradigms): words
// the dev set does not hold, whose lemma is known. Writes JSON to accuracy-results/.
//
// npm run accuracy -- --sets dev,paradigms,context,web,function runs only those tables (all by
// default), to iterate faster.
//
// npm run accuracy -- --data FILE measures FILE (the dev file's format) the same way
// instead: its own headwords added to the simulated lexicon, as the dev set's are.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseLemmaList } from '../lib/arabic';
import type { WordContext } from '../lib/lookup/types';
import { contextTables } from './accuracy/context-table';
import { measureDataFile } from './accuracy/data-file';
import { functionWordTable } from './accuracy/function-words';
import { listLexicon, withHeadwords } from './accuracy/lexicon';
import { type Miss, measure } from './accuracy/measure';
import { paradigmSentenceTable } from './accuracy/paradigm-sentences';
import { type DevRecord, readRecords } from './accuracy/records';
import { contextOfRecord, readSentences } from './accuracy/sentences';
import { basicRow, detailedRow, emptyTally, type TableRow } from './accuracy/tally';
import { asTypedOnTheWeb } from './accuracy/web-typing';
import { formatTable, mark } from './bench/report';
import { paradigmSets } from './paradigms';
import { verbsWriting } from './paradigms/verbs';

const ROOT = join(import.meta.dirname, '..');
const DEV_FILE = join(ROOT, 'tests/data/ud-arabic-pud-dev.json');
const SENTENCES_FILE = join(ROOT, 'tests/data/ud-arabic-pud-dev-sentences.json');

const printTable = (title: string, rows: TableRow[]) => {
  if (rows.length === 0) return;
  console.info(`\n${title}`);
  console.info(
    formatTable(
      Object.keys(rows[0] ?? {}),
      rows.map((row) => Object.values(row).map(String)),
    ),
  );
};

/** The tables `--sets a,b` asks for; every table when it is not given. */
function setsArgument(argv: readonly string[]): (name: string) => boolean {
  const at = argv.indexOf('--sets');
  if (at === -1) return () => true;
  const names = new Set((argv[at + 1] ?? '').split(','));
  return (name) => names.has(name);
}

/** The file named after `flag`, or undefined when the flag is not given. */
function fileArgument(argv: readonly string[], flag: string, what: string): string | undefined {
  const at = argv.indexOf(flag);
  if (at === -1) return undefined;
  const file = argv[at + 1];
  if (!file || file.startsWith('--')) throw new Error(`${flag} needs ${what}`);
  return file;
}

function writeResults(name: string, data: unknown): void {
  const folder = join(ROOT, 'accuracy-results');
  mkdirSync(folder, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(folder, `${name}-${stamp}.json`);
  writeFileSync(file, JSON.stringify(data, null, 1));
  console.info(`wrote ${file}`);
}

async function main(): Promise<void> {
  const started = performance.now();
  // The list and the verb stem index, each its own text, as the extension loads them.
  const texts = {
    list: readFileSync(join(ROOT, 'public/lemmas/ar.txt'), 'utf8'),
    verbs: readFileSync(join(ROOT, 'public/lemmas/verbs.txt'), 'utf8'),
  };
  const list = parseLemmaList(texts.list, texts.verbs);
  const base = listLexicon(texts.list, list);
  console.info(`simulated lexicon: ${base.size} headwords from hunspell, plus each set's own`);
  const shared = { texts, list };
  const argv = process.argv.slice(2);
  // `--data FILE`: any text in the dev file's format instead of the dev run.
  const dataFile = fileArgument(argv, '--data', 'a file in the dev file’s format');

  if (dataFile) {
    // `--sentences FILE`: its sentences, for the words around each word.
    const sentencesFile = fileArgument(argv, '--sentences', 'a file in the dev sentences’ format');
    const { rows, misses, words } = await measureDataFile(dataFile, {
      ...shared,
      base,
      ...(sentencesFile ? { sentencesFile } : {}),
    });
    printTable(`${basename(dataFile)}:`, rows);
    console.info(`${words} words in ${seconds(started)} s`);
    const data = { data: dataFile, sentences: sentencesFile ?? null, rows, misses };
    writeResults(`accuracy-${basename(dataFile, '.json')}`, data);
    return;
  }

  const records = readRecords(DEV_FILE);
  const lexicon = withHeadwords(base, records);
  // Each word with the words around it in its sentence, as a reader's double-click sends them.
  const sentences = readSentences(SENTENCES_FILE);
  const contextOf = (record: DevRecord) => contextOfRecord(record, sentences);
  const dev = await measure(records, {
    ...shared,
    name: 'dev',
    lexicon,
    contextOf,
    detailed: true,
  });
  const rows = [...dev.tallies].map(([name, t]) => detailedRow(name, t));
  printTable('The dev set:', rows);
  const all = dev.tallies.get('all') ?? emptyTally();
  const targets: [string, boolean][] = [
    ['resolved ≥ 97%', all.right / all.words >= 0.97],
    ['wrong ≤ 2%', all.wrong / all.words <= 0.02],
    ['calls per word on its first occurrence ≤ 1.15', all.firstCalls / all.firstWords <= 1.15],
    ['never more than 4 calls', all.maxCalls <= 4],
  ];
  for (const [target, pass] of targets) console.info(`${mark(pass)} ${target}`);

  const wanted = setsArgument(argv);
  const paradigms = wanted('paradigms')
    ? await paradigmTable(shared, base)
    : { rows: [], misses: [] };
  const paradigmRows = paradigms.rows;
  printTable('Paradigm sets (words the dev set does not hold, their lemma known):', paradigmRows);

  const { contextRows, ruleRows } = wanted('context')
    ? await contextTables(records, dev, contextOf, { ...shared, lexicon })
    : { contextRows: [], ruleRows: [] };
  printTable('The dev set with the words around each word, and without:', contextRows);
  printTable('Each context rule, on the dev words where it chose a reading:', ruleRows);
  const placedRows = wanted('context') ? await paradigmSentenceTable({ ...shared, base }) : [];
  printTable(
    'The paradigm sets in a sentence: each word alone, then after the word that settles what it is:',
    placedRows,
  );

  const typedContextOf = (record: DevRecord) =>
    contextOfRecord(record, sentences, (word) => asTypedOnTheWeb(word).typed);
  const webRows = wanted('web')
    ? await webTypedTable(records, shared, lexicon, typedContextOf)
    : [];
  printTable(
    'The dev words typed as the web types them, their sentence too (no target); "all typed so": those typing changes:',
    webRows,
  );
  const functionWords = wanted('function')
    ? functionWordTable(sentences.values(), list)
    : { rows: [], misses: [] };
  printTable(
    'The dev sentences’ function words, which the dev set leaves out (no target):',
    functionWords.rows,
  );
  console.info(`${records.length} dev words in ${seconds(started)} s`);
  writeResults('accuracy', {
    rows,
    paradigmRows,
    contextRows,
    ruleRows,
    placedRows,
    webRows,
    functionWordRows: functionWords.rows,
    misses: dev.misses,
    functionWordMisses: functionWords.misses,
    paradigmMisses: paradigms.misses,
  });
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

type Shared = Pick<Parameters<typeof measure>[1], 'texts' | 'list'>;
type Lexicon = Parameters<typeof measure>[1]['lexicon'];

/** Each paradigm set on its own engine, its headwords added to the lexicon. */
async function paradigmTable(
  shared: Shared,
  base: Lexicon,
): Promise<{ rows: TableRow[]; misses: Miss[] }> {
  const rows: TableRow[] = [];
  const misses: Miss[] = [];
  for (const set of paradigmSets) {
    const records = set.records();
    // A verb form is right opened as any verb that writes it (npm run paradigms prints the
    // strict figure beside it), rows apart for forms one verb or several write.
    const writers =
      set.name === 'verb paradigms'
        ? verbsWriting(records.map((record) => record.surface))
        : new Map<string, Set<string>>();
    const writtenBy = (record: DevRecord) => {
      const count = writers.get(record.surface)?.size ?? 0;
      if (count === 0) return [];
      return [`${set.name}: ${count > 1 ? 'several verbs write it' : 'one verb writes it'}`];
    };
    const lexicon = withHeadwords(base, records);
    const alsoRight = (record: DevRecord) => writers.get(record.surface);
    const outcome = await measure(records, {
      ...shared,
      name: `paradigm-${set.name}`,
      lexicon,
      categoriesOf: (record) => [set.name, `${set.name}: ${record.category}`, ...writtenBy(record)],
      alsoRight,
    });
    rows.push(...[...outcome.tallies].map(([name, t]) => basicRow('paradigm', name, t)));
    misses.push(...outcome.misses);
    // The words in a bare ا on an engine of their own, alone and in the sentence of a
    // writer who writes the hamza on alif (lib/arabic/hamza-writing.ts): there the ا is a
    // wasl (ابلغ → بلغ).
    const inBareAlef = records.filter((record) => record.surface.startsWith('ا'));
    for (const [how, context] of [
      ['alone', undefined],
      ['beside a written hamza', HAMZA_WRITERS_SENTENCE],
    ] as const) {
      const bare = await measure(inBareAlef, {
        ...shared,
        name: `paradigm-${set.name}-bare-alef-${how}`,
        lexicon,
        categoriesOf: () => [`${set.name}: in a bare ا, ${how}`],
        alsoRight,
        contextOf: () => context,
      });
      rows.push(...[...bare.tallies].map(([name, t]) => basicRow('paradigm', name, t)));
    }
  }
  return { rows, misses };
}

/** Words around a word, as a writer who writes the hamza on alif writes them. */
const HAMZA_WRITERS_SENTENCE = { before: ['قال', 'الأمين'], after: ['الأمر'] };

/**
 * The dev words typed as the web types them and looked up by an engine that has seen none
 * of them, with the words around them typed so too (a writer types alike throughout;
 * `contextOf` gives them so):
 * right, wrong, nothing and calls, for every word (a rule the typed sentence sets off may
 * lose words typing leaves alone: كتابه, "his book") and by what typing changed.
 */
async function webTypedTable(
  records: readonly DevRecord[],
  shared: Shared,
  lexicon: Lexicon,
  contextOf: (record: DevRecord) => WordContext | undefined,
): Promise<TableRow[]> {
  const { tallies } = await measure(records, {
    ...shared,
    name: 'web',
    lexicon,
    contextOf,
    surfaceOf: (record) => asTypedOnTheWeb(record.surface).typed,
    categoriesOf: (record) => {
      const { changes } = asTypedOnTheWeb(record.surface);
      return ['every word', ...(changes.length > 0 ? ['all typed so', ...changes] : [])];
    },
  });
  return [...tallies].map(([name, t]) => basicRow('as the web types', name, t));
}

await main();
