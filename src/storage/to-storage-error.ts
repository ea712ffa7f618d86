import { localize, type LocalizedText } from "../core/localize";
import type { Locale } from "../core/locale";
import { ToolError } from "../core/tool-error";
import { StorageError, type StorageProblem } from "./storage-error";

const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const sayProblem: Readonly<Record<StorageProblem, (file: LocalizedText) => LocalizedText>> = {
  busy: (file) => ({
    zh: `${file.zh}正被另一個程式使用，請稍後再試。`,
    en: `${capitalize(file.en)} is busy in another program; please try again shortly.`,
  }),
  directory: (file) => ({
    zh: `${file.zh}的位置上是一個資料夾，不是檔案，請檢查設定。`,
    en: `There is a folder where ${file.en} should be; please check the settings.`,
  }),
  "not-a-directory": (file) => ({
    zh: `${file.zh}的路徑上有一段不是資料夾，請檢查設定。`,
    en: `Part of the path to ${file.en} is not a folder; please check the settings.`,
  }),
  "not-a-file": (file) => ({
    zh: `${file.zh}不是一般的檔案，無法讀寫，請檢查設定。`,
    en: `${capitalize(file.en)} is not a regular file, so I can't use it; please check the settings.`,
  }),
  permission: (file) => ({
    zh: `沒有權限讀寫${file.zh}，請檢查檔案權限。`,
    en: `I'm not allowed to read or write ${file.en}; please check its permissions.`,
  }),
  "read-only": (file) => ({ zh: `${file.zh}是唯讀的，無法寫入。`, en: `${capitalize(file.en)} is read-only, so I can't change it.` }),
  "disk-full": (file) => ({ zh: `磁碟空間不足，無法寫入${file.zh}。`, en: `The disk is full, so I can't write ${file.en}.` }),
  unavailable: (file) => ({
    zh: `${file.zh}暫時無法讀寫，請稍後再試。`,
    en: `I couldn't read or write ${file.en}; please try again shortly.`,
  }),
};

// A store that is not a file (PostgreSQL) failed: the sentence names the records, not a file.
const sayUnreachable = (records: LocalizedText): LocalizedText => ({
  zh: `${records.zh}暫時無法讀寫，請稍後再試。`,
  en: `I couldn't reach ${records.en}; please try again shortly.`,
});

/**
 * Maps a failure to read or write stored records to a `BACKEND_ERROR` the user can hear, saying
 * what is wrong: a lock held by another program, a folder or a FIFO where the file should be, no
 * permission, a read-only file, a full disk; anything else is "try again shortly", naming `records`
 * (「鬧鐘資料」) rather than the file when given, for a store that is not a file. The details
 * (path, system error) go to `details`, never into the sentence. A ToolError passes through.
 *
 * @example
 * ```ts
 * toStorageError(error, "zh-TW", { zh: "鬧鐘檔案", en: "the alarm file" }); // 「沒有權限讀寫鬧鐘檔案，請檢查檔案權限。」
 * ```
 */
export function toStorageError(error: unknown, locale: Locale, file: LocalizedText, records?: LocalizedText): ToolError<string> {
  if (ToolError.isInstance(error)) return error;
  const converted = StorageError.fromFileSystem(error, "");
  const problem: StorageProblem = StorageError.isInstance(converted) ? converted.problem : "unavailable";
  const reason = error instanceof Error ? error.message : String(error);
  const sentence = StorageError.isInstance(converted) || records === undefined ? sayProblem[problem](file) : sayUnreachable(records);
  return new ToolError("BACKEND_ERROR", localize(locale, sentence), { problem, reason });
}
