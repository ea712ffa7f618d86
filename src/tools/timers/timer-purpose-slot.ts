import type { SlotType } from "../../language/templates/slot-type";
import { purposeName } from "./timer-purpose";

/**
 * `{name:timer_purpose}`: what a timer is for, said after its length and a pause (「泡茶」「煮蛋用的」「給烤地瓜的」):
 * Chinese words, as `purposeName` reads them; words that say no purpose (「到了叫我」「現在開始」「可以嗎」) are none.
 */
export const TIMER_PURPOSE_SLOT: SlotType = {
  name: "timer_purpose",
  accept: (text) => (/^\p{Script=Han}{1,12}$/u.test(text) ? purposeName(text) : null),
};
