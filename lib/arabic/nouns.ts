// Lemmas a noun or adjective stem (clitics already cut) may come from: feminine, sound
// plural, dual, nisba, accusative alif, hamza seats and ى/ا before a suffix, broken plurals
// (arabic-text.md, "Inflection"), the elative's feminine, a منقوص's ي under ـٍ, a few
// irregular stems. Dictionaries list nouns in the singular, adjectives in
// the masculine; many feminine nouns are headwords of their own, so the stem as it stands
// is always proposed first.
import type { Inflection } from './analysis';
import { brokenPluralSingulars } from './broken-plurals';
import { ALEF, ALEF_MAKSURA, HAMZA, letterCount, TEH_MARBUTA } from './letters';
import type { Tanween } from './tanween';

export interface LemmaGuess {
  form: string;
  inflections: Inflection[];
  /** How much was undone: the ranking's tie-breaker (fewer changes, likelier). */
  cost: number;
  /**
   * This lemma is asked before the word's own entry: `known` when the list knows it as a
   * singular noun (a plural's singular by pattern, an elative's masculine), `always` for a
   * common plural's singular (common-plurals.ts).
   */
  lemmaFirst?: 'known' | 'always';
}

const MIN_LEMMA = 2;
const YEH = 'ي';
const FEMININE: Inflection = { kind: 'feminine' };
const PLURAL: Inflection = { kind: 'sound-plural' };
const DUAL: Inflection = { kind: 'dual' };
const DEFECTIVE: Inflection = { kind: 'defective' };
const BROKEN: Inflection = { kind: 'broken-plural' };
const ACCUSATIVE: Inflection = { kind: 'accusative' };

/** Endings of the plural, dual and feminine and what each gives back; at equal cost the earlier goes first. */
const ENDINGS: {
  ending: string;
  restore: string[];
  inflection: Inflection;
  construct?: true;
  /** Restoring nothing undoes a feminine too (منفصلتين → منفصل: dual of the feminine). */
  feminineIfBare?: true;
}[] = [
  { ending: 'تان', restore: [TEH_MARBUTA, ''], inflection: DUAL, feminineIfBare: true },
  { ending: 'تين', restore: [TEH_MARBUTA, ''], inflection: DUAL, feminineIfBare: true },
  // A final hamza's seat before ات: مكافأة → مكافآت (أ + ا written آ).
  { ending: 'آت', restore: [`أ${TEH_MARBUTA}`, 'أ'], inflection: PLURAL },
  // A noun that lost its last root letter takes it back in the plural (سنة → سنوات).
  { ending: 'وات', restore: [TEH_MARBUTA], inflection: PLURAL },
  // A loanword ending in و takes هات (فيديوهات، سيناريوهات → فيديو، سيناريو).
  { ending: 'وهات', restore: ['و'], inflection: PLURAL },
  // ات → ة, or nothing for loan and verbal nouns (اجتماعات → اجتماع).
  { ending: 'ات', restore: [TEH_MARBUTA, ''], inflection: PLURAL },
  // يات → ى (مستويات), after ية: abstract nouns in ية are the commoner (حريات → حرية).
  { ending: 'يات', restore: [ALEF_MAKSURA], inflection: PLURAL },
  // After the regular فئة → فئات: a masculine in ء takes ات on a seat (جزيء → جزيئات).
  { ending: 'ئات', restore: [HAMZA], inflection: PLURAL },
  // ون and ي: a defective noun's plural (محامون → محامي).
  { ending: 'ون', restore: ['', 'ي'], inflection: PLURAL },
  { ending: 'ين', restore: [''], inflection: PLURAL },
  // A sound plural before the noun it governs drops its ن (منتجو النفط): never after ال.
  { ending: 'و', restore: [''], inflection: PLURAL, construct: true },
  { ending: 'ان', restore: [''], inflection: DUAL },
  { ending: 'يان', restore: [ALEF_MAKSURA], inflection: DUAL },
  { ending: TEH_MARBUTA, restore: [''], inflection: FEMININE },
];

