/**
 * Joins identical work already under way: while a call for a key is pending, a second
 * request for the same key gets the same promise instead of making its own call.
 * Memory only, by nature: it covers the seconds a call takes, not the worker's restarts
 * (the persistent cache does that).
 */
export interface InFlight {
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** How many distinct pieces of work are pending (for tests). */
  readonly size: number;
}

export function createInFlight(): InFlight {
  const pending = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, work: () => Promise<T>): Promise<T> {
      const joined = pending.get(key);
      if (joined) return joined as Promise<T>;
      // Started from a resolved promise so a synchronous throw in `work` becomes a rejection.
      const started = Promise.resolve().then(work);
      pending.set(key, started);
      const forget = () => {
        if (pending.get(key) === started) pending.delete(key);
      };
      started.then(forget, forget);
      return started;
    },
    get size() {
      return pending.size;
    },
  };
}
