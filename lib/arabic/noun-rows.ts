// The regular rules of a noun's inflection as rows, and the one interpreter that undoes
// them (arabic-text.md, "Inflection"). A row says what a stem ends (or starts) with as
// written, what the lemma has in its place, what undoing it means (the inflections it
// records: "feminine", "plural"…) and what it costs; nouns.ts says which family of rows
// applies where (before a pronoun, after the article…). A new ending is one row of its
// family, and its case in tests/unit/arabic/noun-rows.test.ts.
import type { Inflection } from './analysis';
import { ALEF, ALEF_MAKSURA, HAMZA, letterCount, TEH_MARBUTA } from './letters';

/** A lemma a stem may come from, what was undone to reach it and what that cost. */
export interface LemmaGuess {
  form: string;
  inflections: Inflection[];
  /** How much was undone: the ranking's tie-breaker (fewer changes, likelier). */
  cost: number;
  /** Why it may be asked before the word's own entry: preferences.ts decides whether it is. */
  claim?: LeadClaim;
}

/**
 * What a reading is, as far as the lead rules (preferences.ts) ask: an irregular noun's
 * lemma (tables/irregular-nouns.ts), a broken plural's singular (`common`: by
 * common-plurals.ts, not only a shape; `asWritten`: undone from the plural as written, no
 * letter restored before a suffix), an elative's masculine or a منقوص's ي under ـٍ (`of`:
 * the stem it was read from).
 */
export type LeadClaim =
  | { kind: 'irregular' }
  | { kind: 'plural'; common: boolean; asWritten: boolean }
  | { kind: 'elative'; of: string }
  | { kind: 'defective'; of: string };

/** Where a stem stands, as far as a row's condition asks. */
export interface RowContext {
  /** The article precedes. */
  definite: boolean;
  /** A pronoun suffix follows. */
  hasSuffix: boolean;
  /** Written with tanween: an indefinite noun, never one governing another. */
  tanween: boolean;
}

/** One regular rule: an ending (or a start) as written, and the lemma's in its place. */
export interface NounRow {
  /** The letters the stem ends with as written ('' for none). */
  end: string;
  /** What the lemma has in their place. */
  restore: string;
  /** A change at the stem's start too: what it starts with, what the lemma has instead. */
  start?: { written: string; restore: string };
  /** The inflections undoing it records (none for a spelling the suffix changed). */
  means: readonly Inflection[];
  /** How much it undoes, added to the cost of the stem it applies to. */
  cost: number;
  /** Letters the stem keeps beside `end` and `start` (else the family's minimum). */
  keeps?: number;
  /** A further condition, on the stem as written and where it stands. */
  when?: (stem: string, context: RowContext) => boolean;
  /** Proposed before the stem as written: at equal cost, the likelier reading. */
  first?: true;
  /**
   * Only a letter's seat changed (a hamza before a suffix): the stem is still the word as
   * written, so a plural's singular may lead through it (أبنائه → أبناء → ابن).
   */
  asWritten?: true;
}

/** A reading a row gave, and whether it stands for the word as written (NounRow). */
export interface Undone extends LemmaGuess {
  asWritten?: true;
}

export const FEMININE: Inflection = { kind: 'feminine' };
export const PLURAL: Inflection = { kind: 'sound-plural' };
export const DUAL: Inflection = { kind: 'dual' };
export const DEFECTIVE: Inflection = { kind: 'defective' };
export const ACCUSATIVE: Inflection = { kind: 'accusative' };

/**
 * Every row of `rows` that `base` meets, undone, in the rows' order: those marked `first`
 * in `before`, the rest in `after`. `keeps`: the letters a stem keeps beside a row's
 * letters unless the row says otherwise.
 */
export function undoRows(
  base: LemmaGuess,
  rows: readonly NounRow[],
  context: RowContext,
  keeps = 0,
): { before: Undone[]; after: Undone[] } {
  const before: Undone[] = [];
  const after: Undone[] = [];
  const stem = base.form;
  for (const row of rows) {
    const start = row.start ?? { written: '', restore: '' };
    if (!stem.endsWith(row.end) || !stem.startsWith(start.written)) continue;
    const kept = letterCount(stem) - letterCount(row.end) - letterCount(start.written);
    if (kept < (row.keeps ?? keeps) || (row.when && !row.when(stem, context))) continue;
    const middle = stem.slice(start.written.length, stem.length - row.end.length);
    const guess: Undone = {
      form: start.restore + middle + row.restore,
      inflections: [...base.inflections, ...row.means],
      cost: base.cost + row.cost,
    };
    if (row.asWritten) guess.asWritten = true;
    (row.first ? before : after).push(guess);
  }
  return { before, after };
}

