import { createRecordStore } from "../../records/create-record-store";
import type { RecordStoreOptions } from "../../records/record-tools-options";
import type { RecordStore } from "../../storage/record-store";
import type { Memo } from "./memo";
import { memoFamily } from "./memo-family";

/** Options of {@link createMemoStore}: the file (default `~/.pibuddy/memos.json`), lock timings and `onCorrupt`. */
export type MemoStoreOptions = RecordStoreOptions;

/**
 * The store memos are kept in (JSON files, one per user).
 *
 * @example
 * ```ts
 * const store = createMemoStore({ filePath: "/data/memos.json" });
 * ```
 */
export function createMemoStore(options: MemoStoreOptions = {}): RecordStore<Memo> {
  return createRecordStore(memoFamily.kind, options);
}
