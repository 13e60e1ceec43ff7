// The web's typings of a word that a dictionary spells otherwise, as rows: what was typed,
// where in the word it is read, what the standard writes instead and what kind of typing
// it is. One interpreter (editedSpellings) makes the spellings a dictionary may list a word
// under; edited-spelling.ts reads them where the lemma list confirms nothing as typed. A new
// typing is one row here and its case in tests/unit/arabic/respellings.test.ts.
import { cliticSplits, startsWithArticle } from './clitics';
import { ALEF, ALEF_MAKSURA, letterCount, TEH_MARBUTA, WEAK_LETTERS } from './letters';

/** One web typing set right. */
export interface Respelling {
  kind: 'ending' | 'hamza' | 'wasl' | 'seat' | 'madda';
  /** The letters typed. */
  typed: string;
  /** What the standard writes in their place, each a spelling of its own. */
  standard: readonly string[];
  /**
   * Where they are read: the word's `end`; an `alif` inside it (not its last letter, not
   * the article's, the first MAX_ALEFS only); a `wasl` alif, the stem's first letter, with
   * only proclitics before it; `everywhere` at once.
   */
  where: 'end' | 'alif' | 'wasl' | 'everywhere';
  /** A reading of the spelling counts only where its lemma still ends in what was set right. */
  keptInLemma?: true;
  /** Letters the typed ones are not read after. */
  notAfter?: string;
  /** Words of fewer letters are not read so (ما is no مأ). */
  minLetters?: number;
  /** An `alif` row not read on the word's first letter. */
  notFirst?: true;
  /**
   * A misspelling more than a typing: not read where the word as typed is a verb's form
   * (رقآ is رقأ's dual, أدرنوا أدرن's perfect, whether or not the list knows the verb).
   */
  notOnAVerb?: true;
  /**
   * An ending read also where the word as typed reads only by guessed inflections
   * (edited-spelling.ts: حمايه → حماية, not حماي + ه → حمي).
   */
  whereGuessed?: true;
}

export const RESPELLINGS: readonly Respelling[] = [
  // A final ة typed ه (مدرسه).
  { kind: 'ending', typed: 'ه', standard: [TEH_MARBUTA], where: 'end', whereGuessed: true },
  // A final ي typed ى (حسابى).
  { kind: 'ending', typed: ALEF_MAKSURA, standard: ['ي'], where: 'end' },
  // A final ى typed ي (المستوي، الكبري، يسعي → المستوى، الكبرى، يسعى), the lemma keeping the
  // ى: a nisba the list lacks would otherwise read as a فعلى's elative (الجيري → الجيرى →
  // أجير). edited-spelling.ts lets a reading undo it where the list holds the ى word itself.
  {
    kind: 'ending',
    typed: 'ي',
    standard: [ALEF_MAKSURA],
    where: 'end',
    keptInLemma: true,
    whereGuessed: true,
  },
  // A final يء typed ئ (شئ، بطئ، برئ → شيء، بطيء، بريء; سئ → سيء، سيئ): read, as every
  // row, where the list knows the word as typed by no reading (شاطئ it knows); not after a
  // long vowel, which is then written (بطيئ is no بطييء).
  {
    kind: 'seat',
    typed: 'ئ',
    standard: ['يء', 'يئ'],
    where: 'end',
    notAfter: WEAK_LETTERS,
    whereGuessed: true,
  },
  // The hamza left off its alif (اخذ، الاخر، مسالة → أخذ، الآخر، مسألة), but the article's,
  // where clitics.ts cuts the article (from no word under four letters: الى، الف are إلى، ألف).
  { kind: 'hamza', typed: ALEF, standard: ['أ', 'إ', 'آ'], where: 'alif' },
  // A final hamza typed as its seat alone (يبدا، نشا، ملجا → يبدأ، نشأ، ملجأ), not after a
  // long vowel, after which the hamza stands alone and the web drops it whole (دوا for
  // دواء), nor on a word of two letters (ما، لا).
  {
    kind: 'hamza',
    typed: ALEF,
    standard: ['أ'],
    where: 'end',
    notAfter: WEAK_LETTERS,
    minLetters: 3,
  },
  // A hamza put on a wasl alif (إعتراف، الإمتياز، إستقبال، إسم، إنظر → اعتراف، اسم، انظر…).
  // Read only where the list confirms nothing as typed: a word's own إ (إنترنت، إسلام) it
  // knows as typed.
  { kind: 'wasl', typed: 'إ', standard: [ALEF], where: 'wasl' },
  // The same with أ (الأجتماعية → الاجتماعية), and a first hamza on the wrong seat: أ for
  // إ or آ (أهداء، الأية → إهداء، الآية).
  { kind: 'wasl', typed: 'أ', standard: [ALEF, 'إ', 'آ'], where: 'wasl', notOnAVerb: true },
  // آ typed for ا inside or at the end of a word, where the standard has no madda (حاليآ،
  // ايضآ، الحيآة → حاليا، ايضا، الحياة): the web's ًا typed as one key. Not a first آ (آخر).
  { kind: 'madda', typed: 'آ', standard: [ALEF], where: 'end', minLetters: 3, notOnAVerb: true },
  { kind: 'madda', typed: 'آ', standard: [ALEF], where: 'alif', notFirst: true, notOnAVerb: true },
  // A hamza before و or ي on the seat another convention gives it, where the standard
  // seats it on و or ي (مسئول، بدأوا، يقرأون، جاءوا، ابدأي، تبرءين → مسؤول، بدؤوا، يقرؤون،
  // جاؤوا، ابدئي، تبرئين): the press writes both, the verb stem index the second.
  { kind: 'seat', typed: 'ئو', standard: ['ؤو'], where: 'everywhere' },
  { kind: 'seat', typed: 'أو', standard: ['ؤو'], where: 'everywhere' },
  { kind: 'seat', typed: 'ءو', standard: ['ؤو'], where: 'everywhere' },
  { kind: 'seat', typed: 'أي', standard: ['ئي'], where: 'everywhere' },
  { kind: 'seat', typed: 'ءي', standard: ['ئي'], where: 'everywhere' },
  // The hamza on a dotless ى, as older and Egyptian typesetting writes ئ (هادىء، شاطىء،
  // مبادىء، يقرىء → هادئ، شاطئ، مبادئ، يقرئ).
  { kind: 'seat', typed: 'ىء', standard: ['ئ'], where: 'everywhere' },
];

