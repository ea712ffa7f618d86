import type { RangeFigures } from "./long-thread-report";

const round = (value: number) => Math.round(value * 100) / 100;

/** Median and mean wall time and mean CPU time of turns `from` to `to` (1-based, inclusive). */
export function summarizeRange(wallMs: readonly number[], cpuMs: readonly number[], from: number, to: number): RangeFigures {
  const wall = wallMs.slice(from - 1, to);
  const cpu = cpuMs.slice(from - 1, to);
  const sorted = [...wall].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  return { from, to, wallMedianMs: round(median), wallMeanMs: round(mean(wall)), cpuMeanMs: round(mean(cpu)) };
}
