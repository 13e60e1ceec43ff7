import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_RULES } from '../../../lib/arabic/context';
import { type LemmaList, parseLemmaList } from '../../../lib/arabic/lemma-list';
import { readingInContext } from '../../../lib/lookup/lemma-knowledge';
import { contextAt, readSentences, type Sentence } from '../../../scripts/accuracy/sentences';
import { diskLemmaSource } from '../../support/lemma-source';

// Each rule of lib/arabic/context.ts on real sentences of the dev file, with the words
// around the word cut as the extension cuts them on a page: which reading leads.
const sentences = readSentences(
  join(import.meta.dirname, '../../data/ud-arabic-pud-dev-sentences.json'),
);
let list: LemmaList;
beforeAll(async () => {
  list = parseLemmaList(await diskLemmaSource());
});

/** The first word `surface` of sentence `id`, and the words around it. */
function inSentence(id: string, surface: string) {
  const sentence = sentences.get(id) as Sentence;
  const index = sentence.words.findIndex((word) => word.surface === surface);
  expect(index).toBeGreaterThanOrEqual(0);
  return contextAt(sentence, index);
}

const chosen = (id: string, surface: string) =>
  readingInContext(surface, inSentence(id, surface), list, new Set());

describe('the sentence chooses among a word’s readings', () => {
  it.each([
    ['w04002055', 'يعد', 'عاد'], // لم يعد مضمار السباق مستخدماً
    ['n01125009', 'تعد', 'عاد'], // لم تعد خاصة بالسبعينيات
    ['w01132081', 'تظهر', 'ظهر'], // لم تظهر الأشرعة في منحوتات
  ])('particle before an imperfect: %s %s → %s', (id, surface, lemma) => {
    expect(chosen(id, surface)).toMatchObject({
      rule: 'particle before an imperfect',
      reading: { form: lemma, pos: 'verb' },
    });
  });

  it('relative pronoun before a verb: التي قضتها العائلة → قضى, not the noun قضة', () => {
    expect(chosen('w01034023', 'قضتها')).toMatchObject({
      rule: 'relative pronoun before a verb',
      reading: { form: 'قضى' },
    });
  });

  it.each([
    ['w01029015', 'تظهر', 'أظهر'], // تظهر الأوراق تنوعاً كبيراً
    ['n01021007', 'تفسد', 'أفسد'], // تفسد القلة الأمر على
  ])('direct object after a form I / form IV pair: %s %s → %s', (id, surface, lemma) => {
    expect(chosen(id, surface)).toMatchObject({
      rule: 'direct object after a form I / form IV pair',
      reading: { form: lemma },
    });
  });

  it('no direct object, no form IV: تظهر وينتور ذاتها stays with the word alone', () => {
    expect(chosen('n01089033', 'تظهر')).toBeUndefined();
  });

  it('"my" before a definite adjective: في حياتي اليومية → حياة + ي', () => {
    expect(chosen('n01080039', 'حياتي')).toMatchObject({
      rule: '"my" before a definite adjective',
      reading: { form: 'حياة', enclitics: ['ي'] },
    });
  });

  it('no neighbours, no choice', () => {
    expect(readingInContext('يعد', { before: [], after: [] }, list, new Set())).toBeUndefined();
  });

  it('every rule says why it holds', () => {
    for (const rule of CONTEXT_RULES) expect(rule.reason.length).toBeGreaterThan(20);
  });
});
