// Lemmas a noun or adjective stem (clitics already cut) may come from: the regular rules of
// noun-rows.ts (feminine, sound plural, dual, accusative alif, a letter's spelling before a
// suffix, the elative's feminine, a منقوص's ي under ـٍ), broken plurals (broken-plurals.ts)
// and the irregular nouns of tables/irregular-nouns.ts. This file says which family of rows
// applies where, and which readings lead. Dictionaries list nouns in the singular,
// adjectives in the masculine; many feminine nouns are headwords of their own, so the stem
// as it stands is always proposed first.
import type { Inflection } from './analysis';
import { brokenPluralSingulars } from './broken-plurals';
import { letterCount } from './letters';
import {
  ACCUSATIVE_ALIF,
  BEFORE_PRONOUN,
  DEFECTIVE_YEH,
  ELATIVE_FEMININES,
  ENDINGS,
  HAMZA_OFF_SEAT,
  type LemmaGuess,
  type Undone,
  undoRows,
} from './noun-rows';
import { IRREGULAR_NOUNS } from './tables/irregular-nouns';
import { type TableSpec, tableRow } from './tables/reader';
import type { Tanween } from './tanween';

export type { LemmaGuess } from './noun-rows';

const MIN_LEMMA = 2;
/** Letters a stem keeps beside an ending it loses (سنوات → سنة, not ات → ة). */
const ENDING_KEEPS = 2;
const BROKEN: Inflection = { kind: 'broken-plural' };

/** What the lemma list says of a stem, for the readings that go before its own entry. */
export interface StemFacts {
  /** A noun taking no dual or feminine ending (a broken plural, an invariable noun). */
  pluralByList(form: string): boolean;
  /** A verb lemma. */
  knowsVerb(form: string): boolean;
  /** A noun taking dual or feminine endings: a singular. */
  knowsSingular(form: string): boolean;
}

const NO_FACTS: StemFacts = {
  pluralByList: () => false,
  knowsVerb: () => false,
  knowsSingular: () => false,
};

/** The irregular nouns (tables/irregular-nouns.ts), the kind saying where a stem reads so. */
type IrregularKind = 'construct' | 'pronoun' | 'construct-pronoun' | 'article' | 'numeral';

export const IRREGULAR_NOUN_TABLE: TableSpec<IrregularKind> = {
  file: 'lib/arabic/tables/irregular-nouns.ts',
  text: IRREGULAR_NOUNS,
  kinds: {
    construct: { value: true },
    pronoun: { value: true },
    'construct-pronoun': { value: true },
    article: { value: true },
    numeral: { value: true },
  },
};

/** The kinds of row read where a stem stands: before a pronoun, after the article, bare. */
const READ_AT: Readonly<Record<'pronoun' | 'article' | 'construct', readonly IrregularKind[]>> = {
  pronoun: ['pronoun', 'construct-pronoun'],
  article: ['article', 'numeral'],
  construct: ['construct', 'construct-pronoun', 'numeral'],
};

/** A lemma no rule reaches, asked before the stem's own entry. */
function irregularLemma(stem: string, definite: boolean, hasSuffix: boolean): string | undefined {
  const row = tableRow(IRREGULAR_NOUN_TABLE, stem);
  const where = hasSuffix ? 'pronoun' : definite ? 'article' : 'construct';
  return row && READ_AT[where].includes(row.kind) ? row.value : undefined;
}

/** Where a noun stem stands, as its clitics and marks tell. */
export interface StemContext {
  /** A pronoun suffix follows. */
  hasSuffix: boolean;
  /** The article precedes. */
  definite: boolean;
  /** The article, a preposition (ب، ك) or tanween rule out a verb reading. */
  nounOnly: boolean;
  /** The tanween the word was written with (then it has no suffix and no article). */
  tanween?: Tanween;
}

/** Lemmas one noun stem may come from, the stem itself first. */
export function nounLemmas(
  stem: string,
  { hasSuffix, definite, nounOnly, tanween }: StemContext,
  facts: StemFacts = NO_FACTS,
): LemmaGuess[] {
  const context = { definite, hasSuffix, tanween: tanween !== undefined };
  const itself: LemmaGuess = { form: stem, inflections: [], cost: 0 };
  const bases: Undone[] = [itself];
  if (hasSuffix) {
    const { before, after } = undoRows(itself, BEFORE_PRONOUN, context);
    bases.unshift(...before);
    bases.push(...after);
  } else if (!definite) bases.push(...undoRows(itself, ACCUSATIVE_ALIF, context).after);
  const out: LemmaGuess[] = [];
  const push = ({ form, inflections, cost, claim }: LemmaGuess) => {
    if (letterCount(form) < MIN_LEMMA) return;
    out.push(claim ? { form, inflections, cost, claim } : { form, inflections, cost });
  };
  // An inflected reading, then it with a final hamza off the seat its ending gave it.
  const add = (guess: LemmaGuess) => {
    push(guess);
    if (guess.inflections.length === 0) return;
    for (const { form } of undoRows(guess, HAMZA_OFF_SEAT, context).after) push({ ...guess, form });
  };
  const irregular = irregularLemma(stem, definite, hasSuffix);
  if (irregular) add({ form: irregular, inflections: [], cost: 0, claim: { kind: 'irregular' } });
  for (const base of bases) {
    add(base);
    // An accusative alif was the last thing written: no other ending precedes it (ات and ة
    // take none), but a broken plural may (أطفالا → أطفال → طفل).
    const accusative = base.inflections.some((inflection) => inflection.kind === 'accusative');
    if (!accusative) undoRows(base, ENDINGS, context, ENDING_KEEPS).after.forEach(add);
    // The plural as written: not one with a letter restored before a suffix (سلمته is no
    // سلمة), but for its hamza, seated before the suffix (أبنائه → أبناء).
    const asWritten = base.form === stem || accusative || base.asWritten === true;
    for (const guess of brokenPluralSingulars(base.form, facts.pluralByList(base.form), nounOnly)) {
      // A strong plural shape (ملاعب، أرواح) makes its singular nearly as likely as the
      // word; a common plural's singular is likelier still.
      const cost = base.cost + (guess.common ? 0 : guess.strong ? 0.5 : 2);
      const inflections = [...base.inflections, BROKEN];
      const common = guess.common === true;
      const claim = guess.lemmaFirst ? { kind: 'plural' as const, common, asWritten } : undefined;
      add({ form: guess.form, inflections, cost, ...(claim ? { claim } : {}) });
    }
    if (accusative || hasSuffix) continue;
    // An elative's masculine (أخرى → آخر، كبرى → أكبر).
    for (const guess of undoRows(base, ELATIVE_FEMININES, context).after)
      add({ ...guess, claim: { kind: 'elative', of: base.form } });
  }
  // ـٍ on a defective noun stands for its ي (قاضٍ → قاضي).
  if (tanween === 'kasratan')
    for (const guess of undoRows(itself, DEFECTIVE_YEH, context).after)
      add({ ...guess, claim: { kind: 'defective', of: stem } });
  return out;
}
