import type { DayShiftWords } from "../locale-words";
import { SMALL_NUMBER } from "./chinese-date-rules";

const DAY = "(?:天|日)";

/**
 * Follow-ups in Chinese that move the last date by days. Whole fragments only: 「後天」 is a date of
 * its own, and 「前兩天」「後兩天」 mean a few days ago and the coming days, so 前 and 後 move by one day alone.
 */
export const CHINESE_DAY_SHIFTS: DayShiftWords = {
  shifts: [
    // 「隔天」「再隔天」「次日」「那第二天呢」
    { source: "再?(?:隔天|隔日|次日|翌日|第二天)", direction: 1 },
    // 「再隔一天」「再過兩天」「往後推一天」「晚一天」
    { source: `再?(?:隔|過|往後推?|晚)(?<count>${SMALL_NUMBER})${DAY}`, direction: 1 },
    // 「後一天」「再下一天」
    { source: `再?(?:後|下)一${DAY}`, direction: 1 },
    // 「前一天」「再前一天」「上一天」
    { source: `再?(?:前|上)一${DAY}`, direction: -1 },
    // 「往前一天」「早兩天」
    { source: `再?(?:往前推?|早)(?<count>${SMALL_NUMBER})${DAY}`, direction: -1 },
  ],
};
