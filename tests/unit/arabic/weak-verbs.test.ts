// Weak and irregular verbs whose forms the rules alone would read as another verb: the
// closed table of كان and ليس, and the priors that weigh one weak reading against another.
// Words chosen for the rule they show, checked against the shipped lemma list.
import { describe, expect, it } from 'vitest';
import { verbLemmas as indexReadings } from '../../../lib/arabic/verb-readings';
import { leadingCandidate, rankedCandidates } from '../../../lib/lookup/lemma-knowledge';
import { diskLemmaList } from '../../support/lemma-source';

const list = await diskLemmaList();
const verbLemmas = (word: string, future: boolean) =>
  indexReadings(word, list.verbs, future ? 'س' : '');
/** The reading a lookup probes first after the word as written. */
const first = (word: string) => rankedCandidates(word, list, new Set())[1]?.form;
const lead = (word: string) => leadingCandidate(word, list, new Set())?.form;

/** Rule, word, and the lemma a lookup probes first. */
const FIRST_READINGS: [string, string, string][] = [
  ['form VIII of a doubled root', 'يهتم', 'اهتم'],
  ['form VIII of a doubled root, ط after an emphatic', 'يصطف', 'اصطف'],
  ['form VIII of a doubled root', 'يحتج', 'احتج'],
  ['form VIII of a doubled root', 'يمتد', 'امتد'],
  ['form I with ت second (its imperative اكتب is no verb)', 'يكتب', 'كتب'],
  ['a derived hollow verb before a consonant suffix', 'استطعنا', 'استطاع'],
  ['a derived hollow verb before a consonant suffix', 'انقدنا', 'انقاد'],
  ['a derived hollow verb before a consonant suffix', 'اخترت', 'اختار'],
  ['an imperfect in ى is its own ى', 'يرعى', 'رعى'],
  ['a و verb’s passive where the list knows no ى spelling', 'يدعى', 'دعا'],
  ['no verb takes the pronoun ي', 'يلغي', 'ألغى'],
  ['no verb confirms a cut before the pronoun ي (ولق is a verb)', 'ولقي', 'لقي'],
  ['a verb near كان’s letters', 'يكنس', 'كنس'],
  ['the plural’s وا, its ا dropped before a pronoun', 'ليكتبوها', 'كتب'],
  ['the plural’s وا, its ا dropped before a pronoun', 'يحملوها', 'حمل'],
  ['the plural’s وا, its ا dropped before a pronoun', 'أرسلوها', 'أرسل'],
];

describe('the reading probed first', () => {
  it.each(FIRST_READINGS)('%s: %s → %s', (_rule, word, lemma) => {
    expect(first(word)).toBe(lemma);
  });
});

describe('كان and ليس, from their closed table', () => {
  it.each([
    ['لم يكن', 'يكن'],
    ['لم تكونوا', 'تكونوا'],
    ['لم نكن', 'نكن'],
    ['كنا', 'كنا'],
    ['كانوا', 'كانوا'],
    ['وكنتم', 'وكنتم'],
    ['فليكن', 'فليكن'],
    ['فكان', 'فكان'],
    ['وكان', 'وكان'],
  ])('asks كان before the word as written (%s)', (_phrase, word) => {
    expect(lead(word)).toBe('كان');
  });

  it('asks ليس for its short forms, which read like a doubled verb (لسنا, لستم)', () => {
    expect(lead('لسنا')).toBe('ليس');
    expect(lead('لستم')).toBe('ليس');
    expect(lead('ليسوا')).toBe('ليس');
    expect(lead('فليس')).toBe('ليس');
  });

  it('names what was undone where the rules read the form too (يكونون: present, they)', () => {
    const reading = leadingCandidate('يكونون', list, new Set());
    expect(reading?.inflections).toEqual([
      {
        kind: 'verb',
        tense: 'present',
        subject: { person: 3, number: 'plural', gender: 'masculine' },
      },
    ]);
  });

  it('leaves other verbs of the same letters to the rules (يكنس)', () => {
    // Not كان: the list knows يكنس only as كنس's form, so كنس is asked first.
    expect(lead('يكنس')).toBe('كنس');
  });
});

describe('a two-letter perfect stem before ت', () => {
  it.each([
    ['شمت', 'شم'],
    ['شدت', 'شد'],
    ['فرت', 'فر'],
  ])('reads a doubled verb\'s "she" before a hollow verb\'s "I" (%s → %s)', (word, lemma) => {
    const forms = rankedCandidates(word, list, new Set()).map((reading) => reading.form);
    const hollow = `${word.charAt(0)}ا${word.charAt(1)}`;
    expect(forms).toContain(hollow);
    expect(forms.indexOf(lemma)).toBeLessThan(forms.indexOf(hollow));
  });

  it('still offers the hollow "I" (قلت → قال), after', () => {
    expect(rankedCandidates('قلت', list, new Set()).map((reading) => reading.form)).toContain(
      'قال',
    );
  });
});

describe('a two-letter perfect stem before a vowel suffix', () => {
  const perfects = (word: string) =>
    verbLemmas(word, false)
      .filter((guess) => guess.inflections.some((i) => i.kind === 'verb' && i.tense === 'past'))
      .map((guess) => guess.form);

  it('is no hollow verb, which keeps its ا there (ضعوا is no ضاع, قالوا is قال)', () => {
    expect(perfects('ضعوا')).not.toContain('ضاع');
    expect(perfects('صلوا')).not.toContain('صال');
    expect(perfects('قالوا')).toContain('قال');
  });

  it('is a doubled or defective verb there, and a hollow one before a consonant', () => {
    expect(perfects('مدوا')).toContain('مد');
    expect(perfects('دعت')).toContain('دعا');
    expect(perfects('قلنا')).toContain('قال');
  });
});

