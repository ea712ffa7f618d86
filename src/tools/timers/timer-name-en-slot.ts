import type { SlotType } from "../../language/templates/slot-type";

/** `{name:timer_name_en}`: what an English timer is for, as said: one to three words ("pizza", "garlic bread"). */
export const TIMER_NAME_EN_SLOT: SlotType = {
  name: "timer_name_en",
  accept: (text) => (/^[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}$/iu.test(text) ? text : null),
};
