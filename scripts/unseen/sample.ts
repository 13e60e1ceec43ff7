// npm run unseen -- sample: a seeded random sample of the word list's Arabic words (3+
// letters), none of them a surface of the dev set, so what it measures is text the rules
// were never fitted to.
import { readFileSync } from 'node:fs';
import { strictKey } from '../../lib/arabic';
import { readRecords } from '../accuracy/records';
import { seededRandom, shuffled } from './seeded';

/** Fixed here so every run draws the same words; change it only to draw a new sample. */
export const SAMPLE_SEED = 25_2026;
export const SAMPLE_SIZE = 3000;
/** Arabic letters only (no tatweel, digits, marks or Latin), three or more. */
const ARABIC_WORD = /^[\u0621-\u063a\u0641-\u064a]{3,}$/u;

/**
 * `size` words of `list` drawn by `seed`: Arabic words of 3+ letters, each once, none whose
 * strict key is in `leftOut`. The list's order does not matter: it is sorted first.
 * `skip`: a further sample, the words after the first `skip` in the same order, so it
 * holds none of theirs.
 */
export function sampleWords(
  list: readonly string[],
  leftOut: ReadonlySet<string>,
  size = SAMPLE_SIZE,
  seed = SAMPLE_SEED,
  skip = 0,
): string[] {
  const words = [...new Set(list.map((word) => word.trim()))]
    .filter((word) => ARABIC_WORD.test(word) && !leftOut.has(strictKey(word)))
    .sort();
  return shuffled(words, seededRandom(seed)).slice(skip, skip + size);
}

/** The strict keys of every surface of a file in the dev file's format. */
export function devSurfaces(file: string): Set<string> {
  return new Set(readRecords(file).map((record) => strictKey(record.surface)));
}

/** The words of a list file, one a line. */
export const readWordList = (file: string): string[] =>
  readFileSync(file, 'utf8').split('\n').filter(Boolean);
