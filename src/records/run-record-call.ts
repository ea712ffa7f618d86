import type { Locale } from "../core/locale";
import { ToolResult } from "../core/tool-result";
import { toStorageError } from "../storage/to-storage-error";
import type { StoredRecord } from "../storage/record-store";
import type { RecordFamily } from "./record-family";

/**
 * Runs a tool's store work and turns any storage failure into a `BACKEND_ERROR` that says what
 * is wrong with the family's store (「沒有權限讀寫鬧鐘檔案…」; 「鬧鐘資料暫時無法讀寫…」 when the
 * store is not a file, e.g. PostgreSQL), in the user's language.
 */
export async function runRecordCall<Item extends StoredRecord, Data>(
  family: RecordFamily<Item>,
  locale: Locale,
  call: () => Promise<ToolResult<Data>>,
): Promise<ToolResult<Data>> {
  try {
    return await call();
  } catch (error) {
    const { nouns } = family;
    const records = { zh: `${nouns.zh}資料`, en: `your ${nouns.enPlural}` };
    return ToolResult.fail(toStorageError(error, locale, nouns.file, records));
  }
}
