// The light part of the analyser's entry point, for code that runs in a page or an
// extension page (the content script, the card, the popup, the notebook, the components):
// what is Arabic, a letter, a mark, which word a click or selection is (a word's keys are
// normalise.ts's, whose module-level code the content script does not carry). No
// analyser and no zod: a bundle keeps every module-level statement of what an entry point
// re-exports, and through index.ts the content script carried the analyser's code and zod
// (37 KB instead of 15) and the card document went over its budget.
export { DIACRITIC_RE, hasArabicLetter, isArabicLetter, TATWEEL } from './detect';
export { HAMZA_LETTERS, WASL_ALEF, WEAK_LETTERS } from './letters';
export { arabicWordAt, selectionLookupWord } from './segment';
