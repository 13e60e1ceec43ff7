// Every regular conjugation of a Camel Morph stem: prefix + prefix buffer + stem + buffer +
// suffix, each chosen by the conditions of MSA-Verb-MORPH.csv (camel.ts), undiacritised.
// Perfect, imperfect (indicative, subjunctive, jussive) and imperative; the energetic
// moods are left out (rare in news text). Each form is made twice: alone, and as it is
// written before an object pronoun (كتبوا → كتبوه).
import { join } from 'node:path';
import { type AffixRow, bare, conjuncts, headword, matching, readCsv, readMorph } from './camel';

export type Aspect = 'p' | 'i' | 'c';
export type Voice = 'a' | 'p';

export interface Stem {
  lemma: string;
  headword: string;
  aspect: Aspect;
  voice: Voice;
  /** The stem as the lexicon writes it (Buckwalter, vocalised). */
  form: string;
  /** COND-T: the suffixes it needs (c-suff: consonant-initial only). */
  needs: string[];
  /** COND-S: its classes (#-ay, a-#, gem…), as the affixes' conditions name them. */
  offers: string[];
  /** Senses the lexicon glosses (`;`-separated): a verb of many senses is a common one. */
  senses: number;
  /**
   * Every sense is glossed a state (be_elevated, become_gangrenous): a verb that takes no
   * object, and so has no personal passive (يسمى is سمّى's "is named", not سما's).
   */
  stative: boolean;
  /** The verb's pattern, digits for root letters: 1a2a3 form I, >a1o2a3 form IV… */
  pattern: string;
}

export interface Conjugation {
  aspect: Aspect;
  voice: Voice;
  /** Subject, as the lexicon names it: 3MS, 2FS, 1P… */
  person: string;
  /** i, s, j for the imperfect's moods; '' otherwise. */
  mood: string;
  /** Written before an object pronoun. */
  enclitic: boolean;
  prefix: string;
  /** What is left between prefix and suffix: prefix buffer + stem + buffer. */
  key: string;
  suffix: string;
}

const FILES: Record<Aspect, string> = { p: 'PV', i: 'IV', c: 'CV' };
const PERSONS = [
  '1S',
  '1P',
  '2MS',
  '2FS',
  '2D',
  '2MP',
  '2FP',
  '3MS',
  '3FS',
  '3MD',
  '3FD',
  '3MP',
  '3FP',
];
const MOODS = ['I', 'S', 'J'];

/** Form IV, as the lexicon's patterns write it. */
export const FORM_FOUR = '>a1o2a3';

/**
 * Form IV's imperative opens with a hamza that is always pronounced and written, أَكْرِمْ
 * (a wasl alif opens forms I, VII–X only). The lexicon writes 682 of its form IV imperative
 * stems with a wasl alif as form I's ({ikorim for >akoram): read as the grammar writes them.
 */
const imperativeStem = (pattern: string, form: string): string =>
  pattern === FORM_FOUR && form.startsWith('{i') ? `>a${form.slice(2)}` : form;

/**
 * Everyday verbs the lexicon lacks, or writes only in a spelling MSA text does not use, in
 * its own row format (supplement.csv, Lisan's data, MIT): each row's CLASS names its aspect.
 */
const SUPPLEMENT = join(import.meta.dirname, 'supplement.csv');
const ASPECT_OF_CLASS: Readonly<Record<string, Aspect>> = {
  '[STEM-PV]': 'p',
  '[STEM-IV]': 'i',
  '[STEM-CV]': 'c',
};

/** Whether every sense of `gloss` is a state ("be_elevated;be_exalted"). */
const isStative = (gloss: string): boolean =>
  gloss !== '' && gloss.split(';').every((sense) => /^(be|become)_/u.test(sense.trim()));

