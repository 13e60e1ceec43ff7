import type { CallRecord, Fault, FaultRule, KeyConfig } from './types';

interface ActiveRule {
  rule: FaultRule;
  /** Matching requests left; Infinity when the rule has no `times`. */
  remaining: number;
}

/** Everything the service remembers between requests: counters, call log, fault rules. */
export class ServiceState {
  private readonly keys: ReadonlyMap<string, KeyConfig>;
  private readonly counts = new Map<string, number>();
  private log: CallRecord[] = [];
  private rules: ActiveRule[] = [];
  private recordings: string[] = [];

  constructor(keys: readonly KeyConfig[]) {
    this.keys = new Map(keys.map((config) => [config.key, { ...config }]));
  }

  key(value: string): KeyConfig | undefined {
    return this.keys.get(value);
  }

  callCount(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  /** Counts of every configured key (zeros included), plus any other key that was counted. */
  allCounts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const key of this.keys.keys()) counts[key] = this.callCount(key);
    for (const [key, count] of this.counts) counts[key] = count;
    return counts;
  }

  /** A copy, so a caller holding it does not see later calls appear in it. */
  calls(): readonly CallRecord[] {
    return [...this.log];
  }

  /** Logs a call; a counted one moves its key's counter. Done before the answer is written. */
  record(call: CallRecord): void {
    this.log.push(call);
    if (call.counted && call.key !== null) {
      this.counts.set(call.key, this.callCount(call.key) + 1);
    }
  }

  /** Paths of the recordings fetched (/audio/…), in order. */
  audioFetches(): readonly string[] {
    return [...this.recordings];
  }

  recordAudio(path: string): void {
    this.recordings.push(path);
  }

  setFaults(rules: readonly FaultRule[]): void {
    this.rules = rules.map((rule) => ({
      rule: { ...rule },
      remaining: rule.times ?? Number.POSITIVE_INFINITY,
    }));
  }

  /** The fault of the first rule that matches `path` and has uses left; uses one up. */
  takeFault(path: string): Fault | null {
    const active = this.rules.find(
      ({ rule, remaining }) =>
        remaining > 0 && (rule.path === undefined || path.endsWith(rule.path)),
    );
    if (active === undefined) return null;
    active.remaining -= 1;
    return active.rule.fault;
  }

  reset(): void {
    this.counts.clear();
    this.log = [];
    this.rules = [];
    this.recordings = [];
  }
}