/** The letter before a stem's last. */
const beforeLast = (stem: string): string => stem.slice(0, -1).slice(-1);

/**
 * After a consonant a final hamza's seat may be an alif's, a fatha before it (خطأ → خطئه،
 * مبدأ → مبدؤه); after a long vowel the hamza stands alone (انتهاء → انتهائها، ضوء → ضوئه).
 * An elative's و or ي is a consonant (أسوأ → أسوئها).
 */
const mayBeAlifSeat = (stem: string): boolean =>
  !'اوي'.includes(beforeLast(stem)) ||
  (letterCount(stem) === 4 && stem.startsWith('أ') && 'وي'.includes(beforeLast(stem)));

/**
 * A sound plural's or dual's ن drops before a pronoun (معلميها، كتاباه: BEFORE_PRONOUN), so
 * an ending in ن is read only where none follows (لصينهما is no plural of لص).
 */
const noPronounAfter = (_stem: string, { hasSuffix }: RowContext): boolean => !hasSuffix;

/** A dual's or plural's ن dropped before the noun it governs: never after ال (منتجو النفط). */
const indefinite = (_stem: string, { definite }: RowContext): boolean => !definite;

/** A dual before the noun it governs: no article, tanween or suffix (BEFORE_PRONOUN's). */
const construct = (stem: string, context: RowContext): boolean =>
  indefinite(stem, context) && noPronounAfter(stem, context) && !context.tanween;

/** The stem's last letter follows a long vowel (بطيئ، مخبوؤ). */
const afterLongVowel = (stem: string): boolean =>
  beforeLast(stem) !== '' && 'اوي'.includes(beforeLast(stem));

/** A stem of four letters or more not in ات: its ت is likelier a ة's (مدرستنا, not بيته). */
const longFeminine = (stem: string): boolean =>
  letterCount(stem) >= 4 && !stem.endsWith(`${ALEF}ت`);

/**
 * Spellings a stem takes back once a pronoun suffix is cut (a noun's last letters before a
 * suffix), with what they undo.
 */
export const BEFORE_PRONOUN: readonly NounRow[] = [
  // ة is written ت before a suffix (سفينتنا): first on longer stems, after on short (بيته).
  { end: 'ت', restore: TEH_MARBUTA, means: [], cost: 0, when: longFeminine, first: true },
  { end: 'ت', restore: TEH_MARBUTA, means: [], cost: 0.1, when: (stem) => !longFeminine(stem) },
  // ى is written ا (مستواه).
  { end: ALEF, restore: ALEF_MAKSURA, means: [], cost: 0 },
  // A final hamza sits on a seat (انتهائها، مبدؤه), which may be an alif's (خطئه → خطأ).
  { end: 'ئ', restore: HAMZA, means: [], cost: 0, first: true, asWritten: true },
  { end: 'ئ', restore: 'أ', means: [], cost: 0.1, when: mayBeAlifSeat },
  { end: 'ؤ', restore: HAMZA, means: [], cost: 0, first: true, asWritten: true },
  { end: 'ؤ', restore: 'أ', means: [], cost: 0.1, when: mayBeAlifSeat },
  // A sound plural or dual drops its ن before a suffix (معلميها، كتاباه; معلموها is ENDINGS'
  // construct و, which drops it before a suffix as before a noun).
  { end: 'ي', restore: '', means: [PLURAL], cost: 1 },
  { end: ALEF, restore: '', means: [DUAL], cost: 1 },
  // A feminine dual keeps ت and drops its ن (طبيعتاه، ملزمتيها): the noun in ة, or the
  // masculine of a feminine adjective (منفصلتيه → منفصل).
  { end: 'تا', restore: TEH_MARBUTA, means: [DUAL], cost: 1, keeps: 2 },
  { end: 'تي', restore: TEH_MARBUTA, means: [DUAL], cost: 1, keeps: 2 },
  { end: 'تا', restore: '', means: [DUAL, FEMININE], cost: 1.1, keeps: 2 },
  { end: 'تي', restore: '', means: [DUAL, FEMININE], cost: 1.1, keeps: 2 },
  // A dual of a noun in ى keeps its ي (مستوياه → مستوى); a colour's فعلاء writes its ء و
  // (بيضاواه → بيضاء).
  { end: 'يا', restore: ALEF_MAKSURA, means: [DUAL], cost: 1, keeps: 2 },
  { end: 'يي', restore: ALEF_MAKSURA, means: [DUAL], cost: 1, keeps: 2 },
  { end: 'اوا', restore: `${ALEF}${HAMZA}`, means: [DUAL], cost: 1, keeps: 2 },
  { end: 'اوي', restore: `${ALEF}${HAMZA}`, means: [DUAL], cost: 1, keeps: 2 },
];