/** A lexicon row as a stem of `aspect`, if it is one. */
function stemOf(row: Record<string, string>, aspect: Aspect): Stem | undefined {
  if (row.DEFINE !== 'LEXICON' || !row.LEMMA || !row.FORM) return undefined;
  return {
    lemma: row.LEMMA,
    headword: headword(row.LEMMA),
    aspect,
    voice: /vox:p/u.test(row.FEAT ?? '') ? 'p' : 'a',
    form: aspect === 'c' ? imperativeStem(row.PATTERN_ABSTRACT ?? '', row.FORM) : row.FORM,
    needs: conjuncts(row['COND-T'] ?? ''),
    offers: conjuncts(row['COND-S'] ?? ''),
    senses: (row.GLOSS ?? '').split(';').length,
    stative: isStative(row.GLOSS ?? ''),
    pattern: row.PATTERN_ABSTRACT ?? '',
  };
}

/** Every stem of the lexicon in `dir`, then the supplement's. */
export function readStems(dir: string): Stem[] {
  const stems: Stem[] = [];
  for (const aspect of ['p', 'i', 'c'] as const)
    for (const row of readCsv(join(dir, `MSA-Verb-LEX-${FILES[aspect]}.csv`))) {
      const stem = stemOf(row, aspect);
      if (stem) stems.push(stem);
    }
  for (const row of readCsv(SUPPLEMENT)) {
    const aspect = ASPECT_OF_CLASS[row.CLASS ?? ''];
    const stem = aspect && stemOf(row, aspect);
    if (!stem) throw new Error(`supplement.csv: not a stem row: ${JSON.stringify(row)}`);
    stems.push(stem);
  }
  return stems;
}

export interface Conjugator {
  conjugate(stem: Stem): Conjugation[];
}

export function conjugator(dir: string): Conjugator {
  const classes = readMorph(dir);
  const first = (cls: string, facts: Set<string>) => matching(classes, cls, facts)[0];
  const fits = (stem: Stem, suffix: AffixRow) =>
    stem.needs.every((need) => suffix.offers.includes(need));

  function withSuffixes(
    stem: Stem,
    facts: Set<string>,
    suffixClass: string,
    bufferClass: string,
    make: (suffix: AffixRow, buffer: string) => Conjugation,
  ): Conjugation[] {
    return matching(classes, suffixClass, facts)
      .filter((suffix) => fits(stem, suffix))
      .map((suffix) => {
        const buffer = first(bufferClass, new Set([...facts, ...suffix.offers]));
        return make(suffix, buffer?.form ?? '');
      });
  }

  function conjugate(stem: Stem): Conjugation[] {
    const out: Conjugation[] = [];
    for (const enclitic of [false, true]) {
      const facts = new Set(stem.offers);
      if (enclitic) facts.add('enc0');
      const base = { aspect: stem.aspect, voice: stem.voice, enclitic };
      const person = (suffix: AffixRow) => suffix.func.replace(/^.*\./u, '');
      if (stem.aspect !== 'i') {
        // Perfect and imperative: no prefix, the suffix names the subject.
        const name = FILES[stem.aspect];
        out.push(
          ...withSuffixes(stem, facts, `[${name}Suff]`, `[${name}Buff]`, (suffix, buffer) => ({
            ...base,
            person: person(suffix),
            mood: '',
            prefix: '',
            key: bare(stem.form + buffer),
            suffix: bare(suffix.form),
          })),
        );
      } else {
        for (const who of PERSONS) {
          const prefix = first(`[IVPref.${who}]`, facts);
          if (!prefix) continue;
          const withPrefix = new Set([...facts, ...prefix.offers]);
          const preBuffer = first('[IVPreBuff]', withPrefix)?.form ?? '';
          for (const mood of MOODS) {
            out.push(
              ...withSuffixes(
                stem,
                withPrefix,
                `[IVSuff.${mood}.${who}]`,
                '[IVBuff]',
                (suffix, buffer) => ({
                  ...base,
                  person: who,
                  mood: mood.toLowerCase(),
                  prefix: bare(prefix.form),
                  key: bare(preBuffer + stem.form + buffer),
                  suffix: bare(suffix.form),
                }),
              ),
            );
          }
        }
      }
    }
    return out;
  }
  return { conjugate };
}
