// Table tests generated from the Camel Morph verb lexicon (../shared/data/camel-morph-msa-
// verbs/): for verbs of every stem kind, every regular conjugation in every aspect, as the
// lexicon's own affix specification writes it, is read back to its verb by the interpreter
// (verb-readings.ts) through the shipped stem index. The verbs are the lexicon's first of each kind
// in file order, not chosen by hand.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseVerbIndex } from '../../../lib/arabic/verb-index';
import { subjectOf, verbLemmas } from '../../../lib/arabic/verb-readings';
import { lexiconDir, readCsv } from '../../../scripts/verbs/camel';
import { conjugator, FORM_FOUR, readStems, type Stem } from '../../../scripts/verbs/conjugate';

const index = parseVerbIndex(
  readFileSync(join(import.meta.dirname, '../../../public/lemmas/verbs.txt'), 'utf8'),
);
const dir = lexiconDir();
const stems = readStems(dir);
const { conjugate } = conjugator(dir);

const isDefective = (stem: Stem) => stem.offers.includes('defective');
const KINDS: Record<string, (stem: Stem) => boolean> = {
  sound: (stem) =>
    stem.pattern === '1a2a3' &&
    !/[>&<}'|wyAY]/u.test(stem.lemma.replace(/-[aiu]$/u, '')) &&
    !stem.offers.includes('gem'),
  hollow: (stem) => stem.offers.includes('hollow'),
  defective: isDefective,
  assimilated: (stem) => stem.pattern === '1a2a3' && /^w/u.test(stem.lemma),
  doubled: (stem) => stem.offers.includes('gem'),
  hamzated: (stem) => /^[>|]/u.test(stem.lemma) && stem.pattern === '1a2a3',
  'form IV': (stem) => stem.pattern === FORM_FOUR,
};
const PER_KIND = 4;
/** The lexicon's first PER_KIND verbs that `fits`, in file order. */
const firstLemmas = (fits: (stem: Stem) => boolean): string[] =>
  [...new Set(stems.filter(fits).map((stem) => stem.lemma))].slice(0, PER_KIND);

/** `lemmas`' forms of `aspect` the index does not read back to their verb, and how many. */
function unreadForms(lemmas: readonly string[], aspect: Stem['aspect']) {
  const misses: string[] = [];
  let forms = 0;
  for (const stem of stems.filter((s) => lemmas.includes(s.lemma) && s.aspect === aspect)) {
    for (const form of conjugate(stem)) {
      const word = form.prefix + form.key + form.suffix;
      if (word === stem.headword) continue; // the lemma itself: no reading needed
      forms++;
      const readings = verbLemmas(word, index, '', form.enclitic);
      const reading = readings.find((guess) => guess.form === stem.headword);
      const subject = reading?.inflections[0];
      if (!reading || subject?.kind !== 'verb') misses.push(`${word} (${form.person})`);
    }
  }
  return { forms, misses };
}

for (const [kind, fits] of Object.entries(KINDS)) {
  const lemmas = firstLemmas(fits);
  describe(`${kind} verbs (${lemmas.join(', ')})`, () => {
    for (const aspect of ['p', 'i', 'c'] as const) {
      it(`reads every ${aspect === 'p' ? 'perfect' : aspect === 'i' ? 'imperfect' : 'imperative'} form back to its verb`, () => {
        const { forms, misses } = unreadForms(lemmas, aspect);
        expect(forms).toBeGreaterThan(0);
        expect(misses).toEqual([]);
      });
    }
  });
}

describe('the supplement (scripts/verbs/supplement.csv): everyday verbs the lexicon lacks', () => {
  const rows = readCsv(join(import.meta.dirname, '../../../scripts/verbs/supplement.csv'));
  const lemmas = [...new Set(rows.map((row) => row.LEMMA ?? ''))];

  it('reads every form of its rows back to their verb', () => {
    for (const aspect of new Set(
      stems.filter((s) => lemmas.includes(s.lemma)).map((s) => s.aspect),
    )) {
      const { forms, misses } = unreadForms(lemmas, aspect);
      expect(forms).toBeGreaterThan(0);
      expect(misses).toEqual([]);
    }
  });

  it.each([
    ['ينبغي', 'انبغى', false],
    ['تنبغي', 'انبغى', false],
    ['يؤذي', 'آذى', false],
    ['يؤوون', 'آوى', false],
    ['تري', 'أرى', true],
  ])('reads %s as a form of %s', (word, verb, beforePronoun) => {
    const readings = verbLemmas(word, index, '', beforePronoun);
    expect(readings.map((reading) => reading.form)).toContain(verb);
  });
});

