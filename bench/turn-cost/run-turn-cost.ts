import { cpus, loadavg, platform, totalmem } from "node:os";
import { compareVariants } from "./compare-variants";
import { createFloorVariants } from "./create-floor-variants";
import { createVariant, VARIANT_NAMES } from "./create-variant";
import { measureConcurrency } from "./measure-concurrency";
import type { MemoryFigures } from "./measure-idle-memory";
import { measureIdleMemoryInChild } from "./measure-idle-memory-in-child";
import { measureSequentialTurns } from "./measure-sequential-turns";
import { startModelServers } from "./start-model-servers";
import type { TurnCostReport } from "./turn-cost-report";

/** Options of {@link runTurnCost}. */
export interface RunTurnCostOptions {
  /** A short run to check the bench works (fewer turns and threads). Default: false. */
  quick?: boolean;
  /** The slow server's latency per model call, ms. Default: 200. */
  latencyMs?: number;
  /** For the time to the first sentence, the pause between streamed pieces of 3 characters, ms. Default: 20. */
  chunkDelayMs?: number;
  /** Progress lines. Default: console.log. */
  log?: (line: string) => void;
}

/**
 * Runs every variant through every measure: overhead at 0 ms latency (≥ 1,000 turns each in a
 * full run), latency at `latencyMs`, time to the first sentence of a reply streamed at
 * `chunkDelayMs` per 3 characters after `latencyMs`, 500 concurrent threads at
 * `latencyMs`, and heap per idle thread after 10,000 one-turn threads.
 */
export async function runTurnCost({
  quick = false,
  latencyMs = 200,
  chunkDelayMs = 20,
  log: print = console.log,
}: RunTurnCostOptions = {}): Promise<TurnCostReport> {
  const started = performance.now();
  const log = (line: string) => print(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
  const settings = {
    quick,
    latencyMs,
    chunkDelayMs,
    overheadTurns: quick ? 150 : 1_002,
    latencyTurns: quick ? 6 : 15,
    concurrentThreads: 500,
    turnsPerThread: quick ? 1 : 2,
    idleThreads: quick ? 1_000 : 10_000,
  };
  const servers = await startModelServers({ latencyMs, chunkDelayMs });
  try {
    log(`overhead: ${settings.overheadTurns} turns per variant at 0 ms latency`);
    const overhead = await measureSequentialTurns({
      variants: VARIANT_NAMES.map((name) => createVariant(name, servers.fast)),
      conversations: settings.overheadTurns / 3,
      label: "overhead",
    });
    log(`latency: ${settings.latencyTurns} turns per variant at ${latencyMs} ms per model call`);
    const latency = await measureSequentialTurns({
      variants: VARIANT_NAMES.map((name) => createVariant(name, servers.slow)),
      conversations: settings.latencyTurns / 3,
      warmupConversations: 1,
      label: "latency",
    });
    log(`streaming: ${settings.latencyTurns} turns per variant at ${latencyMs} ms, then ${chunkDelayMs} ms per 3 characters`);
    const streaming = await measureSequentialTurns({
      variants: VARIANT_NAMES.map((name) => createVariant(name, servers.paced)),
      conversations: settings.latencyTurns / 3,
      warmupConversations: 1,
      label: "streaming",
    });
    log(
      `${settings.concurrentThreads} concurrent threads × ${settings.turnsPerThread} tool turns per variant (and the floors) at ${latencyMs} ms`,
    );
    const floorVariants = createFloorVariants(servers.slow);
    const loaded = await measureConcurrency({
      variants: [...VARIANT_NAMES.map((name) => createVariant(name, servers.slow)), ...floorVariants],
      threads: settings.concurrentThreads,
      passes: settings.turnsPerThread,
    });
    const concurrency: Record<string, TurnCostReport["variants"][number]["concurrency"]> = {};
    for (const [name, figures] of Object.entries(loaded)) {
      const idealMs = Math.round(figures.modelCalls * latencyMs);
      concurrency[name] = {
        ...figures,
        idealMs,
        p99OverIdeal: idealMs === 0 ? null : Math.round((figures.turn.p99 / idealMs) * 100) / 100,
      };
    }
    // Memory is not timed: one fresh process per variant, as many at once as there are cores.
    const memory: Record<string, MemoryFigures> = {};
    const waiting = [...VARIANT_NAMES];
    await Promise.all(
      Array.from({ length: Math.min(2, cpus().length) }, async () => {
        for (let name = waiting.shift(); name !== undefined; name = waiting.shift()) {
          log(`${name}: ${settings.idleThreads.toLocaleString("en")} idle threads (own process)`);
          memory[name] = await measureIdleMemoryInChild({ name, baseUrl: servers.fast, threads: settings.idleThreads });
        }
      }),
    );
    const variants: TurnCostReport["variants"] = VARIANT_NAMES.map((name) => ({
      name,
      overhead: overhead[name],
      latency: latency[name],
      streaming: streaming[name],
      concurrency: concurrency[name],
      memory: memory[name],
    }));
    const machine = {
      cpu: cpus()[0]?.model.trim() ?? "unknown",
      cores: cpus().length,
      memoryGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      platform: `${platform()} ${process.arch}`,
      loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
    };
    const floors = floorVariants.map(({ name }) => ({ name, concurrency: concurrency[name] }));
    return { date: new Date().toISOString(), machine, settings, variants, floors, ...compareVariants(variants, floors) };
  } finally {
    servers.close();
  }
}
