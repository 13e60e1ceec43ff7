/**
 * The sample's stand-in for the real service's own lemmatiser: a few inflected forms
 * (diacritic-free) and the lemma their search finds, flagged `isLemmatizer`. Only the rich
 * search (search.ts) uses it; the forms are ones Lisan's own analyser does not lead with
 * (a conjunction may be a word's first letter, so it is asked as written), so the flag,
 * not the analyser, is what answers them.
 */
export const LEMMATISER: Readonly<Record<string, string>> = {
  ومكتبات: 'مكتبة',
  ومعلمون: 'معلم',
  وكاتبات: 'كاتب',
};
