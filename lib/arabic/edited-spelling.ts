// Much Arabic on the web is typed without the spelling a dictionary lists: the hamza left
// off its alif (اخذ، الاخر، مسالة for أخذ، الآخر، مسألة) or put on a verbal noun's wasl alif
// (إعتراف), a final ة typed ه (مدرسه), a final ي typed ى (حسابى) or ى typed ي (الكبري),
// ئ where the standard writes ؤ (مسئول), letters stretched (روووعه): the rows of
// respellings.ts; and a particle joined to the next word (يارب، لايزال). The lookup reads
// these spellings only for a word none of whose readings the lemma list confirms, and
// keeps only the readings it confirms: they cost no call on a hunch. One more: a word in ه,
// ي or ئ whose confirmed readings all undo an inflection (حمايه → حماي + ه → حمي, فوضي →
// فوّضي) is read with ة, ى or يء too, and that spelling's leading readings are asked
// first: one that only set the ending right (حماية، فوضى), or a plural's singular (أدعيه →
// دعاء).
// Read for every word, they made edited text worse (npm run accuracy: نفسه → نفسة, طلبه →
// طالب; wrong 2.9% → 3.3%).
import { type AnalyserKnowledge, analyseScored, type ScoredAnalysis } from './analyse';
import type { Inflection } from './analysis';
import { ARTICLE, startsWithArticle } from './clitics';
import { isEverydayFormFour } from './form-four-verbs';
import { JOINED_PARTICLES, type Typing } from './joined-particles';
import type { LemmaList } from './lemma-list';
import { ALEF, HAMZA_ALEF, HEH, letterCount } from './letters';
import { confirmedByList } from './ranking';
import { editedSpellings, keepsRespelledEnding, withGuessedEndingSet } from './respellings';

const SPELLING: Inflection = { kind: 'spelling' };
/** A spelling set right is one more thing undone than the readings of the word as typed. */
const SPELLING_COST = 1;
/** What an imperative reading gives up to the word's standard spellings (more than theirs). */
const IMPERATIVE_AFTER = 2;
/** An imperative's ending for a woman. */
const ADDRESSED_ENDINGS = ['ي'];

/**
 * A verb reading of a word in a bare ا that drops the ا reads it as the imperative's
 * (اكتب → كتب; hunspell lists such imperatives as verb forms, افضل → فضل). Where the word
 * with a hamza on its ا is an everyday word, that is what the web typed: أفعل without its
 * hamza (اعلن، افضل، اجل) is common, an imperative rare in running text. Such a reading then
 * does not say the word was typed as a dictionary spells it. With the feminine's ending
 * (اكتبي) the word is an imperative: أفعلي is no verb form. With the plural's (اكتبوا) it may
 * as well be a form IV perfect (أعلنوا): the dev words as the web types them read better so.
 */
const readsAlefAsImperative = (
  key: string,
  { analysis }: ScoredAnalysis,
  hamzaSpellingIsEveryday: () => boolean,
): boolean =>
  key.startsWith(ALEF) &&
  !startsWithArticle(key) &&
  !ADDRESSED_ENDINGS.some((ending) => key.endsWith(ending)) &&
  analysis.pos === 'verb' &&
  (!analysis.form.startsWith(ALEF) ||
    analysis.inflections.some(
      (inflection) => inflection.kind === 'verb' && inflection.tense === 'imperative',
    )) &&
  (!isSoundImperative(key, analysis.form) || hamzaSpellingIsEveryday());

/**
 * A sound verb's imperative keeps every letter of the verb after its ا (اكتب، اكتبوه ←
 * كتب); a weak verb's drops one (اجل ← جلا، اقل ← قال), and is more often another word typed
 * without its hamza (أجل، أقل).
 */
const isSoundImperative = (key: string, verb: string): boolean =>
  !verb.startsWith(ALEF) && key.slice(ALEF.length).startsWith(verb);

/**
 * Whether `key` (in a bare ا) written with أ, its ending set right too (اجهزه → أجهزة), reads
 * to an everyday word: a noun the list holds (an elative, أفضل; أبهة in ابهتها), a form IV
 * verb in everyday use (form-four-verbs.ts: أعلن، أحب in احبك), the أ its own (not أكتب's
 * "I"), or a plural that leads to its singular (أجهزة → جهاز، أيديك → يد). Else a sound
 * imperative (اشغل، اكتبوه) is read as typed: the list's أشغل، أكتب are rare verbs and first
 * persons, أكتب's lemma كتب all the same.
 */
function isEverydayWithHamza(key: string, list: LemmaList, knowledge: AnalyserKnowledge) {
  const withHamza = `${HAMZA_ALEF}${key.slice(ALEF.length)}`;
  return [withHamza, ...withGuessedEndingSet(withHamza)].some((spelling) =>
    analyseScored(spelling, knowledge).some(
      ({ analysis: { form, proclitics, inflections }, leads }) =>
        proclitics.length === 0 &&
        ((form.startsWith(HAMZA_ALEF) &&
          (isEverydayFormFour(form) || list.lookup(form)?.noun === true)) ||
          (leads === true && inflections.some(({ kind }) => kind === 'broken-plural'))),
    ),
  );
}

