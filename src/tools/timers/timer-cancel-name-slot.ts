import type { SlotType } from "../../language/templates/slot-type";
import { notAName } from "./chinese-timer-name";

// 「取消所有計時器」「把那個計時器關掉」「取消第二個計時器」: words that say which timers, not what one is for.
const WHICH = /^(?:所有|全部|我的|那個|這個|第)/u;

/**
 * `{id:timer_cancel_name}`: what a timer to cancel is for (「義大利麵」 of 「取消義大利麵計時器」): one to ten
 * characters with no digit or space, and not words that only say which (「所有」「那個」) or count (「兩個」).
 */
export const TIMER_CANCEL_NAME_SLOT: SlotType = {
  name: "timer_cancel_name",
  accept: (text) => (/^[^\s\d]{1,10}$/u.test(text) && !WHICH.test(text) && !notAName.test(text) ? text : null),
};
