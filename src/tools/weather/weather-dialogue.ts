import type { DialogueHookContext, ToolDialogue } from "../../core/tool-dialogue";
import { resolveDate } from "../../language/date-words";
import { readDayShift } from "../../language/read-day-shift";
import { resolveTimeZone } from "../datetime/resolve-time-zone";
import { looksLikePlace, NOT_A_TOWN } from "../../language/looks-like-place";
import { NO_PLACE_REQUESTS } from "./no-place-requests";
import { asksTimeThere } from "./time-there";
import { toWeatherDay, WEATHER_DAYS, type WeatherDay } from "./weather-day";

// The day words a follow-up or an answer may carry beside a place: 「那高雄明天呢」「台中,後天」「後兒呢」.
const DAY_WORD =
  /(?:今天|明天|後天|今日|明日|後日|聽日|今晚|明早|明晚|現在|而家|(?:今|明|後)兒(?:個)?)(?:早上|上午|中午|下午|傍晚|晚上)?|\b(?:(?:the )?day after tomorrow|tomorrow|today|tonight|now|this (?:morning|afternoon|evening))\b/giu;
// Words around the place in a follow-up that are not part of it: 「高雄的天氣」 'weather in Tokyo'.
const AROUND = /^(?:in|for|the weather in|weather in)\s+|(?:的)?天氣$|\s+weather$|^的|的$/giu;

// A sound or a nod before a pause, and the 那 after it: 「得嘞 那天津」「好 那花蓮」 'ok then Penang'.
const NOD = /^(?:(?:啊|欸|誒|嗯|喔|哦|蛤|呃|好|好的|行|得嘞|得了|好嘞|ok|okay|oh)[\s,]+)+(?:那(?!個|些|裡|邊|兒)\s*)?/iu;
// Sounds alone, left when the day is taken out: 「啊明天」 is 「明天」 said with a sigh. A sound before a
// name stays (「啊里山」 may be 阿里山), and looksLikePlace leaves that to the model.
const ONLY_SOUNDS = /^(?:啊|欸|誒|嗯|喔|哦|蛤|呃|那)+$/u;

// A weekday: 「禮拜五」「這週五」「下星期一」 'Friday' 'next Monday'. The forecast covers three days, so it is
// read as one of them when it falls in them (on a Wednesday, Friday is the day after tomorrow).
const WEEKDAY =
  /(?:下|這|这)?(?:個)?(?:禮拜|星期|週|周)[一二三四五六日天]|\b(?:(?:this|next|on) )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/giu;
const MS_PER_DAY = 86_400_000;

/** The forecast day a weekday falls on: undefined when none is said, null when it lies beyond the forecast. */
function weekdayAsForecastDay(fragment: string, context: DialogueHookContext): WeatherDay | null | undefined {
  const said = fragment.match(WEEKDAY);
  if (said === null) return undefined;
  const date = said.length === 1 ? resolveDate(said[0].replace(/^on /iu, ""), context) : null;
  const today = resolveDate("今天", context);
  if (date === null || today === null) return null;
  return WEATHER_DAYS[Math.round((Date.parse(date) - Date.parse(today)) / MS_PER_DAY)] ?? null;
}

/**
 * A place and a day from a fragment (「高雄」「後天」「台中明天」 'Tokyo' 「禮拜五」), or null when it names
 * neither or something else, or a weekday past the days the forecast covers.
 */
function readPlaceAndDay(fragment: string, context: DialogueHookContext): { city?: string; day?: string } | null {
  const weekday = weekdayAsForecastDay(fragment, context);
  if (weekday === null) return null;
  const day = weekday ?? toWeatherDay(fragment.match(DAY_WORD)?.join(" ") ?? "");
  const rest = fragment
    .replace(weekday === undefined ? DAY_WORD : WEEKDAY, "")
    .replace(AROUND, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(NOD, "")
    .replace(ONLY_SOUNDS, "");
  if (rest === "") return day === undefined ? null : { day };
  if (!looksLikePlace(rest)) return null;
  return day === undefined ? { city: rest } : { city: rest, day };
}

/** The forecast day `days` on from the last one (none said is today), or null past the days the forecast covers. */
function movedDay(last: unknown, days: number): WeatherDay | null {
  return WEATHER_DAYS[WEATHER_DAYS.indexOf(toWeatherDay(last) ?? "today") + days] ?? null;
}

/**
 * get_weather in a conversation: 「那高雄呢」 'what about Tokyo' change the place and keep the day,
 * 「後天呢」 'and tomorrow?' change the day and keep the place; with no default city, 「天氣怎麼樣」
 * is asked back 「要查哪個城市？」 and 「台中」 answers it. 「再隔天呢」 'and the day after?' move the day,
 * within the three the forecast covers.
 */
export function createWeatherDialogue({ defaultCity }: { defaultCity?: string } = {}): ToolDialogue {
  return {
    // The subject a turn goes back to: 「回到…」 'go back to …'.
    topic: /天氣預報|天氣|氣象|weather forecast|weather|forecast/iu,
    // 「那邊現在幾點」 'what time is it there': the time where the weather was asked (the time tool reads
    // the city; a city whose zone it does not know is not asked).
    items: (text, last, context) => {
      const zone = typeof last.args.city === "string" ? resolveTimeZone(last.args.city) : undefined;
      return zone !== undefined && asksTimeThere(text, context) ? { tool: "get_datetime", args: { time_zone: zone } } : null;
    },
    followUp: (fragment, last, context) => {
      // A shift past the forecast's days is declined, never read as a place (「再隔天」 is no city).
      const shift = readDayShift(fragment.replace(AROUND, ""));
      if (shift !== null) {
        const day = movedDay(last.args.day, shift);
        return day === null ? null : { ...last.args, day };
      }
      const read = readPlaceAndDay(fragment, context);
      return read === null ? null : { ...last.args, ...read };
    },
    slots: defaultCity
      ? []
      : [
          {
            slot: "city",
            carries: true,
            requests: NO_PLACE_REQUESTS,
            question: { zh: "要查哪個城市的天氣？", en: "Which city's weather would you like?" },
            answer: ({ text }, known, context) => {
              // 「我要看台南的啦」「我在成都 成都的」 'uh in Tainan please' "I'm in Chengdu": the place, with words
              // around it (where the user is, said as a sentence, is the place asked about).
              const asked = text.replace(/^(?:我要|我想)?(?:查|看)?/u, "");
              // 「我在成都」: 在 may also say what the user is doing (「我在上班」), which is no town.
              const where = asked.replace(/^(?:我(?:人)?(?:現在)?(?:在|住在|住)|(?:人)?在|住在)(?=\p{Script=Han}{2})/u, "");
              if (where !== asked && NOT_A_TOWN.test(where)) return null;
              const place = where
                .replace(/(?:的)?(?:啦|吧|好了|喔)?$/u, "")
                .replace(/^(?:(?:um|uh|i'm|i am|we're|we are|in|for|the one in|it's|its)\s+)+/i, "")
                .replace(/\s+please$/i, "");
              const read = readPlaceAndDay(place, context);
              return read?.city === undefined ? null : { ...known, ...read };
            },
          },
        ],
  };
}
