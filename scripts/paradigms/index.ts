// The paradigm sets `npm run accuracy` measures beside the dev text: words the dev text does
// not hold, generated from a lexicon, each with its known lemma (DevRecord: the dev file's
// format).
import type { ParadigmSet } from './record';
import { verbParadigmRecords } from './verbs';

export type { DevRecord, ParadigmSet } from './record';

export const paradigmSets: ParadigmSet[] = [
  { name: 'verb paradigms', records: () => verbParadigmRecords() },
];
