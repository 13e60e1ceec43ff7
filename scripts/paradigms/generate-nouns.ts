// npm run paradigms:nouns: writes tests/data/paradigm-nouns.json, the noun paradigm set's
// committed sample (noun-forms.ts), from Debian's hunspell-ar (MPL 1.1; notice in
// tests/data/README.md). Needs `apt-get install hunspell-ar`; npm run accuracy and CI read
// the committed file, so they do not.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nounParadigmRecords } from './noun-forms';
import { NOUN_SAMPLE_FILE } from './nouns';

const SOURCE = process.env.HUNSPELL_AR_DIR ?? '/usr/share/hunspell';
const aff = readFileSync(join(SOURCE, 'ar.aff'), 'utf8');
const dic = readFileSync(join(SOURCE, 'ar.dic'), 'utf8');
const records = nounParadigmRecords(aff, dic, { stride: 50, formsPerStem: 3 });
writeFileSync(
  NOUN_SAMPLE_FILE,
  `[${records.map((record) => JSON.stringify(record)).join(',\n')}]\n`,
);
console.info(`wrote ${records.length} noun forms to ${NOUN_SAMPLE_FILE}`);
