// Lemmas a verb stem (clitics already cut) may come from: the perfect, 3rd person masculine
// singular that dictionaries list (كتب، قال، مشى). Undoes the subject affixes of the
// perfect and imperfect, the imperative's alif, and the changes of weak verbs: hollow
// (قلت، يقول → قال), defective (مشوا، يمشي → مشى، يدعو → دعا), assimilated (يصل → وصل),
// doubled (مددت → مد). Passives differ only in vowels, so the same rules serve them.
import type { Inflection, VerbSubject } from './analysis';
import { ALEF, ALEF_MAKSURA, letterCount } from './letters';
import type { LemmaGuess } from './nouns';

type Tense = Extract<Inflection, { kind: 'verb' }>['tense'];

const s = (person: 1 | 2 | 3, number: VerbSubject['number'], gender?: VerbSubject['gender']) =>
  gender ? { person, number, gender } : { person, number };

/** Subject suffixes of the perfect, longest first, and the subject each names. */
const PERFECT_SUFFIXES: [string, VerbSubject][] = [
  ['تما', s(2, 'dual')],
  ['تم', s(2, 'plural', 'masculine')],
  ['تن', s(2, 'plural', 'feminine')],
  ['نا', s(1, 'plural')],
  ['وا', s(3, 'plural', 'masculine')],
  ['تا', s(3, 'dual', 'feminine')],
  ['ت', s(3, 'singular', 'feminine')],
  ['ا', s(3, 'dual', 'masculine')],
  ['ن', s(3, 'plural', 'feminine')],
];

const IMPERFECT_PREFIXES: Record<string, VerbSubject> = {
  ي: s(3, 'singular', 'masculine'),
  ت: s(3, 'singular', 'feminine'),
  أ: s(1, 'singular'),
  ن: s(1, 'plural'),
};

/** Imperfect subject suffixes (ن dropped in the subjunctive and jussive: يكتبوا). */
const IMPERFECT_SUFFIXES: [string, (prefix: string) => VerbSubject][] = [
  ['ون', (p) => s(p === 'ي' ? 3 : 2, 'plural', 'masculine')],
  ['وا', (p) => s(p === 'ي' ? 3 : 2, 'plural', 'masculine')],
  ['ين', () => s(2, 'singular', 'feminine')],
  ['ان', (p) => s(p === 'ي' ? 3 : 2, 'dual')],
  ['ن', (p) => s(p === 'ي' ? 3 : 2, 'plural', 'feminine')],
  ['ي', () => s(2, 'singular', 'feminine')],
  ['ا', (p) => s(p === 'ي' ? 3 : 2, 'dual')],
];

const verb = (tense: Tense, subject?: VerbSubject): Inflection =>
  subject ? { kind: 'verb', tense, subject } : { kind: 'verb', tense };

/** Perfect lemmas a stem left by the subject affixes may be, sound reading first. */
function weakLemmas(base: string, imperfect: boolean): { form: string; weak: number }[] {
  const out = [{ form: base, weak: 0 }];
  const letters = [...base];
  const add = (form: string) => out.push({ form, weak: 1 });
  if (letters.length === 2) {
    const [first = '', second = ''] = letters;
    // An imperfect keeps a hollow verb's middle letter (يقول) but drops an assimilated
    // verb's و (يصل): the assimilated and doubled readings come first there.
    if (imperfect) add(`و${base}`); // assimilated: يصل → وصل
    if (!imperfect) add(first + second + second); // doubled, shown: مددت → مد (as مدد)
    add(first + ALEF + second); // hollow: قلت → قال، يكن → كان
    add(base + ALEF_MAKSURA); // defective: مشوا → مشى
    add(base + ALEF); // دعوا → دعا
  }
  if (letters.length === 3) {
    const [first = '', middle = '', last = ''] = letters;
    if (imperfect && (middle === 'و' || middle === 'ي')) {
      // يقول، يبيع → قال، باع: far commoner than a sound verb with و or ي in the middle.
      out.unshift({ form: first + ALEF + last, weak: 0 });
      out[1] = { form: base, weak: 0.5 };
    }
    if (last === 'ي') add(first + middle + ALEF_MAKSURA); // يمشي، رمينا → مشى، رمى
    if (last === 'و') add(first + middle + ALEF); // يدعو، دعونا → دعا
    if (middle === last && !imperfect) add(first + middle); // مددنا → مد
    if (imperfect) add(`أ${base}`); // form IV: يرسل → أرسل
  }
  if (letters.length >= 4 && imperfect) {
    add(ALEF + base); // forms VII, VIII, X: ينتقل، يجتمع، يستخدم → انتقل، اجتمع، استخدم
    if (base.endsWith('ي')) add(`${ALEF}${base.slice(0, -1)}${ALEF_MAKSURA}`); // يشتري → اشترى
  }
  return out;
}

/** Lemmas one verb stem may come from; `future` when س was cut before it. */
export function verbLemmas(stem: string, future: boolean): LemmaGuess[] {
  const out: LemmaGuess[] = [];
  const add = (form: string, inflection: Inflection, cost: number) => {
    if (letterCount(form) >= 2) out.push({ form, inflections: [inflection], cost });
  };

  const prefixSubject = IMPERFECT_PREFIXES[stem.charAt(0)];
  if (prefixSubject && letterCount(stem) >= 3) {
    const prefix = stem.charAt(0);
    const bodies: [string, VerbSubject][] = [[stem.slice(1), prefixSubject]];
    for (const [suffix, subject] of IMPERFECT_SUFFIXES) {
      if (stem.endsWith(suffix) && letterCount(stem) - letterCount(suffix) >= 3) {
        bodies.push([stem.slice(1, -suffix.length), subject(prefix)]);
      }
    }
    for (const [body, subject] of bodies) {
      for (const { form, weak } of weakLemmas(body, true)) {
        add(form, verb(future ? 'future' : 'present', subject), 1 + weak);
      }
    }
  }
  if (future) return out;

  for (const [suffix, subject] of PERFECT_SUFFIXES) {
    if (!stem.endsWith(suffix) || letterCount(stem) - letterCount(suffix) < 2) continue;
    for (const { form, weak } of weakLemmas(stem.slice(0, -suffix.length), false)) {
      add(form, verb('past', subject), 1 + weak);
    }
  }

  // Imperative: ا + stem (اكتب، اكتبوا → كتب). Not after ال: that is the article.
  if (stem.startsWith(ALEF) && !stem.startsWith('ال') && letterCount(stem) >= 4) {
    for (const suffix of ['وا', 'ي', 'ا', '']) {
      if (!stem.endsWith(suffix)) continue;
      const body = stem.slice(1, suffix === '' ? undefined : -suffix.length);
      if (letterCount(body) >= 3) add(body, verb('imperative'), 2);
    }
  }
  return out;
}
