// Singulars a broken plural may come from, by pattern (arabic-text.md, "Inflection").
// Patterns only propose: several singular shapes fit one plural, and only the lemma list
// (or the lexicon) tells which one exists.
import { commonPluralSingular } from './common-plurals';
import { letterCount } from './letters';

/**
 * A plural's shape, C standing for a root letter: never ة or ى (they only end a word), nor
 * ا (a long vowel of the pattern, or an accusative alif).
 */
const shape = (template: string): RegExp =>
  new RegExp(`^${template.replaceAll('C', '([^ةىا])')}$`, 'u');

interface Pattern {
  /** The plural's shape; each group is a root letter, in order. */
  plural: RegExp;
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

const PATTERNS: Pattern[] = [
  // فواعل → فاعلة، فاعل (شوارع، عواصم).
  { plural: shape('CواCC'), singulars: ['$1ا$2$3', '$1ا$2$3ة'], strong: true },
  // مفاعل → مفعل، مفعلة (ملاعب، مدارس); also فعالل → فعلل (عناصر).
  { plural: shape('CCاCC'), singulars: ['$1$2$3$4', '$1$2$3$4ة'], strong: true },
  // مفاعيل، تفاعيل، فعاليل → مفعال، مفعول، تفعيل، فعلول (مشاريع، تقارير، عناوين).
  { plural: shape('CCاCيC'), singulars: ['$1$2$3و$4', '$1$2$3ي$4', '$1$2$3ا$4'], strong: true },
  // أفاعيل → إفعيل، إفعال: the singular's أ is an إ (أقاليم، أعاصير → إقليم، إعصار).
  { plural: /^أ([^ةىا])ا([^ةىا])ي([^ةىا])$/u, singulars: ['إ$1$2ي$3', 'إ$1$2ا$3'] },
  // فواعيل → فاعول (قوانين، طواحين → قانون، طاحون).
  { plural: shape('CواCيC'), singulars: ['$1ا$2و$3'], strong: true },
  // أفاعل → فعال، فعيل (أماكن → مكان).
  { plural: shape('أCاCC'), singulars: ['$1$2ا$3', '$1$2ي$3'], strong: true },
  // فعائل → فعيلة، فعالة، فعيل (رسائل، وسائل).
  { plural: shape('CCائC'), singulars: ['$1$2ي$3ة', '$1$2ا$3ة', '$1$2ي$3'], strong: true },
  // أفعال → فعل، فعيل (أرواح، أوقات، أصدقاء is فعلاء); of a hollow root فال (أبواب → باب).
  { plural: shape('أCCاC'), singulars: ['$1$2$3', '$1$2ي$3'], strong: true },
  { plural: /^أ([^ةىا])[وي]ا([^ةىاء])$/u, singulars: ['$1ا$2'], strong: true },
  // أفعال of a root in أ writes أا as آ (آثار، آمال → أثر، أمل).
  { plural: /^آ([^ةىا])ا([^ةىا])$/u, singulars: ['أ$1$2'] },
  // أفعال of a defective root ends in ء for its last radical (أعضاء، أنحاء → عضو، نحو),
  // and a root ending in يي keeps one (أحياء، أزياء → حي، زي).
  { plural: /^أ([^ةىا])([^ةىا])اء$/u, singulars: ['$1$2و'] },
  { plural: /^أ([^ةىا])ياء$/u, singulars: ['$1ي'] },
  // أفعلة of a defective root → فعاء (أغطية، أوعية → غطاء، وعاء).
  { plural: /^أ([^ةىا])([^ةىا])ية$/u, singulars: ['$1$2اء'] },
  // أفعلة → فعال، فعيل (أسلحة، أدوية).
  { plural: shape('أCCCة'), singulars: ['$1$2ا$3', '$1$2ي$3'] },
  // أفعلاء of a defective root → فعيّ, the two ي written one (أولياء، أذكياء → ولي، ذكي).
  { plural: /^أ([^ةىا])([^ةىا])ياء$/u, singulars: ['$1$2ي'], strong: true },
  // أفعلاء → فعيل (أصدقاء، أقوياء); فعلاء → فعيل (وزراء، علماء).
  { plural: shape('أCCCاء'), singulars: ['$1$2ي$3'], strong: true },
  { plural: shape('CCCاء'), singulars: ['$1$2ي$3', '$1ا$2$3'], strong: true },
  // فعول of a doubled root → فعّ (حدود، حقوق، خطوط): written فعل it would need two equal
  // letters, which the root's doubling merges; the singular is written with two letters.
  { plural: /^([^ةىا])([^ةىا])و\2$/u, singulars: ['$1$2'], lemmaFirst: true },
  // فعال of a doubled root → فعّ (تلال، ظلال); also a verbal noun (ضلال، جلال): no lead.
  { plural: /^([^ةىا])([^ةىا])ا\2$/u, singulars: ['$1$2'] },
  // فعول → فعل (علوم، بيوت، شعوب).
  { plural: shape('CCوC'), singulars: ['$1$2$3'] },
  // فعال → فعل، فعيل، فعلة (رجال، كبار، نقاط).
  { plural: shape('CCاC'), singulars: ['$1$2$3', '$1$2ي$3', '$1$2$3ة'] },
  // فعلاء of defective roots and فعل → فعيلة (مدن، دول، قرى): too short to guess safely.
  // أفعل → فعل (أشهر، أنهر).
  { plural: shape('أCCC'), singulars: ['$1$2$3'], elative: true },
  // فعلة → فاعل (طلبة، كتبة); فعال → فاعل (عمال، حكام).
  { plural: shape('CCCة'), singulars: ['$1ا$2$3'] },
  { plural: shape('CCاC'), singulars: ['$1ا$2$3'] },
];

export interface SingularGuess {
  form: string;
  /** From a shape singulars rarely have (مفاعل، أفعال، فعائل…), or a common plural. */
  strong: boolean;
  /** From a shape only plurals have, or a common plural (see Pattern). */
  lemmaFirst: boolean;
  /** The singular common-plurals.ts gives: before any pattern's. */
  common?: true;
}

/**
 * Singulars `plural` may be the broken plural of, likelier shapes first. `listedPlural`:
 * the lemma list holds the word as a noun taking no dual or feminine ending, so it is a
 * plural (or an invariable noun), and its singulars lead, but not for the elative's shape,
 * nor for a word in ات (a sound plural: قوات is قوة's).
 */
export function brokenPluralSingulars(plural: string, listedPlural = false): SingularGuess[] {
  const out: SingularGuess[] = [];
  const common = commonPluralSingular(plural);
  if (common) out.push({ form: common, strong: true, lemmaFirst: true, common: true });
  if (letterCount(plural) < 4) return out;
  const listed = listedPlural && !plural.endsWith('ات');
  // تفاعل is a verbal noun of form VI (تعاون، تبادل) far more often than a plural; تفاعيل
  // is never one (تراخيص، تقارير).
  const verbalNoun = plural.startsWith('ت') && !/^.{4}ي.$/u.test(plural);
  for (const { plural: shape, singulars, strong: strongShape = false, ...pattern } of PATTERNS) {
    if (!shape.test(plural)) continue;
    const strong = strongShape && !verbalNoun;
    const lemmaFirst = pattern.lemmaFirst === true || (listed && !pattern.elative);
    for (const singular of singulars) {
      const form = plural.replace(shape, singular);
      if (form !== plural && !out.some((guess) => guess.form === form)) {
        out.push({ form, strong, lemmaFirst });
      }
    }
  }
  return out;
}
