// Singulars a broken plural may come from, by pattern (arabic-text.md, "Inflection").
// Patterns only propose: several singular shapes fit one plural, and only the lemma list
// (or the lexicon) tells which one exists.
import { commonPluralSingular } from './common-plurals';
import { newsReading } from './homographs';
import { letterCount } from './letters';
import { fillShape, matchShape } from './word-shape';

export interface Pattern {
  /**
   * The plural's shape (word-shape.ts), C standing for a root letter: never ة or ى (they
   * only end a word), nor ا (a long vowel of the pattern, or an accusative alif).
   */
  plural: string;
  /** Singular shapes, $1… the root letters. */
  singulars: string[];
  /** Shapes singulars rarely have: a known singular beats the word as it stands. */
  strong?: boolean;
  /**
   * Shapes (nearly) only plurals have: a known singular is asked before the word's own
   * entry, which a dictionary may also list (حدود under حد).
   */
  lemmaFirst?: boolean;
  /** Shapes a singular the list tags invariable also has (the elative أفعل: أكبر، أوسع). */
  elative?: boolean;
}

export const PATTERNS: readonly Pattern[] = [
  // فواعل → فاعلة، فاعل (شوارع، عواصم).
  { plural: 'CواCC', singulars: ['$1ا$2$3', '$1ا$2$3ة'], strong: true },
  // مفاعل → مفعل، مفعلة (ملاعب، مدارس); also فعالل → فعلل (عناصر).
  { plural: 'CCاCC', singulars: ['$1$2$3$4', '$1$2$3$4ة'], strong: true },
  // مفاعيل، تفاعيل، فعاليل → مفعال، مفعول، تفعيل، فعلول (مشاريع، تقارير، عناوين).
  { plural: 'CCاCيC', singulars: ['$1$2$3و$4', '$1$2$3ي$4', '$1$2$3ا$4'], strong: true },
  // أفاعيل → إفعيل، إفعال: the singular's أ is an إ (أقاليم، أعاصير → إقليم، إعصار).
  { plural: 'أCاCيC', singulars: ['إ$1$2ي$3', 'إ$1$2ا$3'] },
  // فواعيل → فاعول (قوانين، طواحين → قانون، طاحون).
  { plural: 'CواCيC', singulars: ['$1ا$2و$3'], strong: true },
  // أفاعل → فعال، فعيل (أماكن → مكان).
  { plural: 'أCاCC', singulars: ['$1$2ا$3', '$1$2ي$3'], strong: true },
  // فعائل → فعيلة، فعالة، فعيل (رسائل، وسائل).
  { plural: 'CCائC', singulars: ['$1$2ي$3ة', '$1$2ا$3ة', '$1$2ي$3'], strong: true },
  // أفعال → فعل، فعيل (أرواح، أوقات، أصدقاء is فعلاء); of a hollow root فال (أبواب → باب).
  { plural: 'أCCاC', singulars: ['$1$2$3', '$1$2ي$3'], strong: true },
  { plural: 'أCWاc', singulars: ['$1ا$2'], strong: true },
  // فِعلان of a hollow root → فال، فول (نيران، تيجان → نار، تاج; ثيران، حيتان → ثور، حوت).
  { plural: 'CيCان', singulars: ['$1ا$2', '$1و$2'] },
  // أفعال of a root in أ writes أا as آ (آثار، آمال → أثر، أمل).
  { plural: 'آCاC', singulars: ['أ$1$2'] },
  // أفعال of a defective root ends in ء for its last radical (أعضاء، أنحاء → عضو، نحو),
  // and a root ending in يي keeps one (أحياء، أزياء → حي، زي).
  { plural: 'أCCاء', singulars: ['$1$2و'] },
  { plural: 'أCياء', singulars: ['$1ي'] },
  // أفعلة of a defective root → فعاء (أغطية، أوعية → غطاء، وعاء).
  { plural: 'أCCية', singulars: ['$1$2اء'] },
  // أفعلة → فعال، فعيل (أسلحة، أدوية).
  { plural: 'أCCCة', singulars: ['$1$2ا$3', '$1$2ي$3'] },
  // أفعلاء of a defective root → فعيّ, the two ي written one (أولياء، أذكياء → ولي، ذكي).
  { plural: 'أCCياء', singulars: ['$1$2ي'], strong: true },
  // أفعلاء → فعيل (أصدقاء، أقوياء); فعلاء → فعيل (وزراء، علماء).
  { plural: 'أCCCاء', singulars: ['$1$2ي$3'], strong: true },
  { plural: 'CCCاء', singulars: ['$1$2ي$3', '$1ا$2$3'], strong: true },
  // فعول of a doubled root → فعّ (حدود، حقوق، خطوط): written فعل it would need two equal
  // letters, which the root's doubling merges; the singular is written with two letters.
  { plural: 'CCو2', singulars: ['$1$2'], lemmaFirst: true },
  // فعال of a doubled root → فعّ (تلال، ظلال); also a verbal noun (ضلال، جلال): no lead.
  { plural: 'CCا2', singulars: ['$1$2'] },
  // فعول → فعل (علوم، بيوت، شعوب).
  { plural: 'CCوC', singulars: ['$1$2$3'] },
  // فعال → فعل، فعيل، فعلة (رجال، كبار، نقاط).
  { plural: 'CCاC', singulars: ['$1$2$3', '$1$2ي$3', '$1$2$3ة'] },
  // فعلاء of defective roots and فعل → فعيلة (مدن، دول، قرى): too short to guess safely.
  // أفعل → فعل (أشهر، أنهر).
  { plural: 'أCCC', singulars: ['$1$2$3'], elative: true },
  // فعلة → فاعل (طلبة، كتبة); a defective root writes its last letter ا there (قضاة، رماة),
  // so ية ends no such plural: it is a nisba's feminine (فضية → فضي, not فاضي). فعال → فاعل
  // (عمال، حكام).
  { plural: 'CCKة', singulars: ['$1ا$2$3'] },
  { plural: 'CCاC', singulars: ['$1ا$2$3'] },
];

