import type { ConcurrencyFigures } from "./measure-concurrency";
import type { MemoryFigures } from "./measure-idle-memory";
import type { SequentialFigures } from "./measure-sequential-turns";

/** One target of the issue and whether this run met it. */
export interface TargetCheck {
  target: string;
  variant: string;
  value: number | null;
  limit: number;
  /** `null` when the target does not apply (e.g. an ideal of 0 ms with no model call). */
  met: boolean | null;
}

/** Everything `npm run bench` measured about the cost of a turn, as written to turn-cost.json. */
export interface TurnCostReport {
  date: string;
  machine: { cpu: string; cores: number; memoryGb: number; node: string; platform: string; loadAverage: number[] };
  settings: {
    quick: boolean;
    latencyMs: number;
    chunkDelayMs: number;
    overheadTurns: number;
    latencyTurns: number;
    concurrentThreads: number;
    turnsPerThread: number;
    idleThreads: number;
  };
  variants: Array<{
    name: string;
    /** At 0 ms latency: turn wall time is the framework's overhead (the server answers at once, in another process). */
    overhead: SequentialFigures;
    /** At `latencyMs` per model call, each answer sent whole: turn latency. */
    latency: SequentialFigures;
    /** At `latencyMs` per model call, the text then streamed `chunkDelayMs` per 3 characters: time to the first sentence. */
    streaming: SequentialFigures;
    concurrency: ConcurrencyFigures & { idealMs: number; p99OverIdeal: number | null };
    memory: MemoryFigures;
  }>;
  /**
   * The model calls of a tool turn alone under the same load — bare `fetch` and the bare ChatOpenAI
   * client, no framework: what the machine and the model server allow (create-floor-variants.ts).
   */
  floors: Array<{ name: string; concurrency: TurnCostReport["variants"][number]["concurrency"] }>;
  /** Each variant's figure divided by createReactAgent's, from this run. */
  ratios: Record<
    string,
    {
      overheadMedian: number;
      overheadP99: number;
      overheadCpu: number;
      toolTurnLatency: number;
      firstSentence: number;
      bytesPerThread: number;
      turnsPerSecond: number;
      concurrentP99: number;
    }
  >;
  targets: TargetCheck[];
}
