import type { NumberReader, PartOfDay, TimeWords } from "../locale-words";

const HOUR = "(?:\\d{1,2}|[零一二兩三四五六七八九十]{1,3})";
const MINUTE = "(?:\\d{1,2}|[零〇一二三四五六七八九十]{1,3})";
const MORNING = /^(?:早上|上午|早晨|清晨|一早|早起|早)$/;

function partOfDay(word: string): PartOfDay | undefined {
  if (/凌晨/.test(word)) return "small hours";
  if (MORNING.test(word)) return "morning";
  if (/中午|正午/.test(word)) return "noon";
  if (/下午|午後|傍晚/.test(word)) return "afternoon";
  return /\p{Script=Han}/u.test(word) ? "evening" : undefined;
}

/**
 * Times of day in Chinese: 七點, 3點半, 7點15分, 十點整, 早上七點, 下午3點半, 晚上十點, 凌晨兩點, 中午,
 * 明天的七點, and times from now: 10分鐘後, 半小時後, 兩個小時後.
 */
export function chineseTimeWords({ pattern: NUMBER_PATTERN }: NumberReader): TimeWords {
  return {
    clocks: [`(?<hour>${HOUR})\\s*(?:點鐘|點|時)(?:\\s*(?<minuteWord>半|一刻|三刻)|\\s*(?<minute>${MINUTE})\\s*分?|整)?`],
    noon: "中午|正午",
    midnight: "午夜",
    // 早起 is the morning in Taiwanese Mandarin (「明天早起六點叫我」).
    partsBefore: "早上|上午|早晨|清晨|一早|早起|凌晨|半夜|深夜|午夜|中午|正午|下午|午後|傍晚|晚上|晚間|夜裡|夜晚|夜間|早|晚",
    dayLink: "的",
    fromNow: `(?<amount>${NUMBER_PATTERN}|半)\\s*個?(?<half>半)?\\s*(?<unit>小時|鐘頭|分鐘|分)(?:之|以)?後`,
    minuteWords: { 半: 30, 一刻: 15, 三刻: 45 },
    amountWords: { 半: 0.5 },
    unitMinutes: { 小時: 60, 鐘頭: 60 },
    partOfDay,
    partOfDayWord: (dayWord) => (/晚|夜/.test(dayWord) ? "evening" : /早/.test(dayWord) ? "morning" : undefined),
  };
}
