// Reading Debian's hunspell-ar (Ayaspell 3.2, MPL 1.1): `apt-get install hunspell-ar`.
// ar.dic has sections: names.dic (noun and adjective stems), verb.huns.dic (verb forms,
// each pointing at an AM line of ar.aff whose st: field is the verb's lemma), and stop-word
// and tool sections of clitic-joined function words.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE = process.env.HUNSPELL_AR_DIR ?? '/usr/share/hunspell';

export interface DicEntry {
  section: string;
  /** The word (a stem or a verb form), undiacritised. */
  word: string;
  /** Its affix flags' alias number (names.dic). */
  flags: string;
  /** The verb lemma a verb form belongs to (verb.huns.dic). */
  lemma?: string;
}

export function readAff(): string {
  return readFileSync(join(SOURCE, 'ar.aff'), 'utf8');
}

function morphAliases(aff: string): string[] {
  // AM lines are numbered from 1 in order of appearance.
  return aff.split('\n').filter((line) => line.startsWith('AM ') && !/^AM \d+\s*$/.test(line));
}

/** Every entry of ar.dic, with its section. */
export function dicEntries(aff = readAff()): DicEntry[] {
  const dic = readFileSync(join(SOURCE, 'ar.dic'), 'utf8').split('\n');
  const aliases = morphAliases(aff);
  const out: DicEntry[] = [];
  let section = '';
  for (let i = 0; i < dic.length; i++) {
    const line = dic[i]?.trim() ?? '';
    if (line.startsWith('::::')) {
      section = dic[i + 1]?.trim() ?? '';
      i += 2;
      continue;
    }
    if (line === '' || line.startsWith('#') || /^\d+$/.test(line)) continue;
    const [entry = '', morph] = line.split('\t');
    const [word = '', flags = ''] = entry.split('/');
    const alias = morph ? (aliases[Number(morph) - 1] ?? '') : '';
    const lemma = /po:verb/.test(alias) ? /st:(\S+)/.exec(alias)?.[1] : undefined;
    out.push(lemma ? { section, word, flags, lemma } : { section, word, flags });
  }
  return out;
}

/** Verb form → the lemmas of the verbs hunspell-ar conjugates into it. */
export function hunspellVerbForms(): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  for (const { section, word, lemma } of dicEntries()) {
    if (section !== 'verb.huns.dic' || !lemma) continue;
    forms.set(word, (forms.get(word) ?? new Set()).add(lemma));
  }
  return forms;
}
