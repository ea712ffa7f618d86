import { HOUSEHOLD_PERSON } from "../../language/household-person";
import type { SlotSpan, SlotType } from "../../language/templates/slot-type";

const PERSON = new RegExp(`我?${HOUSEHOLD_PERSON}`, "gu");

/** `{who:household_person}`: someone of the household (阿嬤, 我爸, 外婆), as said: a memo may be for them. */
export const HOUSEHOLD_PERSON_SLOT: SlotType = {
  name: "household_person",
  find: (text) => {
    const spans: SlotSpan[] = [];
    PERSON.lastIndex = 0;
    for (const match of text.matchAll(PERSON)) spans.push({ start: match.index, end: match.index + match[0].length, value: match[0] });
    return spans;
  },
};
