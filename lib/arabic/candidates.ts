// Clitic-stripped forms to try after the word as written found nothing (arabic-text.md,
// "Clitics"). Each candidate costs one call of the key's lifetime budget, so the list is
// short and ordered by how likely the form is to be a lemma; the lexicon decides.
//
// Ordering policy, first key first:
// 1. Forms cut after an interrogative أ (أفتؤمنون → تؤمنون) go last: the particle is rare,
//    while the أفعال plurals (أوقات، أفكار) would yield false words (قات، كار). For the same
//    reason it is only tried on words of 6+ letters.
// 2. Then a form that still holds a strippable definite article (الكتاب or بالكتاب, cut from
//    وبالكتاب) goes after the forms without it: lemmas are stored without ال, so كتاب comes
//    before الكتاب. An article the length guard keeps (الله from والله) is not demoted.
// 3. Forms of one or two letters go after longer ones: most lemmas have three root letters,
//    and a two-letter stem is more often a wrong cut (عيني → عين before عي).
// 4. Least to most stripping: fewer clitics removed first; ل + ال (لل) counts as two.
//    A pronoun or an accusative alif cut from a word that also reads as proclitic + ال
//    counts one more: a noun never carries both, and the article is the commoner reading
//    (والله → الله before والل; والده → الده, then والد).
// 5. At equal stripping, fewer proclitics first: a word's first letters (ب ك ل و ف) are root
//    letters more often than its last ones are a pronoun (كتابه → كتاب before تابه).
// 6. A pronoun suffix before an accusative alif (مدرستنا → مدرسة before مدرستن), and a
//    longer suffix before a shorter one (علمني → علم before علمن).
// 7. Within one cut, the likelier spelling first. …ت + pronoun may stand for …ة: the ة
//    spelling first when the stem has 4+ letters and is not a plural in ات (مدرستنا → مدرسة,
//    مدرست), the ت spelling first otherwise (بيتي → بيت, بية; حياتي → حيات, حياة).
import { isArabicLetterFast } from './detect';
import { strictKey } from './normalise';

const ALEF = '\u0627';
const ARTICLE = '\u0627\u0644'; // ال
const WASLA_ARTICLE = '\u0671\u0644'; // ٱل, the article in Quranic spelling
const LAM_LAM = '\u0644\u0644'; // لل = ل + ال
const INTERROGATIVE = '\u0623'; // أ
const CONJUNCTIONS = ['\u0648', '\u0641']; // و ف
const PREPOSITIONS = ['\u0628', '\u0643', '\u0644']; // ب ك ل
const FUTURE = '\u0633'; // س
const IMPERFECT_PREFIXES = ['\u064A', '\u062A', '\u0623', '\u0646']; // ي ت أ ن
const TEH = '\u062A';
const TEH_MARBUTA = '\u0629';
const ALEF_MAKSURA = '\u0649';
const YEH = '\u064A';
const YEH_HAMZA = '\u0626'; // ئ
const HAMZA = '\u0621'; // ء
// كما هما ني نا كم كن ها هم هن ي ك ه: longest first (policy point 6).
const PRONOUN_SUFFIXES = [
  '\u0643\u0645\u0627',
  '\u0647\u0645\u0627',
  '\u0646\u064A',
  '\u0646\u0627',
  '\u0643\u0645',
  '\u0643\u0646',
  '\u0647\u0627',
  '\u0647\u0645',
  '\u0647\u0646',
  '\u064A',
  '\u0643',
  '\u0647',
];

// Length guards (Lucene, ISRI, Snowball), counted in letters of the form being cut.
const MIN_WORD_FOR_ONE_LETTER_PROCLITIC = 4; // و ف ب ك ل س: words of 4+ letters
const MIN_WORD_FOR_ARTICLE = 5; // ال / لل: words of more than 4 letters
const MIN_WORD_FOR_INTERROGATIVE = 6; // أ + و/ف: longer than the أفعال plurals
const MIN_STEM = 2; // after a suffix or an accusative alif
const SHORT_FORM = 3;
const LONG_STEM_FOR_TEH_MARBUTA = 4;

