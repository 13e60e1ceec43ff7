// Much Arabic on the web is typed without the spelling a dictionary lists: the hamza left
// off its alif (اخذ، الاخر، مسالة for أخذ، الآخر، مسألة) or put on a verbal noun's wasl alif
// (إعتراف), a final ة typed ه (مدرسه), a final ي typed ى (حسابى), ئ where the standard
// writes ؤ (مسئول), letters stretched (روووعه), and the vocative joined to the noun it calls
// (يارب). The lookup reads these spellings only for a word none of whose readings the lemma
// list confirms, and keeps only the readings it confirms: they cost no call on a hunch. One
// more: a word in ه whose confirmed readings all undo an inflection (حمايه → حماي + ه →
// حمي) is read with ة too, and that spelling's leading readings are asked first: one that
// only set the ة right (حماية), or a plural's singular (أدعيه → أدعية → دعاء).
// Read for every word, they made edited text worse (npm run accuracy: نفسه → نفسة, طلبه →
// طالب; wrong 2.9% → 3.3%).
import { type AnalyserKnowledge, analyseScored, type ScoredAnalysis } from './analyse';
import type { Inflection } from './analysis';
import { cliticSplits, startsWithArticle } from './clitics';
import type { LemmaList } from './lemma-list';
import { ALEF, ALEF_MAKSURA, letterCount, TEH_MARBUTA } from './letters';
import { confirmedByList } from './ranking';

const HAMZA_SEATS_OF_ALEF = ['أ', 'إ', 'آ'];
/** Alifs looked at, first to last: words have few, and each costs three more readings. */
const MAX_ALEFS = 3;
/**
 * After the إ: انفعال (نC C ا C), افتعال (C ت C ا C, or ط after an emphatic), استفعال
 * (ست C C ا C), each perhaps followed by an ending (الإمتيازات، الإجتماعية).
 */
const WASL_MASDAR_SHAPES = [/^ن..ا./u, /^.[تط].ا./u, /^ست..ا./u];
/** The vocative particle, which web typing often joins to the word it calls. */
const VOCATIVE = 'يا';

const SPELLING: Inflection = { kind: 'spelling' };
/** A spelling set right is one more thing undone than the readings of the word as typed. */
const SPELLING_COST = 1;
/** A vocative cut is one more thing undone (ياكلون is يأكلون sooner than يا + كلون). */
const VOCATIVE_COST = 0.5;
/** What an imperative reading gives up to the word's standard spellings (more than theirs). */
const IMPERATIVE_AFTER = 2;
/** An imperative's ending for a woman. */
const ADDRESSED_ENDINGS = ['ي'];

/** One letter of `word` (an array of its letters) replaced. */
const replaced = (letters: readonly string[], index: number, letter: string): string =>
  [...letters.slice(0, index), letter, ...letters.slice(index + 1)].join('');

/**
 * The word with its last letter as a dictionary spells it: ه → ة, ى → ي. Not ي → ى: a final
 * ي is mostly a nisba's, many of which the list lacks, and as ى the word reads as another
 * (السلمي → سلمى، الرقمي → الرقمى, the feminine of أرقم).
 */
function endings(word: string): string[] {
  const tehMarbuta = withTehMarbuta(word);
  if (tehMarbuta) return [word, tehMarbuta];
  if (word.endsWith(ALEF_MAKSURA)) return [word, `${word.slice(0, -1)}ي`];
  return [word];
}

/** The word with its final ه written ة (مدرسه → مدرسة); undefined if it ends otherwise. */
function withTehMarbuta(word: string): string | undefined {
  return word.endsWith('ه') ? `${word.slice(0, -1)}${TEH_MARBUTA}` : undefined;
}

/**
 * The word with one alif's hamza put back (سال → سأل، الاخر → الآخر), but for the article's
 * alif, where clitics.ts would cut the article (from no word under four letters), so الى and
 * الف are إلى and ألف. A hamza typed on a wasl alif (إستفتاء) is left: loanwords write it
 * so (إسترليني).
 */
