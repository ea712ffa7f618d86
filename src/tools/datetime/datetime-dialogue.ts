import type { ToolDialogue } from "../../core/tool-dialogue";
import { cityOfTimeZone, resolveTimeZone } from "./resolve-time-zone";

// 「那邊今天星期幾」「那裡現在幾點」 'what's the date there': asked about the place just asked about.
const THERE = [
  /^(?:那|那麼)?(?:那邊|那裡|那兒|當地)(?:的)?(?:今天|現在)?(?:是)?(?:(?:星期|禮拜|週)幾|幾月幾(?:號|日)|幾號|幾日|(?:的)?日期|幾點(?:鐘|了)?|幾點幾分|(?:的)?時間)(?:呢|啊|呀|嗎)?$/u,
  /^(?:and |so )?(?:what(?:'s| is) the (?:date|time|day)|what day is it|what time is it|what day of the week is it)(?: over)? there(?: now| right now| today)?\??$/i,
];

// 「那邊天氣怎樣」「那裡會下雨嗎」 'how's the weather there': the weather where the time was asked.
const WEATHER_THERE = [
  /^(?:那|那麼)?(?:那邊|那裡|那兒|當地)(?:的)?(?:現在|今天)?(?:天氣|氣溫)(?:怎樣|怎麼樣|如何|好嗎|好不好|呢|咧)?$|^(?:那|那麼)?(?:那邊|那裡|那兒|當地)(?:現在|今天)?(?:會不會下雨|會下雨嗎|冷不冷|熱不熱|冷嗎|熱嗎)$/u,
  /^(?:and |so )?(?:what's|what is|how's|how is) the weather(?: like)? (?:over )?there(?: now| today)?\??$/i,
];

/**
 * get_datetime in a conversation: 「那東京呢」 'what about in New York' ask the time somewhere else,
 * 「那邊今天星期幾」 'what's the date there' the day or time where the last call was, 「那邊天氣怎樣」
 * 'how's the weather there' the weather in that city.
 */
export const datetimeDialogue: ToolDialogue = {
  // The subject a turn goes back to: 「回到…」 'go back to …'.
  topic: /時間|幾點|時區|time zones?|time/iu,
  items: (text, last, { locale }) => {
    if (!last.success) return null;
    if (THERE.some((pattern) => pattern.test(text))) return { tool: "get_datetime", args: last.args };
    // 「那邊天氣怎樣」 'what's the weather like there' after the time in Tokyo: the weather in Tokyo.
    const zone = typeof last.args.time_zone === "string" ? last.args.time_zone : undefined;
    const city = zone === undefined ? undefined : cityOfTimeZone(zone, locale === "en" ? "en" : "zh");
    return city !== undefined && WEATHER_THERE.some((pattern) => pattern.test(text)) ? { tool: "get_weather", args: { city } } : null;
  },
  followUp: (fragment, last) => {
    // 「那東京現在幾點呢」「紐約的時間呢」: the place may come with the question's own words.
    const place = fragment.replace(/^the\s+/i, "").replace(/(?:的)?(?:現在)?(?:幾點|時間)$/u, "");
    const zone = resolveTimeZone(place);
    return zone === undefined ? null : { ...last.args, time_zone: zone };
  },
};
