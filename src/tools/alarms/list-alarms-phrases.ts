import { DATE_SLOT } from "../../language/templates/date-slot";
import type { TemplatePhrase } from "../../language/templates/template-phrase";

const RULES: Readonly<Record<string, string>> = {
  // 「提醒跟鬧鐘」「鬧鐘和提醒」: the reminders are alarms too.
  alarms: "[提醒[跟|和|與|或]]鬧鐘[(跟|和|與|或)提醒]",
  // What the list is asked for: 「有哪些」「有幾個」「都有什麼」.
  which: "(哪些|哪幾個|什麼|幾個|多少[個])",
  // 「…念給我聽」「…列出來」「…給我念一下」: how the list is to be given, after the question.
  read_out: "[[,][都][給我](列|念|唸|讀|秀|報)[出來][一下][給我(聽|看)]]",
  look: "[請|幫我][看看|看一下|查一下|查看|查查|告訴我]",
  // 「…給我看一下」「…讓我看看」: showing the list to the one asking.
  show_me: "[拿](給|讓)我看[一下|看]",
  // A day, matched and not returned: listing takes no argument.
  day: "{_day:date}",
  set: "(設|設定|定)",
  alarms_en: "(alarms|alarm clocks)",
};

const phrase = (template: string): TemplatePhrase => ({ template, rules: RULES, slotTypes: [DATE_SLOT] });

/**
 * 「我有哪些鬧鐘」「我都設了哪些鬧鐘」「鬧鐘有幾個 念給我聽」「列出我的鬧鐘」「what alarms do I have」, as
 * sentence templates (`list_alarms` takes no arguments).
 */
export const listAlarmsPhrases: readonly TemplatePhrase[] = [
  // 「我有設什麼鬧鐘嗎」 asks the same as 「我設了哪些鬧鐘」; the 嗎 only makes it a yes-or-no question.
  "<look>[我][都][現在|目前][都](有|設了|設定了|定了|有設|有設定|有定|有設了|還有|還剩|剩下|剩)<which><alarms>[嗎|呢]<read_out>",
  // 「我有設鬧鐘嗎」「我有鬧鐘嗎」「我有沒有鬧鐘」
  "[我][現在|目前]有[<set>][任何]<alarms>嗎",
  "[我][現在|目前]有沒有[<set>][任何]<alarms>",
  // 「還有鬧鐘嗎」「我還有沒有鬧鐘」: whether any are left, after deleting some.
  "[我][現在|目前]還有[沒有][<set>][任何][的]<alarms>[嗎|剩下嗎]",
  "<alarms>還有[剩](嗎|沒有)",
  // A reminder the user set is an alarm: 「看一下我設了哪些提醒」「我定了幾個提醒」.
  "<look>[我][都][現在|目前][都](設了|設定了|定了|有設|有設定|有定)<which>提醒[事項][嗎|呢]<read_out>",
  // The time an alarm is set for: 「我明天的鬧鐘設幾點」「鬧鐘定在幾點」 (「鬧鐘要設幾點」 asks advice).
  // Without 我 the verb needs 了 or 在 (「明天的鬧鐘設幾點」 may ask what time to set it).
  "我[的][<day>][的]鬧鐘[是](設|設定|定|訂)[了|在|成](幾點|什麼時候)[嗎|呢]",
  "[<day>][的]鬧鐘[是](設|設定|定|訂)(了|在)(幾點|什麼時候)[嗎|呢]",
  // The list first, then how it is to be given: 「鬧鐘,念給我聽」「我的鬧鐘 列出來」「鬧鐘給我看一下」.
  "[我的|我設的]<alarms>[,]([都][給我](列|念|唸|讀|秀)[出來][一下][給我(聽|看)]|<show_me>)",
  // Whether one is set for a day, or still there: 「明天的鬧鐘有設嗎」「禮拜六早上有鬧鐘嗎」「我的鬧鐘還在嗎」
  // (「明天的鬧鐘要設嗎」 asks advice, 「鬧鐘有響嗎」 whether it rang).
  "[我][<day>[早上|晚上]]([的]<alarms>[有|已經|都](設|設定|定|訂)[好][了](嗎|沒|了沒|沒有)|有[設|定]<alarms>嗎|有沒有[設|定]<alarms>)",
  "[我的|我設的]<alarms>[都]還在(嗎|不在)",
  "[請|幫我](列出|查看|查詢|看看|看一下|顯示|唸|念|讀)[一下][我的|所有[的]|全部[的]|目前[的]]<alarms>[清單|列表][給我(聽|看)]",
  // The list first, the asking after: 「鬧鐘有幾個 念給我聽」「鬧鐘列表給我念一下」.
  "[我的|我設的]<alarms>(清單|列表)<read_out>",
  "<look>[現在|目前][我的|我設的]<alarms>[都|現在|目前|還](有哪些|有哪幾個|有幾個|有什麼|剩[下](哪些|哪幾個|幾個|什麼)|還剩(哪些|哪幾個|幾個|什麼))<read_out>",
  "我的[所有|全部]鬧鐘",
  "(list|show|read|tell) [me] [all] [of] [my] <alarms_en>",
  "(what|which) <alarms_en> (do i [still] have|did i set|are set) [set] [now|left]",
  "what are my <alarms_en>",
  "what <alarms_en> have i (got|set)",
  // "what are all the alarms I am having", "what alarms am I having" (Indian English).
  "what are [all] [the] <alarms_en> [that] i (have|am having|have set|set)",
  "what <alarms_en> am i having",
  // "did I set any alarms", "do I have any alarms (set)", "are there any alarms", "how many alarms do I have".
  "(do i [still] have|did i set|have i set|are there [still]) any <alarms_en> [set|left]",
  "any <alarms_en> (left|set)",
  "how many <alarms_en> (do i have|did i set|are (there|set))",
].map(phrase);
