import type { RequestFigures } from "./measured-model";
import type { LongThreadFramework, LongThreadSaver } from "./long-thread-variant";

/** What one framework on one checkpointer did over the long thread, as the child process reports it. */
export interface LongThreadRun {
  framework: LongThreadFramework;
  saver: LongThreadSaver;
  /** Turns run (fewer than asked when the run's time budget ended it). */
  turnsRun: number;
  /** Wall time of each turn at 0 ms model latency, ms. */
  wallMs: number[];
  /** CPU time of the bench process during each turn, ms. */
  cpuMs: number[];
  requests: RequestFigures;
  /** heapUsed after a full GC (and once the summaries have settled), at some turns. */
  heap: Array<{ turn: number; heapUsedMb: number }>;
  /** The SQLite database with its WAL, bytes; null on MemorySaver. */
  sqliteBytes: number | null;
}

/** The figures of a range of turns (1-based, inclusive). */
export interface RangeFigures {
  from: number;
  to: number;
  wallMedianMs: number;
  wallMeanMs: number;
  cpuMeanMs: number;
}

/** The whole bench: the machine, the settings, and each run. */
export interface LongThreadReport {
  date: string;
  machine: { cpu: string; cores: number; memoryGb: number; node: string; platform: string; loadAverage: number[] };
  settings: { turns: number; historyTokens: number; secondsPerRun: number; quick: boolean };
  runs: Array<
    Omit<LongThreadRun, "wallMs" | "cpuMs"> & { early: RangeFigures; late: RangeFigures; lateOverEarly: number; cpuLateOverEarly: number }
  >;
}