/**
 * A final hamza after a long vowel stands alone (بطيء، مخبوء، بريء); an ending read off the
 * word leaves it on the seat the ending gave it (بطيئين، مخبوؤون، بريئة). After و or ي it
 * may also follow a doubled consonant (تقيّؤ), so nouns.ts proposes both.
 */
export const HAMZA_OFF_SEAT: readonly NounRow[] = [
  { end: 'ئ', restore: HAMZA, means: [], cost: 0, when: afterLongVowel },
  { end: 'ؤ', restore: HAMZA, means: [], cost: 0, when: afterLongVowel },
];

/**
 * An accusative's alif, on an indefinite stem with no suffix (كتابا → كتاب، شيئا → شيء);
 * after a pronoun suffix at equal stripping (مدرستنا → مدرسة before مدرستن). Feminine
 * plurals and nouns in ة take none: an ات or ة before the alif is not tanween (nouns.ts
 * undoes no ending after it).
 */
export const ACCUSATIVE_ALIF: readonly NounRow[] = [
  { end: `ئ${ALEF}`, restore: HAMZA, means: [ACCUSATIVE], cost: 1.2, keeps: 1 },
  { end: ALEF, restore: '', means: [ACCUSATIVE], cost: 1.2 },
];

/**
 * Endings of the plural, dual and feminine and what each gives back; at equal cost the
 * earlier goes first. A stem keeps two letters beside its ending.
 */
