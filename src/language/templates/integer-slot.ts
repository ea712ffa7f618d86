import { numberSpans } from "./number-slot";
import type { SlotType } from "./slot-type";

/** `{x:integer}`: a whole number as said (「二十」「12」 'six'); 3.5 is not one. */
export const INTEGER_SLOT: SlotType = {
  name: "integer",
  find: (text) => numberSpans(text).filter((span) => Number.isInteger(span.value)),
};
