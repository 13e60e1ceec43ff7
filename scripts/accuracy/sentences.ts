// The dev sentences whole (tests/data/ud-arabic-pud-dev-sentences.json, the same 500
// sentences as the dev file), so a dev word can be looked up with the words around it,
// read by the rule the background uses on the text a page lends (neighboursIn).
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { neighboursIn } from '../../lib/arabic';
import type { WordContext } from '../../lib/lookup/types';
import type { DevRecord } from './records';

const sentencesSchema = z.object({
  sentences: z.array(
    z.object({
      id: z.string(),
      words: z.array(
        z.object({
          surface: z.string(),
          tokens: z.array(z.object({ form: z.string(), lemma: z.string(), upos: z.string() })),
        }),
      ),
    }),
  ),
});

export type Sentence = z.infer<typeof sentencesSchema>['sentences'][number];

/** The sentences by id. */
export function readSentences(file: string): ReadonlyMap<string, Sentence> {
  const { sentences } = sentencesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return new Map(sentences.map((sentence) => [sentence.id, sentence]));
}

/**
 * The words around a sentence's word at `index` (0-based), as a page would show them: the
 * sentence's words (punctuation is a word of its own here) joined by spaces, each as
 * `typed` (default: as the sentence writes it), read by the rule the background uses on
 * the text a page lends (neighboursIn).
 */
export function contextAt(
  sentence: Sentence,
  index: number,
  typed: (word: string) => string = (word) => word,
): WordContext {
  const surfaces = sentence.words.map((word) => typed(word.surface));
  return neighboursIn(
    surfaces.slice(Math.max(0, index - 8), index).join(' '),
    surfaces[index] ?? '',
    surfaces.slice(index + 1, index + 9).join(' '),
  );
}

/**
 * The context of a dev record, if known. Its id is `<sentence>#<n>`, n counting the
 * annotators' tokens from 1 (clitics are tokens: لأوباما is two), not the words.
 */
export function contextOfRecord(
  record: DevRecord,
  sentences: ReadonlyMap<string, Sentence>,
  typed?: (word: string) => string,
): WordContext | undefined {
  const [id = '', position] = (record.id ?? '').split('#');
  const sentence = sentences.get(record.sent ?? id);
  const token = Number(position);
  if (!sentence || !Number.isInteger(token)) return undefined;
  let last = 0;
  const index = sentence.words.findIndex((word) => {
    last += word.tokens.length;
    return token <= last;
  });
  return index === -1 ? undefined : contextAt(sentence, index, typed);
}
