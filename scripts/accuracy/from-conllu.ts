// npx tsx scripts/accuracy/from-conllu.ts IN.conllu OUT.json [SENTENCES.json]: any UD
// CoNLL-U file as records in the dev file's format, and its sentences as the dev sentences'
// file has them, so `npm run accuracy -- --data OUT.json --sentences SENTENCES.json`
// measures another treebank's text, each word with the words around it. One record per surface word holding exactly one NOUN, VERB or ADJ token:
// the headword is that token's lemma as a dictionary lists it, the category what separates
// the surface from it (tests/data/README.md), worked out from the annotators' tokens.
import { readFileSync, writeFileSync } from 'node:fs';
import { strictKey } from '../../lib/arabic';
import type { DevRecord } from './records';

interface Token {
  id: string;
  form: string;
  lemma: string;
  upos: string;
}

/** A surface word: a multiword token's line and its tokens, or one token alone. */
interface Word {
  surface: string;
  tokens: Token[];
}

interface Sentence {
  id: string;
  words: Word[];
}

const CONTENT = new Set(['NOUN', 'VERB', 'ADJ']);
/** The one-letter proclitics: the README's و ف ب ك ل (the article is in the word's own
 * token) and, as the dev file counts them (سأدخل), the future's س. */
const PROCLITICS = new Set(['و', 'ف', 'ب', 'ك', 'ل', 'س']);
const ARTICLE = 'ال';
/** An Arabic word to look up: Arabic letters only once diacritics are gone (the dev file
 * holds no word with a digit, a Latin letter, a hyphen or a quote in it). */
const ARABIC_WORD_RE = /^[\u0621-\u064A]+$/u;

/** The headword as the dev file writes it: no diacritics or tatweel, wasla ٱ written ا,
 * letters only (a stray Buckwalter mark, PUD's إل`هي, is dropped). */
export function headwordOf(lemma: string): string {
  return strictKey(lemma)
    .replace(/\u0671/gu, 'ا')
    .replace(/[^\u0621-\u064A]/gu, '');
}

/**
 * The spelling conventions the README files under `spelling` folded away: alif with or
 * without hamza, final ة or ه, final ى or ي. (A hamza's seat is not one: the dev file counts
 * السيئ for سيء as inflection, شيئاً as acc-alif and بناؤه as suffix.)
 */
function spellingFold(word: string): string {
  return word
    .replace(/[أإآٱ]/gu, 'ا')
    .replace(/ة$/u, 'ه')
    .replace(/ى$/u, 'ي');
}

/** A stem's last letter as it is written before a pronoun: ة, ء and ى take other shapes
 * (معيشتهم, بناؤه, أعماه). */
function asWordEnd(stem: string): string[] {
  const last = stem.slice(-1);
  const body = stem.slice(0, -1);
  const ends: Record<string, string[]> = { ت: ['ة'], ؤ: ['ء'], ئ: ['ء'], ا: ['ى'] };
  return [stem, ...(ends[last] ?? []).map((end) => body + end)];
}

export function parseConllu(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let current: Sentence = { id: '', words: [] };
  let multiword: { word: Word; last: number } | undefined;
  const finish = () => {
    if (current.words.length > 0) sentences.push(current);
    current = { id: '', words: [] };
    multiword = undefined;
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      finish();
      continue;
    }
    const sentId = /^# sent_id = (.+)$/u.exec(line);
    if (sentId) current.id = sentId[1]?.trim() ?? '';
    if (line.startsWith('#')) continue;
    const [id = '', form = '', lemma = '', upos = ''] = line.split('\t');
    const range = /^(\d+)-(\d+)$/u.exec(id);
    if (range) {
      multiword = { word: { surface: form, tokens: [] }, last: Number(range[2]) };
      current.words.push(multiword.word);
      continue;
    }
    // An empty node (8.1) is a reading the enhanced graph adds, not a token of the text.
    if (!/^\d+$/u.test(id)) continue;
    const token = { id, form, lemma, upos };
    if (multiword && Number(id) <= multiword.last) multiword.word.tokens.push(token);
    else current.words.push({ surface: form, tokens: [token] });
  }
  finish();
  return sentences;
}

