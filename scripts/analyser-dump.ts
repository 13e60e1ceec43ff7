// Every reading the analyser gives for a large fixed set of words, one JSON line per word,
// for a refactor of lib/arabic that must not change behaviour: run it before and after (on
// main and on the branch) and compare the two files (cmp). The words: every dev surface,
// every noun paradigm word (tests/data), and every key of the word tables
// (lib/arabic/tables) with proclitics, pronoun suffixes, endings and tanween. Each line holds
// the readings without the list (analyseScored) and with it (the background's
// scoredReadings, web spellings included), their ranking and the lead.
// Run: npx tsx scripts/analyser-dump.ts > FILE (about 2 minutes of one core, ~280 MB).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseScored, leadingReading, parseLemmaList, rankAnalyses } from '../lib/arabic';
import { rankingKnowledge, scoredReadings } from '../lib/lookup/lemma-knowledge';

const ROOT = join(import.meta.dirname, '..');
const TABLES = join(ROOT, 'lib/arabic/tables');
const PROCLITICS = ['', 'و', 'ف', 'ب', 'ل', 'ال', 'وال', 'بال'];
const SUFFIXES = ['', 'ه', 'ها', 'هم', 'ي', 'نا', 'كما'];
const ENDINGS = ['ا', 'ة', 'ات', 'ون', 'ين', 'ان', 'تين', 'ى', 'ي'];
const TANWEEN = ['\u064B', '\u064C', '\u064D'];

const surfaces = (file: string): string[] =>
  (JSON.parse(readFileSync(join(ROOT, 'tests/data', file), 'utf8')) as { surface: string }[]).map(
    (record) => record.surface,
  );

/** The keys of every word table: the first column of each row under the header. */
function tableKeys(): string[] {
  return readdirSync(TABLES)
    .filter((name) => name !== 'reader.ts')
    .flatMap((name) => {
      const text = readFileSync(join(TABLES, name), 'utf8');
      const rows = text.slice(text.indexOf('key kind value\n')).split('\n').slice(1);
      return rows.map((row) => row.split(' ')[0] ?? '').filter((key) => /^\p{L}+$/u.test(key));
    });
}

const words = new Set([...surfaces('ud-arabic-pud-dev.json'), ...surfaces('paradigm-nouns.json')]);
for (const key of tableKeys()) {
  for (const proclitic of PROCLITICS)
    for (const suffix of SUFFIXES) words.add(proclitic + key + suffix);
  for (const tanween of TANWEEN) words.add(key + tanween);
  for (const ending of ENDINGS) {
    words.add(key + ending);
    words.add(`ال${key}${ending}`);
  }
}

const list = parseLemmaList(
  readFileSync(join(ROOT, 'public/lemmas/ar.txt'), 'utf8'),
  readFileSync(join(ROOT, 'public/lemmas/verbs.txt'), 'utf8'),
);
const knowledge = rankingKnowledge(list, new Set());
for (const word of words) {
  const scored = scoredReadings(word, list);
  const line = {
    word,
    bare: analyseScored(word),
    scored,
    ranked: rankAnalyses(scored, knowledge),
    lead: leadingReading(scored, knowledge) ?? null,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
console.error(`${words.size} words`);
