// The simulated service's lexicon: the shipped hunspell list's nouns and verb lemmas (a
// dictionary's singulars: a list word that is a plural of another list word, by the
// harness's own frozen rule in plural-shapes.ts, is left out), plus the headwords of the
// records measured, so a wrong real word is found and counted wrong.
import { decodeWord, type LemmaList } from '../../lib/arabic';
import { strongPluralSingulars } from './plural-shapes';
import type { DevRecord } from './records';
import type { SimEntry } from './sim-service';

const TEH_MARBUTA = 'ة';

/** True when `word` reads as the plural of another noun the list holds. */
function pluralOfListWord(word: string, list: LemmaList): boolean {
  const singular = (form: string) => list.lookup(form)?.noun === true;
  if (strongPluralSingulars(word).some(singular)) return true;
  const stem = word.slice(0, -2);
  return word.endsWith('ات') && (singular(`${stem}${TEH_MARBUTA}`) || singular(stem));
}

/** The list's share of the lexicon, the same for every set measured. */
export function listLexicon(listText: string, list: LemmaList): ReadonlyMap<string, SimEntry> {
  const words = new Map<string, SimEntry>();
  for (const line of listText.split('\n')) {
    const [key = '', ...tags] = line.split(' ');
    const word = decodeWord(key);
    const verb = tags.includes('v');
    const noun = tags.includes('n') || tags.includes('p');
    if (key === '' || !(verb || (noun && !pluralOfListWord(word, list)))) continue;
    words.set(word, { lemma: word, pos: verb ? 'فعل' : 'اسم' });
  }
  return words;
}

/** `base` with the headwords of `records` added, as the dev set's are. */
export function withHeadwords(
  base: ReadonlyMap<string, SimEntry>,
  records: readonly DevRecord[],
): Map<string, SimEntry> {
  const words = new Map(base);
  for (const record of records) {
    const pos = record.upos === 'VERB' ? 'فعل' : record.upos === 'ADJ' ? 'صفة' : 'اسم';
    words.set(record.headword, { lemma: record.headword, pos });
  }
  return words;
}
