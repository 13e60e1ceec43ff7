import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CandidateAnalysis } from '../../../lib/arabic/analysis';
import { CONTEXT_RULES, preferredInContext } from '../../../lib/arabic/context';
import { isEverydayFormFour } from '../../../lib/arabic/form-four-verbs';
import { writesHamzas } from '../../../lib/arabic/hamza-writing';
import type { LemmaList } from '../../../lib/arabic/lemma-list';
import { neighboursIn } from '../../../lib/arabic/neighbours';
import { typesHehForTehMarbuta } from '../../../lib/arabic/teh-marbuta-writing';
import { writerHabitsIn } from '../../../lib/arabic/writer-habits';
import { rankedCandidates, readingInContext } from '../../../lib/lookup/lemma-knowledge';
import { contextAt, readSentences, type Sentence } from '../../../scripts/accuracy/sentences';
import { asTypedOnTheWeb } from '../../../scripts/accuracy/web-typing';
import { lexiconDir } from '../../../scripts/verbs/camel';
import { conjugator, readStems } from '../../../scripts/verbs/conjugate';
import { diskLemmaList } from '../../support/lemma-source';

// Each rule of lib/arabic/context.ts on real sentences of the dev file, with the words
// around the word cut as the extension cuts them on a page: which reading leads.
const sentences = readSentences(
  join(import.meta.dirname, '../../data/ud-arabic-pud-dev-sentences.json'),
);
let list: LemmaList;
beforeAll(async () => {
  list = await diskLemmaList();
});

/** The first word `surface` of sentence `id`, and the words around it. */
function inSentence(id: string, surface: string) {
  const sentence = sentences.get(id) as Sentence;
  const index = sentence.words.findIndex((word) => word.surface === surface);
  expect(index).toBeGreaterThanOrEqual(0);
  return contextAt(sentence, index);
}

const chosen = (id: string, surface: string) =>
  readingInContext(surface, inSentence(id, surface), list, new Set());

