import { dateSpans } from "./date-slot";
import type { SlotType } from "./slot-type";

/** `{x:day}`: the same days as `{x:date}` ("YYYY-MM-DD"), for templates that read better with it. */
export const DAY_SLOT: SlotType = { name: "day", find: dateSpans };
