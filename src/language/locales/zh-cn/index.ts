import { isSimplified, toSimplified } from "../../../core/chinese-script";
import type { LocaleDefinition } from "../locale-definition";

/** Simplified Chinese (mainland China): recognised by its characters, its messages converted from Taiwan's. */
export const mainlandMandarin: LocaleDefinition<"zh-CN"> = {
  code: "zh-CN",
  replyLanguage: "Simplified Chinese with mainland wording",
  // Weekdays as the model has always read them (星期二 in either script).
  dateLocale: "zh-TW",
  wordSeparator: "",
  han: true,
  recognise: isSimplified,
  fromMessage: (text) => text["zh-CN"] ?? toSimplified(text.zh),
  toScript: toSimplified,
  // The library's first defaults, kept: a Simplified turn in a Taiwan graph still converts to TWD.
  defaults: { timeZone: "Asia/Taipei", currency: "TWD" },
};
