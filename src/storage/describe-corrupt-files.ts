import { basename } from "node:path";
import { localize, type LocalizedText } from "../core/localize";
import type { Locale } from "../core/locale";
import type { CorruptFileReport } from "./corrupt-file-report";

const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function describeOne(report: CorruptFileReport, locale: Locale, file: LocalizedText): string {
  const name = basename(report.movedTo);
  if (report.records === undefined) {
    return localize(locale, {
      zh: `${file.zh}損壞了，已另存為 ${name}，並重新開始記錄。`,
      en: `${capitalize(file.en)} was damaged; I kept it as ${name} and started a new one.`,
    });
  }
  const count = report.records;
  return localize(locale, {
    zh: `${file.zh}裡有 ${count} 筆資料讀不懂，已另存為 ${name}，其他的都還在。`,
    en: `${count} record${count === 1 ? "" : "s"} in ${file.en} could not be read; I kept ${count === 1 ? "it" : "them"} as ${name}, and the rest are still there.`,
  });
}

/**
 * Spoken sentences telling the user that stored data could not be read and where it was kept,
 * or "" when nothing was set aside. Tools put it before their answer.
 *
 * @example
 * ```ts
 * describeCorruptFiles(reports, "zh-TW", { zh: "鬧鐘檔案", en: "the alarm file" });
 * // 「鬧鐘檔案損壞了，已另存為 alarms.json.corrupt-2026-03-10T01-00-00-000Z，並重新開始記錄。」
 * // 「鬧鐘檔案裡有 1 筆資料讀不懂，已另存為 alarms.json.rejected-…，其他的都還在。」
 * ```
 */
export function describeCorruptFiles(reports: readonly CorruptFileReport[] | undefined, locale: Locale, file: LocalizedText): string {
  return (reports ?? []).map((report) => describeOne(report, locale, file)).join(locale === "en" ? " " : "");
}

/** `text` with {@link describeCorruptFiles}'s sentences before it, when data was set aside. */
export function withCorruptFileNote(
  text: string,
  reports: readonly CorruptFileReport[] | undefined,
  locale: Locale,
  file: LocalizedText,
): string {
  const note = describeCorruptFiles(reports, locale, file);
  return note ? `${note}${locale === "en" ? " " : ""}${text}` : text;
}