describe('the sentence chooses among a word’s readings', () => {
  it.each([
    ['w04002055', 'يعد', 'عاد'], // لم يعد مضمار السباق مستخدماً
    ['n01125009', 'تعد', 'عاد'], // لم تعد خاصة بالسبعينيات
  ])('particle before an imperfect: %s %s → %s', (id, surface, lemma) => {
    expect(chosen(id, surface)).toMatchObject({
      rule: 'particle before an imperfect',
      reading: { form: lemma, pos: 'verb' },
    });
  });

  it.each([
    ['w04010029', 'ألفها', 'ألف'], // للأفلام التي ألفها موريكوني: the verb, with its object
  ])('relative pronoun before a verb: %s %s → %s', (id, surface, lemma) => {
    expect(chosen(id, surface)).toMatchObject({
      rule: 'relative pronoun before a verb',
      reading: { form: lemma, pos: 'verb' },
    });
  });

  it.each([
    ['n01067023', 'عرضت', 'عرض'], // كما عرضت في أكتوبر: "as she presented", not the noun عرض
    ['w01142013', 'تزوجت', 'تزوج'], // عندما تزوجت من …
  ])('conjunction before a verb: %s %s → %s', (id, surface, lemma) => {
    expect(chosen(id, surface)).toMatchObject({
      rule: 'conjunction before a verb',
      reading: { form: lemma, pos: 'verb' },
    });
  });

  it('conjunction before a verb: لو فصلت → فصل, not the word’s own entry; not after حين', () => {
    const after = ['الحكومة'];
    expect(
      readingInContext('فصلت', { before: ['حتى', 'لو'], after }, list, new Set()),
    ).toMatchObject({ rule: 'conjunction before a verb', reading: { form: 'فصل', pos: 'verb' } });
    // حين also stands before a noun (حين الحاجة): it chooses nothing.
    expect(readingInContext('فصلت', { before: ['حين'], after }, list, new Set())).toBeUndefined();
  });

  it('sees a verb and a noun of the same letters apart: قد تشاجرا → the verb تشاجر', () => {
    // Alone, تشاجرا is asked as تشاجر (its accusative noun reading first); after قد the rule
    // must find تشاجر's perfect "they two quarrelled", not شاجر's subjunctive.
    expect(
      readingInContext('تشاجرا', { before: ['قد'], after: [] }, list, new Set()),
    ).toMatchObject({
      rule: 'قد before a verb',
      reading: { form: 'تشاجر', pos: 'verb', inflections: [{ kind: 'verb', tense: 'past' }] },
    });
  });

  it('after قد, a verb with no و of its own and no preposition: قد وعدا → وعد, قد برقع → no ب + verb', () => {
    const afterQad = (word: string) =>
      readingInContext(word, { before: ['قد'], after: [] }, list, new Set());
    // "they two promised", not و + عدا "and ran": nothing stands between قد and its verb.
    expect(afterQad('وعدا')).toMatchObject({
      rule: 'قد before a verb',
      reading: { form: 'وعد', proclitics: [], pos: 'verb' },
    });
    // ب takes a noun only: رقع's verb reading is not برقع's.
    expect(afterQad('برقع')?.reading.proclitics ?? []).not.toContain('ب');
  });

  it('preposition before a noun: منذ تسلمها → the noun تسلم "handing over", not سلّم', () => {
    expect(chosen('n01101003', 'تسلمها')).toMatchObject({
      rule: 'preposition before a noun',
      reading: { form: 'تسلم', enclitics: ['ها'] },
    });
    // في سيفهم is "in their sword", not the future "he will understand".
    expect(readingInContext('سيفهم', { before: ['في'], after: [] }, list, new Set())).toMatchObject(
      { rule: 'preposition before a noun', reading: { form: 'سيف', enclitics: ['هم'] } },
    );
  });

  it('preposition before a noun: منذ also stands before a perfect, which keeps its verb', () => {
    const he = { person: 3, gender: 'masculine', number: 'singular' } as const;
    const verb = (form: string, tense: 'past' | 'present'): CandidateAnalysis => ({
      form,
      proclitics: [],
      enclitics: [],
      inflections: [{ kind: 'verb', tense, subject: he }],
      pos: 'verb',
    });
    // تقدم: تقدّم "he advanced", تُقدِّم "she presents", the noun تقدّم "progress".
    const [past, present] = [verb('تقدم', 'past'), verb('قدم', 'present')];
    const noun: CandidateAnalysis = { ...past, inflections: [], pos: 'noun' };
    const readingAfter = (previous: string) =>
      preferredInContext('تقدم', [present, past, noun], [present], {
        before: [previous],
        after: [],
      })?.reading;
    expect(readingAfter('منذ')).toBe(past);
    expect(readingAfter('في')).toBe(noun);
  });

  it('لا before an imperfect or a noun: لا أسميها وحشاً → سمّى "I call it", not a perfect', () => {
    // The annotators give اسم ("its names"); the sentence is "I do not call it a monster".
    expect(chosen('n01095009', 'أسميها')).toMatchObject({
      rule: 'لا before an imperfect or a noun',
      reading: { form: 'سمى', pos: 'verb', inflections: [{ kind: 'verb', tense: 'present' }] },
    });
  });

  it('كان before an imperfect: أكثر مما كانت تمر تشريعاته → مرّ "passed", not the noun "dates"', () => {
    expect(chosen('w01062063', 'تمر')).toMatchObject({
      rule: 'كان before an imperfect',
      reading: { form: 'مر', pos: 'verb' },
    });
  });

  it('كان chooses only an imperfect that agrees with it, with no clitic before it', () => {
    // كان لسوق: a preposition, not ل + an imperfect; كانت تمر wants ت, not ي.
    expect(chosen('n01025045', 'لسوق')).toBeUndefined();
    expect(readingInContext('تمر', { before: ['كان'], after: [] }, list, new Set())).toBe(
      undefined,
    );
  });

  it('قد before a verb: لقد خطط لكل شيء → the verb خطط, not the plural of خطة', () => {
    expect(chosen('n05009025', 'خطط')).toMatchObject({
      rule: 'قد before a verb',
      reading: { form: 'خطط', pos: 'verb' },
    });
  });

  it('وذهب الأطفال opens on the verb ذهب "went", not the noun "gold"', () => {
    const around = { before: ['الدروس'], after: ['الأطفال', 'إلى', 'المدرسة'] };
    expect(readingInContext('وذهب', around, list, new Set())).toMatchObject({
      rule: 'verb opening a clause before its subject',
      reading: { form: 'ذهب', proclitics: ['و'], pos: 'verb' },
    });
  });

  it('a clause start before no definite noun, or mid-clause, leaves ذهب as written', () => {
    const noun = (before: string[], after: string[]) =>
      readingInContext('ذهب', { before, after }, list, new Set());
    expect(noun(['الصباح'], ['إلى', 'مدرسة'])).toBeUndefined(); // not before a definite noun
    expect(noun(['من'], ['الملك'])).toBeUndefined(); // mid-clause: من ذهب الملك
    expect(noun([], ['الذي', 'اشتراه'])).toBeUndefined(); // a relative, not a subject
    // Nouns as written keep their first letter: وقت الانتقال is "and the time of", not و + قت.
    expect(readingInContext('وقت', { before: [], after: ['الانتقال'] }, list, new Set())).toBe(
      undefined,
    );
  });

  it('the sentence decides only where the word cannot: لم تظهر keeps its usual ظهر', () => {
    expect(chosen('w01132081', 'تظهر')).toBeUndefined();
  });

  it('أن is left alone: unvocalised it is also أنّ, before a noun (أن تدخلها ضروري)', () => {
    expect(chosen('n01101015', 'تدخلها')).toBeUndefined();
  });

  it('a verb typed without its hamza is the verb a rule wants (الذي ادى → أدى, قد اسفر → أسفر)', () => {
    // Its spelling set right, the word itself is a verb: no other verb is chosen over it
    // (ودى's "I pay", سفر's imperative).
    const choice = (word: string, before: string[]) =>
      readingInContext(word, { before, after: ['الى'] }, list, new Set());
    expect(choice('ادى', ['القصف', 'الذي'])).toBeUndefined();
    expect(choice('اسفر', ['الحادث', 'قد'])).toBeUndefined();
    expect(choice('اعلن', ['الوزير', 'وقد'])).toBeUndefined();
  });

  it('no neighbours, no choice', () => {
    expect(readingInContext('يعد', { before: [], after: [] }, list, new Set())).toBeUndefined();
  });

  it('every rule says why it holds', () => {
    for (const rule of CONTEXT_RULES) expect(rule.reason.length).toBeGreaterThan(20);
  });
});

