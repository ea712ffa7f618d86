import { isSimplified, toMainlandSimplified, toSimplified } from "../../../core/chinese-script";
import type { LocaleDefinition } from "../locale-definition";
import { CHINESE_WORDS } from "../zh-tw/chinese-words";

/**
 * Simplified Chinese (mainland China): recognised by its characters; Taiwan's messages and any
 * Traditional text become Simplified in mainland words (網路連線 → 网络连接, 設定 → 设置), while text
 * already Simplified keeps its words (a headline's 支援 stays; only stray Traditional characters change).
 */
export const mainlandMandarin: LocaleDefinition<"zh-CN"> = {
  code: "zh-CN",
  replyLanguage: "Simplified Chinese with mainland wording",
  // Weekdays as the model has always read them (星期二 in either script).
  dateLocale: "zh-TW",
  wordSeparator: "",
  han: true,
  recognise: isSimplified,
  fromMessage: (text) => text["zh-CN"] ?? toMainlandSimplified(text.zh),
  toScript: (text) => (isSimplified(text) ? toSimplified(text) : toMainlandSimplified(text)),
  // The library's first defaults, kept: a Simplified turn in a Taiwan graph still converts to TWD.
  defaults: { timeZone: "Asia/Taipei", currency: "TWD" },
  holdingLine: "稍等，我查一下。",
  // Chinese words as Taiwan's folder has them: this locale's text is read after it is normalised to Traditional.
  words: CHINESE_WORDS,
};