export interface SingularGuess {
  form: string;
  /** From a shape singulars rarely have (مفاعل، أفعال، فعائل…), or a common plural. */
  strong: boolean;
  /** From a shape only plurals have, or a common plural (see Pattern). */
  lemmaFirst: boolean;
  /** The singular common-plurals.ts (or homographs.ts) gives: before any pattern's. */
  common?: true;
}

/**
 * Final ى is often written ي (صحاري for صحارى, نصاري): a فعالى plural of the table is found
 * either way. Not on shorter words, where the ي is mostly a nisba's (مرضي, not مرضى).
 */
function yehForAlefMaksura(plural: string, nounOnly: boolean): string | undefined {
  if (letterCount(plural) < 5 || !plural.endsWith('ي')) return undefined;
  return commonPluralSingular(`${plural.slice(0, -1)}ى`, nounOnly);
}

/**
 * The singular of a plural that is also another word, where news text nearly always means
 * the plural (homographs.ts: أشهر → شهر, not "more famous"), or the real singular of one
 * whose pattern names another (آثام → إثم, not آثم); it leads like a common plural's.
 */
function homographSingular(plural: string): string | undefined {
  const meant = newsReading(plural);
  return meant?.kind === 'plural' ? meant.lemma : undefined;
}

/**
 * Singulars `plural` may be the broken plural of, likelier shapes first. `listedPlural`:
 * the lemma list holds the word as a noun taking no dual or feminine ending, so it is a
 * plural (or an invariable noun), and its singulars lead, but not for the elative's shape,
 * nor for a word in ات (a sound plural: قوات is قوة's). `nounOnly`: no verb reading is
 * possible (after ال، ب، ك or with tanween), so a plural written like a verb is a plural.
 */
export function brokenPluralSingulars(
  plural: string,
  listedPlural = false,
  nounOnly = false,
): SingularGuess[] {
  const out: SingularGuess[] = [];
  const common =
    commonPluralSingular(plural, nounOnly) ??
    yehForAlefMaksura(plural, nounOnly) ??
    homographSingular(plural);
  if (common) out.push({ form: common, strong: true, lemmaFirst: true, common: true });
  if (letterCount(plural) < 4) return out;
  const listed = listedPlural && !plural.endsWith('ات');
  // تفاعل is a verbal noun of form VI (تعاون، تبادل) far more often than a plural; تفاعيل
  // is never one (تراخيص، تقارير).
  const letters = Array.from(plural);
  const verbalNoun = plural.startsWith('ت') && !(letters.length === 6 && letters[4] === 'ي');
  for (const { plural: shape, singulars, strong: strongShape = false, ...pattern } of PATTERNS) {
    const roots = matchShape(shape, plural);
    if (!roots) continue;
    const strong = strongShape && !verbalNoun;
    const lemmaFirst = pattern.lemmaFirst === true || (listed && !pattern.elative);
    for (const singular of singulars) {
      const form = fillShape(singular, roots);
      if (form !== plural && !out.some((guess) => guess.form === form)) {
        out.push({ form, strong, lemmaFirst });
      }
    }
  }
  return out;
}
