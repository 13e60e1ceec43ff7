// Letters and affixes the analyser's modules share (one owner for each list).

/** "me": the one pronoun suffix only a verb carries (ي is a noun's "my" too). */
export const VERB_ONLY_PRONOUN = 'ني';

export const TEH_MARBUTA = 'ة';
export const ALEF = 'ا';
/** The alif with a hamza above, which web typing often leaves bare (أعلن → اعلن). */
export const HAMZA_ALEF = 'أ';
export const ALEF_MAKSURA = 'ى';
export const HAMZA = 'ء';
export const HEH = 'ه';

/**
 * The weak letters: the long vowels' ا، و، ي and ى, which writes ا or ي at a word's end.
 * They change shape inside a root's words (قول → قال), as the hamza's seats do.
 */
export const WEAK_LETTERS = 'اويى';
/** Hamza alone and on its seats. */
export const HAMZA_LETTERS = 'ءأإآؤئ';
/** The wasl alif, which vocalised text writes (ٱسْتَخْدَمَ). */
export const WASL_ALEF = 'ٱ';

export const letterCount = (text: string): number => [...text].length;