/** Spellings a stem takes back once a pronoun suffix is cut, with the inflection they show. */
function beforeSuffix(stem: string): LemmaGuess[] {
  const head = stem.slice(0, -1);
  const last = stem.slice(-1);
  const out: LemmaGuess[] = [{ form: stem, inflections: [], cost: 0 }];
  // ة is written ت before a suffix (سفينتنا), ى as ا (مستواه), ء on a seat (انتهائها).
  // The ة reading first on longer stems not in ات (مدرستنا), the ت one on short (بيته).
  if (last === 'ت') {
    const feminine = { form: head + TEH_MARBUTA, inflections: [], cost: 0 };
    if (letterCount(stem) >= 4 && !stem.endsWith(`${ALEF}ت`)) out.unshift(feminine);
    else out.push({ ...feminine, cost: 0.1 });
  }
  if (last === ALEF) out.push({ form: head + ALEF_MAKSURA, inflections: [], cost: 0 });
  if (last === 'ئ' || last === 'ؤ') {
    out.unshift({ form: head + HAMZA, inflections: [], cost: 0 });
    // After a consonant the seat may be an alif's: a fatha before it (خطأ → خطئه، مبدأ →
    // مبدؤه); after a long vowel the hamza stands alone (انتهاء → انتهائها، ضوء → ضوئه).
    // An elative's و or ي is a consonant (أسوأ → أسوئها).
    const elative =
      letterCount(stem) === 4 && stem.startsWith('أ') && 'وي'.includes(head.slice(-1));
    if (!'اوي'.includes(head.slice(-1)) || elative)
      out.push({ form: `${head}أ`, inflections: [], cost: 0.1 });
  }
  // A sound plural or dual drops its ن before a suffix (معلموها، معلميها، كتاباه).
  if (last === 'و' || last === 'ي') out.push({ form: head, inflections: [PLURAL], cost: 1 });
  if (last === ALEF) out.push({ form: head, inflections: [DUAL], cost: 1 });
  // A feminine dual before a suffix keeps ت and drops its ن (طبيعتاه، ملزمتيها): the noun in
  // ة, or the masculine of a feminine adjective (منفصلتيه → منفصل).
  if ((last === ALEF || last === YEH) && head.endsWith('ت') && letterCount(head) >= 3) {
    const root = head.slice(0, -1);
    out.push({ form: root + TEH_MARBUTA, inflections: [DUAL], cost: 1 });
    out.push({ form: root, inflections: [DUAL, FEMININE], cost: 1.1 });
  }
  return out;
}

/** `form` is `stem` with its last hamza off the seat a suffix gave it (أبنائ → أبناء). */
const isSeatedHamza = (stem: string, form: string): boolean =>
  (stem.endsWith('ئ') || stem.endsWith('ؤ')) && form === stem.slice(0, -1) + HAMZA;

/** The stem left by an accusative alif (كتابا → كتاب، شيئا → شيء). */
function withoutAccusative(stem: string): LemmaGuess[] {
  const head = stem.slice(0, -1);
  if (!stem.endsWith(ALEF) || letterCount(head) < MIN_LEMMA) return [];
  // After a pronoun suffix at equal stripping: مدرستنا → مدرسة before مدرستن.
  const cost = 1.2;
  const guesses: LemmaGuess[] = [{ form: head, inflections: [ACCUSATIVE], cost }];
  if (head.endsWith('ئ')) {
    guesses.unshift({ form: `${head.slice(0, -1)}${HAMZA}`, inflections: [ACCUSATIVE], cost });
  }
  // Feminine plurals and nouns in ة take no alif: an ات / ة before it is not tanween.
  return guesses;
}

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

/**
 * ـٍ on a defective noun (منقوص) stands for its dropped ي: وادٍ، قاضٍ، تحدٍّ are وادي، قاضي،
 * تحدّي. It leads only where the list knows no singular noun written like the stem: on عامٍ، حالٍ
 * the ـٍ is a genitive's, and عامي، حالي are other words (nisbas). It goes before a
 * pattern's plural reading (محامٍ is no plural of محم), after a common plural's (أراضٍ).
 */
function defectiveYeh(stem: string, facts: StemFacts): LemmaGuess[] {
  if (stem.endsWith(YEH)) return [];
  const lead = facts.knowsSingular(stem) ? {} : { lemmaFirst: 'known' as const };
  return [{ form: stem + YEH, inflections: [DEFECTIVE], cost: 0.3, ...lead }];
}

/**
 * The elative's feminine فعلى → أفعل (أخرى → آخر، أولى → أول، كبرى → أكبر). Dictionaries
 * give the elative under أفعل, so a listed أفعل goes before the فعلى stem itself, even
 * before its own entry (other فعلى nouns, ذكرى، فوضى، قتلى, have no noun أفعل: the list
 * leaves those alone). Not an elative the list tags only invariable (أسلم، أنعم): سلمى،
 * نعمى are a name and a noun.
 */
function elativeMasculines(base: LemmaGuess, facts: StemFacts): LemmaGuess[] {
  const { form } = base;
  const written = elativesWritten(form);
  if (written.length === 0) return [];
  // Not before a verb's own entry: form IV of a defective verb is written alike (ألقى); nor
  // before a noun the list holds in يا (الدنيا, the world).
  const blocked = facts.knowsVerb(form) || (form.endsWith(ALEF) && facts.knowsSingular(form));
  const inflections = [...base.inflections, FEMININE];
  return written.map(({ elative, cost }) => {
    const guess = { form: elative, inflections, cost: base.cost + cost };
    return blocked ? guess : { ...guess, lemmaFirst: 'known' as const };
  });
}

