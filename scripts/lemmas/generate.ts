// Writes public/lemmas/ar.txt, the lemma knowledge Lisan ships, from Debian's hunspell-ar
// (Ayaspell 3.2, taken under MPL 1.1; notice in public/lemmas/NOTICE.txt). Needs
// `apt-get install hunspell-ar`; the output is committed, so npm ci and the build do not.
//
// ar.dic has sections: names.dic (noun and adjective stems), verb.huns.dic (verb forms,
// each pointing at an AM line of ar.aff whose st: field is the verb's lemma), and stop-word
// and tool sections of clitic-joined function words (skipped: they are not lemmas).
//
// Output: one line per word, sorted, letters one byte each (lib/arabic/lemma-codec.ts):
//   <word> n        a noun or adjective stem that takes a dual or feminine ending (a singular)
//   <word> p        a noun stem that takes neither (a broken plural, or a word that does not
//                   inflect): a real word, but a weaker guess for a dictionary's headword
//   <word> v        a verb lemma (perfect, 3rd person masculine singular)
//   <word> =<lemma> a verb form and the lemma it belongs to (several when ambiguous)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeWord } from '../../lib/arabic';
import { dicEntries, readAff } from './hunspell';

const OUT = join(import.meta.dirname, '../../public/lemmas/ar.txt');

// Affix flags (two letters each) whose rules add a dual (ان، ين، تان…), the feminine ة or a
// nisba ending: only a singular takes them.
const SINGULAR_FLAG = /^[BCDEFGILMN][A-D]$/;

/** The flag sets of ar.aff's `AF` lines, numbered from 1. */
function flagAliases(aff: string): string[] {
  return aff
    .split('\n')
    .filter((line) => /^AF \S+/.test(line) && !/^AF \d+\s*$/.test(line))
    .map((line) => line.split(/\s+/)[1] ?? '');
}

function takesSingularEndings(flags: string): boolean {
  for (let i = 0; i + 1 < flags.length; i += 2) {
    if (SINGULAR_FLAG.test(flags.slice(i, i + 2))) return true;
  }
  return false;
}

function main(): void {
  const aff = readAff();
  const flagSets = flagAliases(aff);
  const tags = new Map<string, Set<string>>();
  const tag = (word: string | null, value: string) => {
    if (word === null) return;
    const set = tags.get(word) ?? new Set<string>();
    set.add(value);
    tags.set(word, set);
  };
  for (const { section, word, flags, lemma } of dicEntries(aff)) {
    if (section === 'names.dic') {
      const flagSet = flagSets[Number(flags) - 1] ?? '';
      tag(encodeWord(word), takesSingularEndings(flagSet) ? 'n' : 'p');
    } else if (section === 'verb.huns.dic' && lemma) {
      const encodedLemma = encodeWord(lemma);
      if (encodedLemma === null) continue;
      tag(encodedLemma, 'v');
      if (word !== lemma) tag(encodeWord(word), `=${encodedLemma}`);
    }
  }

  // A stem seen both ways is a singular.
  for (const set of tags.values()) if (set.has('n')) set.delete('p');
  const lines = [...tags.keys()]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((word) => `${word} ${[...(tags.get(word) ?? [])].sort().join(' ')}`);
  writeFileSync(OUT, `${lines.join('\n')}\n`);
  console.info(`wrote ${lines.length} words to ${OUT}`);
}

main();
