// Singulars a broken plural may come from, by pattern (arabic-text.md, "Inflection").
// Patterns only propose: several singular shapes fit one plural, and only the lemma list
// (or the lexicon) tells which one exists.
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
}

const PATTERNS: Pattern[] = [
  // فواعل → فاعلة، فاعل (شوارع، عواصم).
  { plural: shape('CواCC'), singulars: ['$1ا$2$3', '$1ا$2$3ة'], strong: true },
  // مفاعل → مفعل، مفعلة (ملاعب، مدارس); also فعالل → فعلل (عناصر).
  { plural: shape('CCاCC'), singulars: ['$1$2$3$4', '$1$2$3$4ة'], strong: true },
  // مفاعيل، تفاعيل، فعاليل → مفعال، مفعول، تفعيل، فعلول (مشاريع، تقارير، عناوين).
  { plural: shape('CCاCيC'), singulars: ['$1$2$3و$4', '$1$2$3ي$4', '$1$2$3ا$4'], strong: true },
  // فواعيل → فاعول (قوانين، طواحين → قانون، طاحون).
  { plural: shape('CواCيC'), singulars: ['$1ا$2و$3'], strong: true },
  // أفاعل → فعال، فعيل (أماكن → مكان).
  { plural: shape('أCاCC'), singulars: ['$1$2ا$3', '$1$2ي$3'], strong: true },
  // فعائل → فعيلة، فعالة، فعيل (رسائل، وسائل).
  { plural: shape('CCائC'), singulars: ['$1$2ي$3ة', '$1$2ا$3ة', '$1$2ي$3'], strong: true },
  // أفعال → فعل، فعيل (أرواح، أوقات، أصدقاء is فعلاء).
  { plural: shape('أCCاC'), singulars: ['$1$2$3', '$1$2ي$3', '$1ا$3'], strong: true },
  // أفعلة → فعال، فعيل (أسلحة، أدوية).
  { plural: shape('أCCCة'), singulars: ['$1$2ا$3', '$1$2ي$3'] },
  // أفعلاء → فعيل (أصدقاء، أقوياء); فعلاء → فعيل (وزراء، علماء).
  { plural: shape('أCCCاء'), singulars: ['$1$2ي$3'], strong: true },
  { plural: shape('CCCاء'), singulars: ['$1$2ي$3', '$1ا$2$3'], strong: true },
  // فعول → فعل (علوم، بيوت، شعوب).
  { plural: shape('CCوC'), singulars: ['$1$2$3'] },
  // فعال → فعل، فعيل (رجال، كبار).
  { plural: shape('CCاC'), singulars: ['$1$2$3', '$1$2ي$3'] },
  // فعلاء of defective roots and فعل → فعيلة (مدن، دول، قرى): too short to guess safely.
  // أفعل → فعل (أشهر، أنهر).
  { plural: shape('أCCC'), singulars: ['$1$2$3'] },
  // فعلة → فاعل (طلبة، كتبة); فعال → فاعل (عمال، حكام).
  { plural: shape('CCCة'), singulars: ['$1ا$2$3'] },
  { plural: shape('CCاC'), singulars: ['$1ا$2$3'] },
];

export interface SingularGuess {
  form: string;
  /** From a shape singulars rarely have (مفاعل، أفعال، فعائل…). */
  strong: boolean;
}

/** Singulars `plural` may be the broken plural of, likelier shapes first. */
export function brokenPluralSingulars(plural: string): SingularGuess[] {
  if (letterCount(plural) < 4) return [];
  const out: SingularGuess[] = [];
  // تفاعل is a verbal noun of form VI (تعاون، تبادل) far more often than a plural; تفاعيل
  // is never one (تراخيص، تقارير).
  const verbalNoun = plural.startsWith('ت') && !/^.{4}ي.$/u.test(plural);
  for (const { plural: shape, singulars, strong: strongShape = false } of PATTERNS) {
    if (!shape.test(plural)) continue;
    const strong = strongShape && !verbalNoun;
    for (const singular of singulars) {
      const form = plural.replace(shape, singular);
      if (form !== plural && !out.some((guess) => guess.form === form)) out.push({ form, strong });
    }
  }
  return out;
}