/**
 * `readings` (analyseScored's, of a word as typed), and where the list confirms none of
 * them, the readings of the spellings a dictionary may list the word under. `writesHamzas`:
 * the words around show a writer who writes the hamza on alif (hamza-writing.ts), so a
 * sound imperative's bare ا is its own (اثبت → ثبت), whatever أفعل would be.
 */
export function withEditedSpellings(
  readings: ScoredAnalysis[],
  list: LemmaList,
  knowledge: AnalyserKnowledge,
  writesHamzas = false,
): ScoredAnalysis[] {
  const key = readings[0]?.analysis.form;
  if (key === undefined) return readings;
  let everyday: boolean | undefined;
  const hamzaSpellingIsEveryday = () => {
    everyday ??= !writesHamzas && isEverydayWithHamza(key, list, knowledge);
    return everyday;
  };
  const typedAsListed = readings.filter(
    (scored) =>
      !readsAlefAsImperative(key, scored, hamzaSpellingIsEveryday) && confirmedByList(scored, list),
  );
  if (typedAsListed.length > 0) {
    if (!typedAsListed.every(undidInflection)) return readings;
    const standard = withGuessedEndingSet(key);
    // A word the list holds as typed (سعي, the noun سعي: not سعى), not only as a verb's
    // form (شئ), is taken as typed.
    if (!standard.length || holdsAsTyped(key, list)) return readings;
    const typings = standard.map((spelling) => ({ spelling }));
    const respelled = respelledReadings(key, list, knowledge, typings);
    const leading = leadingOwnSpelling(standard, respelled).filter(
      (scored) => scored.leads && !isRareVerbBesideVerbs(scored, typedAsListed, list),
    );
    return [...readings, ...leading];
  }
  // Read as أفعل typed without its hamza, the word's imperative readings go after.
  const typed = readings.map((scored) =>
    readsAlefAsImperative(key, scored, hamzaSpellingIsEveryday)
      ? { ...scored, cost: scored.cost + IMPERATIVE_AFTER }
      : scored,
  );
  const typedAsVerb = readings.some(({ analysis }) => analysis.pos === 'verb');
  const respelled = respelledReadings(key, list, knowledge, standardTypings(key, typedAsVerb));
  if (respelled.length === 0) return [...typed, ...typedNisbaFeminine(key, knowledge)];
  return [
    ...typed,
    ...(respelled.some((scored) => scored.leads)
      ? respelled
      : leadingOwnSpelling(withGuessedEndingSet(key), respelled)),
  ];
}

/**
 * A spelling set right that the list holds only as a verb, not one of the everyday form IV
 * verbs (form-four-verbs.ts), where the word as typed reads as a verb already: أدري، أمشي
 * are درى's and مشى's "I", their ي their own; أدرى، أمشى are rare form IV verbs, not what
 * the web typed. An everyday one (أنهى، أعطى: أنهي is its "I" too) still leads.
 */
const isRareVerbBesideVerbs = (
  { analysis: { form } }: ScoredAnalysis,
  typed: readonly ScoredAnalysis[],
  list: LemmaList,
): boolean => {
  const facts = list.lookup(form);
  return (
    facts !== undefined &&
    !facts.noun &&
    !facts.invariable &&
    !isEverydayFormFour(form) &&
    typed.some(({ analysis }) => analysis.pos === 'verb')
  );
};

/** The list holds `key` as a lemma of its own: a noun, an invariable word or a verb. */
const holdsAsTyped = (key: string, list: LemmaList): boolean => {
  const facts = list.lookup(key);
  return facts !== undefined && (facts.noun || facts.invariable || facts.verb);
};

/**
 * A reading that undid an inflection to reach a lemma (a guessed plural, dual or verb).
 * Where every reading of the word as typed that the list confirms did, the word is read
 * with its ending set right (the `whereGuessed` rows of respellings.ts) too, and that
 * spelling's own entry leads. ه as "his" after such a guess (حمايه → حماي + ه → حمي,
 * تجربه → جرب) or as a guessed plural's stem letter (بدايه → بديه): with ة a listed word
 * (حماية، تجربة). ي as a verb's or a plural's ending (فوضي → فوّضي, الجدوي → ال + جدي):
 * with ى a listed word (فوضى، جدوى). ئ read as a verb's (شئ, which the list holds only as
 * شاء's form): شيء. A word the list holds as typed, or as a noun before "his" or "my"
 * (كتابه، قوي، حقي), is taken as typed: "my" was measured and dropped (docs/decisions.md).
 */
const undidInflection = ({ analysis }: ScoredAnalysis): boolean => analysis.inflections.length > 0;

/**
 * `respelled` with the readings that only set a guessed ending right (`standard`: the word
 * so set right; المدرسه → ال + مدرسة, المدي → ال + مدى, nothing else undone) leading: asked
 * before the word as typed, they save a call.
 */
