import { BENCH_REQUESTS } from "./bench-requests";
import type { BenchVariant } from "./bench-variant";

/** Heap used per idle thread after many one-turn threads. */
export interface MemoryFigures {
  threads: number;
  /** (heapUsed after − heapUsed before) / threads, after a full GC each time, in bytes. */
  bytesPerThread: number;
}

function collectedHeap(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error("Run node with --expose-gc to measure memory (idle-memory-process.ts is started so).");
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/**
 * Runs one short turn (the one with no tool) on each of `threads` new threads, `parallel` at a
 * time, and measures how much heap the idle threads keep (MemorySaver, or the seed's arrays).
 */
export async function measureIdleMemory({
  variant,
  threads = 10_000,
  parallel = 25,
}: {
  variant: BenchVariant;
  threads?: number;
  parallel?: number;
}): Promise<MemoryFigures> {
  const request = BENCH_REQUESTS.find((candidate) => candidate.kind === "none")!;
  // Warm up first: compiled code and lazily built tables (OpenCC, schemas) are not per-thread memory.
  for (let warm = 0; warm < 300; warm += 1) await variant.runTurn(request.text, `warm-${warm}`);
  const before = collectedHeap();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < threads) await variant.runTurn(request.text, `idle-${next++}`);
    }),
  );
  const after = collectedHeap();
  return { threads, bytesPerThread: Math.round((after - before) / threads) };
}
