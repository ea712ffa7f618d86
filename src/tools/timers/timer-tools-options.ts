import type { RecordToolsOptions } from "../../records/record-tools-options";
import type { RecordStore } from "../../storage/record-store";
import type { Timer } from "./timer";

/** What the timer tools need of a scheduler that rings timers (the `AlarmScheduler` is one). */
export interface TimerRinger {
  /** The store it watches for timers. */
  readonly timerStore: RecordStore<Timer>;
  /** Looks at the stores again now, after a change. */
  refresh(): Promise<void>;
}

/** Options of the timer tools ({@link createTimerTools} and each tool's own factory). */
export interface TimerToolsOptions extends RecordToolsOptions<Timer> {
  /** A running scheduler that rings timers (the `AlarmScheduler`); its timer store is used unless `store` is given, and it is told of changes. Default: none. */
  scheduler?: TimerRinger;
}
