import type { Locale } from "../core/locale";
import { ToolResult } from "../core/tool-result";
import { toStorageError } from "../storage/to-storage-error";
import type { StoredRecord } from "../storage/record-store";
import type { RecordFamily } from "./record-family";

/**
 * Runs a tool's store work and turns any storage failure into a `BACKEND_ERROR` that says what
 * is wrong with the family's store (「沒有權限讀寫鬧鐘檔案…」), in the user's language.
 */
export async function runRecordCall<Item extends StoredRecord, Data>(
  family: RecordFamily<Item>,
  locale: Locale,
  call: () => Promise<ToolResult<Data>>,
): Promise<ToolResult<Data>> {
  try {
    return await call();
  } catch (error) {
    return ToolResult.fail(toStorageError(error, locale, family.nouns.file));
  }
}