describe('a stem written so only before a pronoun (يُبداه; alone يُبدى)', () => {
  it('is read as its verb there only, not alone', () => {
    let words = 0;
    const misread: string[] = [];
    for (const lemma of firstLemmas(isDefective)) {
      const forms = stems.filter((stem) => stem.lemma === lemma).flatMap(conjugate);
      const written = (form: (typeof forms)[number]) => form.prefix + form.key + form.suffix;
      const alone = new Set(forms.filter((form) => !form.enclitic).map(written));
      const headword = stems.find((stem) => stem.lemma === lemma)?.headword;
      for (const word of new Set(forms.filter((form) => form.enclitic).map(written))) {
        if (alone.has(word)) continue;
        words++;
        if (verbLemmas(word, index, '', false).some((guess) => guess.form === headword))
          misread.push(word);
      }
    }
    expect(words).toBeGreaterThan(0);
    expect(misread).toEqual([]);
  });
});

describe('form IV imperatives', () => {
  it('open with their hamza (أكرمي), though the lexicon writes most with a wasl alif', () => {
    const formFour = stems.filter((stem) => stem.aspect === 'c' && stem.pattern === FORM_FOUR);
    expect(formFour.length).toBeGreaterThan(900);
    expect(formFour.filter((stem) => stem.form.startsWith('{')).map((stem) => stem.lemma)).toEqual(
      [],
    );
    const read = (word: string) =>
      verbLemmas(word, index, '', false).filter(
        (reading) => reading.form === 'أكرم' && reading.inflections[0]?.kind === 'verb',
      );
    expect(read('أكرمي')).not.toEqual([]);
    // Without its hamza it is form I's imperative, كرم's, as the index writes it.
    expect(read('اكرمي')).toEqual([]);
  });
});

describe('the interpreter records what it undid', () => {
  it('names the subject of the affix row it cut', () => {
    const [she] = verbLemmas('قالت', index);
    expect(she).toMatchObject({
      form: 'قال',
      inflections: [{ kind: 'verb', tense: 'past', subject: subjectOf('3FS') }],
    });
    const they = verbLemmas('يقولون', index).find((guess) => guess.form === 'قال');
    expect(they?.inflections).toEqual([
      {
        kind: 'verb',
        tense: 'present',
        subject: { person: 3, gender: 'masculine', number: 'plural' },
      },
    ]);
  });

  it('reads a hollow passive perfect to its active verb (قيل → قال)', () => {
    expect(verbLemmas('قيل', index)[0]).toMatchObject({
      form: 'قال',
      inflections: [{ kind: 'verb', tense: 'past', voice: 'passive' }],
    });
  });

  it('reads two verbs spelled alike by their active where both read the same affixes', () => {
    // يوضح: وضّح's "he makes clear" (form II), not وَضَح's passive "it is made clear".
    const clear = verbLemmas('يوضح', index).find((guess) => guess.form === 'وضح');
    expect(clear?.inflections).toEqual([
      {
        kind: 'verb',
        tense: 'present',
        subject: { person: 3, gender: 'masculine', number: 'singular' },
      },
    ]);
  });

  it('reads a passive as another verb’s before a verb of states’ (يسمى: سمّى, not سما)', () => {
    // سما "be elevated" is glossed only as states: it takes no object, hence no passive.
    expect(stems.find((stem) => stem.lemma === 'samA-u')?.stative).toBe(true);
    expect(stems.find((stem) => stem.lemma === 'sam~aY')?.stative).toBe(false);
    const passives = index.lookup('سم').filter((entry) => entry.aspect === 'i' && entry.passive);
    expect(passives.find((entry) => entry.lemma === 'سما')?.ofStates).toBe(true);
    expect(passives.find((entry) => entry.lemma === 'سمى')?.ofStates).toBe(false);
    expect(verbLemmas('يسمى', index)[0]?.form).toBe('سمى');
  });

  it('keeps the future to imperfects (ستقول → قال, future)', () => {
    const readings = verbLemmas('تقول', index, 'س');
    expect(readings.every((guess) => guess.row[0] === 'i')).toBe(true);
    expect(readings[0]?.inflections[0]).toMatchObject({ kind: 'verb', tense: 'future' });
  });

  it('reads the plural’s و before a pronoun only when a pronoun was cut (كتبوه)', () => {
    expect(verbLemmas('كتبو', index, '', true).map((guess) => guess.form)).toContain('كتب');
    expect(verbLemmas('كتبو', index, '', false).map((guess) => guess.form)).not.toContain('كتب');
  });

  it('reads the jussive’s short stem (لم يقل → قال) and the subjunctive’s dropped ن (لن يقولوا)', () => {
    expect(verbLemmas('يقل', index).map((guess) => guess.form)).toContain('قال');
    expect(verbLemmas('يقولوا', index)[0]?.form).toBe('قال');
  });
});
