import { basename } from "node:path";
import { localize, type LocalizedText } from "../core/localize";
import type { Locale } from "../core/locale";
import type { CorruptFileReport } from "./json-file-store";

/**
 * One spoken sentence telling the user that a data file could not be read and where it was
 * kept, or "" when nothing was moved aside. Tools append it to their answer.
 *
 * @example
 * ```ts
 * describeCorruptFiles(reports, "zh-TW", { zh: "鬧鐘檔案", en: "the alarm file" });
 * // 「鬧鐘檔案損壞了，已另存為 alarms.json.corrupt-2026-03-10T01-00-00-000Z，並重新開始記錄。」
 * ```
 */
export function describeCorruptFiles(reports: readonly CorruptFileReport[] | undefined, locale: Locale, file: LocalizedText): string {
  if (!reports?.length) return "";
  const names = reports.map((report) => basename(report.movedTo)).join(locale === "en" ? ", " : "、");
  return localize(locale, {
    zh: `${file.zh}損壞了，已另存為 ${names}，並重新開始記錄。`,
    en: `${file.en.charAt(0).toUpperCase()}${file.en.slice(1)} was damaged; I kept it as ${names} and started a new one.`,
  });
}

/** `text` with {@link describeCorruptFiles}'s sentence before it, when a file was moved aside. */
export function withCorruptFileNote(text: string, reports: readonly CorruptFileReport[] | undefined, locale: Locale, file: LocalizedText): string {
  const note = describeCorruptFiles(reports, locale, file);
  return note ? `${note}${locale === "en" ? " " : ""}${text}` : text;
}
