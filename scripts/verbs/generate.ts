// Writes Lisan's verb stem index from the Camel Morph MSA verb lexicon (CC BY 4.0, CAMeL
// Lab, NYU Abu Dhabi), read from ../shared/data/camel-morph-msa-verbs/:
//   lib/arabic/verb-affixes.ts  the affix rows the analyser undoes (prefix, suffix, subject)
//   public/lemmas/verbs.txt     undiacritised stem → the verbs it is a stem of, with aspect,
//                               voice and the affix rows it takes (verb-index.ts reads it)
// The verbs of one stem are ordered by hunspell-ar's verb forms (needs `apt-get install
// hunspell-ar`, as npm run lemmas does): see byUse.
// Run: npm run verbs. The build and npm ci never need the CSVs: both outputs are committed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeWord } from '../../lib/arabic';
import { hunspellVerbForms } from '../lemmas/hunspell';
import { lexiconDir } from './camel';
import { type Conjugation, conjugator, FORM_FOUR, readStems, type Stem } from './conjugate';

const ROOT = join(import.meta.dirname, '../..');
const AFFIXES_OUT = join(ROOT, 'lib/arabic/verb-affixes.ts');
const INDEX_OUT = join(ROOT, 'public/lemmas/verbs.txt');
/**
 * Codes name an entry's (aspect, voice, affix rows), in ASCII so that the worker reads the
 * file as text, a one-byte string outside its JS heap (lemma-source.ts): the commonest as one
 * character above the letters' bytes, the rest as ESCAPE and a second character.
 */
const FIRST_CODE = 0x4b;
const ESCAPE = 0x7e;
const FIRST_ESCAPED = 0x21;

const dir = lexiconDir();
const stems = readStems(dir);
const { conjugate } = conjugator(dir);

/** One affix row: what the interpreter cuts (prefix, suffix) and what that means. */
interface AffixRow {
  aspect: string;
  prefix: string;
  suffix: string;
  person: string;
  mood: string;
  /** a: written alone, e: before an object pronoun. */
  places: Set<string>;
}
const rows = new Map<string, AffixRow>();
/** Where a row is written, as verb-affixes.ts writes it: "a", "e" or "ae". */
const placesText = (places: Set<string>): string => [...places].sort().join('');
const rowId = (form: Conjugation): string =>
  [form.aspect, form.prefix, form.suffix, form.person, form.mood].join(' ');

const FORM_ORDER = ['1a2a3', '1a2~a3', FORM_FOUR, '{i1ota2a3', 'ta1a2~3', '1A2a3', '{isota1o2a3'];
/** Form IV of a hollow root (أعاد، أقام: يعيد، يقيم) goes before form II (عيّد، قيّم). */
const HOLLOW_FORM_FOUR = 0.5;
const formRank = (stem: Stem) =>
  stem.pattern === FORM_FOUR && stem.offers.includes('hollow')
    ? HOLLOW_FORM_FOUR
    : FORM_ORDER.includes(stem.pattern)
      ? FORM_ORDER.indexOf(stem.pattern)
      : FORM_ORDER.length;
/** "key verb" → the verb's form, assimilated (0) or not, and senses, where it makes the key. */
const rankOf = new Map<string, [number, number, number]>();
function rankStem(at: string, stem: Stem): void {
  const [form, assimilated, senses] = rankOf.get(at) ?? [Number.POSITIVE_INFINITY, 1, 0];
  const isAssimilated = stem.pattern === '1a2a3' && stem.lemma.startsWith('w') ? 0 : 1;
  rankOf.set(at, [
    Math.min(form, formRank(stem)),
    Math.min(assimilated, isAssimilated),
    Math.max(senses, stem.senses),
  ]);
}

