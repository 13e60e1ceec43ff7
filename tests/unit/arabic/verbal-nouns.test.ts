// A ت-verb's verbal noun (تشرّد، تماثل) takes no sound masculine plural: ت + a verb + ون/ين
// is the imperfect (تشردون, "you stray"), generated here from the Camel Morph lexicon's
// form V, VI and quadriliteral ت-verbs whose verbal noun the lemma list knows.
import { describe, expect, it } from 'vitest';
import type { LemmaGuess } from '../../../lib/arabic/noun-rows';
import { isVerbalNounInDual, isVerbalNounInSoundPlural } from '../../../lib/arabic/verbal-nouns';
import { rankedCandidates } from '../../../lib/lookup/lemma-knowledge';
import { lexiconDir } from '../../../scripts/verbs/camel';
import { readStems } from '../../../scripts/verbs/conjugate';
import { diskLemmaList } from '../../support/lemma-source';

const list = await diskLemmaList();
/** The reading a lookup probes first after the word itself. */
const first = (word: string) => rankedCandidates(word, list, new Set())[1];

const T_VERB_PATTERNS = new Set(['ta1a2~3', 'ta1A2a3', 'ta1a2o3a4']);
/** The lexicon's ت-verbs whose verbal noun (written as the verb) the list knows, in file order. */
const tVerbsWithNouns = [
  ...new Set(
    readStems(lexiconDir())
      .filter((stem) => stem.aspect === 'p' && stem.voice === 'a')
      .filter((stem) => T_VERB_PATTERNS.has(stem.pattern))
      .map((stem) => stem.headword),
  ),
].filter((headword) => list.lookup(headword)?.noun);

/**
 * Of `words` (a verbal noun + an ending), those a verb the list knows may read, and those
 * of them whose first reading is still the noun with the ending undone.
 */
function nounFirst(words: string[]) {
  const withVerb = words.filter((word) =>
    rankedCandidates(word, list, new Set()).some(
      (reading) => reading.pos === 'verb' && list.lookup(reading.form)?.verb,
    ),
  );
  const stillNoun = withVerb.filter((word) => {
    const reading = first(word);
    return reading?.pos === 'noun' && reading.form === word.slice(0, -2);
  });
  return { withVerb, nounFirst: stillNoun };
}

describe('a ت-verb’s verbal noun takes no ون/ين', () => {
  it('finds enough such nouns to judge the rule', () => {
    expect(tVerbsWithNouns.length).toBeGreaterThan(300);
  });

  it('never reads ون or ين on them as the noun’s plural before a verb the list knows', () => {
    const words = tVerbsWithNouns.flatMap((noun) => [`${noun}ون`, `${noun}ين`]);
    const { withVerb, nounFirst: pluralFirst } = nounFirst(words);
    expect(withVerb.length).toBeGreaterThan(200);
    expect(pluralFirst).toEqual([]);
  });

  it('reads them as the imperfect of the verb after ت (تشردون → شرد, تحدثون → حدث)', () => {
    expect(first('تشردون')).toMatchObject({ form: 'شرد', pos: 'verb' });
    expect(first('تحدثون')).toMatchObject({ form: 'حدث', pos: 'verb' });
    // The lexicon lacks تطرّب: the noun's shape alone makes it a verbal noun.
    expect(first('تطربين')).toMatchObject({ form: 'طرب', pos: 'verb' });
  });

  it('keeps the plural of a noun whose ت is a root letter (تابعون → تابع, form III)', () => {
    expect(first('تابعون')).toMatchObject({
      form: 'تابع',
      inflections: [{ kind: 'sound-plural' }],
    });
  });

  it('keeps the construct ي before a pronoun, which the dual shares (تدخليهم)', () => {
    expect(first('تدخليهم')).toMatchObject({ form: 'تدخل', enclitics: ['هم'] });
  });

  it('judges only the sound masculine plural of such a noun, alone', () => {
    const plural: LemmaGuess = { form: 'تشرد', inflections: [{ kind: 'sound-plural' }], cost: 1 };
    const judged = (stem: string, guess = plural, hasEnclitic = false) =>
      isVerbalNounInSoundPlural(stem, guess, hasEnclitic, list.verbs);
    expect(judged('تشردون')).toBe(true);
    expect(judged('تشردين')).toBe(true);
    // By its shape alone where the lexicon lacks the verb (تطرّب).
    expect(judged('تطربين', { ...plural, form: 'تطرب' })).toBe(true);
    expect(judged('تشردات')).toBe(false);
    expect(judged('تشردي', plural, true)).toBe(false);
    expect(judged('تابعون', { ...plural, form: 'تابع' })).toBe(false);
    expect(judged('تركيون', { ...plural, form: 'تركي' })).toBe(false);
    expect(judged('تشردين', { ...plural, inflections: [{ kind: 'dual' }] })).toBe(false);
  });
});

