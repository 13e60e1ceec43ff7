// The verb paradigm set: regular conjugations of the Camel Morph lexicon's verbs (perfect,
// imperfect in its three moods, imperative; active and passive), undiacritised, each alone
// and with clitics (و before, the future س before an indicative, an object pronoun after),
// and the verb each is a form of: the right lemma is known, for words the dev text does not
// hold. A sample of the lexicon (every SAMPLE_STRIDE-th verb, in file order) keeps a run near
// a minute. Reads ../shared/data/camel-morph-msa-verbs/ (never the build).
import { bare, lexiconDir, vocalised } from '../verbs/camel';
import { type Conjugation, conjugator, readStems, type Stem } from '../verbs/conjugate';
import type { DevRecord } from './record';

/** One verb in this many is sampled. */
export const SAMPLE_STRIDE = 50;
const PRONOUN = 'ه';

const DETAILS = { p: 'perfect', i: 'imperfect', c: 'imperative' } as const;

function detailOf(form: Conjugation): string {
  const aspect = DETAILS[form.aspect];
  return form.voice === 'p' ? `${aspect} passive` : aspect;
}

/** The surfaces a conjugation is written as: alone, after و, after س, before a pronoun. */
function writings(form: Conjugation): { surface: string; clitics: string }[] {
  const word = form.prefix + form.key + form.suffix;
  if (form.enclitic) return [{ surface: word + PRONOUN, clitics: '+ه' }];
  const out = [
    { surface: word, clitics: '' },
    { surface: `و${word}`, clitics: 'و+' },
  ];
  if (form.aspect === 'i' && form.mood === 'i') out.push({ surface: `س${word}`, clitics: 'س+' });
  return out;
}

let lexicon: { stems: Stem[]; conjugate: (stem: Stem) => Conjugation[] } | undefined;
/** The lexicon's stems and its conjugator, read once. */
function verbLexicon() {
  if (!lexicon) {
    const dir = lexiconDir();
    lexicon = { stems: readStems(dir), conjugate: conjugator(dir).conjugate };
  }
  return lexicon;
}

/**
 * Every verb of the lexicon (not only the sample) whose paradigm writes each of `surfaces`,
 * with the same clitics: out of context each is a right reading (يعد: وعد "promise" or
 * أعدّ's passive). Only stems written inside some surface are conjugated.
 */
export function verbsWriting(surfaces: Iterable<string>): Map<string, Set<string>> {
  const wanted = new Set(surfaces);
  const pieces = new Set<string>();
  for (const surface of wanted)
    for (let from = 0; from < surface.length; from++)
      for (let to = from + 1; to <= surface.length; to++) pieces.add(surface.slice(from, to));
  const { stems, conjugate } = verbLexicon();
  const out = new Map<string, Set<string>>();
  for (const stem of stems.filter((each) => pieces.has(bare(each.form)))) {
    for (const form of conjugate(stem)) {
      for (const { surface } of writings(form)) {
        if (!wanted.has(surface)) continue;
        const verbs = out.get(surface) ?? new Set<string>();
        out.set(surface, verbs.add(stem.headword));
      }
    }
  }
  return out;
}

export function verbParadigmRecords(stride = SAMPLE_STRIDE): DevRecord[] {
  const { stems, conjugate } = verbLexicon();
  const lemmas = [...new Set(stems.map((stem) => stem.lemma))];
  const sampled = new Set(lemmas.filter((_, n) => n % stride === 0));
  const records: DevRecord[] = [];
  const seen = new Set<string>();
  for (const stem of stems.filter((s: Stem) => sampled.has(s.lemma))) {
    for (const form of conjugate(stem)) {
      for (const { surface, clitics } of writings(form)) {
        const id = `${surface} ${stem.headword}`;
        if (seen.has(id) || surface === '') continue;
        seen.add(id);
        records.push({
          surface,
          surfaceKey: surface,
          lemma: vocalised(stem.lemma.replace(/-[aiu]$/u, '')),
          headword: stem.headword,
          upos: 'VERB',
          category: 'verb',
          detail: clitics ? `${detailOf(form)} ${clitics}` : detailOf(form),
          ...(form.mood ? { mood: form.mood } : {}),
        });
      }
    }
  }
  return records;
}