// key → verb (the lexicon's lemma: أمر "command" and أمرّ are two) → aspect+voice → affix
// row keys; each verb is written as its headword, where it ranks among the key's verbs.
const index = new Map<string, Map<string, Map<string, Set<string>>>>();
const headwordOf = new Map<string, string>();
// "key lemma kind row" → where the stem is written with that row: a alone, e before a pronoun.
const placesAt = new Map<string, Set<string>>();
// "key headword" where hunspell-ar conjugates the verb into a word of that stem.
const hunspell = hunspellVerbForms();
const attested = new Set<string>();
for (const stem of stems) {
  for (const form of conjugate(stem)) {
    if (hunspell.get(form.prefix + form.key + form.suffix)?.has(stem.headword))
      attested.add(`${form.key} ${stem.headword}`);
    const id = rowId(form);
    let row = rows.get(id);
    if (!row) {
      row = { ...form, places: new Set() };
      rows.set(id, row);
    }
    row.places.add(form.enclitic ? 'e' : 'a');
    if (form.key === '') continue;
    const lemmas = index.get(form.key) ?? new Map<string, Map<string, Set<string>>>();
    index.set(form.key, lemmas);
    const aspects = lemmas.get(stem.lemma) ?? new Map<string, Set<string>>();
    lemmas.set(stem.lemma, aspects);
    headwordOf.set(stem.lemma, stem.headword);
    // A verb of states takes no object, so hardly a personal passive, though the lexicon
    // lists one for every verb: its passive is marked s, for the preference that puts it
    // after another verb's (يسمى: سمّى's "is named", not سما's).
    const kind = stem.aspect + (stem.voice === 'p' && stem.stative ? 's' : stem.voice);
    aspects.set(kind, (aspects.get(kind) ?? new Set()).add(id));
    const at = `${form.key} ${stem.lemma} ${kind} ${id}`;
    placesAt.set(at, (placesAt.get(at) ?? new Set()).add(form.enclitic ? 'e' : 'a'));
    rankStem(`${form.key} ${stem.lemma}`, stem);
  }
}

// A stem written one way alone and another before a pronoun (a defective verb's يُبدى,
// يُبداه; رمى، رماه) takes its row only where it is written so: يبدا alone is no form of
// بدا. Such a stem names a copy of the row that says where.
for (const [key, lemmas] of index) {
  for (const [lemma, aspects] of lemmas) {
    for (const [kind, ids] of aspects) {
      const narrowed = [...ids].map((id) => {
        const row = rows.get(id) as AffixRow;
        const places = placesAt.get(`${key} ${lemma} ${kind} ${id}`) as Set<string>;
        if (places.size === row.places.size) return id;
        const narrow = `${id} ${placesText(places)}`;
        if (!rows.has(narrow)) rows.set(narrow, { ...row, places: new Set(places) });
        return narrow;
      });
      aspects.set(kind, new Set(narrowed));
    }
  }
}

const ASPECT_ORDER = 'pic';
const ordered = [...rows.entries()].sort(
  ([, a], [, b]) =>
    ASPECT_ORDER.indexOf(a.aspect) - ASPECT_ORDER.indexOf(b.aspect) ||
    a.prefix.localeCompare(b.prefix) ||
    b.suffix.length - a.suffix.length ||
    a.suffix.localeCompare(b.suffix) ||
    a.person.localeCompare(b.person) ||
    a.mood.localeCompare(b.mood) ||
    b.places.size - a.places.size ||
    placesText(a.places).localeCompare(placesText(b.places)),
);
const numberOf = new Map(ordered.map(([id], n) => [id, n]));

// Each distinct (aspect, voice, rows) is one code, numbered by how often it is written
// (the first ESCAPE - FIRST_CODE take one character): definitions first, codes once counted.
const uses = new Map<string, number>();
const definitionOf = (kind: string, ids: Set<string>): string => {
  const numbers = [...ids].map((id) => numberOf.get(id) as number).sort((a, b) => a - b);
  const definition = `${kind} ${numbers.join(',')}`;
  uses.set(definition, (uses.get(definition) ?? 0) + 1);
  return definition;
};
function codeText(n: number): string {
  const single = ESCAPE - FIRST_CODE;
  if (n < single) return String.fromCharCode(FIRST_CODE + n);
  const escaped = FIRST_ESCAPED + n - single;
  if (escaped >= ESCAPE) throw new Error('more affix sets than codes');
  return String.fromCharCode(ESCAPE, escaped);
}

// The order of the verbs of one stem (يكون: كان before كوّن; يعلم: علم، علّم، أعلم): by
// form, as common in running text (form I, then II and IV, then the rest, as the lexicon
// counts its verbs of each form); within a form, an assimilated verb first (its imperfect
// drops its و: يجد، يقف are وجد، وقف before جدّ، قفّ), then a verb the stem is an active
// form of before one it is only a passive of (يبلى: بلي "wear out" before بلا's "is
// tested"; the passive is the rarer voice), then the verbs hunspell-ar
// conjugates into a word of the stem (its verb list holds the verbs in common use, not all
// their rare homographs), then by senses (a verb of many senses is a common one).
const byUse = (key: string, a: string, b: string, attestation: number, passiveOnly: number) => {
  const [formA = 0, assimilatedA = 1, sensesA = 0] = rankOf.get(`${key} ${a}`) ?? [];
  const [formB = 0, assimilatedB = 1, sensesB = 0] = rankOf.get(`${key} ${b}`) ?? [];
  return (
    formA - formB ||
    assimilatedA - assimilatedB ||
    passiveOnly ||
    attestation ||
    sensesB - sensesA ||
    (headwordOf.get(a) ?? a).length - (headwordOf.get(b) ?? b).length
  );
};

