// The imperfect's subject prefixes (ي، ت، أ، آ، ن), read from the affix rows generated from
// the verb lexicon (verb-affixes.ts): their one owner. clitics.ts cuts the future س only
// before one (سآخذ: س + آخذ, أخذ's "I"); verb-readings.ts undoes them with their rows.
import { VERB_AFFIXES } from './verb-affixes';

export const IMPERFECT_PREFIXES: ReadonlySet<string> = new Set(
  VERB_AFFIXES.filter(([aspect]) => aspect === 'i').map(([, prefix]) => prefix.charAt(0)),
);
