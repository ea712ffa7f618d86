import { createRecordStore } from "../../records/create-record-store";
import type { RecordStoreOptions } from "../../records/record-tools-options";
import type { RecordStore } from "../../storage/record-store";
import type { Alarm } from "./alarm";
import { alarmFamily } from "./alarm-family";

/** Options of {@link createAlarmStore}: the file (default `~/.pibuddy/alarms.json`), lock timings and `onCorrupt`. */
export type AlarmStoreOptions = RecordStoreOptions;

/**
 * The store alarms are kept in (JSON files, one per user); the alarm tools and
 * {@link AlarmScheduler} share one store.
 *
 * @example
 * ```ts
 * const store = createAlarmStore({ filePath: "/data/alarms.json" });
 * ```
 */
export function createAlarmStore(options: AlarmStoreOptions = {}): RecordStore<Alarm> {
  return createRecordStore(alarmFamily.kind, options);
}
