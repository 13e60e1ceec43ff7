/** Order statistics for the benchmark's samples. */

export interface Summary {
  n: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

/** Nearest-rank percentile (p in 0..100): always one of the measured values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** The middle value, or the mean of the two middle values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

export function summarise(values: readonly number[]): Summary {
  return {
    n: values.length,
    median: round(median(values)),
    p95: round(percentile(values, 95)),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
  };
}

/** Two decimals: enough for milliseconds, short in JSON. */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}
