// The dev sentences' function words, for npm run accuracy (no target): the dev file holds
// content words only, yet في, هي, تلك are what a reader meets most. A word counts when all
// its tokens are pronouns, determiners, adpositions, conjunctions or particles (UD's PRON,
// DET, ADP, SCONJ, CCONJ, PART). It is right when the lookup asks first (its lead, else
// the word as written) one of the word's own parts: a token's form or annotated lemma
// (وهذا → هذا; فيها → في); another word its letters spell is wrong (في → وفى, تلك → لاك).
// The last row types each word as much of the web does (web-typing.ts: انت، فى), where that
// changes it, and asks the same.
import { type LemmaList, strictKey } from '../../lib/arabic';
import { leadingCandidate } from '../../lib/lookup/lemma-knowledge';
import type { Sentence } from './sentences';
import { percent, type TableRow } from './tally';
import { asTypedOnTheWeb } from './web-typing';

const FUNCTION_POS = new Set(['PRON', 'DET', 'ADP', 'SCONJ', 'CCONJ', 'PART']);
/** The treebank writes a lemma's superscript alif as a backtick (ذ`لك for ذٰلك). */
const key = (text: string) => strictKey(text.replaceAll('`', ''));

export interface FunctionWordMiss {
  surface: string;
  asked: string;
  lemmas: string[];
}

/** The table's rows (all, alone, with a clitic) and the words asked wrong. */
export function functionWordTable(
  sentences: Iterable<Sentence>,
  list: LemmaList,
): { rows: TableRow[]; misses: FunctionWordMiss[] } {
  const tally = new Map<string, { words: number; right: number }>();
  const misses: FunctionWordMiss[] = [];
  const none = new Set<string>();
  for (const sentence of sentences) {
    for (const { surface, tokens } of sentence.words) {
      const parts = tokens.filter((token) => token.upos !== 'PUNCT');
      const isFunctionWord =
        parts.length > 0 && parts.every((token) => FUNCTION_POS.has(token.upos));
      if (!isFunctionWord || key(surface) === '' || !/\p{L}/u.test(surface)) continue;
      const own = new Set(parts.flatMap((token) => [key(token.form), key(token.lemma)]));
      const lemmas = parts.map((token) => token.lemma);
      const count = (names: string[], typed: string) => {
        const asked = leadingCandidate(typed, list, none)?.form ?? key(typed);
        const right = own.has(asked);
        if (!right) misses.push({ surface: typed, asked, lemmas });
        for (const name of names) {
          const row = tally.get(name) ?? { words: 0, right: 0 };
          row.words++;
          if (right) row.right++;
          tally.set(name, row);
        }
      };
      count(['all', parts.length === 1 ? 'alone' : 'with a clitic'], surface);
      const web = asTypedOnTheWeb(surface);
      if (web.changes.length > 0) count(['as the web types it'], web.typed);
    }
  }
  const rows = [...tally].map(([name, { words, right }]) => ({
    'function words': name,
    words,
    'own entry asked first': percent(right, words),
  }));
  return { rows, misses };
}
