import { localize, type LocalizedText } from "../core/localize";
import type { Locale } from "../core/locale";
import { ToolError } from "../core/tool-error";
import { FileLockTimeoutError } from "./with-file-lock";

/**
 * Maps a failure to read or write a data file to a `BACKEND_ERROR` the user can hear:
 * a lock held too long by another process, or a file system error (permissions, a full disk).
 * A ToolError passes through.
 *
 * @example
 * ```ts
 * toStorageError(error, "zh-TW", { zh: "鬧鐘檔案", en: "the alarm file" }); // 「鬧鐘檔案暫時無法讀寫，請稍後再試。」
 * ```
 */
export function toStorageError(error: unknown, locale: Locale, file: LocalizedText): ToolError<string> {
  if (ToolError.isInstance(error)) return error;
  const reason = error instanceof Error ? error.message : String(error);
  if (error instanceof FileLockTimeoutError) {
    return new ToolError("BACKEND_ERROR", localize(locale, {
      zh: `${file.zh}正被另一個程式使用，請稍後再試。`,
      en: `${capitalize(file.en)} is busy in another program; please try again shortly.`,
    }), { reason });
  }
  return new ToolError("BACKEND_ERROR", localize(locale, {
    zh: `${file.zh}暫時無法讀寫，請稍後再試。`,
    en: `I couldn't read or write ${file.en}; please try again shortly.`,
  }), { reason });
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
