/**
 * Harakat (U+064B–U+065F), superscript alef (U+0670), Quranic marks (U+0610–U+061A) and
 * tatweel (U+0640): what the service ignores when it compares a query with a lemma.
 */
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u0640]/g;

export function stripDiacritics(text: string): string {
  return text.replace(DIACRITICS, '');
}
