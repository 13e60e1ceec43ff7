// The analyser of any checkout (--root DIR: a worktree of another commit), loaded from DIR's
// own lib and public/lemmas, so npm run unseen -- open measures that commit's rules and
// list, not this one's. Only what scripts/paradigms/measure.ts uses, typed by this
// checkout's types: the shape has not changed where it is used.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CandidateAnalysis, LemmaList } from '../../lib/arabic';

type Ranking = (word: string, list: LemmaList, learned: ReadonlySet<string>) => CandidateAnalysis[];

export interface CheckoutAnalyser {
  list: LemmaList;
  /** The shipped list's nouns, verbs and plurals: what the simulated lexicon holds. */
  listWords: Set<string>;
  leadingCandidate: (...args: Parameters<Ranking>) => CandidateAnalysis | undefined;
  rankedCandidates: Ranking;
}

interface ArabicModule {
  /** Before the verb stem index (d212ef3) it took the list's text alone: a second argument is ignored. */
  parseLemmaList: (text: string, verbText?: string) => LemmaList;
  decodeWord: (key: string) => string;
}

const load = async <T>(root: string, file: string): Promise<T> =>
  (await import(pathToFileURL(join(root, file)).href)) as T;

export async function analyserOf(root: string): Promise<CheckoutAnalyser> {
  const arabic = await load<ArabicModule>(root, 'lib/arabic/index.ts');
  const knowledge = await load<Omit<CheckoutAnalyser, 'list' | 'listWords'>>(
    root,
    'lib/lookup/lemma-knowledge.ts',
  );
  const listText = readFileSync(join(root, 'public/lemmas/ar.txt'), 'utf8');
  const verbFile = join(root, 'public/lemmas/verbs.txt');
  const verbText = existsSync(verbFile) ? readFileSync(verbFile, 'utf8') : '';
  const listWords = new Set<string>();
  for (const line of listText.split('\n')) {
    const [key = '', ...tags] = line.split(' ');
    if (tags.some((tag) => tag === 'n' || tag === 'v' || tag === 'p'))
      listWords.add(arabic.decodeWord(key));
  }
  return {
    list: arabic.parseLemmaList(listText, verbText),
    listWords,
    leadingCandidate: knowledge.leadingCandidate,
    rankedCandidates: knowledge.rankedCandidates,
  };
}