/** Alifs looked at, first to last: words have few, and each costs three more readings. */
const MAX_ALEFS = 3;

/** One letter of `letters` replaced. */
const replaced = (letters: readonly string[], index: number, letter: string): string =>
  [...letters.slice(0, index), letter, ...letters.slice(index + 1)].join('');

/** `word` with `row` set right where it reads it, each standard spelling once. */
function respelled(word: string, row: Respelling): string[] {
  const { typed, standard, where, notAfter = '', minLetters = 0 } = row;
  if (letterCount(word) < minLetters) return [];
  if (where === 'end') {
    const before = word.slice(0, -typed.length);
    return word.endsWith(typed) && !notAfter.includes(before.slice(-1))
      ? standard.map((letters) => before + letters)
      : [];
  }
  if (where === 'everywhere')
    return word.includes(typed) ? standard.map((letters) => word.replaceAll(typed, letters)) : [];
  const letters = [...word];
  if (where === 'wasl') {
    const at = letters.indexOf(typed);
    if (at < 0) return [];
    // Before the alif only proclitics, as clitics.ts cuts them (وال، بال، لل…), or nothing.
    const stem = letters.slice(at).join('');
    const cut = cliticSplits(word).some((split) => split.stem === stem && !split.enclitics.length);
    return cut ? standard.map((letter) => replaced(letters, at, letter)) : [];
  }
  const out: string[] = [];
  let alefs = 0;
  letters.forEach((letter, index) => {
    if (letter !== typed || index === letters.length - 1) return;
    if (index === 0 && (startsWithArticle(word) || row.notFirst)) return;
    if (++alefs > MAX_ALEFS) return;
    for (const seat of standard) out.push(replaced(letters, index, seat));
  });
  return out;
}

/** `word` set right by every row of `rows` read at `where`, in the rows' order. */
const respelledAt = (
  word: string,
  where: Respelling['where'],
  rows: readonly Respelling[] = RESPELLINGS,
): string[] => rows.filter((row) => row.where === where).flatMap((row) => respelled(word, row));

/** `word` with its ending set right by the rows read also after a guess (مدرسه → مدرسة). */
export const withGuessedEndingSet = (word: string): string[] =>
  RESPELLINGS.filter((row) => row.whereGuessed).flatMap((row) => respelled(word, row));

/**
 * Whether a reading of `spelling` (one of `typed`'s edited spellings) whose lemma is `lemma`
 * keeps what a `keptInLemma` row set right at the end: false where the reading undid it again.
 */
export function keepsRespelledEnding(typed: string, spelling: string, lemma: string): boolean {
  return RESPELLINGS.every(
    (row) =>
      !row.keptInLemma ||
      !typed.endsWith(row.typed) ||
      !row.standard.some((letters) => spelling.endsWith(letters) && !lemma.endsWith(letters)),
  );
}

/**
 * The word with a letter typed three times or more, or an alif twice, written once: web
 * typing stretches words so (روووعه، صبااح); the standard writes no letter three times.
 */
function unstretched(word: string): string {
  let out = '';
  let run = '';
  for (const letter of [...word, '']) {
    if (letter === run.charAt(0) && letter !== '') {
      run += letter;
      continue;
    }
    const length = [...run].length;
    out += length >= 3 || (run.startsWith(ALEF) && length >= 2) ? run.charAt(0) : run;
    run = letter;
  }
  return out;
}

/**
 * Spellings a dictionary may list `word` (a strict key) under, the word itself not among
 * them: the word and it unstretched, each with its ending set right or not and then at most
 * one alif, or its wasl alif's hamza taken off; and the seats set right everywhere.
 * `typedAsVerb`: the word as typed is a verb's form, and the `notOnAVerb` rows are not read.
 */
export function editedSpellings(word: string, typedAsVerb = false): string[] {
  const rows = typedAsVerb ? RESPELLINGS.filter((row) => !row.notOnAVerb) : RESPELLINGS;
  const out = new Set<string>();
  for (const base of new Set([word, unstretched(word)])) {
    for (const ended of [base, ...respelledAt(base, 'end', rows)]) {
      out.add(ended);
      for (const form of respelledAt(ended, 'alif', rows)) out.add(form);
    }
    for (const form of respelledAt(base, 'wasl', rows)) out.add(form);
  }
  for (const form of respelledAt(word, 'everywhere', rows)) out.add(form);
  out.delete(word);
  return [...out];
}