export const ENDINGS: readonly NounRow[] = [
  // A feminine dual: the noun in ة, or a feminine adjective's masculine (منفصلتين → منفصل).
  { end: 'تان', restore: TEH_MARBUTA, means: [DUAL], cost: 1, when: noPronounAfter },
  { end: 'تان', restore: '', means: [DUAL, FEMININE], cost: 1.1, when: noPronounAfter },
  { end: 'تين', restore: TEH_MARBUTA, means: [DUAL], cost: 1, when: noPronounAfter },
  { end: 'تين', restore: '', means: [DUAL, FEMININE], cost: 1.1, when: noPronounAfter },
  // A dual before the noun it governs drops its ن (مدرستا البلدة → مدرسة، مختلفتا اللون →
  // مختلف، بيضاوا اليدين → بيضاء). Not يا → ى: loanwords end so (كوميديا، سوريا).
  { end: 'تا', restore: TEH_MARBUTA, means: [DUAL], cost: 1, when: construct },
  { end: 'تا', restore: '', means: [DUAL, FEMININE], cost: 1.1, when: construct },
  { end: 'اوا', restore: `${ALEF}${HAMZA}`, means: [DUAL], cost: 1, when: construct },
  { end: 'اوي', restore: `${ALEF}${HAMZA}`, means: [DUAL], cost: 1, when: construct },
  // A final hamza's seat before ات: مكافأة → مكافآت (أ + ا written آ).
  { end: 'آت', restore: `أ${TEH_MARBUTA}`, means: [PLURAL], cost: 1 },
  { end: 'آت', restore: 'أ', means: [PLURAL], cost: 1.1 },
  // A noun in اة writes its root's و or ي back in the plural (قناة، مباراة → قنوات، مباريات;
  // يات after a noun in ي + ات: مكاريات → مكاري), one that lost its last root letter takes it
  // back (سنة → سنوات), after the commoner وة + ات (خطوات → خطوة, not خطة).
  { end: 'وات', restore: `${ALEF}${TEH_MARBUTA}`, means: [PLURAL], cost: 1 },
  { end: 'يات', restore: `${ALEF}${TEH_MARBUTA}`, means: [PLURAL], cost: 1.15 },
  { end: 'وات', restore: TEH_MARBUTA, means: [PLURAL], cost: 1.05 },
  // A loanword ending in و takes هات (فيديوهات، سيناريوهات → فيديو، سيناريو).
  { end: 'وهات', restore: 'و', means: [PLURAL], cost: 1 },
  // ات → ة, or nothing for loan and verbal nouns (اجتماعات → اجتماع).
  { end: 'ات', restore: TEH_MARBUTA, means: [PLURAL], cost: 1 },
  { end: 'ات', restore: '', means: [PLURAL], cost: 1.1 },
  // يات → ى (مستويات), after ية: abstract nouns in ية are the commoner (حريات → حرية).
  { end: 'يات', restore: ALEF_MAKSURA, means: [PLURAL], cost: 1 },
  // After the regular فئة → فئات: a masculine in ء takes ات on a seat (جزيء → جزيئات).
  { end: 'ئات', restore: HAMZA, means: [PLURAL], cost: 1 },
  // ون and ي: a defective noun's plural (محامون → محامي).
  { end: 'ون', restore: '', means: [PLURAL], cost: 1, when: noPronounAfter },
  { end: 'ون', restore: 'ي', means: [PLURAL], cost: 1.1, when: noPronounAfter },
  { end: 'ين', restore: '', means: [PLURAL], cost: 1, when: noPronounAfter },
  // A sound plural before the noun it governs or a suffix drops its ن (منتجو النفط،
  // معلموها).
  { end: 'و', restore: '', means: [PLURAL], cost: 1, when: indefinite },
  { end: 'ان', restore: '', means: [DUAL], cost: 1, when: noPronounAfter },
  // A noun in ى keeps it as ي in the dual (مستويان، مستويين → مستوى); يين is more often a
  // nisba's plural (صحفيين → صحفي), at equal knowledge the likelier.
  { end: 'يان', restore: ALEF_MAKSURA, means: [DUAL], cost: 1, when: noPronounAfter },
  { end: 'يين', restore: ALEF_MAKSURA, means: [DUAL], cost: 1.1, when: noPronounAfter },
  // A colour's or quality's فعلاء writes its ء و in the dual (بيضاوان، سوداوين → بيضاء، سوداء).
  { end: 'اوان', restore: `${ALEF}${HAMZA}`, means: [DUAL], cost: 1, when: noPronounAfter },
  { end: 'اوين', restore: `${ALEF}${HAMZA}`, means: [DUAL], cost: 1, when: noPronounAfter },
  { end: TEH_MARBUTA, restore: '', means: [FEMININE], cost: 1 },
];

const fourLetters = (stem: string): boolean => letterCount(stem) === 4;

/**
 * The elative's feminine فعلى → أفعل (أخرى → آخر، كبرى → أكبر), a little likelier than
 * the stem itself (nouns.ts decides when it leads).
 */
export const ELATIVE_FEMININES: readonly NounRow[] = [
  // A defective root writes فعلى with يا (عليا، دنيا → أعلى، أدنى).
  {
    end: `ي${ALEF}`,
    restore: ALEF_MAKSURA,
    start: { written: '', restore: 'أ' },
    means: [FEMININE],
    cost: -0.1,
    when: fourLetters,
  },
  // A head in أ is the elative already when its madda form is no word (أولى → أول).
  {
    end: ALEF_MAKSURA,
    restore: '',
    start: { written: 'أ', restore: 'آ' },
    means: [FEMININE],
    cost: -0.1,
    when: fourLetters,
  },
  {
    end: ALEF_MAKSURA,
    restore: '',
    start: { written: 'أ', restore: 'أ' },
    means: [FEMININE],
    cost: -0.05,
    when: fourLetters,
  },
  {
    end: ALEF_MAKSURA,
    restore: '',
    start: { written: '', restore: 'أ' },
    means: [FEMININE],
    cost: -0.1,
    when: (stem) => fourLetters(stem) && !stem.startsWith('أ'),
  },
];

/**
 * ـٍ on a defective noun (منقوص) stands for its dropped ي: وادٍ، قاضٍ، تحدٍّ are وادي، قاضي،
 * تحدّي (nouns.ts applies it under a kasratan only, and decides when it leads). The ي
 * follows a root letter, never a long و or ي (أمورٍ, شهورٍ are plurals in the genitive).
 */
export const DEFECTIVE_YEH: readonly NounRow[] = [
  { end: '', restore: 'ي', means: [DEFECTIVE], cost: 0.3, when: (stem) => !/[وي].?$/u.test(stem) },
];
