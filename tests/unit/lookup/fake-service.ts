import { LIMIT_MESSAGE } from '../../../lib/api/errors';
import type { EngineConfig } from '../../../lib/lookup/engine';

/**
 * A tiny stand-in for the lexical service, as an injectable fetch. It answers every lookup
 * operation from one table (the schemas drop the fields an operation does not use), and
 * records each request so tests can count calls.
 */

export const BASE_URL = 'https://siwar.test/api/v1/external';

interface FakeEntry {
  lemma: string;
  lexiconName: string;
  pos?: string;
  senses?: string[];
  examples?: string[];
  root?: string;
  synonyms?: string[];
  opposites?: string[];
  pattern?: string;
  wordForms?: { value: string }[];
  structures?: { relatedLemma: string }[];
}

/** Public entries by the exact query the service matches (diacritic-free lemma). */
const PUBLIC: Record<string, FakeEntry[]> = {
  كتاب: [
    {
      lemma: 'كِتَاب',
      lexiconName: 'معجم الرياض',
      pos: 'اسم',
      senses: ['أوراق مجموعة'],
      examples: ['قرأت كتابا'],
      root: 'ك ت ب',
    },
  ],
  قلم: [{ lemma: 'قَلَم', lexiconName: 'المعجم الأساسي', pos: 'اسم', senses: ['ما يكتب به'] }],
  أكل: [{ lemma: 'أَكَلَ', lexiconName: 'المعجم الأساسي', pos: 'فعل', senses: ['تناول الطعام'] }],
  // Two different words that share a loose key (ى → ي).
  على: [{ lemma: 'عَلَى', lexiconName: 'المعجم الأساسي', pos: 'حرف', senses: ['حرف جر'] }],
  علي: [{ lemma: 'عَلِيّ', lexiconName: 'المعجم الأساسي', pos: 'صفة', senses: ['الرفيع'] }],
  // A ة word, and the word its ه-ending spelling reads as with the pronoun (دوره: his role).
  دورة: [{ lemma: 'دَوْرَة', lexiconName: 'المعجم الأساسي', pos: 'اسم', senses: ['حلقة'] }],
  دور: [{ lemma: 'دَوْر', lexiconName: 'المعجم الأساسي', pos: 'اسم', senses: ['مهمة'] }],
  // A word that exists but has no synonyms or examples: no tab may strip it.
  // (its candidate زير has synonyms, and would be a wrong match).
  وزير: [{ lemma: 'وَزِير', lexiconName: 'المعجم الأساسي', pos: 'اسم', senses: ['عضو الحكومة'] }],
  زير: [{ lemma: 'زِير', lexiconName: 'المعجم الأساسي', pos: 'اسم', synonyms: ['جرة'] }],
  // Inflected forms: a verb with its conjugations, an adjective and a feminine noun.
  قال: [
    {
      lemma: 'قَالَ',
      lexiconName: 'المعجم الأساسي',
      pos: 'فعل',
      senses: ['تكلم'],
      wordForms: [{ value: 'قَالَتْ' }, { value: 'يَقُولُ/تَقُولُ' }],
    },
  ],
  // A word with its own entry that reads, in a text, mostly as another verb's "she says".
  تقول: [{ lemma: 'تَقَوَّلَ', lexiconName: 'المعجم الأساسي', pos: 'فعل', senses: ['افترى'] }],
  // A plural listed as a word of its own beside its singular, and one without its singular.
  صفوف: [{ lemma: 'صُفُوف', lexiconName: 'المعجم الأساسي', pos: 'اسم', senses: ['جمع صف'] }],
  صف: [{ lemma: 'صَفّ', lexiconName: 'المعجم الأساسي', pos: 'اسم', senses: ['سطر مستقيم'] }],
  سيوف: [{ lemma: 'سُيُوف', lexiconName: 'المعجم الأساسي', pos: 'اسم', senses: ['جمع سيف'] }],
  خاص: [{ lemma: 'خَاصّ', lexiconName: 'المعجم الأساسي', pos: 'صفة', senses: ['خلاف العام'] }],
  خاصة: [{ lemma: 'خَاصَّة', lexiconName: 'المعجم الأساسي', pos: 'اسم', senses: ['ضد العامة'] }],
  // Words the web often types without their hamza (اخذ، الاخر).
  أخذ: [{ lemma: 'أَخَذَ', lexiconName: 'المعجم الأساسي', pos: 'فعل', senses: ['تناول'] }],
  آخر: [{ lemma: 'آخَر', lexiconName: 'المعجم الأساسي', pos: 'صفة', senses: ['غير الأول'] }],
  // A verb whose form IV is as common, spelled alike in the imperfect (تظهر: ظهر, أظهر).
  ظهر: [{ lemma: 'ظَهَرَ', lexiconName: 'المعجم الأساسي', pos: 'فعل', senses: ['بان'] }],
  // A ة word the web types in ه (حمايه), which also reads as a guessed plural + "his".
  حماية: [{ lemma: 'حِمَايَة', lexiconName: 'المعجم الأساسي', pos: 'اسم', senses: ['وقاية'] }],
};