interface Reading {
  rest: string;
  cost: number;
  proclitics: number;
  verb: boolean;
  asked: boolean;
}

interface Form {
  form: string;
  cost: number;
  proclitics: number;
  /** 0 proclitics only, 1 pronoun suffix (by suffix rank), 2 + … accusative alif. */
  kind: number;
  alternative: number;
  asked: boolean;
}

interface Ranked extends Form {
  article: boolean;
  order: number;
}

const letterCount = (text: string): number => [...text].length;

/** The ways to read the start of `word` as proclitics, the bare word included. */
function prefixReadings(word: string): Reading[] {
  const bare = { verb: false, asked: false };
  const readings: Reading[] = [{ ...bare, rest: word, cost: 0, proclitics: 0 }];
  const letters = letterCount(word);
  for (const conjunction of CONJUNCTIONS) {
    if (word.startsWith(conjunction) && letters >= MIN_WORD_FOR_ONE_LETTER_PROCLITIC) {
      readings.push({ ...bare, rest: word.slice(1), cost: 1, proclitics: 1 });
    }
    if (word.startsWith(INTERROGATIVE + conjunction) && letters >= MIN_WORD_FOR_INTERROGATIVE) {
      readings.push({ ...bare, rest: word.slice(2), cost: 2, proclitics: 2, asked: true });
    }
  }
  for (const reading of [...readings]) {
    const { rest } = reading;
    // لل is ل + ال, cut with the article, never as a lone ل.
    if (letterCount(rest) < MIN_WORD_FOR_ONE_LETTER_PROCLITIC || rest.startsWith(LAM_LAM)) {
      continue;
    }
    const more = { ...reading, rest: rest.slice(1), cost: reading.cost + 1 };
    more.proclitics += 1;
    // ل also marks a verb (ليكتب): the preposition reading covers both.
    if (PREPOSITIONS.includes(rest.charAt(0))) readings.push(more);
    else if (rest.startsWith(FUTURE) && IMPERFECT_PREFIXES.includes(rest.charAt(1))) {
      readings.push({ ...more, verb: true });
    }
  }
  return readings;
}

function startsWithArticle(rest: string): boolean {
  return rest.startsWith(ARTICLE) || rest.startsWith(WASLA_ARTICLE);
}

/** True when `rest` starts with an article (ال، ٱل or لل) long enough to be cut. */
function cuttableArticle(rest: string): boolean {
  return (
    (startsWithArticle(rest) || rest.startsWith(LAM_LAM)) &&
    letterCount(rest) >= MIN_WORD_FOR_ARTICLE
  );
}

/** True when `rest` also reads as proclitics + article (والله، بالكتاب، وللكتاب). */
function readsDefinite(rest: string): boolean {
  return prefixReadings(rest).some(
    (reading) =>
      reading.cost > 0 && (startsWithArticle(reading.rest) || reading.rest.startsWith(LAM_LAM)),
  );
}

/** True when `form`, read with its proclitics, still holds a cuttable article (policy 2). */
function holdsArticle(form: string): boolean {
  return prefixReadings(form).some((reading) => cuttableArticle(reading.rest));
}

/** Spellings of a stem left by a pronoun suffix, likelier first (policy point 7). */
function stemSpellings(stem: string): string[] {
  const head = stem.slice(0, -1);
  if (stem.endsWith(TEH)) {
    const long = letterCount(stem) >= LONG_STEM_FOR_TEH_MARBUTA && !stem.endsWith(ALEF + TEH);
    return long ? [head + TEH_MARBUTA, stem] : [stem, head + TEH_MARBUTA];
  }
  // ى is written ا before a suffix: معناه ← معنى, مستواه ← مستوى.
  if (stem.endsWith(ALEF) && letterCount(stem) >= SHORT_FORM) return [stem, head + ALEF_MAKSURA];
  return [stem];
}

