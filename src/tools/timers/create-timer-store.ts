import { createRecordStore } from "../../records/create-record-store";
import type { RecordStoreOptions } from "../../records/record-tools-options";
import type { RecordStore } from "../../storage/record-store";
import type { Timer } from "./timer";
import { timerFamily } from "./timer-family";

/**
 * The store timers are kept in (JSON files, one per user, default `~/.pibuddy/timers.json`);
 * the timer tools and the `AlarmScheduler` that rings them share one store.
 *
 * @example
 * ```ts
 * const store = createTimerStore({ filePath: "/data/timers.json" });
 * ```
 */
export function createTimerStore(options: RecordStoreOptions = {}): RecordStore<Timer> {
  return createRecordStore(timerFamily.kind, options);
}