describe('a ت-verb’s verbal noun is rarely a dual', () => {
  it('never reads ان on them as the noun’s dual before another verb’s imperfect dual', () => {
    const { withVerb, nounFirst: dualFirst } = nounFirst(
      tVerbsWithNouns.map((noun) => `${noun}ان`),
    );
    expect(withVerb.length).toBeGreaterThan(100);
    expect(dualFirst).toEqual([]);
  });

  it('reads them as the imperfect’s dual (تماثلان → ماثل, تحدثان → حدث)', () => {
    expect(first('تماثلان')).toMatchObject({ form: 'ماثل', pos: 'verb' });
    expect(first('تحدثان')).toMatchObject({ form: 'حدث', pos: 'verb' });
  });

  it('keeps the dual of a noun the index holds as no ت-verb (تقريران → تقرير)', () => {
    expect(first('تقريران')).toMatchObject({ form: 'تقرير', inflections: [{ kind: 'dual' }] });
  });

  it('reads ت + a form I verb + ان as its imperfect’s dual where the list knows only the noun تفعّل', () => {
    // Form I verbs of three letters whose form V verbal noun the list holds as a noun only
    // (تنشّب، تكنّف): the index lacks the form V verb, so only the shape tells.
    const formOne = new Set(
      readStems(lexiconDir())
        .filter((stem) => stem.aspect === 'p' && stem.voice === 'a')
        .filter((stem) => /^1a2[aiu]3$/.test(stem.pattern) && [...stem.headword].length === 3)
        .map((stem) => stem.headword),
    );
    const words = [...formOne]
      .filter((verb) => list.lookup(`ت${verb}`)?.noun && !list.lookup(`ت${verb}`)?.verb)
      .map((verb) => `ت${verb}ان`);
    const { withVerb, nounFirst: dualFirst } = nounFirst(words);
    expect(withVerb.length).toBeGreaterThan(50);
    expect(dualFirst).toEqual([]);
  });

  it('keeps the dual of such a noun where no verb reads the word (توأمان، تياران)', () => {
    expect(first('توأمان')).toMatchObject({ form: 'توأم', inflections: [{ kind: 'dual' }] });
    expect(first('تياران')).toMatchObject({ form: 'تيار', inflections: [{ kind: 'dual' }] });
  });

  it('judges only the dual of a ت-verb the index holds, alone', () => {
    const dual: LemmaGuess = { form: 'تماثل', inflections: [{ kind: 'dual' }], cost: 1 };
    const judged = (stem: string, guess = dual, hasEnclitic = false) =>
      isVerbalNounInDual(stem, guess, hasEnclitic, list.verbs);
    expect(judged('تماثلان')).toBe(true);
    expect(judged('تماثلين')).toBe(true);
    expect(judged('تماثلا', dual, true)).toBe(false);
    // By form V's shape alone (ت and three letters) where the lexicon lacks تطرّب; not a
    // longer shape, which is as often a thing's name (تقرير).
    expect(judged('تطربان', { ...dual, form: 'تطرب' })).toBe(true);
    expect(judged('تقريران', { ...dual, form: 'تقرير' })).toBe(false);
    expect(judged('تماثلان', { ...dual, inflections: [{ kind: 'sound-plural' }] })).toBe(false);
  });
});