describe('a writer who writes hamzas (hamza-writing.ts)', () => {
  it.each([
    ['a hamza on a content word', { before: ['قال'], after: ['الشرطة', 'الأمن'] }, true],
    ['after a joined conjunction', { before: ['وأحمد'], after: [] }, true],
    ['on a particle only, which many who drop it write', { before: ['إلى'], after: ['أن'] }, false],
    ['a particle typed without its hamza', { before: ['الى'], after: ['الأمن'] }, false],
    ['a particle typed so after a conjunction', { before: ['والى'], after: ['أحمد'] }, false],
    ['no alif that takes a hamza', { before: ['قال'], after: ['الشرطة', 'عن'] }, false],
    ['no neighbours', { before: [], after: [] }, false],
  ])('%s', (_, neighbours, writes) => {
    expect(writesHamzas(neighbours)).toBe(writes);
  });

  // Generated from the verb lexicon: the imperative of each sound form I verb whose form IV
  // is an everyday verb (form-four-verbs.ts). Alone, its bare ا reads as that form IV typed
  // without its hamza (ابلغ → أبلغ); beside a written hamza it is the wasl of form I's
  // imperative (ابلغ → بلغ), beside a particle typed without one it stays form IV.
  const dir = lexiconDir();
  const { conjugate } = conjugator(dir);
  const imperatives = readStems(dir)
    .filter(
      (stem) =>
        stem.aspect === 'c' &&
        stem.pattern === '1a2a3' &&
        /^[^اأإآويىء]{3}$/u.test(stem.headword) &&
        isEverydayFormFour(`أ${stem.headword}`),
    )
    .flatMap((stem) =>
      conjugate(stem)
        .filter((form) => form.person === '2MS' && !form.enclitic)
        .map((form) => ({ word: form.prefix + form.key + form.suffix, verb: stem.headword })),
    );

  it('beside a written hamza, a sound imperative opens its own form I verb', () => {
    // Alone, the first reading after the word as written (which the lexicon lacks) is the
    // form IV; not where the lemma list names other verbs the word is a form of (احسن: حسا's),
    // which outranks any spelling.
    const alone = imperatives.filter(({ word, verb }) => {
      const listed = list.lookup(word)?.verbOf ?? [];
      return (
        rankedCandidates(word, list, new Set())[1]?.form === `أ${verb}` &&
        (listed.length === 0 || listed.includes(verb))
      );
    });
    expect(alone.length).toBeGreaterThan(10);
    const misread = alone.filter(({ word, verb }) => {
      const chosen = readingInContext(
        word,
        { before: ['إلى'], after: ['الأمام'] },
        list,
        new Set(),
      );
      return chosen?.rule !== 'a writer who writes hamzas' || chosen.reading.form !== verb;
    });
    expect(misread.map(({ word }) => word)).toEqual([]);
  });

  it('beside a particle typed without its hamza, the word is read as alone', () => {
    for (const { word } of imperatives) {
      const chosen = readingInContext(
        word,
        { before: ['الى'], after: ['الأمام'] },
        list,
        new Set(),
      );
      expect(chosen?.rule).not.toBe('a writer who writes hamzas');
    }
  });
});

