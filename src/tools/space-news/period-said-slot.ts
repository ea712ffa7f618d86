import { PERIOD_SLOT } from "../../language/templates/period-slot";
import type { SlotType } from "../../language/templates/slot-type";

/** `{time_period:period_said}`: a period (上週, 2020年, 三天前) as the user said it: the tool reads it. */
export const PERIOD_SAID_SLOT: SlotType = {
  name: "period_said",
  find: (text, context) => (PERIOD_SLOT.find?.(text, context) ?? []).map((span) => ({ ...span, value: text.slice(span.start, span.end) })),
};
