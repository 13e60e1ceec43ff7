/**
 * The public types of the sample service. server.ts re-exports them; other engineers code
 * against these shapes, so change them only together with everyone who imports them.
 */

export interface KeyConfig {
  key: string;
  limit: number;
  status: 'active' | 'inactive' | 'expired';
  /** Ids of private lexicons this key is authorised for. */
  privateLexicons: string[];
}

export type Fault =
  | { kind: 'latency'; ms: number }
  | { kind: 'status-500' }
  /** 200 with a body that is not JSON. */
  | { kind: 'malformed' }
  /** 200 with JSON cut off mid-way. */
  | { kind: 'truncated' }
  /** 404 as for a path the service does not have (a service without /public/search). */
  | { kind: 'not-found' }
  /** 200 with valid JSON of another shape: the normal answer wrapped in `{ data: … }`. */
  | { kind: 'wrapped' };

export interface FaultRule {
  fault: Fault;
  /** How many matching requests the rule applies to; default unlimited. */
  times?: number;
  /** Only requests whose path (after /api/v1/external) ends with this, e.g. '/public/senses'. */
  path?: string;
}

export interface CallRecord {
  key: string | null;
  /** Path after /api/v1/external, e.g. '/public/senses'. */
  path: string;
  query: string | null;
  lexiconIds: string[];
  status: number;
  /** Whether the call counted towards the key's limit (only 200s do). */
  counted: boolean;
  /** Epoch milliseconds when the answer was sent. */
  time: number;
}

export interface SampleServiceOptions {
  /** 0 = ephemeral; default 8787. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default: DEFAULT_KEYS. */
  keys?: KeyConfig[];
}

export interface SampleService {
  /** e.g. http://127.0.0.1:8787 */
  origin: string;
  /** origin + '/api/v1/external' */
  baseUrl: string;
  /** Successful (counted) calls of that key. */
  callCount(key: string): number;
  /** Every request to the API paths, in order. */
  calls(): readonly CallRecord[];
  /** Paths of the lemma recordings fetched (/audio/<id>.wav), in order; not API calls. */
  audioFetches(): readonly string[];
  /** Replaces the current fault rules; [] = none. */
  setFaults(rules: FaultRule[]): void;
  /** Counters, call log and faults back to zero. */
  reset(): void;
  close(): Promise<void>;
}
