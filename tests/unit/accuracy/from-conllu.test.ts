// The CoNLL-U converter (scripts/accuracy/from-conllu.ts), which lets npm run accuracy --data
// measure another treebank's text: given the dev sentences written as CoNLL-U, it must give
// back the dev file's records, the same words, headwords and categories.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConllu, recordsOf } from '../../../scripts/accuracy/from-conllu';
import type { DevRecord } from '../../../scripts/accuracy/records';
import { contextOfRecord, readSentences } from '../../../scripts/accuracy/sentences';

const DATA = join(import.meta.dirname, '../../data');
interface SentenceToken {
  form: string;
  lemma: string;
  upos: string;
}
interface SentenceWord {
  surface: string;
  tokens: SentenceToken[];
}
const { sentences } = JSON.parse(
  readFileSync(join(DATA, 'ud-arabic-pud-dev-sentences.json'), 'utf8'),
) as { sentences: { id: string; words: SentenceWord[] }[] };
const dev = JSON.parse(readFileSync(join(DATA, 'ud-arabic-pud-dev.json'), 'utf8')) as DevRecord[];

/** One sentence as CoNLL-U: a multiword line for a word of several tokens, then its tokens. */
function asConllu({ id, words }: { id: string; words: SentenceWord[] }): string {
  const lines = [`# sent_id = ${id}`];
  let next = 1;
  for (const { surface, tokens } of words) {
    if (tokens.length > 1) lines.push(`${next}-${next + tokens.length - 1}\t${surface}\t_\t_`);
    for (const { form, lemma, upos } of tokens) lines.push(`${next++}\t${form}\t${lemma}\t${upos}`);
  }
  return `${lines.join('\n')}\n`;
}

describe('from-conllu: a treebank as records in the dev file’s format', () => {
  const records = recordsOf(parseConllu(sentences.map(asConllu).join('\n')));

  it('gives back every dev record from the dev sentences, in order', () => {
    const fields = ({ id, sent, surface, headword, upos }: DevRecord) => ({
      id,
      sent,
      surface,
      headword,
      upos,
    });
    expect(records.map(fields)).toEqual(dev.map(fields));
  });

  it('gives its sentences in the shape the measure reads the words around a word from', () => {
    const parsed = parseConllu(sentences.map(asConllu).join('\n'));
    const byId = new Map(parsed.map((sentence) => [sentence.id, sentence]));
    const devSentences = readSentences(join(DATA, 'ud-arabic-pud-dev-sentences.json'));
    const differing = records.filter(
      (record) =>
        JSON.stringify(contextOfRecord(record, byId)) !==
        JSON.stringify(contextOfRecord(record, devSentences)),
    );
    expect(differing).toEqual([]);
  });

  it('files each word under the dev file’s category', () => {
    const wrong = records.filter((record, at) => record.category !== dev[at]?.category);
    expect(wrong).toEqual([]);
  });

  it('keeps only Arabic words holding one noun, verb or adjective, its lemma in Arabic letters', () => {
    const text = [
      '# sent_id = s1',
      '1\tفي\tفِي\tADP',
      '2\t2016م\t2016م\tNOUN',
      '3-5\tوكتابه\t_\t_',
      '3\tو\tوَ\tCCONJ',
      '4\tكتاب\tكِتَاب\tNOUN',
      '5\tه\tهُوَ\tPRON',
      '6\tعمرو\t`amr_W\tNOUN',
      '7-8\tكتابكتاب\t_\t_',
      '7\tكتاب\tكِتَاب\tNOUN',
      '8\tكتاب\tكِتَاب\tNOUN',
      '',
    ].join('\n');
    expect(recordsOf(parseConllu(text))).toEqual([
      {
        id: 's1#3',
        sent: 's1',
        surface: 'وكتابه',
        headword: 'كتاب',
        upos: 'NOUN',
        category: 'suffix',
      },
    ]);
  });
});
