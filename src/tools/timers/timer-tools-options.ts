import type { RecordToolsOptions } from "../../records/record-tools-options";
import type { AlarmScheduler } from "../alarms/alarm-scheduler";
import type { Timer } from "./timer";

/** Options of the timer tools ({@link createTimerTools} and each tool's own factory). */
export interface TimerToolsOptions extends RecordToolsOptions<Timer> {
  /** A running scheduler that rings timers too; its timer store is used unless `store` is given, and it is told of changes. Default: none. */
  scheduler?: AlarmScheduler;
}
