import { BENCH_REQUESTS } from "./bench-requests";
import type { BenchVariant } from "./bench-variant";
import { summarize, type Summary } from "./summarize";

/** A variant under many threads at once. */
export interface ConcurrencyFigures {
  threads: number;
  turns: number;
  /** Completed turns per second of wall time. */
  turnsPerSecond: number;
  /** Wall time of each turn, ms. */
  turn: Summary;
  /** Model calls per turn (mean). */
  modelCalls: number;
}

/**
 * `threads` conversations at once, each running `turnsPerThread` tool turns one after another,
 * all started together against the server with latency.
 */
export async function measureConcurrency({ variant, threads = 500, turnsPerThread = 3 }: { variant: BenchVariant; threads?: number; turnsPerThread?: number }): Promise<ConcurrencyFigures> {
  const request = BENCH_REQUESTS.find((candidate) => candidate.kind === "tool")!;
  const samples: number[] = [];
  const calls = variant.modelCalls();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: threads }, async (_, thread) => {
      for (let turn = 0; turn < turnsPerThread; turn += 1) {
        const turnStarted = performance.now();
        const outcome = await variant.runTurn(request.text, `concurrent-${thread}`);
        if (outcome.reply === "") throw new Error(`${variant.name} gave no reply under load.`);
        samples.push(performance.now() - turnStarted);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    threads,
    turns: samples.length,
    turnsPerSecond: Math.round((samples.length / seconds) * 10) / 10,
    turn: summarize(samples),
    modelCalls: (variant.modelCalls() - calls) / samples.length,
  };
}
