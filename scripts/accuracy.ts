// npm run accuracy: the real lookup engine (analyser, ranking, call cap, remembered forms)
// against a simulated service, over the dev half of UD Arabic-PUD (tests/data/README.md).
// The service's lexicon is the dev set's headwords plus the shipped hunspell list's nouns
// and verb lemmas (30 000+), so a wrong real word is found and counted wrong. Like a
// dictionary's, it lists singulars: a list word that is a plural of another list word
// (a strong broken-plural shape, or ات) is left out, by the harness's own frozen copy of
// that rule (accuracy/plural-shapes.ts), so the lexicon does not move with the analyser.
// Prints shares by category, then the same for the dev words as the web often types them
// (accuracy/web-typing.ts), and writes JSON to accuracy-results/.
import 'fake-indexeddb/auto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeWord } from '../lib/arabic/lemma-codec';
import { type LemmaList, parseLemmaList } from '../lib/arabic/lemma-list';
import { createLookupEngine } from '../lib/lookup/engine';
import { MAX_CANDIDATES } from '../lib/lookup/form-resolver';
import { rankedCandidates } from '../lib/lookup/lemma-knowledge';
import { isAsWritten } from '../lib/lookup/types';
import { strongPluralSingulars } from './accuracy/plural-shapes';
import { isSameLemma } from './accuracy/same-lemma';
import { createSimService, type SimEntry } from './accuracy/sim-service';
import { asTypedOnTheWeb } from './accuracy/web-typing';
import { formatTable, mark } from './bench/report';

interface DevRecord {
  surface: string;
  headword: string;
  upos: 'NOUN' | 'VERB' | 'ADJ';
  category: string;
}

const ROOT = join(import.meta.dirname, '..');
const TEH_MARBUTA = 'ة';

/** True when `word` reads as the plural of another noun the list holds. */
function pluralOfListWord(word: string, list: LemmaList): boolean {
  const singular = (form: string) => list.lookup(form)?.noun === true;
  if (strongPluralSingulars(word).some(singular)) return true;
  const stem = word.slice(0, -2);
  return word.endsWith('ات') && (singular(`${stem}${TEH_MARBUTA}`) || singular(stem));
}

function lexicon(
  records: readonly DevRecord[],
  text: string,
  list: LemmaList,
): Map<string, SimEntry> {
  const words = new Map<string, SimEntry>();
  let others = 0;
  for (const line of text.split('\n')) {
    const [key = '', ...tags] = line.split(' ');
    const word = decodeWord(key);
    const verb = tags.includes('v');
    const noun = tags.includes('n') || tags.includes('p');
    if (key === '' || !(verb || (noun && !pluralOfListWord(word, list)))) continue;
    words.set(word, { lemma: word, pos: verb ? 'فعل' : 'اسم' });
    others++;
  }
  for (const record of records) {
    const pos = record.upos === 'VERB' ? 'فعل' : record.upos === 'ADJ' ? 'صفة' : 'اسم';
    words.set(record.headword, { lemma: record.headword, pos });
  }
  console.info(`simulated lexicon: ${words.size} headwords (${others} from hunspell)`);
  return words;
}

interface Tally {
  words: number;
  right: number;
  wrong: number;
  /**
   * Wrong, but what was shown is the word's own entry: as written, or with clitics cut
   * (الحدود → حدود, no inflection undone); the reader sees that word, not a guess.
   */
  wrongOwnEntry: number;
  /** Of those, the right lemma was among the readings a lookup would have probed. */
  ownEntryLemmaReadable: number;
  /** Of those, the right lemma is among the readings the answer offers as links (not resolved). */
  ownEntryLemmaOffered: number;
  /** Wrong by a lead (تقول → قال), the right lemma being the word as written, offered as a link. */
  leadAsWrittenRight: number;
  /** Wrong, the right lemma offered as a link in any way (one click, no call until then). */
  wrongLemmaOffered: number;
  /**
   * Wrong, and the right lemma is none of the analyser's readings of the word: no ranking
   * could reach it (an annotation's spelling, الأموات → أمة; or a reading the analyser lacks).
   */
  wrongUnreadable: number;
  /** Words whose answer offers other readings at all (the links' cost in attention). */
  givenLinks: number;
  nothing: number;
  calls: number;
  maxCalls: number;
}