/** The أفعل a four-letter فعلى may be the feminine of, with the cost of each reading. */
function elativesWritten(form: string): { elative: string; cost: number }[] {
  if (letterCount(form) !== 4) return [];
  // A defective root writes فعلى with يا (عليا، دنيا → أعلى، أدنى).
  if (form.endsWith(`${YEH}${ALEF}`))
    return [{ elative: `أ${form.slice(0, -2)}${ALEF_MAKSURA}`, cost: -0.1 }];
  if (!form.endsWith(ALEF_MAKSURA)) return [];
  const head = form.slice(0, -1);
  // A head in أ is the elative already when its madda form is no word (أولى → أول).
  if (head.startsWith('أ')) {
    return [
      { elative: `آ${head.slice(1)}`, cost: -0.1 },
      { elative: head, cost: -0.05 },
    ];
  }
  return [{ elative: `أ${head}`, cost: -0.1 }];
}

/**
 * The five nouns (الأسماء الخمسة) show their case in a long vowel their headword lacks: ذي
 * is ذو's genitive, أبو and أخو are أب and أخ before the noun they govern (أبو بكر).
 */
const FIVE_NOUNS: Readonly<Record<string, string>> = { ذي: 'ذو', أبو: 'أب', أخو: 'أخ' };
/** Before a pronoun in every case: أبوه، أبيه، أباه; أخوها، أخيها، أخاها. */
const FIVE_NOUNS_BEFORE_PRONOUN: Readonly<Record<string, string>> = {
  أبو: 'أب',
  أبي: 'أب',
  أبا: 'أب',
  أخو: 'أخ',
  أخي: 'أخ',
  أخا: 'أخ',
};

/** A lemma no rule reaches, asked before the stem's own entry. */
function irregularLemma(stem: string, definite: boolean, hasSuffix: boolean): string | undefined {
  if (hasSuffix) return FIVE_NOUNS_BEFORE_PRONOUN[stem];
  // The article swallows امرأة's alif: المرأة. The five nouns stand in a construct, which
  // takes no article: الذي is the relative pronoun, not ال + ذي.
  if (definite) return stem === 'مرأة' ? 'امرأة' : undefined;
  return Object.hasOwn(FIVE_NOUNS, stem) ? FIVE_NOUNS[stem] : undefined;
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
  const bases = hasSuffix
    ? beforeSuffix(stem)
    : [{ form: stem, inflections: [], cost: 0 }, ...(definite ? [] : withoutAccusative(stem))];
  const out: LemmaGuess[] = [];
  const add = (guess: LemmaGuess) => {
    if (letterCount(guess.form) >= MIN_LEMMA) out.push(guess);
  };
  const irregular = irregularLemma(stem, definite, hasSuffix);
  if (irregular) add({ form: irregular, inflections: [], cost: 0, lemmaFirst: 'always' });
  for (const base of bases) {
    add(base);
    // An accusative alif was the last thing written: no other ending precedes it (ات and ة
    // take none), but a broken plural may (أطفالا → أطفال → طفل).
    const accusative = base.inflections.some((inflection) => inflection.kind === 'accusative');
    for (const { ending, restore, inflection, construct, feminineIfBare } of accusative
      ? []
      : ENDINGS) {
      if (!base.form.endsWith(ending) || letterCount(base.form) - letterCount(ending) < 2) continue;
      if (construct && definite) continue;
      const head = base.form.slice(0, -ending.length);
      restore.forEach((tail, index) => {
        const feminine = feminineIfBare && tail === '' ? [FEMININE] : [];
        add({
          form: head + tail,
          inflections: [...base.inflections, inflection, ...feminine],
          cost: base.cost + 1 + index * 0.1,
        });
      });
    }
    // A lead needs the plural as written: not one with a letter restored before a suffix
    // (سلمته is no سلمة), but for its hamza, seated before the suffix (أبنائه → أبناء).
    const mayLead = base.form === stem || accusative || isSeatedHamza(stem, base.form);
    for (const guess of brokenPluralSingulars(base.form, facts.pluralByList(base.form), nounOnly)) {
      // A strong plural shape (ملاعب، أرواح) makes its singular nearly as likely as the
      // word; a common plural's singular is likelier still.
      const cost = base.cost + (guess.common ? 0 : guess.strong ? 0.5 : 2);
      const inflections = [...base.inflections, BROKEN];
      const lemmaFirst = guess.common ? 'always' : 'known';
      if (guess.lemmaFirst && mayLead) add({ form: guess.form, inflections, cost, lemmaFirst });
      else add({ form: guess.form, inflections, cost });
    }
    if (accusative) continue;
    if (!hasSuffix) elativeMasculines(base, facts).forEach(add);
  }
  if (tanween === 'kasratan') defectiveYeh(stem, facts).forEach(add);
  return out;
}
