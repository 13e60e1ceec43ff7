import type { ElementOf } from '../api/operations';

type PosEntry = ElementOf<'pos'>;

/** "English: writer": a translation with its language named, as Copy and the exports write it. */
export function translationText(translation: {
  word: string;
  language: string | null;
  languageLabel: string | null;
}): string {
  const language = translation.languageLabel ?? translation.language;
  return language ? `${language}: ${translation.word}` : translation.word;
}

/** The translations an entry holds for one of its senses, each as translationText writes it. */
export function senseTranslations(entry: PosEntry, sense: string): string[] {
  return (entry.translations ?? [])
    .filter((translation) => translation.sense === sense)
    .map(translationText);
}
