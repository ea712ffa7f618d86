import { JsonRecordStore } from "../storage/json-record-store";
import { dataFilePath } from "../storage/record-file";
import type { RecordKind, RecordStore, StoredRecord } from "../storage/record-store";
import type { RecordStoreOptions } from "./record-tools-options";

/**
 * The store a family's tools use when none is given: JSON files, `<kind.name>.json` in
 * `~/.pibuddy` (or `filePath`) for the device's user and `users/<user>/` beside it for each
 * named user.
 *
 * @example
 * ```ts
 * const store = createRecordStore(alarmKind, { filePath: "/data/alarms.json" });
 * ```
 */
export function createRecordStore<Item extends StoredRecord>(
  kind: RecordKind<Item>,
  { filePath, lockTimeoutMs, staleLockMs, onCorrupt }: RecordStoreOptions = {},
): RecordStore<Item> {
  return new JsonRecordStore({ kind, filePath: filePath ?? dataFilePath(`${kind.name}.json`), lockTimeoutMs, staleLockMs, onCorrupt });
}
