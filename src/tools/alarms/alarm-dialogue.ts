import { z } from "zod";
import type { LocalPhrase } from "../../core/local-phrase";
import type { ToolDialogue } from "../../core/tool-dialogue";
import { readEnglishNumbers } from "../../language/number-words";
import { resolveTime, TIME_PATTERN } from "../../language/time-of-day";

// The alarm a set_alarm call set, as its data carries it.
const setAlarmData = z.object({ alarm: z.object({ id: z.string() }) });
// A reference that names another kind of record is not about the alarm: 「剛剛記的備忘錄是什麼」.
const OTHER_RECORD = /備忘|筆記|記事|計時|倒數|memo|note|timer/iu;

// 「設個鬧鐘」「幫我定一個鬧鐘」「叫我起床」 'set an alarm': an alarm asked for with no time.
const NO_TIME: readonly LocalPhrase[] = [
  { pattern: /^(?:請|幫我|麻煩|我要|我想)?(?:設|定|訂|設定|開|加)(?:一)?個?鬧鐘(?:好嗎|吧|好了)?$/u },
  { pattern: /^(?:請|麻煩)?(?:你)?(?:記得)?叫我起床(?:好嗎|吧)?$/u, toArgs: () => ({ message: "起床" }) },
  { pattern: /^(?:please )?(?:set|create|make|add) (?:an|a new|me an|an? )?alarm(?: for me)?(?: please)?$/i },
  { pattern: /^(?:please )?wake me up(?: please)?$/i, toArgs: () => ({ message: "wake up" }) },
];
// An answer that is a time and nothing more: 「七點」「早上七點半」「明天六點」「at 7」 (「設在七點」 too).
const TIME_ONLY = new RegExp(`^(?:設在|定在|設|定|就|改)?\\s*(?:${TIME_PATTERN})\\s*(?:吧|好了|就好|的)?$|^(?:at|for|make it)?\\s*(?:${TIME_PATTERN})(?: please)?$`, "iu");

/**
 * set_alarm in a conversation: 「把剛剛那個刪掉」 'delete that' delete the alarm just set,
 * 「剛剛設的鬧鐘是幾點」 lists the alarms, and 「設個鬧鐘」 is asked back 「要設幾點？」, which 「七點」
 * or 「早上七點半」 answers.
 */
export const setAlarmDialogue: ToolDialogue = {
  refer: (action, last, { text }) => {
    if (OTHER_RECORD.test(text)) return null;
    if (action === "show") return { tool: "list_alarms", args: {} };
    const set = setAlarmData.safeParse(last.data);
    return last.success && set.success ? { tool: "delete_alarm", args: { id: set.data.alarm.id } } : null;
  },
  slots: [
    {
      slot: "time",
      requests: NO_TIME,
      question: { zh: "要設幾點？", en: "What time should I set it for?" },
      answer: ({ text }, known, context) => {
        // "at seven thirty" reads as "at 7 30"'s clock: number words become digits first.
        const time = /[a-z]/i.test(text) ? readEnglishNumbers(text) : text;
        return TIME_ONLY.test(time) && resolveTime(time, context) !== null ? { message: "", ...known, time } : null;
      },
    },
  ],
};
