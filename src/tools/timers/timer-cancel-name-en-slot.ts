import type { SlotType } from "../../language/templates/slot-type";

/**
 * `{id:timer_cancel_name_en}`: what a timer to cancel is for, in English ("pizza" of "stop the pizza timer"): letters,
 * spaces, ' and -, and not words that say which ("all", "the first", "the other").
 */
export const TIMER_CANCEL_NAME_EN_SLOT: SlotType = {
  name: "timer_cancel_name_en",
  accept: (text) => (/^[a-z][a-z' -]{0,30}$/iu.test(text) && !/^(?:all|every|first|second|third|other|last)\b/iu.test(text) ? text : null),
};
