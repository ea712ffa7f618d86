import type { SlotType } from "../../language/templates/slot-type";
import { chineseTimerName } from "./chinese-timer-name";

// Things with time left that are not the user's timers: a day, a term, an exam, a film, a trip, a delivery, a device.
const NOT_A_TIMER =
  /[年月週天日假期學考試賽課班票約點號節季歲車鐵船機送遞戲劇集片播你他她它們這那誰哪]|星期|禮拜|電影|影片|歌|電池|電量|合約|會議|開會|距離|離|到|下載|上傳|更新|安裝|包裹|什麼/u;

function timerLeftName(text: string): string | null {
  if (!/^[^\s\d,:、]{1,10}$/u.test(text)) return null;
  const name = chineseTimerName(text);
  return name === null || NOT_A_TIMER.test(name) ? null : text;
}

/**
 * `{x:timer_left_name}`: what a timer is for, asked its time left (「蒸魚」 of 「蒸魚的還剩多久」): words that
 * name a timer, and no day, term, exam, film, delivery or device (「考試」「寒假」「電影」).
 */
export const TIMER_LEFT_NAME_SLOT: SlotType = { name: "timer_left_name", accept: timerLeftName };