/** Spellings of a stem left by an accusative alif. */
function accusativeSpellings(stem: string): string[] {
  if (!stem.endsWith(YEH_HAMZA)) return [stem];
  // The hamza sits on ي only because the alif follows: شيئًا ← شيء. After other letters
  // the seat may be its own (قارئًا ← قارئ) or not (عبئًا ← عبء): try both.
  const onLine = stem.slice(0, -1) + HAMZA;
  return stem.slice(-2, -1) === YEH ? [onLine] : [stem, onLine];
}

/** The forms one reading gives. A definite noun never carries a pronoun or tanween. */
function readingForms(reading: Reading): Form[] {
  const { rest, cost, proclitics, verb, asked } = reading;
  const same = { kind: 0, alternative: 0, asked };
  const own: Form = { ...same, form: rest, cost, proclitics };
  if (rest.startsWith(LAM_LAM) || (startsWithArticle(rest) && !verb)) {
    if (!cuttableArticle(rest)) return [own];
    if (rest.startsWith(LAM_LAM)) {
      const stem = rest.slice(2);
      return [
        own,
        { ...same, form: stem, cost: cost + 2, proclitics: proclitics + 2 },
        { ...same, form: ARTICLE + stem, cost: cost + 1, proclitics: proclitics + 1 },
      ];
    }
    return [own, { ...same, form: rest.slice(2), cost: cost + 1, proclitics: proclitics + 1 }];
  }
  const forms = [own];
  const letters = letterCount(rest);
  const cut = cost + (readsDefinite(rest) ? 2 : 1);
  PRONOUN_SUFFIXES.forEach((suffix, rank) => {
    if (!rest.endsWith(suffix) || letters - letterCount(suffix) < MIN_STEM) return;
    stemSpellings(rest.slice(0, -suffix.length)).forEach((form, alternative) => {
      forms.push({ form, cost: cut, proclitics, kind: 1 + rank / 100, alternative, asked });
    });
  });
  // Accusative tanween is written with an alif (كتابًا → كتابا); verbs take none.
  if (!verb && rest.endsWith(ALEF) && letters - 1 >= MIN_STEM) {
    accusativeSpellings(rest.slice(0, -1)).forEach((form, alternative) => {
      forms.push({ form, cost: cut, proclitics, kind: 2, alternative, asked });
    });
  }
  return forms;
}

function compare(a: Ranked, b: Ranked): number {
  const short = (r: Ranked): number => (letterCount(r.form) < SHORT_FORM ? 1 : 0);
  return (
    Number(a.asked) - Number(b.asked) ||
    Number(a.article) - Number(b.article) ||
    short(a) - short(b) ||
    a.cost - b.cost ||
    a.proclitics - b.proclitics ||
    a.kind - b.kind ||
    a.alternative - b.alternative ||
    a.order - b.order
  );
}

/**
 * Forms to try, best first, after `word` as written has no entry: its strict key with
 * proclitics (interrogative أ، و/ف، ب/ك/ل، ال، لل، س) and enclitics (pronoun suffixes, the
 * accusative alif) cut under the length guards. Holds no empty string, no duplicate, not
 * the word's own strict key, at most `max` forms (default 3). Empty when nothing can be cut
 * (كتب، وصل: the guards keep three-letter words whole) or when `word` is not one Arabic
 * word (a phrase, digits, Latin).
 */
export function cliticCandidates(word: string, options: { max?: number } = {}): string[] {
  const max = Math.floor(options.max ?? 3);
  const key = strictKey(word);
  if (!(max >= 1) || key === '' || ![...key].every(isArabicLetterFast)) return [];
  const ranked: Ranked[] = [];
  for (const reading of prefixReadings(key)) {
    for (const form of readingForms(reading)) {
      if (form.form === key || form.form === '') continue;
      ranked.push({ ...form, article: holdsArticle(form.form), order: ranked.length });
    }
  }
  const out: string[] = [];
  for (const { form } of ranked.sort(compare)) {
    if (out.length >= max) break;
    if (!out.includes(form)) out.push(form);
  }
  return out;
}
