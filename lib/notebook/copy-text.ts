import type { ElementOf } from '../api/operations';
import { senseTranslations } from './translations';

type PosEntry = ElementOf<'pos'>;

/**
 * An entry as plain text for notes or a translation: lemma and part of speech, the
 * numbered senses with their translations, and the lexicon, one block per entry.
 */
export function entryText(entries: readonly PosEntry[]): string {
  return entries
    .map((entry) => {
      const head = entry.pos ? `${entry.lemma} (${entry.pos})` : entry.lemma;
      const senses = entry.senses.map((sense, index) => {
        const translations = senseTranslations(entry, sense);
        const line = `${index + 1}. ${sense}`;
        return translations.length > 0 ? `${line} (${translations.join('; ')})` : line;
      });
      return [head, ...senses, `— ${entry.lexiconName}`].join('\n');
    })
    .join('\n\n');
}