describe('a writer who types ه for ة (teh-marbuta-writing.ts)', () => {
  const holdsNoun = (word: string) => list.lookup(word)?.noun === true;

  it.each([
    ['a noun with the article typed in ه', { before: ['في'], after: ['المدينه'] }, true],
    ['after a preposition and the article', { before: ['بالحكومه'], after: [] }, true],
    // Whatever clitics.ts lets precede the article: و + ل + ال.
    ['after a conjunction, ل and the article', { before: ['وللحكومه'], after: [] }, true],
    ['the ة written', { before: ['في'], after: ['المدينة'] }, false],
    [
      'ه on a word without the article: a pronoun as likely',
      { before: ['كتابه'], after: [] },
      false,
    ],
    ['the article and ه, but no noun in ة (الوجه)', { before: ['الوجه'], after: [] }, false],
    ['no neighbours', { before: [], after: [] }, false],
    [
      'no neighbour shows it, but the paragraph does',
      { before: ['في'], after: [], paragraph: { typesHehForTehMarbuta: true as const } },
      true,
    ],
  ])('%s', (_, neighbours, types) => {
    expect(typesHehForTehMarbuta(neighbours, holdsNoun)).toBe(types);
  });

  it.each([
    ['every ة typed ه, the article before one', 'وصل رئيس الحكومه الى المدينه امس', true],
    ['after a preposition and the article', 'انتهت الزياره بالموافقه على خطه', true],
    ['a ة written anywhere: edited text', 'وصل رئيس الحكومة إلى المدينه أمس', false],
    ['a root’s ه after two letters (الله), no other', 'قال إن شاء الله سنرى', false],
    ['ه only without the article: a pronoun as likely', 'قرأ كتابه ثم نام', false],
    ['no Arabic', 'hello world', false],
  ])('a paragraph: %s', (_, text, types) => {
    expect(writerHabitsIn(text).typesHehForTehMarbuta === true).toBe(types);
  });

  it('beside no such neighbour, a paragraph that shows the writer opens the noun (فتره → فترة)', () => {
    const alone = readingInContext('فتره', { before: ['في'], after: ['ثالثه'] }, list, new Set());
    expect(alone?.rule).not.toBe('a writer who types ه for ة');
    const typed = neighboursIn('قرر الا يسعي الي', 'فتره', 'ثالثه في الدوره الانتخابيه');
    expect(typed.paragraph).toEqual({ typesHehForTehMarbuta: true });
    expect(
      readingInContext(
        'فتره',
        { before: ['الي'], after: ['ثالثه'], paragraph: { typesHehForTehMarbuta: true } },
        list,
        new Set(),
      ),
    ).toMatchObject({ rule: 'a writer who types ه for ة', reading: { form: 'فترة' } });
  });

  /** `surface` of sentence `id`, looked up in the sentence typed as the web types it. */
  function chosenAsTyped(id: string, surface: string) {
    const sentence = sentences.get(id) as Sentence;
    const index = sentence.words.findIndex((word) => word.surface === surface);
    expect(index).toBeGreaterThanOrEqual(0);
    const words = sentence.words.map((word) => ({
      ...word,
      surface: asTypedOnTheWeb(word.surface).typed,
    }));
    const typed = words[index]?.surface ?? '';
    return readingInContext(typed, contextAt({ ...sentence, words }, index), list, new Set());
  }

  it('beside such a writer, a noun in ة typed with ه opens that noun (فتره → فترة)', () => {
    // قرر الا يسعي الي فتره ثالثه في الدوره الانتخابيه: alone, فتره is فتر + "his".
    expect(chosenAsTyped('w01144031', 'فترة')).toMatchObject({
      rule: 'a writer who types ه for ة',
      reading: { form: 'فترة', inflections: [{ kind: 'spelling' }] },
    });
    // العمده اللورد الخاصه بمدينه بريزبن: ب + مدينة, the proclitic the word alone was read with.
    expect(chosenAsTyped('w01039065', 'بمدينة')).toMatchObject({
      rule: 'a writer who types ه for ة',
      reading: { form: 'مدينة', proclitics: ['ب'] },
    });
  });

  it('beside a writer who writes ة, فتره is read as alone', () => {
    const chosen = readingInContext(
      'فتره',
      { before: ['في'], after: ['المدينة'] },
      list,
      new Set(),
    );
    expect(chosen?.rule).not.toBe('a writer who types ه for ة');
  });

  it('cuts no proclitic the word alone was not read with: وجوده is وجود + ه, no و + جودة', () => {
    // اماكن وجوده في الفتره الاخيره: the writer types ه for ة, but here ه is "his".
    expect(chosenAsTyped('n01035013', 'وجوده')?.reading.form).not.toBe('جودة');
  });
});