function leadingOwnSpelling(standard: string[], respelled: ScoredAnalysis[]): ScoredAnalysis[] {
  return respelled.map((scored) => {
    const { proclitics, form, inflections } = scored.analysis;
    const onlySpelling = inflections.length === 1 && inflections[0]?.kind === 'spelling';
    const only = onlySpelling && standard.includes(`${proclitics.join('')}${form}`);
    return only ? { ...scored, leads: true } : scored;
  });
}

/**
 * Readings of the spellings a dictionary may list `key` under, kept where the list knows
 * their lemma, each naming the spelling it set right; a reading that leads for the
 * spelling (الأصوات → صوت) leads for the word as typed. A particle typed joined to the next
 * word (يارب، لايزال) is read as the particle + that word, spaced as the standard writes it.
 */
function respelledReadings(
  key: string,
  list: LemmaList,
  knowledge: AnalyserKnowledge,
  typings: Typing[],
): ScoredAnalysis[] {
  const out: ScoredAnalysis[] = [];
  for (const { spelling, cut } of typings) {
    for (const reading of analyseScored(spelling, knowledge)) {
      const { analysis } = reading;
      if (!confirmedByList(reading, list)) continue;
      if (analysis.proclitics.includes(ARTICLE) && madeArticle(key, spelling)) continue;
      if (
        !keepsRespelledEnding(key, spelling, analysis.form) &&
        !listsStem(spelling, analysis, list)
      )
        continue;
      // يا calls a noun: ياخذك is يأخذك, not يا + خذ + ك.
      const cutCost = cut ? cut.costOf(reading, list) : 0;
      if (cutCost === undefined) continue;
      const proclitics = [...(cut ? [cut.particle] : []), ...analysis.proclitics];
      const inflections = [SPELLING, ...analysis.inflections];
      out.push({
        ...reading,
        analysis: { ...analysis, proclitics, inflections },
        cost: reading.cost + SPELLING_COST + cutCost,
      });
    }
  }
  return out;
}

/**
 * Whether `spelling` took the hamza off an alif before ل that `key` wrote with one: a
 * hamza set right never makes the article (ألبوم is no ال + بوم; إلتزام is التزام).
 */
function madeArticle(key: string, spelling: string): boolean {
  const typed = [...key];
  const standard = [...spelling];
  return typed.some(
    (letter, at) => letter !== ALEF && standard[at] === ALEF && typed[at + 1] === ARTICLE.charAt(1),
  );
}

/**
 * A nisba's feminine typed with ه (الشماليه، فرنسيه → الشمالية، فرنسية → شمالي، فرنسي), where
 * no standard spelling reads to a listed word: the list lacks many nisbas, and the word as
 * typed reads to nothing else (after the article ه is no pronoun; "his" after a noun in ي,
 * قاضيه، has the same lemma), so the reading is asked first though the list does not know it.
 */
function typedNisbaFeminine(key: string, knowledge: AnalyserKnowledge): ScoredAnalysis[] {
  if (!key.endsWith(`ي${HEH}`)) return [];
  // The ه row's ة: the one ending set right for a word in ه.
  return withGuessedEndingSet(key)
    .flatMap((spelling) => analyseScored(spelling, knowledge))
    .filter(({ analysis }) => {
      const [only, ...more] = analysis.inflections;
      return (
        analysis.enclitics.length === 0 &&
        more.length === 0 &&
        only?.kind === 'feminine' &&
        analysis.form.endsWith('ي') &&
        letterCount(analysis.form) >= 4
      );
    })
    .map((reading) => ({
      ...reading,
      analysis: { ...reading.analysis, inflections: [SPELLING, ...reading.analysis.inflections] },
      cost: reading.cost + SPELLING_COST,
      leads: true,
    }));
}

/**
 * Whether the list holds `spelling`'s stem (its reading's proclitics cut) as a noun: a
 * reading may undo an ending a respelling set right where the list holds the word so
 * written (الاولي → الأولى → أول), not on a guess (الجيري → الجيرى → أجير).
 */
function listsStem(spelling: string, { proclitics }: ScoredAnalysis['analysis'], list: LemmaList) {
  const cut = proclitics.join('');
  return spelling.startsWith(cut) && list.lookup(spelling.slice(cut.length))?.noun === true;
}

/**
 * The word's standard spellings, and those of the word after a joined particle (يا، لا);
 * `typedAsVerb`: a reading of the word as typed is a verb's form (respellings.ts).
 */
function standardTypings(key: string, typedAsVerb: boolean): Typing[] {
  const out: Typing[] = editedSpellings(key, typedAsVerb).map((spelling) => ({ spelling }));
  for (const cut of JOINED_PARTICLES) {
    if (!key.startsWith(cut.particle) || letterCount(key) <= cut.particle.length + 1) continue;
    const rest = key.slice(cut.particle.length);
    for (const spelling of [rest, ...editedSpellings(rest, typedAsVerb)])
      out.push({ spelling, cut });
  }
  return out;
}
