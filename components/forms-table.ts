import type { WordForm } from '../lib/lookup/types';
import { cleanText, splitAlternatives, textKey } from './entries';

/**
 * A verb's forms as one paradigm table: a row per number, a column per gender, each form
 * once. The service names both by an English word code (spec §2.4: masculine, feminine,
 * singular, dual, plural in the published data) and an Arabic display name.
 */

/** What a code or name says, as the service gave it. */
export interface Term {
  /** The code lower-cased, else the name, else '' (neither recorded): forms alike share it. */
  key: string;
  code: string | null;
  name: string | null;
}

export const GENDER_CODES = ['masculine', 'feminine'] as const;
export const NUMBER_CODES = ['singular', 'dual', 'plural'] as const;
export type KnownCode = (typeof GENDER_CODES)[number] | (typeof NUMBER_CODES)[number];

export function isKnownCode(code: string): code is KnownCode {
  return (
    (GENDER_CODES as readonly string[]).includes(code) ||
    (NUMBER_CODES as readonly string[]).includes(code)
  );
}

export interface FormsTable {
  genders: Term[];
  numbers: Term[];
  /** The forms of a number (row) and gender (column), by their keys. */
  formsAt: (number: Term, gender: Term) => string[];
}

function term(code: string | null | undefined, name: string | null | undefined): Term {
  const cleanCode = cleanText(code);
  const cleanName = cleanText(name);
  return { key: cleanCode?.toLowerCase() ?? cleanName ?? '', code: cleanCode, name: cleanName };
}

/** Known codes in grammar order, then others as first met, "not recorded" last. */
function ordered(terms: Map<string, Term>, known: readonly string[]): Term[] {
  const rank = (item: Term) => {
    const index = known.indexOf(item.key);
    if (index >= 0) return index;
    return item.key === '' ? known.length + 1 : known.length;
  };
  return [...terms.values()].sort((a, b) => rank(a) - rank(b));
}

function remember(terms: Map<string, Term>, item: Term): void {
  const seen = terms.get(item.key);
  if (!seen) terms.set(item.key, item);
  else if (seen.name === null && item.name !== null) seen.name = item.name;
}

export function formsTable(forms: readonly WordForm[]): FormsTable {
  const genders = new Map<string, Term>();
  const numbers = new Map<string, Term>();
  const cells = new Map<string, string[]>();
  for (const wordForm of forms) {
    const values = splitAlternatives(wordForm.value);
    if (values.length === 0) continue;
    const gender = term(wordForm.genderCode, wordForm.genderName);
    const number = term(wordForm.numberCode, wordForm.numberName);
    remember(genders, gender);
    remember(numbers, number);
    const cellKey = `${number.key}\u0000${gender.key}`;
    const cell = cells.get(cellKey) ?? [];
    for (const form of values) {
      if (!cell.some((known) => textKey(known) === textKey(form))) cell.push(form);
    }
    cells.set(cellKey, cell);
  }
  return {
    genders: ordered(genders, GENDER_CODES),
    numbers: ordered(numbers, NUMBER_CODES),
    formsAt: (number, gender) => cells.get(`${number.key}\u0000${gender.key}`) ?? [],
  };
}
