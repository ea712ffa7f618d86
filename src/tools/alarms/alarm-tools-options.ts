import type { JsonFileStore } from "../../storage/json-file-store";
import type { IdGenerator } from "../../storage/record-file";
import type { AlarmFile } from "./alarm";
import type { AlarmScheduler } from "./alarm-scheduler";
import type { AlarmStoreOptions } from "./create-alarm-store";

/** Options of the alarm tools ({@link createAlarmTools} and each tool's own factory). */
export interface AlarmToolsOptions extends AlarmStoreOptions {
  /** The store to keep alarms in. Default: the scheduler's store, else a store on `filePath`. */
  store?: JsonFileStore<AlarmFile>;
  /** A running scheduler to tell about new and deleted alarms, so it rings them. Default: none. */
  scheduler?: AlarmScheduler;
  /** Turns the next sequence number into an alarm id. Default: "1", "2", … */
  createId?: IdGenerator;
}
