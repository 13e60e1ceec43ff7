// The paradigm sets measured on their own (npm run paradigms): for each word, the entry a
// lookup would open first (the leading reading, else the word as written, else the ranked
// readings, the first a lexicon holds: the shipped list's words and the set's headwords),
// and whether it is the right lemma (or its feminine or masculine, as npm run accuracy
// counts; for a verb form, any verb of the lexicon that writes it; strict: the one it was
// made from), as the analyser Lisan ships ranks them. npm run accuracy measures the same
// sets through the engine; this is the quick loop for the rules (--set nouns: that set only).
import { join } from 'node:path';
import type { DevRecord } from '../accuracy/records';
import { isSameLemma } from '../accuracy/same-lemma';
import { analyserOf } from '../unseen/analyser-of';
import { firstOpened } from '../unseen/open';
import { type ParadigmSet, paradigmSets } from './index';
import { verbsWriting } from './verbs';

const ROOT = join(import.meta.dirname, '../..');
const analyser = await analyserOf(ROOT);
const showMisses = process.argv.includes('--misses');
// --set NAME: one set only (npm run paradigms -- --set nouns --misses, the nouns' quick loop).
const setAt = process.argv.indexOf('--set');
const only = setAt === -1 ? undefined : process.argv[setAt + 1];

/** A verb form is right opened as any verb whose paradigm writes it (verbsWriting). */
const writersOf = (set: ParadigmSet, records: readonly DevRecord[]) =>
  set.name === 'verb paradigms'
    ? verbsWriting(records.map((record) => record.surface))
    : new Map<string, Set<string>>();

for (const set of paradigmSets.filter(({ name }) => only === undefined || name === only)) {
  const started = performance.now();
  const records = set.records();
  const writers = writersOf(set, records);
  const headwords = new Set(records.map((record) => record.headword));
  const holds = (form: string) => analyser.listWords.has(form) || headwords.has(form);
  const tally = new Map<string, { words: number; right: number; strict: number }>();
  const misses: string[] = [];
  for (const record of records) {
    const detail = record.detail ?? record.category;
    const opened = firstOpened(record.surface, analyser, holds)?.form;
    // Right as npm run accuracy counts it: the lemma, its feminine or its masculine.
    const strict = opened !== undefined && isSameLemma(opened, record.headword, record.upos);
    const right = strict || (opened !== undefined && !!writers.get(record.surface)?.has(opened));
    // Each detail (imperative +ه) and its kind's total (imperative, all), named apart.
    const keys = new Set(['all', `${detail.split(' ')[0] ?? ''}, all`, detail]);
    // Forms several verbs write alike (يعد: وعد, or أعدّ's passive) apart from forms one
    // verb writes: out of context only the sentence tells the first kind apart.
    const count = writers.get(record.surface)?.size ?? 0;
    if (count > 0) keys.add(count > 1 ? '~ several verbs write it' : '~ one verb writes it');
    for (const key of keys) {
      const row = tally.get(key) ?? { words: 0, right: 0, strict: 0 };
      row.words++;
      if (right) row.right++;
      if (strict) row.strict++;
      tally.set(key, row);
    }
    if (!right)
      misses.push(
        `${record.surface} → ${opened ?? '(nothing)'}, not ${record.headword} (${detail}${count > 1 ? `; written by ${[...(writers.get(record.surface) ?? [])].join(' ')}` : ''})`,
      );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const verbs = writers.size > 0;
  console.info(
    `${set.name}: ${records.length} words in ${seconds} s; right lemma opened first` +
      (verbs ? ' (any verb that writes the form; strict: the verb it was made from):' : ':'),
  );
  const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
  for (const [key, { words, right, strict }] of [...tally].sort(([a], [b]) => a.localeCompare(b)))
    console.info(
      `  ${key.padEnd(28)} ${String(words).padStart(6)}  ${percent(right, words).padStart(6)}` +
        (verbs ? `  strict ${percent(strict, words).padStart(6)}` : ''),
    );
  if (showMisses) for (const miss of misses) console.info(`  miss: ${miss}`);
}
