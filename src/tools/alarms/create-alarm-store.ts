import { JsonFileStore, type CorruptFileReport } from "../../storage/json-file-store";
import { dataFilePath, emptyRecordFile } from "../../storage/record-file";
import { alarmFileSchema, type Alarm, type AlarmFile } from "./alarm";

/** The alarm file, as messages to the user name it. */
export const ALARM_FILE_NAME = { zh: "鬧鐘檔案", en: "the alarm file" };

/** Options of {@link createAlarmStore}. */
export interface AlarmStoreOptions {
  /** The alarm file. Default: `~/.pibuddy/alarms.json`. */
  filePath?: string;
  /** How long to wait for another process's lock, in milliseconds. Default: 10000. */
  lockTimeoutMs?: number;
  /** A lock older than this is taken over, in milliseconds. Default: 10000. */
  staleLockMs?: number;
  /** Called when a corrupt alarm file was moved aside. Default: a process warning. */
  onCorrupt?: (report: CorruptFileReport) => void;
}

/**
 * The JSON file store alarms are kept in; the alarm tools and {@link AlarmScheduler} share one
 * file (and may share one store).
 *
 * @example
 * ```ts
 * const store = createAlarmStore({ filePath: "/data/alarms.json" });
 * ```
 */
export function createAlarmStore({ filePath = dataFilePath("alarms.json"), lockTimeoutMs, staleLockMs, onCorrupt }: AlarmStoreOptions = {}): JsonFileStore<AlarmFile> {
  return new JsonFileStore<AlarmFile>({ filePath, schema: alarmFileSchema, empty: emptyRecordFile<Alarm>, lockTimeoutMs, staleLockMs, onCorrupt });
}
