import { finalTanween, looseKey, strictKey } from '../arabic';

/**
 * The word of one lookup, made once from the request and passed to every step: no step
 * recomputes its keys from the text.
 */
export interface LookupWord {
  /** As the page wrote it, marks and all ('' when the request carried no text). */
  written: string;
  /** Its strict key (no marks): what the service is asked and the lemma list is read by. */
  key: string;
  /** Its loose key: what its remembered form is stored under (keys.ts formKey). */
  loose: string;
  /** It ends in a tanween: only noun readings, and what was found is remembered apart. */
  tanween: boolean;
}

export function lookupWord(requested: unknown): LookupWord {
  const written = typeof requested === 'string' ? requested : '';
  const key = strictKey(written).trim();
  return { written, key, loose: looseKey(key), tanween: finalTanween(written) !== undefined };
}

/**
 * What the analyser reads for `form`: the word with its marks when `form` is the word itself
 * (a tanween makes it a noun: وادٍ → وادي), any other form as it is.
 */
export function markedForm(word: LookupWord, form: string): string {
  return form === word.key ? word.written : form;
}
