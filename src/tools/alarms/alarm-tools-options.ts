import type { RecordToolsOptions } from "../../records/record-tools-options";
import type { Alarm } from "./alarm";
import type { AlarmScheduler } from "./alarm-scheduler";

/** Options of the alarm tools ({@link createAlarmTools} and each tool's own factory). */
export interface AlarmToolsOptions extends RecordToolsOptions<Alarm> {
  /** A running scheduler to tell about new and deleted alarms, so it rings them; its store is used unless `store` is given. Default: none. */
  scheduler?: AlarmScheduler;
}