/** Entries of the one private lexicon. */
const PRIVATE: Record<string, FakeEntry[]> = {
  كتاب: [{ lemma: 'كِتَاب', lexiconName: 'معجم خاص', pos: 'اسم', senses: ['سِفر'] }],
};

/** The field an operation needs; pos and senses list every entry. */
const FIELD_OF: Record<string, keyof FakeEntry> = {
  examples: 'examples',
  root: 'root',
  synonyms: 'synonyms',
  opposites: 'opposites',
  pattern: 'pattern',
  conjugations: 'wordForms',
  'word-structures': 'structures',
};

export const LEXICONS = [
  { _id: 'Riyadh', name: 'معجم الرياض', isPublic: true },
  { _id: 'basic-1', name: 'المعجم الأساسي', isPublic: true },
];

export interface RecordedCall {
  path: string;
  query: string | null;
  lexiconIds: string | null;
  apikey: string | null;
}

export interface FakeServiceOptions {
  /** Calls that succeed before the service answers 401 with the limit message. */
  limit?: number;
  /** Status of every private-scope call (e.g. 403); default: answer from PRIVATE. */
  privateStatus?: number;
  /** The keys the private lexicon answers; any other key gets 403. Default: every key. */
  privateKeys?: string[];
  /** Status of every public-scope lookup (e.g. 500); default: answer from PUBLIC. */
  publicStatus?: number;
  /** Any call with this exact query answers 500. */
  failQuery?: string;
  /** Milliseconds before each answer. */
  delayMs?: number;
}

export interface FakeService {
  fetch: typeof fetch;
  calls: RecordedCall[];
  /** Calls the service would count (200s), like its own counter. */
  counted(): number;
}

export function createFakeService(options: FakeServiceOptions = {}): FakeService {
  const calls: RecordedCall[] = [];
  let counted = 0;

  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    const path = url.pathname.replace('/api/v1/external', '');
    calls.push({
      path,
      query: url.searchParams.get('query'),
      lexiconIds: url.searchParams.get('lexiconIds'),
      apikey: headers.get('apikey'),
    });
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));

    if (options.limit !== undefined && counted >= options.limit) {
      return answer(401, { statusCode: 401, error: 'HttpExceptions', message: [LIMIT_MESSAGE] });
    }
    const [, scope, operation] = path.split('/');
    const refusedKey =
      options.privateKeys !== undefined &&
      !options.privateKeys.includes(headers.get('apikey') ?? '');
    if (scope === 'private' && refusedKey) {
      return answer(403, { statusCode: 403, message: ['no permission'] });
    }
    if (scope === 'private' && options.privateStatus) {
      return answer(options.privateStatus, {
        statusCode: options.privateStatus,
        message: ['no permission'],
      });
    }
    if (scope === 'public' && operation !== 'lexicons' && options.publicStatus) {
      return answer(options.publicStatus, { statusCode: options.publicStatus, message: ['boom'] });
    }
    if (options.failQuery !== undefined && url.searchParams.get('query') === options.failQuery) {
      return answer(500, { statusCode: 500, message: ['boom'] });
    }
    counted++;
    if (operation === 'lexicons') return answer(200, LEXICONS);
    const table = scope === 'private' ? PRIVATE : PUBLIC;
    const entries = table[url.searchParams.get('query') ?? ''] ?? [];
    // Like the real service: an operation lists only the entries that have its field.
    const field = FIELD_OF[operation ?? ''];
    return answer(200, field ? entries.filter((entry) => entry[field] !== undefined) : entries);
  };

  return { fetch: fakeFetch as typeof fetch, calls, counted: () => counted };
}

let databases = 0;
/** A database name no other test uses. */
export function uniqueDbName(): string {
  databases++;
  return `lisan-test-${databases}-${Math.random().toString(36).slice(2)}`;
}

export function config(overrides: Partial<EngineConfig> = {}): EngineConfig {
  return {
    apiKey: 'test-key',
    serviceUrl: BASE_URL,
    lexicons: [],
    cacheLifetimeDays: 30,
    ...overrides,
  };
}