/** 1 where a verb makes the stem only in the passive (its aspect+voice kinds), else 0. */
const passiveOnly = (kinds: Map<string, Set<string>>) =>
  [...kinds.keys()].some((kind) => kind.charAt(1) === 'a') ? 0 : 1;

/** A stem's line: its key, then per verb its headword and the definitions of its codes. */
const entries: [key: string, verbs: [headword: string, definitions: string[]][]][] = [];
for (const [key, lemmas] of index) {
  const known = (lemma: string) => (attested.has(`${key} ${headwordOf.get(lemma)}`) ? 0 : 1);
  const encodedKey = encodeWord(key);
  if (!encodedKey) throw new Error(`stem outside the letters: ${key}`);
  const ordered = [...lemmas.entries()].sort(([a, kindsA], [b, kindsB]) =>
    byUse(key, a, b, known(a) - known(b), passiveOnly(kindsA) - passiveOnly(kindsB)),
  );
  const verbs: [string, string[]][] = [];
  for (const [lemma, aspects] of ordered) {
    const encoded = encodeWord(headwordOf.get(lemma) ?? lemma);
    if (!encoded) throw new Error(`lemma outside the letters: ${lemma}`);
    const kinds = [...aspects.entries()].sort(([a], [b]) => a.localeCompare(b));
    // A lemma spelled as its stem is written as nothing: most perfect stems.
    const headword = encoded === encodedKey ? '' : encoded;
    verbs.push([headword, kinds.map(([kind, ids]) => definitionOf(kind, ids))]);
  }
  entries.push([encodedKey, verbs]);
}
const byFrequency = [...uses.entries()].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
const codes = new Map(byFrequency.map(([definition], n) => [definition, codeText(n)]));
const lines = entries.map(
  ([key, verbs]) =>
    `${key}${verbs.map(([headword, definitions]) => ` ${headword}${definitions.map((d) => codes.get(d)).join('')}`).join('')}`,
);
lines.sort((a, b) => {
  const ka = a.slice(0, a.indexOf(' '));
  const kb = b.slice(0, b.indexOf(' '));
  return ka < kb ? -1 : ka > kb ? 1 : 0;
});
// The header: the code definitions, code n on line n.
const header = byFrequency.map(([definition]) => definition);
writeFileSync(INDEX_OUT, `${header.length}\n${header.join('\n')}\n${lines.join('\n')}\n`, 'ascii');

const tuple = ([, row]: [string, AffixRow]) =>
  `  ['${row.aspect}', '${row.prefix}', '${row.suffix}', '${row.person}', '${row.mood}', '${placesText(row.places)}'],`;
writeFileSync(
  AFFIXES_OUT,
  `// Generated by scripts/verbs/generate.ts (npm run verbs) from MSA-Verb-MORPH.csv of the
// Camel Morph MSA verb lexicon (CAMeL Lab, NYU Abu Dhabi, CC BY 4.0): do not edit by hand.
// Every subject affix of a verb, undiacritised, one row each: aspect (p perfect, i
// imperfect, c imperative), prefix, suffix, subject (3MS: 3rd person masculine singular),
// the imperfect's mood (i indicative, s subjunctive, j jussive) and where it is
// written (a alone, e before an object pronoun: كتبوا، كتبوه). A row's number is its place
// here; public/lemmas/verbs.txt names the rows each stem takes by these numbers.
export type VerbAffixRow = readonly [
  aspect: 'p' | 'i' | 'c',
  prefix: string,
  suffix: string,
  person: string,
  mood: '' | 'i' | 's' | 'j',
  places: string,
];

export const VERB_AFFIXES: readonly VerbAffixRow[] = [
${ordered.map(tuple).join('\n')}
];
`,
);
console.info(
  `${stems.length} stems, ${index.size} index keys, ${codes.size} affix sets, ${rows.size} affix rows`,
);
