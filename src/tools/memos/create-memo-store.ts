import { JsonFileStore, type CorruptFileReport } from "../../storage/json-file-store";
import { dataFilePath, emptyRecordFile } from "../../storage/record-file";
import { memoFileSchema, type Memo, type MemoFile } from "./memo";

/** The memo file, as messages to the user name it. */
export const MEMO_FILE_NAME = { zh: "備忘錄檔案", en: "the memo file" };

/** Options of {@link createMemoStore}. */
export interface MemoStoreOptions {
  /** The memo file. Default: `~/.pibuddy/memos.json`. */
  filePath?: string;
  /** How long to wait for another process's lock, in milliseconds. Default: 10000. */
  lockTimeoutMs?: number;
  /** A lock older than this is taken over, in milliseconds. Default: 10000. */
  staleLockMs?: number;
  /** Called when a corrupt memo file was moved aside. Default: a process warning. */
  onCorrupt?: (report: CorruptFileReport) => void;
}

/**
 * The JSON file store memos are kept in.
 *
 * @example
 * ```ts
 * const store = createMemoStore({ filePath: "/data/memos.json" });
 * ```
 */
export function createMemoStore({ filePath = dataFilePath("memos.json"), lockTimeoutMs, staleLockMs, onCorrupt }: MemoStoreOptions = {}): JsonFileStore<MemoFile> {
  return new JsonFileStore<MemoFile>({ filePath, schema: memoFileSchema, empty: emptyRecordFile<Memo>, lockTimeoutMs, staleLockMs, onCorrupt });
}
