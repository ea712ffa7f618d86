import type { JsonFileStore } from "../../storage/json-file-store";
import type { IdGenerator } from "../../storage/record-file";
import type { MemoStoreOptions } from "./create-memo-store";
import type { MemoFile } from "./memo";

/** Options of the memo tools ({@link createMemoTools} and each tool's own factory). */
export interface MemoToolsOptions extends MemoStoreOptions {
  /** The store to keep memos in. Default: a store on `filePath`. */
  store?: JsonFileStore<MemoFile>;
  /** Turns the next sequence number into a memo id. Default: "1", "2", … */
  createId?: IdGenerator;
}