const emptyTally = (): Tally => ({
  words: 0,
  right: 0,
  wrong: 0,
  wrongOwnEntry: 0,
  ownEntryLemmaReadable: 0,
  ownEntryLemmaOffered: 0,
  leadAsWrittenRight: 0,
  wrongLemmaOffered: 0,
  wrongUnreadable: 0,
  givenLinks: 0,
  nothing: 0,
  calls: 0,
  maxCalls: 0,
});

/** A fresh engine (its own answer cache and memory) over the simulated service. */
function freshEngine(service: ReturnType<typeof createSimService>, listText: string, name: string) {
  return createLookupEngine({
    getConfig: async () => ({
      apiKey: 'accuracy',
      serviceUrl: 'https://siwar.test/api/v1/external',
      lexicons: [],
      cacheLifetimeDays: 30,
    }),
    fetch: service.fetch,
    dbName: `lisan-accuracy-${name}-${Date.now()}`,
    clientOptions: { maxRetries: 0 },
    lemmaSource: async () => listText,
  });
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

type Engine = ReturnType<typeof freshEngine>;
type SimService = ReturnType<typeof createSimService>;

/** One word looked up on the Senses tab: the answer, the calls it cost, and its outcome. */
async function lookUp(engine: Engine, service: SimService, word: string, headword: string) {
  const before = service.calls();
  const response = await engine.lookupTab({ word, tab: 'senses' });
  const calls = service.calls() - before;
  if (!response.ok) throw new Error(`lookup failed: ${JSON.stringify(response.error)}`);
  const found = (response.results.pos?.length ?? 0) > 0;
  const right = found && isSameLemma(response.matched, headword);
  return { response, calls, found, right };
}

/** `tallies[name]` with one more word counted: right, wrong or nothing, and its calls. */
function countWord(
  tallies: Map<string, Tally>,
  name: string,
  { found, right, calls }: { found: boolean; right: boolean; calls: number },
): Tally {
  const tally = tallies.get(name) ?? emptyTally();
  tally.words++;
  if (right) tally.right++;
  else if (found) tally.wrong++;
  else tally.nothing++;
  tally.calls += calls;
  tally.maxCalls = Math.max(tally.maxCalls, calls);
  tallies.set(name, tally);
  return tally;
}

/**
 * The dev words whose spelling web typing changes, typed so and looked up by an engine that
 * has seen none of them: right, wrong, nothing and calls, by what typing changed.
 */
async function webTypedTable(
  records: readonly DevRecord[],
  service: SimService,
  listText: string,
): Promise<Record<string, string | number>[]> {
  const engine = freshEngine(service, listText, 'web');
  const tallies = new Map<string, Tally>();
  for (const record of records) {
    const { typed, changes } = asTypedOnTheWeb(record.surface);
    if (changes.length === 0) continue;
    const outcome = await lookUp(engine, service, typed, record.headword);
    for (const name of ['all typed so', ...changes]) countWord(tallies, name, outcome);
  }
  return [...tallies.entries()].map(([name, t]) => ({
    'as the web types': name,
    words: t.words,
    resolved: percent(t.right, t.words),
    wrong: percent(t.wrong, t.words),
    nothing: percent(t.nothing, t.words),
    'calls/word': (t.calls / t.words).toFixed(2),
    'max calls': t.maxCalls,
  }));
}

const printTable = (rows: Record<string, string | number>[]) =>
  console.info(
    formatTable(
      Object.keys(rows[0] ?? {}),
      rows.map((row) => Object.values(row).map(String)),
    ),
  );

async function main(): Promise<void> {
  const started = performance.now();
  const records = JSON.parse(
    readFileSync(join(ROOT, 'tests/data/ud-arabic-pud-dev.json'), 'utf8'),
  ) as DevRecord[];
  const listText = readFileSync(join(ROOT, 'public/lemmas/ar.txt'), 'latin1');
  const list = parseLemmaList(listText);
  const service = createSimService(lexicon(records, listText, list));
  const engine = freshEngine(service, listText, 'dev');

  const tallies = new Map<string, Tally>();
  const misses: { surface: string; headword: string; matched: string | null; category: string }[] =
    [];
  for (const record of records) {
    const outcome = await lookUp(engine, service, record.surface, record.headword);
    const { response, found, right } = outcome;
    const wrong = found && !right;
    // The analyser's readings of a wrong word, ranked as a fresh lookup would rank them.
    const readings = wrong ? rankedCandidates(record.surface, list, new Set()) : [];
    const isRight = (reading: { form: string }) => isSameLemma(reading.form, record.headword);
    const ownEntry = wrong && (response.analysis?.inflections.length ?? 0) === 0;
    // Had the word's own entry not been taken, would a probe have reached the lemma?
    const readable = ownEntry && readings.slice(1, 1 + MAX_CANDIDATES).some(isRight);
    const offered = ownEntry && (response.otherReadings ?? []).some(isRight);
    const asWrittenRight =
      wrong &&
      (response.otherReadings ?? []).some((reading) => isAsWritten(reading) && isRight(reading));
    const unreadable = wrong && !readings.some(isRight);
    const wrongOffered = wrong && (response.otherReadings ?? []).some(isRight);
    for (const name of ['all', record.category]) {
      const tally = countWord(tallies, name, outcome);
      if (ownEntry) tally.wrongOwnEntry++;
      if (readable) tally.ownEntryLemmaReadable++;
      if (offered) tally.ownEntryLemmaOffered++;
      if (asWrittenRight) tally.leadAsWrittenRight++;
      if (wrongOffered) tally.wrongLemmaOffered++;
      if (unreadable) tally.wrongUnreadable++;
      if ((response.otherReadings ?? []).length > 0) tally.givenLinks++;
    }
    if (!right) {
      const { surface, headword, category } = record;
      misses.push({ surface, headword, matched: found ? response.matched : null, category });
    }
  }

  const rows = [...tallies.entries()].map(([name, t]) => ({
    category: name,
    words: t.words,
    resolved: percent(t.right, t.words),
    wrong: percent(t.wrong, t.words),
    'of which own entry': percent(t.wrongOwnEntry, t.words),
    'own entry, lemma a reading': percent(t.ownEntryLemmaReadable, t.words),
    'own entry, right lemma offered as a link': percent(t.ownEntryLemmaOffered, t.words),
    'led wrong, right as written': percent(t.leadAsWrittenRight, t.words),
    'wrong, right lemma a link': percent(t.wrongLemmaOffered, t.words),
    'wrong, right lemma no reading': percent(t.wrongUnreadable, t.words),
    'given links': percent(t.givenLinks, t.words),
    nothing: percent(t.nothing, t.words),
    'calls/word': (t.calls / t.words).toFixed(2),
    'max calls': t.maxCalls,
  }));
  printTable(rows);
  const all = tallies.get('all') ?? emptyTally();
  const targets: [string, boolean][] = [
    ['resolved ≥ 93%', all.right / all.words >= 0.93],
    ['wrong ≤ 2%', all.wrong / all.words <= 0.02],
    ['calls per word ≤ 1.4', all.calls / all.words <= 1.4],
    ['never more than 4 calls', all.maxCalls <= 4],
  ];
  for (const [target, pass] of targets) console.info(`${mark(pass)} ${target}`);
  const webRows = await webTypedTable(records, service, listText);
  console.info('\nThe dev words whose spelling web typing changes, typed so (no target):');
  printTable(webRows);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`${records.length} words in ${seconds} s`);
  const folder = join(ROOT, 'accuracy-results');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `accuracy-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ rows, webRows, misses }, null, 1));
  console.info(`wrote ${file}`);
}

await main();
