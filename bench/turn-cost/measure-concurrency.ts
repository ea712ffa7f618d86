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
 * `threads` conversations at once, all started together, each running one tool turn per pass.
 * The variants take turns, in one order and then the reverse, so a change in the machine's load
 * falls on all of them alike.
 */
export async function measureConcurrency({
  variants,
  threads = 500,
  passes = 2,
}: {
  variants: readonly BenchVariant[];
  threads?: number;
  passes?: number;
}): Promise<Record<string, ConcurrencyFigures>> {
  const request = BENCH_REQUESTS.find((candidate) => candidate.kind === "tool")!;
  const runs = new Map(variants.map((variant) => [variant.name, { samples: [] as number[], seconds: 0, calls: 0 }]));
  for (let pass = 0; pass < passes; pass += 1) {
    for (const variant of pass % 2 === 0 ? variants : [...variants].reverse()) {
      const run = runs.get(variant.name)!;
      const calls = variant.modelCalls();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: threads }, async (_, thread) => {
          const turnStarted = performance.now();
          const outcome = await variant.runTurn(request.text, `concurrent-${thread}`);
          if (outcome.reply === "") throw new Error(`${variant.name} gave no reply under load.`);
          run.samples.push(performance.now() - turnStarted);
        }),
      );
      run.seconds += (performance.now() - started) / 1000;
      run.calls += variant.modelCalls() - calls;
    }
  }
  const figures: Record<string, ConcurrencyFigures> = {};
  for (const [name, { samples, seconds, calls }] of runs) {
    figures[name] = {
      threads,
      turns: samples.length,
      turnsPerSecond: Math.round((samples.length / seconds) * 10) / 10,
      turn: summarize(samples),
      modelCalls: calls / samples.length,
    };
  }
  return figures;
}
