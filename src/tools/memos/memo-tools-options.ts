import type { RecordToolsOptions } from "../../records/record-tools-options";
import type { Memo } from "./memo";

/** Options of the memo tools ({@link createMemoTools} and each tool's own factory): `store` or `filePath`, lock timings, `onCorrupt`, `createId`. */
export type MemoToolsOptions = RecordToolsOptions<Memo>;
