import type { SlotType } from "../../language/templates/slot-type";
import { TIMER_LEFT_NAME_SLOT } from "./timer-left-name-slot";

// 「煮蛋」「烤雞」: what a timer is for, said with no 的, begins with the cooking (「考試還剩多久」 is not a timer).
const COOKING = /^(?:煮|蒸|烤|燉|泡|炸|滷|煎|燙|烘|燜|悶|熬|醃|解凍|退冰)[^\s\d,:、]{0,8}$/u;

/**
 * `{x:cooked_left_name}`: what a timer is for, asked its time left without 的 (「烤地瓜還剩多久」), which only a
 * cooking verb first makes a timer's (「披薩還剩多久」 may be a delivery).
 */
export const COOKED_LEFT_NAME_SLOT: SlotType = {
  name: "cooked_left_name",
  accept: (text, context) => (COOKING.test(text) ? (TIMER_LEFT_NAME_SLOT.accept?.(text, context) ?? null) : null),
};
