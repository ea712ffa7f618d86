/** Median, 99th percentile and count of a set of samples, in their unit, to 0.01. */
export interface Summary {
  count: number;
  median: number;
  p99: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Summarizes samples (nearest-rank percentiles); an empty set gives zeros. */
export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((left, right) => left - right);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
  return { count: sorted.length, median: round(at(0.5)), p99: round(at(0.99)) };
}
