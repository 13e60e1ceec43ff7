// The noun paradigm set npm run accuracy measures: the committed sample that
// generate-nouns.ts makes from hunspell-ar's affix rules (noun-forms.ts).
import { join } from 'node:path';
import { readRecords } from '../accuracy/records';

export const NOUN_SAMPLE_FILE = join(import.meta.dirname, '../../tests/data/paradigm-nouns.json');

export const nounParadigms = {
  name: 'nouns',
  records: () => readRecords(NOUN_SAMPLE_FILE),
};
