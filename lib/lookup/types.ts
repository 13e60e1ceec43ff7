import type { ApiError } from '../api/errors';
import type { ElementOf, LookupOperation } from '../api/operations';
import type { CandidateAnalysis, WriterHabits } from '../arabic';

/** The tabs of the results view (UI contract in architecture.md), in display order. */
// The service's data types the UI renders, so components depend on the lookup layer only.
export type { ApiErrorKind } from '../api/errors';
export type { ElementOf } from '../api/operations';
export type { Lexicon, Structure, WordForm } from '../api/schemas';

export const RESULT_TABS = ['senses', 'examples', 'root', 'pattern', 'forms', 'related'] as const;
export type ResultTab = (typeof RESULT_TABS)[number];

/**
 * Which operations fill each tab. `pos` returns senses too, so one call fills part of
 * speech and senses. A tab's operations run only when the reader opens that tab.
 */
export const TAB_OPERATIONS = {
  senses: ['pos'],
  examples: ['examples'],
  root: ['root'],
  pattern: ['pattern'],
  forms: ['conjugations'],
  related: ['synonyms', 'opposites', 'word-structures'],
} as const satisfies Record<ResultTab, readonly LookupOperation[]>;

/** Entries per operation; an operation the tab does not use is absent. */
export type OperationResults = { [Op in LookupOperation]?: ElementOf<Op>[] };

/** A reading that undoes no inflection: the word as written, offered under a lead's answer. */
export function isAsWritten(reading: CandidateAnalysis): boolean {
  return reading.inflections.length === 0;
}

/** Each key's lifetime call limit, set by the service (docs/api-spec.md §8). */
export const CALL_LIMIT = 5000;

export interface BudgetStatus {
  /** Successful calls counted for the current key, by us. */
  used: number;
  limit: number;
  /** Crossed 80% or 95% of the limit. */
  warning: 'none' | 'eighty' | 'ninety-five';
  /** The key is spent: our count reached the limit or the service said so. */
  spent: boolean;
}

export interface TabLookupRequest {
  word: string;
  tab: ResultTab;
  /**
   * The word's own entry, without asking first a reading likelier than it (the reader
   * followed the "as written" link under a lead's answer: تقول rather than قال).
   */
  asWritten?: boolean;
  /**
   * Forms tab: ask the service's documented operation even for a word known to be no
   * verb (the reader pressed "Ask the service").
   */
  askService?: boolean;
  /**
   * The words around it in its sentence, for this lookup only: they choose among the
   * word's readings (lib/arabic/context.ts) and are then dropped, never stored.
   */
  context?: WordContext;
}

/** At most this many words on each side of the looked-up word. */
export const MAX_CONTEXT_WORDS = 3;

/** The words before (in text order, the nearest last) and after (the nearest first) a word. */
export interface WordContext {
  before: string[];
  after: string[];
  /** How its paragraph shows its writer spells (lib/arabic/writer-habits.ts). */
  paragraph?: WriterHabits;
}

export type TabLookupResponse =
  | {
      ok: true;
      /** The word as the reader asked for it. */
      word: string;
      /** The form that had entries: the strict key of `word`, or a clitic-stripped candidate. */
      matched: string;
      /** True when `matched` is a candidate with clitics removed ("showing كتاب for والكتاب"). */
      strippedClitics: boolean;
      /** How `matched` was reached from the word, when it is not the word as written. */
      analysis?: CandidateAnalysis;
      /** Nothing found: candidates not tried within the call cap, likeliest first. */
      untried?: string[];
      /** Other lemmas the service's search returned for the word ("see also"). */
      seeAlso?: string[];
      /**
       * The word has its own entry, yet reads as an inflection of other lemmas the lemma
       * list knows (تقول: also قال, "she says"): offered as links, best first, at most 3.
       * Under a lead's answer (تقول → قال), the one reading is the word as written, which
       * undoes nothing (`inflections` empty; see `isAsWritten`).
       */
      otherReadings?: CandidateAnalysis[];
      /**
       * Forms tab only: the word's entries are all known non-verbs (these parts of speech),
       * so it has no conjugations and none were asked for.
       */
      nonVerbPos?: string[];
      results: OperationResults;
      /** Names (or ids, when the name is unknown) of private lexicons the service refused (403). */
      refusedLexicons: string[];
      budget: BudgetStatus;
    }
  | { ok: false; error: ApiError; budget: BudgetStatus | null };
