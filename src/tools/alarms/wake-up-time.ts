import { DateTime } from "luxon";
import type { PhraseContext } from "../../core/local-phrase";

// An hour written 13 to 17, or a part of the day, says which half of the day is meant.
const saysHalfOfDay =
  /早|晚|午|凌晨|半夜|深夜|夜|清晨|1[3-7]\s*[:點時]|十[三四五六七]\s*點|\b(?:am|pm|morning|afternoon|evening|night|tonight)\b|[ap]\.m\b/iu;

/**
 * The moment of a wake-up (「五點四十五把我叫醒」「wake me up at 5」) read from `resolved`, the
 * ordinary reading of `said`. A bare 1 to 5 reads as the afternoon elsewhere (兩點開會), but
 * waking is from sleep: such an hour is the nearer of the two still ahead, so 「明天五點叫醒我」
 * is 05:00 tomorrow and 「五點叫醒我」 said at 9 in the morning is 17:00.
 */
export function wakeUpTime(
  said: string,
  resolved: { date: string; time: string },
  { now, timeZone }: PhraseContext,
): { date: string; time: string } {
  const hour = Number(resolved.time.slice(0, 2));
  if (hour < 13 || hour > 17 || saysHalfOfDay.test(said)) return resolved;
  const morning = { date: resolved.date, time: `${String(hour - 12).padStart(2, "0")}${resolved.time.slice(2)}` };
  const current = DateTime.fromJSDate(now).setZone(timeZone).toFormat("yyyy-MM-dd'T'HH:mm");
  return `${morning.date}T${morning.time}` > current ? morning : resolved;
}