function alefs(word: string): string[] {
  const letters = [...word];
  const out: string[] = [];
  let alefs = 0;
  letters.forEach((letter, index) => {
    if (letter !== ALEF || index === letters.length - 1) return;
    if (index === 0 && startsWithArticle(word)) return;
    if (++alefs > MAX_ALEFS) return;
    for (const seat of HAMZA_SEATS_OF_ALEF) out.push(replaced(letters, index, seat));
  });
  return out;
}

/**
 * Spellings a dictionary may list `word` (a strict key) under, the word itself not among
 * them: the word and it unstretched, each with its ending and at most one alif set right,
 * or its wasl alif's hamza taken off; and ئو written ؤو.
 */
export function editedSpellings(word: string): string[] {
  const out = new Set<string>();
  for (const base of new Set([word, unstretched(word)])) {
    for (const ended of endings(base)) {
      out.add(ended);
      for (const form of alefs(ended)) out.add(form);
    }
    const wasl = withoutWaslHamza(base);
    if (wasl) out.add(wasl);
  }
  if (word.includes('ئو')) out.add(word.replaceAll('ئو', 'ؤو'));
  out.delete(word);
  return [...out];
}

/**
 * The word with a letter typed three times or more, or an alif twice, written once: web
 * typing stretches words so (روووعه، صبااح); the standard writes no letter three times.
 */
function unstretched(word: string): string {
  return word.replace(/(.)\1{2,}/gu, '$1').replace(/اا+/gu, ALEF);
}

/**
 * The word with a hamza taken off the wasl alif of a verbal noun of forms VII, VIII or X
 * (إعتراف، الإمتياز، إستقبال → اعتراف، الامتياز، استقبال), which web typing often gives one;
 * only where the letters after it have that noun's shape, since loanwords keep theirs
 * (إسترليني، إنترنت).
 */
function withoutWaslHamza(word: string): string | undefined {
  const at = word.indexOf('إ');
  if (at < 0) return undefined;
  const rest = word.slice(at + 1);
  if (!WASL_MASDAR_SHAPES.some((shape) => shape.test(rest))) return undefined;
  // Before the alif only proclitics, as clitics.ts cuts them (وال، بال، لل…), or nothing.
  const noun = word.slice(at);
  if (!cliticSplits(word).some(({ stem, enclitics }) => stem === noun && enclitics.length === 0))
    return undefined;
  return `${word.slice(0, at)}${ALEF}${rest}`;
}

/**
 * A verb reading of a word in a bare ا that drops the ا reads it as the imperative's
 * (اكتب → كتب; hunspell lists such imperatives as verb forms, افضل → فضل): rare in running
 * text, while أفعل typed without its hamza (اعلن، افضل) is common. Such a reading alone does
 * not say the word was typed as a dictionary spells it. With the feminine's ending (اكتبي)
 * the word is an imperative: أفعلي is no verb form. With the plural's (اكتبوا) it may as well
 * be a form IV perfect (أعلنوا): the dev words as the web types them read better so.
 */
const readsAlefAsImperative = (key: string, { analysis }: ScoredAnalysis): boolean =>
  key.startsWith(ALEF) &&
  !startsWithArticle(key) &&
  !ADDRESSED_ENDINGS.some((ending) => key.endsWith(ending)) &&
  analysis.pos === 'verb' &&
  (!analysis.form.startsWith(ALEF) ||
    analysis.inflections.some(
      (inflection) => inflection.kind === 'verb' && inflection.tense === 'imperative',
    ));

/**
 * `readings` (analyseScored's, of a word as typed), and where the list confirms none of
 * them, the readings of the spellings a dictionary may list the word under.
 */
export function withEditedSpellings(
  readings: ScoredAnalysis[],
  list: LemmaList,
  knowledge: AnalyserKnowledge,
): ScoredAnalysis[] {
  const key = readings[0]?.analysis.form;
  if (key === undefined) return readings;
  const typedAsListed = readings.filter(
    (scored) => !readsAlefAsImperative(key, scored) && confirmedByList(scored, list),
  );
  if (typedAsListed.length > 0) {
    const tehMarbuta = withTehMarbuta(key);
    if (!tehMarbuta || !typedAsListed.every(guessedBeforeHeh)) return readings;
    const typings = [{ spelling: tehMarbuta, cut: [] }];
    const respelled = respelledReadings(key, list, knowledge, typings);
    return [...readings, ...leadingTehMarbuta(key, respelled).filter((scored) => scored.leads)];
  }
  // Read as أفعل typed without its hamza, the word's imperative readings go after.
  const typed = readings.map((scored) =>
    readsAlefAsImperative(key, scored)
      ? { ...scored, cost: scored.cost + IMPERATIVE_AFTER }
      : scored,
  );
  const respelled = respelledReadings(key, list, knowledge);
  return [
    ...typed,
    ...(respelled.some((scored) => scored.leads) ? respelled : leadingTehMarbuta(key, respelled)),
  ];
}

