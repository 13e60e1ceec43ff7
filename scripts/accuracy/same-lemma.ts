// When npm run accuracy counts an answer right: its headword is the annotated lemma, or
// that lemma's feminine, or the masculine of a feminine lemma. The data's README: feminine
// nouns and adjectives are often lemmatised to the masculine (الخاصة → خاص) where a
// dictionary may list the feminine on its own, and a measurement should accept either.
// The harness's own rule, frozen apart from the analyser so the figure cannot move with
// the code it measures. It knows Arabic's regular feminines, not the analyser's readings:
// ة (with the hamza it seats, جزيء → جزيئة), the elative's فُعلى (أكبر → كبرى، أيسر →
// يسرى; defective أعلى → عليا، أقصى → قصوى), the colour adjective's فَعلاء (أحمر → حمراء),
// and the two irregular elatives every grammar names (أول → أولى، آخر → أخرى).

const TEH_MARBUTA = 'ة';

const IRREGULAR_FEMININES: ReadonlyMap<string, string> = new Map([
  ['أول', 'أولى'],
  ['آخر', 'أخرى'],
]);

/** The feminine headwords a dictionary may list for the masculine `lemma`. */
export function feminineHeadwords(lemma: string): string[] {
  const feminines = [lemma + TEH_MARBUTA];
  if (lemma.endsWith('ء')) feminines.push(`${lemma.slice(0, -1)}ئ${TEH_MARBUTA}`);
  const irregular = IRREGULAR_FEMININES.get(lemma);
  if (irregular) feminines.push(irregular);
  // أفعل: four letters, the first a hamza on alif.
  if (lemma.length === 4 && lemma.startsWith('أ')) {
    const stem = lemma.slice(1);
    if (stem.endsWith('ى')) {
      const root = stem.slice(0, -1);
      feminines.push(`${root}يا`, `${root}وى`);
    } else {
      feminines.push(`${stem}ى`, `${stem}اء`);
    }
  }
  return feminines;
}

/**
 * Whether an answer headed `form` is the annotated `lemma`'s entry. A verb's lemma has no
 * feminine (the elative's أفعل → فعلى would take أعان for عانى): only its own headword.
 */
export function isSameLemma(form: string, lemma: string, upos?: string): boolean {
  if (form === lemma) return true;
  if (upos === 'VERB') return false;
  return feminineHeadwords(lemma).includes(form) || feminineHeadwords(form).includes(lemma);
}

/**
 * Counted right only as the masculine of a feminine lemma (جريد for جريدة, معلوم for
 * معلومة): the annotators kept the feminine, so it is a word of its own, and a dictionary
 * that lists both gives the masculine other senses (a palm stalk, not a newspaper). The
 * tables print how often, beside the figure that accepts it.
 */
export const isFeminineLemmasMasculine = (form: string, lemma: string, upos?: string): boolean =>
  form !== lemma && isSameLemma(form, lemma, upos) && !feminineHeadwords(lemma).includes(form);
