// A record of a paradigm set: the dev file's format (../shared/data/ud-arabic-pud-dev.json),
// so that `npm run accuracy` measures a paradigm set as it measures the dev text.
export interface DevRecord {
  /** The word as written (here undiacritised, as most text is). */
  surface: string;
  surfaceKey: string;
  /** The lemma, vocalised. */
  lemma: string;
  /** The lemma as a dictionary lists it: undiacritised. */
  headword: string;
  upos: 'NOUN' | 'VERB' | 'ADJ';
  category: string;
  detail: string;
  /** A verb imperfect's mood: i, s or j (the paradigm sets in a sentence place by it). */
  mood?: string;
}

export interface ParadigmSet {
  name: string;
  records(): DevRecord[];
}
