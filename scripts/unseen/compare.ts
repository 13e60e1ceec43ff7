// npm run unseen -- compare: the words whose opened entry differs between two runs of
// `open`, written blind for a judge: in a seeded random order, each as "word: A … / B …"
// with the two entries in a random order, and which was before kept in a separate key.
// --readings: instead, the words that open the same entry read as another part of speech
// (أصلا: أصل, a noun's accusative or a verb's dual), each side with its reading, since the
// card says it.
import type { OpenedEntry } from './open';
import { seededRandom, shuffled } from './seeded';

export const BLIND_SEED = 4_711;
/** How an entry is written for the judge: its form, or that nothing opens. */
export const NOTHING = '(nothing)';

export interface KeyItem {
  n: number;
  word: string;
  /** Which run the blind file's A is: the other is B. */
  a: 'before' | 'after';
  before: OpenedEntry;
  after: OpenedEntry;
}

export interface Blinded {
  /** One line a word: "12. يقود: A قاد / B قود". */
  blind: string;
  key: KeyItem[];
}

/** What changed for a word to be judged: its entry, or (same entry) its part of speech. */
export type Change = 'entries' | 'readings';

const changedBy: Record<Change, (was: OpenedEntry, is: OpenedEntry) => boolean> = {
  entries: (was, is) => was.form !== is.form,
  readings: (was, is) => was.form !== null && was.form === is.form && was.kind !== is.kind,
};

/** An entry with its reading, as the judge reads it: "أصل (verb: past 3m dual)". */
export function withReading(entry: OpenedEntry): string {
  if (entry.form === null) return NOTHING;
  const undone = entry.inflections.map((inflection) => {
    if (inflection.kind !== 'verb') return inflection.kind;
    const { tense, voice, subject } = inflection;
    const who = subject ? ` ${subject.person}${subject.gender?.[0] ?? ''} ${subject.number}` : '';
    return `${tense}${voice ? ' passive' : ''}${who}`;
  });
  const clitics = [
    ...entry.proclitics.map((clitic) => `${clitic}+`),
    ...entry.enclitics.map((clitic) => `+${clitic}`),
  ];
  const parts = [...undone, ...clitics].join(', ');
  return `${entry.form} (${entry.kind ?? 'noun'}${parts ? `: ${parts}` : ''})`;
}

/** Words both runs opened whose entry (or reading) differs, blinded by `seed`. */
export function blindPairs(
  before: readonly OpenedEntry[],
  after: readonly OpenedEntry[],
  seed = BLIND_SEED,
  change: Change = 'entries',
): Blinded {
  const afterOf = new Map(after.map((entry) => [entry.word, entry]));
  const changed = before.flatMap((entry) => {
    const other = afterOf.get(entry.word);
    return other && changedBy[change](entry, other) ? [{ before: entry, after: other }] : [];
  });
  const random = seededRandom(seed);
  // Sorted first, so the order depends on the words and the seed, not on the files' order.
  const order = shuffled(
    changed.sort((x, y) => x.before.word.localeCompare(y.before.word)),
    random,
  );
  const key = order.map(
    ({ before: was, after: is }, index): KeyItem => ({
      n: index + 1,
      word: was.word,
      a: random() < 0.5 ? 'before' : 'after',
      before: was,
      after: is,
    }),
  );
  const written = (entry: OpenedEntry) =>
    change === 'readings' ? withReading(entry) : (entry.form ?? NOTHING);
  const lines = key.map(({ n, word, a, before: was, after: is }) => {
    const [first, second] = a === 'before' ? [was, is] : [is, was];
    return `${n}. ${word}: A ${written(first)} / B ${written(second)}`;
  });
  return { blind: `${lines.join('\n')}\n`, key };
}
