// The changes of weak verbs as the stem shows them once its subject affixes are cut: the
// perfect lemmas it may be, likeliest first. Hollow (قلت، يقول → قال), defective (مشوا،
// يمشي → مشى، يدعو → دعا), assimilated (يصل → وصل), doubled (مددت → مد), hamza-initial
// (يؤثر → أثر), and the derived forms' (ينتقل → انتقل، يرسل → أرسل).
import { standardEndingFirst } from './defective-verbs';
import { ALEF, ALEF_MAKSURA } from './letters';
import { CONSONANT_SUFFIXES, SECOND_PERSON_COST, VOWEL_SUFFIXES } from './verb-subjects';

/** Form VIII's ت after the first root letter, written ط after an emphatic (اضطر، اصطف). */
export function isFormEightInfix(first: string, second: string): boolean {
  return second === 'ت' || (second === 'ط' && 'صضطظ'.includes(first));
}

/**
 * The cost of a hollow reading of a two-letter perfect stem. Before ت it can only be "I" or
 * "you" (قلت: "she" keeps the ا, قالت), so it goes after the doubled verb's "she" (ضمت →
 * ضم) by what a first or second person costs.
 */
function hollowCost(perfectSuffix: string): number {
  return perfectSuffix === 'ت' ? 1 + SECOND_PERSON_COST : 0.5;
}

/**
 * Perfect lemmas a stem left by the subject affixes (`suffix` the one cut after it) may be,
 * likeliest first; `weak` grows with how far the reading is from the stem as written.
 */
export function weakLemmas(
  base: string,
  imperfect: boolean,
  suffix = '',
): { form: string; weak: number }[] {
  const out: { form: string; weak: number }[] = [];
  const add = (form: string, weak: number) => out.push({ form, weak });
  const letters = [...base];
  const [first = '', second = '', third = ''] = letters;
  // A hamza-initial root's seat changes in the imperfect (يؤثر → أثر); the rest of the
  // stem reads as any other (يؤدي → أدى).
  if (imperfect && first === 'ؤ') return weakLemmas(`أ${base.slice(1)}`, true, suffix);
  if (letters.length === 2) {
    if (imperfect) {
      // The imperfect drops an assimilated verb's و (يصل) and a hollow verb's middle
      // letter only in the jussive (لم يكن): assimilated, then doubled (يمد), then hollow.
      add(`و${base}`, 0);
      // A verb both assimilated and defective keeps only ي (يفي، يقي → وفى، وقى; يلي → ولي).
      if (second === 'ي') add(`و${first}${ALEF_MAKSURA}`, 0);
      add(base, 0.5);
      add(first + ALEF + second, 1);
      add(`أ${base}`, 1.5); // a doubled verb of form IV: يحب → أحب
    } else {
      // Defective (مشت، دعت، مشوا), hollow (قلت، قلنا), doubled (مدت، مدوا). Before وا, ا
      // and تا a hollow verb keeps its ا (قالوا، قالتا) and a doubled one merges (مدوا);
      // before ت only the hollow reading is not "she" (see hollowCost).
      const doubledFirst = VOWEL_SUFFIXES.includes(suffix);
      add(base + ALEF_MAKSURA, 0.5);
      add(base + ALEF, 0.5);
      add(first + ALEF + second, doubledFirst ? 1 : hollowCost(suffix));
      add(base, doubledFirst ? 0.5 : 1);
    }
    if (imperfect) {
      add(base + ALEF_MAKSURA, 1); // يمشوا → مشى
      add(base + ALEF, 1); // يدعوا → دعا
      add(`${base}ي`, 1); // the jussive of a فعِي verb: لم يبق → بقي
    }
    // A فعِل verb's perfect keeps two letters only before وا (بقوا; بقيت، بقيا).
    return standardEndingFirst(out, base, imperfect || suffix === 'وا');
  }
  if (letters.length === 3) {
    const hollow = imperfect && (second === 'و' || second === 'ي');
    if (hollow) {
      // يقول، يبيع → قال، باع: far commoner than a sound verb with و or ي in the middle.
      add(first + ALEF + third, 0);
    }
    // A hollow verb of form IV writes ي in every imperfect (يفيد، يعيد → أفاد، أعاد).
    if (imperfect && second === 'ي') add(`أ${first}${ALEF}${third}`, 0.5);
    // Form VIII of a doubled root keeps three letters (يحتل، يهتم، يضطر → احتل، اهتم،
    // اضطر); form I has few verbs with ت second (يكتب), whose imperative the list knows as no verb.
    if (imperfect && isFormEightInfix(first, second)) add(ALEF + base, 0);
    // A final ي or و is a defective verb's (يمشي، رمينا → مشى، رمى; يدعو → دعا).
    if (third === 'ي') add(first + second + ALEF_MAKSURA, 0);
    if (third === 'و') add(first + second + ALEF, 0);
    add(base, hollow ? 1 : out.length > 0 ? 0.5 : 0);
    // يفعى is mostly its own ى (يسعى، يسمى، يلقى → سعى، سمّى، لقي's لقى), else a passive of a
    // و verb (يدعى → دعا).
    if (third === 'ى') add(first + second + ALEF, 0.5);
    if (second === third && !imperfect) add(first + second, 1); // مددنا → مد
    // Form IV: يرسل → أرسل; a defective one's ي is its ى (يعطي → أعطى).
    if (imperfect) add(third === 'ي' ? `أ${first}${second}${ALEF_MAKSURA}` : `أ${base}`, 1);
    // The ending is hidden in a perfect's ي (رميت، بقيت; the passive دعيت), an imperfect's
    // ى (يرعى، يبقى; the passive يدعى), and a و or ي before ا or ن, which may be the
    // plural's (لقوا، يلقون، يبقين: لقي، بقي); not in يرمي، يدعو or دعوت.
    const beforeVowel = (suffix === 'ا' || suffix === 'ن') && (third === 'و' || third === 'ي');
    const hidden = beforeVowel || third === (imperfect ? ALEF_MAKSURA : 'ي');
    return hidden ? standardEndingFirst(out, first + second) : out;
  }
  add(base, 0);
  // A hollow verb of forms VII, VIII and X drops its ا before a consonant suffix, as form
  // I does (قلت): اخترت، استطعنا → اختار، استطاع.
  const shortened = base.startsWith(ALEF) && letters.at(-2) !== ALEF; // not اختارت
  if (!imperfect && shortened && CONSONANT_SUFFIXES.includes(suffix)) {
    add(`${base.slice(0, -1)}${ALEF}${base.slice(-1)}`, 1);
  }
  if (imperfect) {
    add(ALEF + base, 1); // forms VII, VIII, X: ينتقل، يجتمع، يستخدم → انتقل، اجتمع، استخدم
    if (base.endsWith('ي')) add(`${ALEF}${base.slice(0, -1)}${ALEF_MAKSURA}`, 0.5); // يشتري → اشترى
    if (base.endsWith('ي')) add(`${base.slice(0, -1)}${ALEF_MAKSURA}`, 0.5); // يعاني → عانى
    // A hollow verb of form X: يستفيد، يستهينون → استفاد، استهان.
    if (base.startsWith('ست') && letters.at(-2) === 'ي') {
      add(`${ALEF}${base.slice(0, -2)}${ALEF}${base.slice(-1)}`, 1);
    }
  }
  return out;
}