/**
 * What separates the word from its headword, as the dev file's categories do: a verb whose
 * surface is its lemma, with clitics at most, counts under bare, proclitic or suffix as a
 * noun would (the dev file's وقال is proclitic), only an inflected one under verb.
 */
export function categoryOf(word: Word, content: Token, headword: string): string {
  const surface = strictKey(word.surface);
  if (surface === headword) return 'bare';
  const inflected = content.upos === 'VERB' ? 'verb' : 'noun-infl';
  const at = word.tokens.indexOf(content);
  const before = word.tokens.slice(0, at);
  const after = word.tokens.slice(at + 1);
  const onlyProclitics = before.every((token) => PROCLITICS.has(strictKey(token.form)));
  const onlyPronouns = after.every((token) => token.upos === 'PRON');
  if (!onlyProclitics || !onlyPronouns) return inflected;
  // The content token's letters in the surface: the clitics' letters cut off each end.
  const suffixLength = after.reduce((sum, token) => sum + strictKey(token.form).length, 0);
  const stem = surface.slice(before.length, surface.length - suffixLength);
  const suffixed = after.length > 0;
  // The stem as written, and without the article: ال, or ل alone after the preposition ل
  // (ل + الدولة is written للدولة).
  const stems = [stem];
  if (stem.startsWith(ARTICLE)) stems.push(stem.slice(ARTICLE.length));
  if (before.at(-1)?.form === 'ل' && stem.startsWith('ل')) stems.push(stem.slice(1));
  const readable = stems.filter((each) => each !== '');
  if (readable.includes(headword)) return suffixed ? 'suffix' : 'proclitic';
  if (suffixed && readable.flatMap(asWordEnd).includes(headword)) return 'suffix';
  // The accusative's alif: a noun's, and on a hamza's seat (شيئاً), not a dual's ت (منطقتا).
  const alifLess = readable.filter((each) => each.endsWith('ا')).map((each) => each.slice(0, -1));
  const seated = alifLess.flatMap((each) => [each, each.replace(/[ؤئ]$/u, 'ء')]);
  if (!suffixed && inflected === 'noun-infl' && seated.includes(headword)) return 'acc-alif';
  const folded = spellingFold(headword);
  if (readable.some((each) => spellingFold(each) === folded)) return 'spelling';
  return inflected;
}

export function recordsOf(sentences: readonly Sentence[]): DevRecord[] {
  const records: DevRecord[] = [];
  for (const sentence of sentences) {
    for (const word of sentence.words) {
      const contents = word.tokens.filter((token) => CONTENT.has(token.upos));
      const [content] = contents;
      if (!content || contents.length !== 1) continue;
      if (!ARABIC_WORD_RE.test(strictKey(word.surface))) continue;
      const headword = headwordOf(content.lemma);
      // A lemma in no Arabic letters (PADT's `amr_W for عمرو) is no headword to measure.
      if (headword === '') continue;
      records.push({
        // As the dev file: the sentence and the word's first token's number, clitics counted.
        id: `${sentence.id}#${word.tokens[0]?.id}`,
        sent: sentence.id,
        surface: word.surface,
        headword,
        upos: content.upos as DevRecord['upos'],
        category: categoryOf(word, content, headword),
      });
    }
  }
  return records;
}

function main(argv: readonly string[]): void {
  const [input, output, sentencesOutput] = argv;
  if (!input || !output)
    throw new Error('usage: from-conllu.ts IN.conllu OUT.json [SENTENCES.json]');
  const sentences = parseConllu(readFileSync(input, 'utf8'));
  const records = recordsOf(sentences);
  writeFileSync(output, `${JSON.stringify(records, null, 1)}\n`);
  if (sentencesOutput)
    writeFileSync(sentencesOutput, `${JSON.stringify({ sentences }, null, 1)}\n`);
  const counts = new Map<string, number>();
  for (const { category } of records) counts.set(category, (counts.get(category) ?? 0) + 1);
  const summary = [...counts].map(([category, n]) => `${category} ${n}`).join(', ');
  console.info(`${sentences.length} sentences, ${records.length} records: ${summary}`);
}

if (process.argv[1] === import.meta.filename) main(process.argv.slice(2));
