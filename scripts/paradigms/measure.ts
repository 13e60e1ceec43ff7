// The paradigm sets measured on their own (npm run paradigms): for each word, the entry a
// lookup would open first (the leading reading, else the word as written, else the ranked
// readings, the first a lexicon holds: the shipped list's words and the set's headwords),
// and whether it is the right lemma (or its feminine or masculine, as npm run accuracy
// counts), as the analyser Lisan ships ranks them. npm run accuracy measures the same sets
// through the engine; this is the quick loop for the rules (--set nouns: that set only).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeWord, parseLemmaList } from '../../lib/arabic';
import { leadingCandidate, rankedCandidates } from '../../lib/lookup/lemma-knowledge';
import { isSameLemma } from '../accuracy/same-lemma';
import { paradigmSets } from './index';

const ROOT = join(import.meta.dirname, '../..');
const listText = readFileSync(join(ROOT, 'public/lemmas/ar.txt'), 'latin1');
const list = parseLemmaList(listText);
const listWords = new Set<string>();
for (const line of listText.split('\n')) {
  const [key = '', ...tags] = line.split(' ');
  if (tags.some((tag) => tag === 'n' || tag === 'v' || tag === 'p')) listWords.add(decodeWord(key));
}
const none = new Set<string>();
const showMisses = process.argv.includes('--misses');
// --set NAME: one set only (npm run paradigms -- --set nouns --misses, the nouns' quick loop).
const setAt = process.argv.indexOf('--set');
const only = setAt === -1 ? undefined : process.argv[setAt + 1];

for (const set of paradigmSets.filter(({ name }) => only === undefined || name === only)) {
  const started = performance.now();
  const records = set.records();
  const lexicon = new Set([...listWords, ...records.map((record) => record.headword)]);
  const tally = new Map<string, { words: number; right: number }>();
  const misses: string[] = [];
  for (const record of records) {
    const detail = record.detail ?? record.category;
    const lead = leadingCandidate(record.surface, list, none);
    const order = [...(lead ? [lead] : []), ...rankedCandidates(record.surface, list, none)];
    const opened = order.find((reading) => lexicon.has(reading.form))?.form;
    // Right as npm run accuracy counts it: the lemma, its feminine or its masculine.
    const right = opened !== undefined && isSameLemma(opened, record.headword);
    for (const key of ['all', detail.split(' ')[0] ?? '', detail]) {
      const row = tally.get(key) ?? { words: 0, right: 0 };
      row.words++;
      if (right) row.right++;
      tally.set(key, row);
    }
    if (!right)
      misses.push(
        `${record.surface} → ${opened ?? '(nothing)'}, not ${record.headword} (${detail})`,
      );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`${set.name}: ${records.length} words in ${seconds} s; right lemma opened first:`);
  for (const [key, { words, right }] of [...tally].sort(([a], [b]) => a.localeCompare(b)))
    console.info(
      `  ${key.padEnd(28)} ${String(words).padStart(6)}  ${((100 * right) / words).toFixed(1)}%`,
    );
  if (showMisses) for (const miss of misses) console.info(`  miss: ${miss}`);
}
