// Letters and affixes the analyser's modules share (one owner for each list).

/** "me": the one pronoun suffix only a verb carries (ي is a noun's "my" too). */
export const VERB_ONLY_PRONOUN = 'ني';

/** Pronoun suffixes, longest first: كما هما ني نا كم كن ها هم هن ي ك ه. */
export const PRONOUN_SUFFIXES = [
  'كما',
  'هما',
  'ني',
  'نا',
  'كم',
  'كن',
  'ها',
  'هم',
  'هن',
  'ي',
  'ك',
  'ه',
] as const;

export const TEH_MARBUTA = 'ة';
export const ALEF = 'ا';
export const ALEF_MAKSURA = 'ى';
export const HAMZA = 'ء';

export const letterCount = (text: string): number => [...text].length;
