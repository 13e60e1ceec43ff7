// npm run unseen -- <command>: the analyser judged blind on words nobody tuned it on
// (docs/analyser.md, "How to measure"). Files go to unseen-results/ (not committed) unless
// told otherwise.
//   bash scripts/unseen/wordlist.sh                  the word list (tesseract-ocr-ara)
//   sample [--size N] [--skip N]                     seeded sample, dev surfaces left out
//   open [--root DIR] [--out FILE]                   the entry each word opens, by DIR's analyser
//   compare BEFORE.json AFTER.json [--dir DIR]       the changed words, blind + key
//     [--readings]                                   (same entry, another part of speech)
//   unblind [--dir DIR]…                             each DIR's verdicts.txt against its key: counts
//   list OPENED.json [--size N] [--dir DIR]          one run's entries to mark (DIR/list.txt)
//   score [--dir DIR]                                DIR/marks.txt: right, wrong, nothing
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { analyserOf } from './analyser-of';
import { BLIND_SEED, blindPairs, type KeyItem, NOTHING, withReading } from './compare';
import { type OpenedEntry, openedEntry } from './open';
import { devSurfaces, readWordList, SAMPLE_SEED, SAMPLE_SIZE, sampleWords } from './sample';
import { listed, parseMarks, scores } from './score';
import { parseVerdicts, tallies, unblind } from './unblind';

const ROOT = resolve(import.meta.dirname, '../..');
const RESULTS = join(ROOT, 'unseen-results');
const [command = '', ...args] = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : (args[at + 1] ?? fallback);
};
/** The options that take a value; --readings takes none. */
const VALUED = [
  '--words',
  '--dev',
  '--size',
  '--skip',
  '--out',
  '--root',
  '--sample',
  '--seed',
  '--dir',
];
const positional = args.filter(
  (arg, index) => !arg.startsWith('--') && !VALUED.includes(args[index - 1] ?? ''),
);
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const writeJson = (file: string, data: unknown) => {
  mkdirSync(resolve(file, '..'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 1)}\n`);
  console.info(`→ ${file}`);
};

interface OpenedRun {
  root: string;
  commit: string;
  words: OpenedEntry[];
}

if (command === 'sample') {
  const words = sampleWords(
    readWordList(option('words', join(RESULTS, 'words.txt'))),
    devSurfaces(option('dev', join(ROOT, 'tests/data/ud-arabic-pud-dev.json'))),
    Number(option('size', String(SAMPLE_SIZE))),
    SAMPLE_SEED,
    Number(option('skip', '0')),
  );
  writeJson(option('out', join(RESULTS, 'sample.json')), words);
} else if (command === 'open') {
  const root = resolve(option('root', ROOT));
  const analyser = await analyserOf(root);
  const words = readJson<string[]>(option('sample', join(RESULTS, 'sample.json')));
  const commit = execFileSync('git', ['-C', root, 'rev-parse', 'HEAD'], {
    encoding: 'utf8',
  }).trim();
  const run: OpenedRun = { root, commit, words: words.map((word) => openedEntry(word, analyser)) };
  const nothing = run.words.filter((entry) => entry.form === null).length;
  console.info(`${commit.slice(0, 7)}: ${words.length} words, ${nothing} open nothing`);
  writeJson(option('out', join(RESULTS, `open-${basename(root)}.json`)), run);
} else if (command === 'compare') {
  const [beforeFile = '', afterFile = ''] = positional;
  const [before, after] = [readJson<OpenedRun>(beforeFile), readJson<OpenedRun>(afterFile)];
  const { blind, key } = blindPairs(
    before.words,
    after.words,
    Number(option('seed', String(BLIND_SEED))),
    args.includes('--readings') ? 'readings' : 'entries',
  );
  const dir = option('dir', RESULTS);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'blind.txt'), blind);
  writeJson(join(dir, 'key.json'), { before: before.commit, after: after.commit, key });
  console.info(
    `${key.length} words changed → ${join(dir, 'blind.txt')} (judge it before opening key.json)`,
  );
} else if (command === 'unblind') {
  // Several --dir: the judged samples counted together.
  const dirs = args.flatMap((arg, index) => (args[index - 1] === '--dir' ? [arg] : []));
  const judged = (dirs.length > 0 ? dirs : [RESULTS]).flatMap((dir) =>
    unblind(
      readJson<{ key: KeyItem[] }>(join(dir, 'key.json')).key,
      parseVerdicts(readFileSync(join(dir, 'verdicts.txt'), 'utf8')),
    ),
  );
  console.info(
    'row | changed | before right | after right | both | neither | after worse | after better',
  );
  for (const [name, row] of tallies(judged))
    console.info(
      `${name} | ${row.changed} | ${row.beforeRight} | ${row.afterRight} | ${row.both} | ${row.neither} | ${row.worse} | ${row.better}`,
    );
  // The same entry on both sides (compare --readings): the readings tell them apart.
  const side = (entry: OpenedEntry, same: boolean) =>
    same ? withReading(entry) : (entry.form ?? NOTHING);
  const pair = ({ word, before, after }: KeyItem) => {
    const same = before.form === after.form;
    return `${word}: ${side(before, same)} → ${side(after, same)}`;
  };
  for (const [label, keep] of [
    ['after worse', (item: (typeof judged)[number]) => item.beforeRight && !item.afterRight],
    ['after better', (item: (typeof judged)[number]) => item.afterRight && !item.beforeRight],
  ] as const)
    console.info(`\n${label}:\n${judged.filter(keep).map(pair).join('\n')}`);
} else if (command === 'list') {
  // The first --size words of a run (the sample's order is already random), kept beside
  // the list so that the marks are scored against the entries they were given for.
  const entries = readJson<OpenedRun>(positional[0] ?? '').words.slice(
    0,
    Number(option('size', '300')),
  );
  const dir = option('dir', RESULTS);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'list.txt'), listed(entries));
  writeJson(join(dir, 'opened.json'), entries);
  console.info(`${entries.length} words → ${join(dir, 'list.txt')}: mark them in marks.txt`);
} else if (command === 'score') {
  const dir = option('dir', RESULTS);
  const entries = readJson<OpenedEntry[]>(join(dir, 'opened.json'));
  const marks = parseMarks(readFileSync(join(dir, 'marks.txt'), 'utf8'));
  console.info('row | words | right | wrong | nothing');
  const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
  for (const [name, { words, right, wrong, nothing }] of scores(entries, marks))
    console.info(
      `${name} | ${words} | ${percent(right, words)} | ${percent(wrong, words)} | ${percent(nothing, words)}`,
    );
} else {
  console.error(
    'usage: npm run unseen -- sample | open [--root DIR] | compare BEFORE AFTER | unblind',
  );
  process.exitCode = 1;
}