describe('defective imperfects in ي', () => {
  it('reads form IV with its ى (يعطي → أعطى, never أعطي)', () => {
    const forms = verbLemmas('يعطي', false).map((guess) => guess.form);
    expect(forms).toContain('أعطى');
    expect(forms).not.toContain('أعطي');
  });

  it('never reads the final ي of a verb as "me", which a verb writes ني (يلغي, يبقي)', () => {
    for (const word of ['يلغي', 'يبقي', 'ينسي', 'أبقي']) {
      const verbs = rankedCandidates(word, list, new Set()).filter((r) => r.pos === 'verb');
      expect(verbs.length).toBeGreaterThan(0);
      expect(verbs.filter((reading) => reading.enclitics.includes('ي'))).toEqual([]);
    }
  });
});

describe('a hollow verb of a derived form before a consonant suffix', () => {
  it('keeps "she" as written: her ا stays (اختارت → اختار, not اختاار)', () => {
    expect(verbLemmas('اختارت', false).map((guess) => guess.form)).not.toContain('اختاار');
  });
});

describe('an imperfect ending in نا', () => {
  it('reads the pronoun "us" before a dual without its ن (يلعننا → لعن + نا, not لعنن)', () => {
    const readings = rankedCandidates('يلعننا', list, new Set());
    const pronoun = readings.findIndex((r) => r.form === 'لعن' && r.enclitics.includes('نا'));
    expect(pronoun).toBeGreaterThan(0);
    // The stem index knows no verb لعنن.
    expect(readings.map((r) => r.form)).not.toContain('لعنن');
  });
});

describe('jussives that drop a weak last or middle letter', () => {
  it.each([
    ['ينس', 'نسي'],
    ['يمش', 'مشى'],
    ['يدع', 'دعا'],
    ['يقل', 'قال'],
    ['يبع', 'باع'],
  ])('proposes %s → %s', (word, lemma) => {
    expect(verbLemmas(word, false).map((guess) => guess.form)).toContain(lemma);
  });
});

describe('everyday form IV verbs whose form I is rare (form-four-verbs.ts)', () => {
  it.each([
    ['ينقذ', 'أنقذ'],
    ['يغلق', 'أغلق'],
    ['ينجز', 'أنجز'],
    ['يكمل', 'أكمل'],
    ['تمسك', 'أمسك'],
    ['تعلنون', 'أعلن'],
    ['يهملون', 'أهمل'],
    ['يسهمون', 'أسهم'],
  ])('reads the imperfect as form IV first (%s → %s)', (word, lemma) => {
    expect(first(word)).toBe(lemma);
  });

  it('reads a hollow form IV passive as form IV (تدار → أدار, يضاف → أضاف)', () => {
    expect(first('تدار')).toBe('أدار');
    expect(first('يضاف')).toBe('أضاف');
  });

  it.each([
    ['يخرج', 'خرج'],
    ['يدخل', 'دخل'],
    ['يظهر', 'ظهر'],
    ['يقال', 'قال'],
    ['يزال', 'زال'],
    ['يخاف', 'خاف'],
    ['يجرم', 'جرم'],
  ])('keeps form I, or form II spelled alike, where it is common too (%s → %s)', (word, lemma) => {
    expect(first(word)).toBe(lemma);
  });
});

describe('form IV verbs the imperfect mostly means, though form I is common (form-four-verbs.ts)', () => {
  it.each([
    ['ينتج', 'أنتج'],
    ['سينتج', 'أنتج'],
    ['يقنعون', 'أقنع'],
    ['تلمح', 'ألمح'],
    ['نفطر', 'أفطر'],
    ['يلح', 'ألح'],
    ['ينهي', 'أنهى'],
    ['يولي', 'أولى'],
  ])('reads the imperfect as form IV first (%s → %s)', (word, lemma) => {
    expect(first(word)).toBe(lemma);
  });

  it.each([
    ['ينهي', 'أنهى', 'ينهى', 'نهى'],
    ['تنتج', 'أنتج', 'نتجت', 'نتج'],
    ['يقنع', 'أقنع', 'قنعوا', 'قنع'],
  ])(
    'reads %s as %s but keeps form I where it is spelled apart (%s → %s: its يفعى, its perfect)',
    (imperfect, formFour, other, formOne) => {
      expect([first(imperfect), first(other)]).toEqual([formFour, formOne]);
    },
  );
});

describe('verbs both assimilated and defective (وفى يفي)', () => {
  it.each([
    ['يعي', 'وعى'],
    ['تعي', 'وعى'],
  ])('read the imperfect’s two letters as و + letter + ى (%s → %s)', (word, lemma) => {
    expect(first(word)).toBe(lemma);
  });

  it('keep ي where the list gives the verb so (يلي → ولي)', () => {
    expect(first('يلي')).toBe('ولي');
  });
});

describe('a first person imperfect spelled as its form IV lemma', () => {
  it.each([
    ['سأرسل', 'أرسل'],
    ['سأغلق', 'أغلق'],
  ])('is not contradicted by the list naming other verbs for the stem (%s → %s)', (word, lemma) => {
    expect(first(word)).toBe(lemma);
  });
});

describe('the future س', () => {
  it.each([
    ['سيحكم', 'حكم'],
    ['سيعني', 'عنى'],
  ])('reads an imperfect after it before a shorter word and a pronoun (%s → %s)', (word, lemma) => {
    expect(first(word)).toBe(lemma);
  });
});