/**
 * A reading of a word typed with a final ه that undoes an inflection to reach a lemma: it
 * takes the ه for "his" after a guessed plural, dual or verb (حمايه → حماي + ه → حمي,
 * اتفاقيه → اتفاقي + ه, تجربه → جرب), or for a stem letter of a guessed plural (بدايه →
 * بديه). Where the word with ة is a listed word, the web's ة typed ه is likelier
 * (حماية، اتفاقية، تجربة; npm run accuracy, the dev words as the web types them); a noun
 * the list knows before "his" (كتابه، طلبه) is taken as typed.
 */
function guessedBeforeHeh({ analysis }: ScoredAnalysis): boolean {
  return analysis.inflections.length > 0;
}

/**
 * `respelled` with the readings that only set the web's final ه right (المدرسه → ال +
 * مدرسة, nothing else undone) leading: asked before the word as typed, they save a call.
 */
function leadingTehMarbuta(key: string, respelled: ScoredAnalysis[]): ScoredAnalysis[] {
  const tehMarbuta = withTehMarbuta(key);
  if (!tehMarbuta) return respelled;
  return respelled.map((scored) => {
    const { proclitics, form, inflections } = scored.analysis;
    const onlySpelling = inflections.length === 1 && inflections[0]?.kind === 'spelling';
    const only = onlySpelling && `${proclitics.join('')}${form}` === tehMarbuta;
    return only ? { ...scored, leads: true } : scored;
  });
}

/**
 * Readings of the spellings a dictionary may list `key` under, kept where the list knows
 * their lemma, each naming the spelling it set right; a reading that leads for the
 * spelling (الأصوات → صوت) leads for the word as typed. A vocative typed joined to the word
 * it calls (يارب، ياحبيبتى) is read as يا + that word, spaced as the standard writes it.
 */
function respelledReadings(
  key: string,
  list: LemmaList,
  knowledge: AnalyserKnowledge,
  typings = standardTypings(key),
): ScoredAnalysis[] {
  const out: ScoredAnalysis[] = [];
  for (const { spelling, cut } of typings) {
    for (const reading of analyseScored(spelling, knowledge)) {
      const { analysis } = reading;
      if (!confirmedByList(reading, list)) continue;
      // يا calls a noun: ياخذك is يأخذك, not يا + خذ + ك.
      if (cut.length > 0 && !isNounReading(reading, list)) continue;
      const proclitics = [...cut, ...analysis.proclitics];
      const inflections = [SPELLING, ...analysis.inflections];
      out.push({
        ...reading,
        analysis: { ...analysis, proclitics, inflections },
        cost: reading.cost + SPELLING_COST + (cut.length > 0 ? VOCATIVE_COST : 0),
      });
    }
  }
  return out;
}

/** The word's standard spellings, and those of the word after a joined vocative (يا cut). */
function standardTypings(key: string): { spelling: string; cut: string[] }[] {
  const out = editedSpellings(key).map((spelling) => ({ spelling, cut: [] as string[] }));
  if (!key.startsWith(VOCATIVE) || letterCount(key) <= 3) return out;
  const called = key.slice(VOCATIVE.length);
  for (const spelling of [called, ...editedSpellings(called)])
    out.push({ spelling, cut: [VOCATIVE] });
  return out;
}

/** A noun's reading: one that assumes a noun, or undoes only clitics of a noun the list knows. */
const isNounReading = ({ analysis }: ScoredAnalysis, list: LemmaList): boolean =>
  analysis.pos === 'noun' ||
  analysis.pos === 'adjective' ||
  (analysis.pos === undefined && list.lookup(analysis.form)?.noun === true);
