import type { SlotType } from "../../language/templates/slot-type";

const EN_WHEN = /\b(?:today|yesterday|(?:this|last) (?:week|month|year)|(?:19|20)\d{2})\b/giu;

/** `{time_period:when_en}`: today, yesterday, this or last week, month or year, or a year, as said. */
export const WHEN_EN_SLOT: SlotType = {
  name: "when_en",
  find: (text) => [...text.matchAll(EN_WHEN)].map((match) => ({ start: match.index, end: match.index + match[0].length, value: match[0] })),
};
