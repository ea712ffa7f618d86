import type { SlotType } from "./slot-type";

/** `{x:text}` takes the text the template leaves for it (trimmed, not empty), as written. */
export const TEXT_SLOT: SlotType = { name: "text", accept: (text) => text };
