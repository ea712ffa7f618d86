import type { SlotType } from "../../language/templates/slot-type";
import { chineseTimerName } from "./chinese-timer-name";

/**
 * `{name:timer_name}`: what a timer is for, said before it or its length (「義大利麵」「泡麵」「煮蛋」): a few
 * words with no digit or pause, as `chineseTimerName` reads them (「幫地瓜」 → 「地瓜」; "" for a bare 的).
 * Words that ask for a timer or point at one (「幫我」「那個」「兩個」) are no name.
 */
export const TIMER_NAME_SLOT: SlotType = {
  name: "timer_name",
  accept: (text) => (/^[^\s\d,:、]{1,10}$/u.test(text) ? chineseTimerName(text) : null),
};
